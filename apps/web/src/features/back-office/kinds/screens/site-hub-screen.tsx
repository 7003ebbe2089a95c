import { backOfficePaths } from '@estate/domain/back-office-paths';
import { LANGUAGES, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff, type SignedInStaff } from '../../auth/staff-session';
import type { ListSearchParams } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import '../../media/media-managers.css';
import './site-content.css';
import { InlineFieldForm } from '../../forms/inline-field-form';

export async function siteHubMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site' });
  return { title: t('title') };
}

/** The language of the content a screen edits (`?lang=`), the staff member's own by default. */
export async function contentLanguage(searchParams: ListSearchParams): Promise<Language> {
  const asked = (await searchParams).lang;
  if (typeof asked === 'string' && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language;
  return backOfficeLanguage();
}

/** The GET form choosing the language of the content shown (works without JavaScript). */
export async function ContentLanguageForm({ action, lang }: { action: string; lang: Language }) {
  const staffLang = await backOfficeLanguage();
  const [t, tl] = await Promise.all([
    getTranslations({ locale: staffLang, namespace: 'backOffice.site' }),
    getTranslations({ locale: staffLang, namespace: 'backOffice.languages' }),
  ]);
  return (
    <InlineFieldForm
      id="content-lang"
      label={t('language')}
      submit={t('show')}
      method="get"
      action={action}
      aria-label={t('languageForm')}
    >
      <select id="content-lang" name="lang" defaultValue={lang}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {tl(code)}
          </option>
        ))}
      </select>
    </InlineFieldForm>
  );
}

/** A site screen the API would not answer (an agent, or the API failing): the frame and why. */
export async function SiteProblem({
  staff,
  title,
  status,
  current = 'site',
}: {
  staff: SignedInStaff;
  title: string;
  status: number;
  /** The navigation's section: the site's content, or the articles' (the blog's categories). */
  current?: 'site' | 'content';
}) {
  const te = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'errorCodes' });
  return (
    <BackOfficeFrame staff={staff} title={title} current={current}>
      <p role="alert" className="bo-alert">
        {te(status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'internal_error')}
      </p>
    </BackOfficeFrame>
  );
}

/**
 * `/panel/strona` (issue 18, decision 038), for editors and admins: the site's own content, in four
 * screens (the FAQ, the named texts with the footer's first, the home page, special-offer groups).
 */
export async function SiteHubScreen() {
  const staff = await requireStaff();
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site' });
  if (staff.role === 'agent') return <SiteProblem staff={staff} title={t('title')} status={403} />;
  const sections = [
    { href: backOfficePaths.siteFaq, key: 'faq' },
    { href: backOfficePaths.siteTexts, key: 'chunks' },
    { href: backOfficePaths.siteHome, key: 'home' },
    { href: backOfficePaths.siteGroups, key: 'groups' },
  ] as const;
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <p>{t('lead')}</p>
      <ul className="bo-site-hub">
        {sections.map((section) => (
          <li key={section.key} className="bo-panel">
            <h2>
              <a href={section.href}>{t(`${section.key}.title`)}</a>
            </h2>
            <p>{t(`${section.key}.lead`)}</p>
          </li>
        ))}
      </ul>
    </BackOfficeFrame>
  );
}

/** The link back to the hub, above each of its screens. */
export async function SiteBackLink() {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site' });
  return (
    <p>
      <a href={backOfficePaths.site}>← {t('back')}</a>
    </p>
  );
}
