import type { BackOfficeFaqEntry } from '@estate/domain/api/back-office-site-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { routePath } from '@estate/domain/routes';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { sitePreviewPaths } from './content-paths';
import { FaqEntryForm, FaqOrderList } from './faq-forms';
import type { ListSearchParams } from './list-query';
import { PublicationForm } from './publication-form';
import { ContentLanguageForm, contentLanguage, SiteBackLink, SiteProblem } from './site-hub-screen';
import { requireStaff } from './staff-session';

export async function faqEditorMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site.faq' });
  return { title: t('title') };
}

/**
 * `/panel/strona/faq?lang=pl` (decision 038): a language's FAQ in its order (moved up and down in
 * place), each entry's state, the preview with the drafts (decision 040), the form of the entry
 * named by `edit=` with its publication, or a new entry's. Server-rendered; the writes are small
 * client forms.
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
  const dateTime = new Intl.DateTimeFormat(staffLang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });

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
            entries={entries.map((entry) => ({
              id: entry.id,
              question: entry.question,
              // Published entries need no mark; the others say where they stand.
              state:
                entry.status === 'published'
                  ? null
                  : t('stateLabel', {
                      state: t(entry.status === 'draft' ? 'states.draft' : 'states.scheduled'),
                    }),
            }))}
            editHref={`${listHref}&edit=`}
          />
          <p className="bo-links">
            <a href={sitePreviewPaths.faq(lang)} target="_blank" rel="noopener">
              {t('previewLink')}
            </a>
          </p>
        </section>
        {editing && (
          <PublicationForm
            offerId={editing.id}
            status={editing.status}
            publishAt={editing.status === 'scheduled' ? editing.publishedAt : null}
            publishAtText={
              editing.status === 'scheduled' && editing.publishedAt
                ? dateTime.format(new Date(editing.publishedAt))
                : null
            }
            publicPath={routePath('faq', {}, lang)}
            endpoint={`/api/back-office/faq/${editing.id}/publication`}
            previewPath={sitePreviewPaths.faq(lang)}
            of="faq"
          />
        )}
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
