'use client';

import type { ReactNode } from 'react';
import { ConsentProvider } from '@/features/consent/consent-context';
import { CaptchaSettingsProvider } from '@/features/forms/captcha-settings';
import type { CaptchaSettings } from '@/features/forms/recaptcha-loader';
import { NotificationsProvider } from './notifications-context';

/**
 * The client state every page shares (SPEC §3 Client state): notifications and cookie consent, and
 * the captcha settings the forms read.
 */
export function ClientProviders({
  captcha,
  children,
}: {
  captcha: CaptchaSettings | null;
  children: ReactNode;
}) {
  return (
    <NotificationsProvider>
      <ConsentProvider>
        <CaptchaSettingsProvider settings={captcha}>{children}</CaptchaSettingsProvider>
      </ConsentProvider>
    </NotificationsProvider>
  );
}
