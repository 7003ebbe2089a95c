'use client';

import { useEffect } from 'react';
import { useConsent } from '@/features/consent/consent-context';
import { grantsAnyTracking } from '@/features/consent/consent-mode';
import { dataLayer } from './data-layer';

const SCRIPT_ID = 'gtm-script';

/**
 * Loads Google Tag Manager when the server configured GTM_ID and the visitor has granted at least one
 * category (docs/decisions/010). Consent Mode commands reach the data layer before it either way.
 */
export function TagManager({ gtmId }: { gtmId: string | undefined }) {
  const { choices } = useConsent();
  const allowed = Boolean(gtmId && choices && grantsAnyTracking(choices));

  useEffect(() => {
    if (!allowed || !gtmId || document.getElementById(SCRIPT_ID)) return;
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.appendChild(script);
  }, [allowed, gtmId]);

  return null;
}
