import { backOfficePaths } from '@estate/domain/back-office-paths';
import { homePage, homePreviewAnswer } from '@estate/domain/kinds/home-page';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { isLanguage, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { HomeView } from './home-page';

type Params = Promise<{ lang: string }>;

/**
 * Staff's preview of the home page with its draft (issue 18, decision 040), at /podglad/strona-glowna
 * and /en/podglad/strona-glowna: the API answers only a signed-in editor or admin, anyone else gets
 * a 404. The same page as the public one, with the draft's slides, promotion and who-we-are.
 * Rendered per request with the staff cookie: never in the page cache (server/main.ts), never
 * indexed (robots and the page's own robots tag).
 */
const loadPreview = cache(async (lang: Language) => {
  const { status, body } = await backOfficeGet(kindPaths(homePage.name).preview(lang), homePreviewAnswer);
  return status === 200 && body ? body.data.page : null;
});

async function resolvePreview(params: Params) {
  const { lang } = await params;
  if (!isLanguage(lang)) notFound();
  const content = await loadPreview(lang);
  if (!content) notFound();
  return { lang, content };
}

export async function homePreviewMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang } = await resolvePreview(params);
  const [t, tm] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'preview' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  return { title: t('title', { title: tm('homeTitle') }), robots: { index: false, follow: false } };
}

export async function HomePreviewPage({ params }: { params: Params }) {
  const { lang, content } = await resolvePreview(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  const notice = (
    <aside className="preview-notice" aria-label={t('homeLabel')} data-testid="preview-notice">
      <p>
        <strong>{t('heading')}</strong> {t('homeLead')}
      </p>
      <p>
        <a href={`${backOfficePaths.siteHome}?lang=${lang}`}>{t('homeBack')}</a>
      </p>
    </aside>
  );
  return <HomeView lang={lang} content={content} previewNotice={notice} />;
}
