import { backOfficePaths } from '@estate/domain/back-office-paths';
import { homePage } from '@estate/domain/kinds/home-page';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import type { ListSearchParams } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import { formSpec } from '../form-spec';
import { KindForm } from '../kind-form';
import { sitePreviewPaths } from '../preview-paths';
import { PublicationPanel } from '../publication/publication-panel';
import { ContentLanguageForm, contentLanguage, SiteBackLink, SiteProblem } from './site-hub-screen';

export async function homeEditorMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site.home' });
  return { title: t('title') };
}

/**
 * `/panel/strona/glowna?lang=pl` (decisions 038, 040; decision 052 S7): the home page of a language
 * on the editable kinds' screens. Its slides (a `repeat` field: added, removed and moved by keyboard,
 * each with an uploaded image and its alt text), the promotion with its dates in Polish time (an
 * optional group) and who-we-are (rich text and a video) in one form that saves the language's
 * draft; above it the draft's publication, with its preview.
 */
export async function HomeEditorScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const [lang, staffLang] = await Promise.all([contentLanguage(searchParams), backOfficeLanguage()]);
  const [t, tl] = await Promise.all([
    getTranslations({ locale: staffLang, namespace: 'backOffice.site.home' }),
    getTranslations({ locale: staffLang, namespace: 'backOffice.languages' }),
  ]);
  const answer = await backOfficeGet(kindPaths(homePage.name).item(lang), homePage.schemas.itemAnswer);
  const item = answer.body?.data;
  if (answer.status !== 200 || !item) {
    return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  }
  const href = `${backOfficePaths.siteHome}?lang=${lang}`;
  // The fields inside the slides, the promotion and who-we-are, by their path.
  const labels = {
    slider: t('slides'),
    'slider.title': t('fieldTitle'),
    'slider.text': t('text'),
    'slider.image': t('slideImage'),
    'slider.imageAlt': t('imageAlt'),
    'slider.link': t('link'),
    'slider.linkLabel': t('linkLabel'),
    popup: t('popup'),
    'popup.on': t('popupOn'),
    'popup.title': t('fieldTitle'),
    'popup.text': t('text'),
    'popup.image': t('popupImage'),
    'popup.imageAlt': t('imageAlt'),
    'popup.link': t('link'),
    'popup.linkLabel': t('linkLabel'),
    'popup.startsAt': t('startsAt'),
    'popup.endsAt': t('endsAt'),
    whoWeAre: t('whoWeAre'),
    'whoWeAre.title': t('fieldTitle'),
    'whoWeAre.html': t('whoText'),
    'whoWeAre.videoId': t('videoId'),
  };
  const hints = {
    'slider.imageAlt': t('imageAltHint'),
    'slider.link': t('linkHint'),
    'popup.imageAlt': t('imageAltHint'),
    'popup.link': t('linkHint'),
    'popup.startsAt': t('datesHint'),
    'popup.endsAt': t('datesHint'),
    'whoWeAre.videoId': t('videoIdHint'),
  };
  const spec = formSpec(homePage, item, { lang, labels, hints });
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <SiteBackLink />
      <p>{t('lead')}</p>
      <ContentLanguageForm action={backOfficePaths.siteHome} lang={lang} />
      <div className="bo-stack">
        <PublicationPanel
          spec={{ ...spec, key: item.key, version: item.version, status: item.status }}
          document={{
            title: t('publication.title'),
            noDraft: t('publication.noDraft'),
            notPublic: t('publication.unpublished'),
            publish: t('publication.publishNow'),
            previewLink: t('publication.previewLink'),
            publicLink: t('publication.publicLink'),
            scheduleAt: t('publication.scheduleAt'),
            schedule: t('publication.schedule'),
            needsTime: t('publication.scheduleNeedsTime'),
          }}
          publicPath={routePath('home', {}, lang)}
          previewPath={sitePreviewPaths.home(lang)}
          editorHref={href}
        />
        <section className="bo-panel bo-panel--wide" aria-labelledby="home-form-title">
          <h2 id="home-form-title">{t('formTitle', { language: tl(lang) })}</h2>
          <KindForm
            key={`${lang}-${item.version}`}
            spec={spec}
            texts={{
              add: t('save'),
              save: t('save'),
              added: t('saved'),
              saved: t('saved'),
              savedDraft: t('saved'),
            }}
            listHref={href}
            editorHref={href}
          />
        </section>
      </div>
    </BackOfficeFrame>
  );
}
