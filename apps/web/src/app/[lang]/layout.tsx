import { CAPTCHA_VERSION, THEME_COLOR } from '@estate/domain/constants';
import { isLanguage } from '@estate/domain/language';
import { staticPagePath } from '@estate/domain/routes';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AfterFirstPaintSlot } from '@/components/ui/after-first-paint-slot';
import { PageViewTracker } from '@/features/analytics/page-view-tracker';
import { TagManager } from '@/features/analytics/tag-manager';
import { consentBootstrapScript } from '@/features/consent/consent-bootstrap-script';
import { ConsentDialog } from '@/features/consent/consent-dialog';
import { chunkContent, getChunks } from '@/features/content/chunks';
import { ServiceWorkerRegistration } from '@/features/pwa/service-worker-registration';
import { ClientProviders } from '@/features/shell/client-providers';
import { HashScroll } from '@/features/shell/hash-scroll';
import { LoadingBar } from '@/features/shell/loading-bar';
import { NetworkStatus } from '@/features/shell/network-status';
import { NotificationArea } from '@/features/shell/notification-area';
import { OrganizationJsonLd } from '@/features/shell/organization-json-ld';
import { ScrollTopButton } from '@/features/shell/scroll-top-button';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { SkipLink } from '@/features/shell/skip-link';
import { clientMessages } from '@/i18n/client-messages';
import { serverEnv } from '@/lib/env/server-env';
import { htmlToText } from '@/lib/html/sanitize-html';
import { requestNonce } from '@/lib/security/request-nonce';
import '@/app/site-styles';

// Every page shows content chunks and API data that change without a deploy: render per request.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { themeColor: THEME_COLOR, width: 'device-width', initialScale: 1 };

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguage(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    metadataBase: new URL(serverEnv.siteUrl),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    applicationName: t('siteName'),
    // Phone numbers are marked up as links where they appear; no automatic detection elsewhere.
    formatDetection: { telephone: false },
  };
}

export default async function LanguageLayout({ children, params }: Props) {
  const { lang } = await params;
  // The proxy only ever routes pl and en here; any other value is a miss, not a language.
  if (!isLanguage(lang)) notFound();
  setRequestLocale(lang);
  const [messages, chunks, t, meta, nonce] = await Promise.all([
    getMessages(),
    getChunks(),
    getTranslations({ locale: lang, namespace: 'header' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
    requestNonce(),
  ]);

  return (
    <html lang={lang}>
      <head>
        {/* Consent Mode defaults (and a stored decision) before any tag can run: SPEC §7 Other. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from constants, no visitor input. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />
      </head>
      <body>
        <NextIntlClientProvider
          locale={lang}
          messages={clientMessages(messages, ['shell'])}
          timeZone="Europe/Warsaw"
        >
          <ClientProviders
            captcha={
              serverEnv.recaptchaSiteKey
                ? { siteKey: serverEnv.recaptchaSiteKey, version: CAPTCHA_VERSION }
                : null
            }
          >
            <SkipLink label={t('skipToContent')} />
            {/* Early in the document, though fixed at the bottom: on a first visit it is the largest
                thing on a phone's screen, and here it paints with the first paint instead of after
                a long page has been parsed (issue 19); read and reached right after the skip link. */}
            <ConsentDialog policyHref={staticPagePath('cookies', lang)} />
            <SiteHeader lang={lang} progress={<LoadingBar />} />
            <main id="main" className="site-main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter lang={lang} chunks={chunks} />
            <ScrollTopButton />
            <NotificationArea />
            <PageViewTracker />
            <HashScroll />
            <AfterFirstPaintSlot>
              <NetworkStatus />
              <TagManager gtmId={serverEnv.gtmId} />
              <ServiceWorkerRegistration />
            </AfterFirstPaintSlot>
          </ClientProviders>
        </NextIntlClientProvider>
        <OrganizationJsonLd
          lang={lang}
          siteUrl={serverEnv.siteUrl}
          name={meta('organizationName')}
          phone={htmlToText(chunkContent(chunks, 'customer-phone', lang))}
          email={htmlToText(chunkContent(chunks, 'footer-sales-email', lang))}
        />
      </body>
    </html>
  );
}
