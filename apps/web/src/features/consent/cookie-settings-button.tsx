'use client';

import { useConsent } from './consent-context';

/** The footer's way back to the cookie dialog: a decision can be changed at any time. */
export function CookieSettingsButton({ label }: { label: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" className="site-footer__text-button" onClick={openSettings}>
      {label}
    </button>
  );
}
