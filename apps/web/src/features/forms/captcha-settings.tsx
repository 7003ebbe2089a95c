'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { CaptchaSettings } from './recaptcha-loader';

const CaptchaSettingsContext = createContext<CaptchaSettings | null>(null);

/** The captcha settings the server layout read from its configuration (null: captcha off). */
export function CaptchaSettingsProvider({
  settings,
  children,
}: {
  settings: CaptchaSettings | null;
  children: ReactNode;
}) {
  return <CaptchaSettingsContext.Provider value={settings}>{children}</CaptchaSettingsContext.Provider>;
}

export function useCaptchaSettings(): CaptchaSettings | null {
  return useContext(CaptchaSettingsContext);
}
