import { THEME_COLOR } from '@estate/domain/constants';
import { isLanguage, LANGUAGES } from '@estate/domain/language';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import '../globals.css';

export const viewport: Viewport = { themeColor: THEME_COLOR, width: 'device-width', initialScale: 1 };

export const metadata: Metadata = {
  title: { default: 'Nieruchomości', template: '%s' },
};

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  // The proxy only ever routes pl and en here; any other value is a miss, not a language.
  if (!isLanguage(lang)) notFound();
  setRequestLocale(lang);
  const messages = await getMessages();
  return (
    <html lang={lang}>
      <body>
        <NextIntlClientProvider locale={lang} messages={messages}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
