import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { backOfficeLanguage } from './back-office-language';
import './back-office.css';

/**
 * The back office's own root layout (decision 029): its own CSS and texts, none of the public
 * shell (header, footer, consent, tag manager, service worker), never indexed.
 */
export async function backOfficeMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice' });
  return {
    title: { default: t('title'), template: `%s | ${t('title')}` },
    robots: { index: false, follow: false },
  };
}

export const backOfficeViewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function BackOfficeRootLayout({ children }: { children: ReactNode }) {
  const lang = await backOfficeLanguage();
  setRequestLocale(lang);
  const [messages, t] = await Promise.all([
    getMessages(),
    getTranslations({ locale: lang, namespace: 'backOffice' }),
  ]);
  return (
    <html lang={lang}>
      <body className="bo">
        <a className="bo-skip" href="#bo-main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider
          locale={lang}
          messages={{
            backOffice: messages.backOffice,
            errorCodes: messages.errorCodes,
            feedback: messages.feedback,
          }}
          timeZone="Europe/Warsaw"
        >
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
