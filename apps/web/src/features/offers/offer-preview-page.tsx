import { singleResponseSchema } from '@estate/domain/api/response-envelopes';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { offers } from '@estate/domain/kinds/offers';
import { isLanguage, type Language } from '@estate/domain/language';
import { type OfferPreview, offerPreviewSchema } from '@estate/domain/offer-types';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { OfferView } from './offer-page';

type Params = Promise<{ lang: string; id: string }>;

/** The kinds' preview of an offer (decision 052 S8a): its public page built from the draft's values. */
const previewAnswer = singleResponseSchema(z.object({ page: offerPreviewSchema }));

/**
 * Staff's preview of an offer's public page in any state (issue 17, decision 030), at /podglad/<id>
 * and /en/podglad/<id>: a published offer's draft of changes as it will be once published (decision
 * 052 S8b). The API answers only a signed-in person who may edit the offer, anyone else gets a 404.
 * Rendered per request with the staff cookie: never in the page cache (server/main.ts), never
 * indexed, never kept by a browser or a proxy.
 */
const loadPreview = cache(async (id: number, lang: Language): Promise<OfferPreview | null> => {
  const { body } = await backOfficeGet(
    `${kindPaths(offers.name).preview(String(id))}?lang=${lang}`,
    previewAnswer,
  );
  return body ? body.data.page : null;
});

async function resolvePreview(params: Params): Promise<{ lang: Language; offer: OfferPreview }> {
  const { lang, id: raw } = await params;
  const id = Number(raw);
  if (!isLanguage(lang) || !/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) notFound();
  const offer = await loadPreview(id, lang);
  if (!offer) notFound();
  return { lang, offer };
}

export async function offerPreviewMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, offer } = await resolvePreview(params);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  return { title: t('title', { title: offer.title }), robots: { index: false, follow: false } };
}

export async function OfferPreviewPage({ params }: { params: Params }) {
  const { lang, offer } = await resolvePreview(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  const notice = (
    <aside className="preview-notice" aria-label={t('label')}>
      <p>
        <strong>{t('heading')}</strong> {t('lead')}
      </p>
      <p>
        <a href={backOfficePaths.offer(offer.id)}>{t('back')}</a>
      </p>
    </aside>
  );
  // A never-published offer has no publication date: the page shows an empty one as none.
  return (
    <OfferView
      offer={{ ...offer, publishedAt: offer.publishedAt ?? '' }}
      lang={lang}
      previewNotice={notice}
    />
  );
}
