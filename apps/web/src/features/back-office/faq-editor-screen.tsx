import type { BackOfficeFaqEntry } from '@estate/domain/api/back-office-site-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { FaqEntryForm, FaqOrderList } from './faq-forms';
import type { ListSearchParams } from './list-query';
import { ContentLanguageForm, contentLanguage, SiteBackLink, SiteProblem } from './site-hub-screen';
import { requireStaff } from './staff-session';

export async function faqEditorMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site.faq' });
  return { title: t('title') };
}

/**
 * `/panel/strona/faq?lang=pl` (decision 038): a language's FAQ in its order (moved up and down in
 * place), the form of the entry named by `edit=`, or a new entry's. Server-rendered; the writes
 * are small client forms.
 */
export async function FaqEditorScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const [lang, staffLang] = await Promise.all([contentLanguage(searchParams), backOfficeLanguage()]);
  const [t, tl] = await Promise.all([
    getTranslations({ locale: staffLang, namespace: 'backOffice.site.faq' }),
    getTranslations({ locale: staffLang, namespace: 'backOffice.languages' }),
  ]);
  const answer = await backOfficeGet<{ data: BackOfficeFaqEntry[] }>(`/api/back-office/faq?lang=${lang}`);
  if (answer.status !== 200 || !answer.body) {
    return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  }
  const entries = answer.body.data;
  const asked = (await searchParams).edit;
  const editing = entries.find((entry) => String(entry.id) === asked) ?? null;
  const listHref = `${backOfficePaths.siteFaq}?lang=${lang}`;

  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <SiteBackLink />
      <p>{t('lead')}</p>
      <ContentLanguageForm action={backOfficePaths.siteFaq} lang={lang} />
      <div className="bo-stack">
        <section className="bo-panel bo-panel--wide" aria-labelledby="faq-list-title">
          <h2 id="faq-list-title">{t('listTitle', { language: tl(lang) })}</h2>
          <FaqOrderList
            lang={lang}
            entries={entries.map((entry) => ({ id: entry.id, question: entry.question }))}
            editHref={`${listHref}&edit=`}
          />
        </section>
        <section className="bo-panel bo-panel--wide" aria-labelledby="faq-form-title">
          <h2 id="faq-form-title">
            {editing ? t('editTitle', { number: editing.position }) : t('newTitle', { language: tl(lang) })}
          </h2>
          <FaqEntryForm
            key={editing?.id ?? 'new'}
            lang={lang}
            entry={editing}
            count={entries.length}
            questionMax={SITE_CONTENT_LIMITS.question}
            listHref={listHref}
          />
        </section>
      </div>
    </BackOfficeFrame>
  );
}
