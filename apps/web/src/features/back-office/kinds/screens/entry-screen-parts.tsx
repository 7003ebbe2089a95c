import { CONTENT_LIMITS, CONTENT_STATUSES } from '@estate/domain/content-editor';
import type { KindItem } from '@estate/domain/kinds/answers';
import { LANGUAGES, type Language } from '@estate/domain/language';
import type { PageMeta } from '@estate/domain/paging';
import { getTranslations } from 'next-intl/server';
import { type ListSearchParams, listPages, listQuery } from '../../lists/list-query';
import { backOfficeLanguage } from '../../shell/back-office-language';
import type { FormSpec } from '../form-spec';
import { KindForm, type KindFormTexts } from '../kind-form';
import { ListScreen } from '../list-screen';
import { PublicationPanel } from '../publication/publication-panel';
import { removalTexts } from '../removal-texts';

/**
 * What the articles' screens (news, events, blog posts, pages) and the generic screens of a kind the
 * site draws from its description (`/panel/rodzaje/{name}`, decision 052 "The fixture kind's editor
 * as built") share: the entries' list with its filters, the form's sentences, and the editor's
 * publication panel over its form. Both call an item an entry ("wpis"), so they say the same words.
 */

/** The staff member's language and the content's and kinds' messages in it. */
export async function entryTexts() {
  const lang = await backOfficeLanguage();
  const [t, tk] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.content' }),
    getTranslations({ locale: lang, namespace: 'backOffice.kinds' }),
  ]);
  return { lang, t, tk };
}

type Texts = Awaited<ReturnType<typeof entryTexts>>;

export const entryTitle = (item: KindItem) =>
  typeof item.values.title === 'string' ? item.values.title : '';
export const entryLang = (item: KindItem): Language => (item.values.lang === 'en' ? 'en' : 'pl');

/** An entry's form's sentences. */
export function entryFormTexts({ t }: Texts): KindFormTexts {
  return {
    add: t('editor.create'),
    save: t('editor.save'),
    added: t('editor.created'),
    saved: t('editor.saved'),
    savedDraft: t('editor.savedDraft'),
    remove: removalTexts((key) => t(`editor.${key}`)),
  };
}

/** The language field's choices, in the staff member's language. */
export const entryLanguages = ({ t }: Texts) =>
  LANGUAGES.map((code): [string, string] => [code, t(`editor.languages.${code}`)]);

/** The list's query from the address (search, state, language, page), for the kind's API. */
export async function entryListQuery(searchParams: ListSearchParams, path: string) {
  return { ...listQuery(await searchParams, ['q', 'status', 'lang', 'page'], path), path };
}

/**
 * One kind's entries in every state, newest first, searched in titles and filtered by state and
 * language, each with its translation's link (`translation`: the kind links them).
 */
export function EntryList({
  texts,
  heading,
  query,
  answer,
  editor,
  translation = true,
}: {
  texts: Texts;
  heading: string;
  query: Awaited<ReturnType<typeof entryListQuery>>;
  answer: { data: KindItem[]; meta: PageMeta };
  editor: (key: string | number) => string;
  translation?: boolean;
}) {
  const { lang, t, tk } = texts;
  const { data, meta } = answer;
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (
    <ListScreen
      path={query.path}
      filters={{
        values: query.values,
        fields: [
          { name: 'q', label: t('list.search'), max: CONTENT_LIMITS.search },
          {
            name: 'status',
            label: t('list.status'),
            any: t('list.anyStatus'),
            options: CONTENT_STATUSES.map((state) => [state, t(`statuses.${state}`)]),
          },
          {
            name: 'lang',
            label: t('list.language'),
            any: t('list.anyLanguage'),
            options: entryLanguages(texts),
          },
        ],
        label: t('list.filters'),
        submit: t('list.filter'),
      }}
      rows={data}
      keyOf={(item) => item.key}
      caption={heading}
      count={t('list.caption', { count: meta.total })}
      empty={t('list.empty')}
      testId="content-list"
      columns={[
        {
          label: t('list.title'),
          lang: entryLang,
          cell: (item) => <a href={editor(item.key)}>{entryTitle(item)}</a>,
        },
        { label: t('list.language'), cell: (item) => t(`editor.languages.${entryLang(item)}`) },
        {
          label: t('list.status'),
          cell: (item) =>
            item.draft && item.status === 'published'
              ? `${t(`statuses.${item.status}`)}, ${tk('withDraft')}`
              : t(`statuses.${item.status}`),
        },
        {
          label: t('list.publishedAt'),
          cell: (item) => (item.publishedAt ? dateTime.format(new Date(item.publishedAt)) : '—'),
        },
        ...(translation
          ? [
              {
                label: t('list.translation'),
                cell: (item: KindItem) => {
                  const other = item.values.translationId;
                  return typeof other === 'number' ? (
                    <a href={editor(other)}>
                      {t(`editor.languages.${entryLang(item) === 'pl' ? 'en' : 'pl'}`)}
                    </a>
                  ) : (
                    t('list.noTranslation')
                  );
                },
              },
            ]
          : []),
      ]}
      pages={listPages(meta, query.pageLink, {
        previous: t('list.previous'),
        next: t('list.next'),
        where: (page, pages) => t('list.where', { page, pages }),
      })}
    />
  );
}

/** An entry's editor: its publication (a published entry's edits a draft until published) over its form. */
export function EntryEditor({
  item,
  spec,
  texts,
  list,
  editorHref,
  publicPath,
  previewPath,
}: {
  item: KindItem;
  spec: FormSpec;
  texts: KindFormTexts;
  list: string;
  editorHref: string;
  publicPath: string;
  previewPath: string;
}) {
  return (
    <div className="bo-stack">
      <PublicationPanel
        spec={{ ...spec, key: item.key, version: item.version, status: item.status }}
        of="content"
        publicPath={publicPath}
        previewPath={previewPath}
        editorHref={editorHref}
      />
      <KindForm
        key={`${item.key}-${item.version}`}
        spec={spec}
        texts={texts}
        listHref={list}
        editorHref={editorHref}
        plainIds
      />
    </div>
  );
}
