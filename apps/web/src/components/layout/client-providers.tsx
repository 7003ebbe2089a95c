'use client';

import type { ReactNode } from 'react';
import { CaptchaSettingsProvider } from '@/client/captcha/captcha-settings';
import type { CaptchaSettings } from '@/client/captcha/recaptcha-loader';
import { ConsentProvider } from '@/client/consent/consent-context';
import { NotificationsProvider } from '@/client/notifications/notifications-context';

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
