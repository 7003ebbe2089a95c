import type { BackOfficeHomePage } from '@estate/domain/api/back-office-site-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { routePath } from '@estate/domain/routes';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { HomeEditorForm } from './home-editor-form';
import { HomePublicationForm } from './home-publication-form';
import { sitePreviewPaths } from './kinds/preview-paths';
import type { ListSearchParams } from './list-query';
import { ContentLanguageForm, contentLanguage, SiteBackLink, SiteProblem } from './site-hub-screen';
import { requireStaff } from './staff-session';

export async function homeEditorMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site.home' });
  return { title: t('title') };
}

/**
 * `/panel/strona/glowna?lang=pl` (decision 038): the home page of a language, its slides, the
 * promotion with its dates and who-we-are, in one form that saves a draft; above it the draft's
 * publication, with its preview (decision 040).
 */
export async function HomeEditorScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const [lang, staffLang] = await Promise.all([contentLanguage(searchParams), backOfficeLanguage()]);
  const [t, tl] = await Promise.all([
    getTranslations({ locale: staffLang, namespace: 'backOffice.site.home' }),
    getTranslations({ locale: staffLang, namespace: 'backOffice.languages' }),
  ]);
  const answer = await backOfficeGet<{ data: BackOfficeHomePage }>(`/api/back-office/home/${lang}`);
  if (answer.status !== 200 || !answer.body) {
    return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  }
  const href = `${backOfficePaths.siteHome}?lang=${lang}`;
  const page = answer.body.data;
  const dateTime = new Intl.DateTimeFormat(staffLang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <SiteBackLink />
      <p>{t('lead')}</p>
      <ContentLanguageForm action={backOfficePaths.siteHome} lang={lang} />
      <HomePublicationForm
        key={`${lang}-${page.updatedAt}-${page.draft?.publishAt ?? ''}`}
        page={page}
        publishAtText={page.draft?.publishAt ? dateTime.format(new Date(page.draft.publishAt)) : null}
        previewPath={sitePreviewPaths.home(lang)}
        publicPath={routePath('home', {}, lang)}
        reloadHref={href}
      />
      <section className="bo-panel bo-panel--wide" aria-labelledby="home-form-title">
        <h2 id="home-form-title">{t('formTitle', { language: tl(lang) })}</h2>
        <HomeEditorForm
          key={`${lang}-${page.updatedAt}`}
          page={page}
          reloadHref={href}
          limits={{
            title: SITE_CONTENT_LIMITS.title,
            text: SITE_CONTENT_LIMITS.text,
            link: SITE_CONTENT_LIMITS.link,
            linkLabel: SITE_CONTENT_LIMITS.linkLabel,
            alt: SITE_CONTENT_LIMITS.alt,
            slides: SITE_CONTENT_LIMITS.slides,
          }}
        />
      </section>
    </BackOfficeFrame>
  );
}
