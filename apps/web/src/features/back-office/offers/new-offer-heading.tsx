'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Sent on the window by the new offer's form when its first upload made the draft. */
const DRAFT_MADE = 'bo:new-offer-draft';

export function announceNewOfferDraft(tipi: string): void {
  window.dispatchEvent(new CustomEvent<string>(DRAFT_MADE, { detail: tipi }));
}

/** The number of the draft the new offer's page made (null before): its heading and managers follow it. */
export function useNewOfferDraft(): string | null {
  const [tipi, setTipi] = useState<string | null>(null);
  useEffect(() => {
    const made = (event: Event) => setTipi((event as CustomEvent<string>).detail);
    window.addEventListener(DRAFT_MADE, made);
    return () => window.removeEventListener(DRAFT_MADE, made);
  }, []);
  return tipi;
}

/**
 * A new offer's page heading (decision 061): "Nowa oferta" until the draft exists, then the
 * draft's own, "Oferta T00042" as its editor's page says, when the first upload made it and the
 * page stayed; the tab's title follows.
 */
export function NewOfferHeading() {
  const t = useTranslations('backOffice.editor');
  const tipi = useNewOfferDraft();
  const heading = tipi === null ? t('newTitle') : t('editTitle', { tipi });
  useEffect(() => {
    if (tipi !== null) document.title = document.title.replace(t('newTitle'), heading);
  }, [tipi, heading, t]);

  return heading;
}
