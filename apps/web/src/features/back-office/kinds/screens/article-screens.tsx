import { backOfficePaths } from '@estate/domain/back-office-paths';
import { CONTENT_LIMITS, CONTENT_STATUSES } from '@estate/domain/content-editor';
import type { KindItem } from '@estate/domain/kinds/answers';
import {
  ARTICLE_KINDS,
  CONTENT_KINDS,
  type ContentKind,
  isContentKind,
} from '@estate/domain/kinds/article-kinds';
import { blogCategories } from '@estate/domain/kinds/blog-categories';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { LANGUAGES, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import { type ListSearchParams, listPages, listQuery } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import { type FieldSpec, formSpec } from '../form-spec';
import { KindForm, type KindFormTexts } from '../kind-form';
import { ListScreen } from '../list-screen';
import { previewPathOf, publicPathOf } from '../preview-paths';
import { PublicationPanel } from '../publication/publication-panel';
import { translationChoices } from '../translation-choices';
import { SiteProblem } from './site-hub-screen';
import '../../media/media-managers.css';
import './site-content.css';

/** The order of an article's fields in its form, whichever of them its kind has. */
const FIELD_ORDER = [
  'lang',
  'title',
  'slug',
  'lead',
  'eventDate',
  'place',
  'categoryId',
  'author',
  'image',
  'imageAlt',
  'content',
  'translationId',
];

type KindParams = { params: Promise<{ kind: string }> };
type ItemParams = { params: Promise<{ kind: string; id: string }> };

async function texts() {
  const lang = await backOfficeLanguage();
  const [t, tk] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.content' }),
    getTranslations({ locale: lang, namespace: 'backOffice.kinds' }),
  ]);
  return { lang, t, tk };
}

async function segmentOf(params: KindParams['params']): Promise<ContentKind> {
  const { kind } = await params;
  if (!isContentKind(kind)) notFound();
  return kind;
}

const title = (item: KindItem) => (typeof item.values.title === 'string' ? item.values.title : '');
const langOf = (item: KindItem): Language => (item.values.lang === 'en' ? 'en' : 'pl');
/** The slug the item is live at: the published row's while `values` hold a draft of changes. */
const liveSlugOf = (item: KindItem) =>
  item.draft ? item.draft.liveSlug : typeof item.values.slug === 'string' ? item.values.slug : null;

export async function contentHubMetadata(): Promise<Metadata> {
  const { t } = await texts();
  return { title: t('title') };
}

/** `/panel/tresci` (issue 18, decision 037), for editors and admins: news, events, the blog and its categories, pages. */
export async function ContentHubScreen() {
  const staff = await requireStaff();
  const { t } = await texts();
  if (staff.role === 'agent')
    return <SiteProblem staff={staff} title={t('title')} status={403} current="content" />;
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="content">
      <p>{t('lead')}</p>
      <ul className="bo-site-hub">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind} className="bo-panel">
            <h2>
              <a href={backOfficePaths.contentList(kind)}>{t(`kinds.${kind}.title`)}</a>
            </h2>
            <p>{t(`kinds.${kind}.lead`)}</p>
          </li>
        ))}
        <li className="bo-panel">
          <h2>
            <a href={backOfficePaths.blogCategories}>{t('categories.title')}</a>
          </h2>
          <p>{t('categories.lead')}</p>
        </li>
      </ul>
    </BackOfficeFrame>
  );
}

export async function contentListMetadata({ params }: KindParams): Promise<Metadata> {
  const segment = await segmentOf(params);
  const { t } = await texts();
  return { title: t(`kinds.${segment}.title`) };
}

/**
 * `/panel/tresci/<segment>` (decisions 037 and 052 S6): one kind's items in every state, newest
 * first, searched in titles and filtered by state and language, each with its translation's link.
 */
export async function ContentListScreen({
  params,
  searchParams,
}: KindParams & { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const segment = await segmentOf(params);
  const kind = ARTICLE_KINDS[segment];
  const { lang, t, tk } = await texts();
  const heading = t(`kinds.${segment}.title`);
  if (staff.role === 'agent')
    return <SiteProblem staff={staff} title={heading} status={403} current="content" />;
  const path = backOfficePaths.contentList(segment);
  const { values, query, pageLink } = listQuery(await searchParams, ['q', 'status', 'lang', 'page'], path);
  const answer = await backOfficeGet(`${kindPaths(kind.name).list}?${query}`, kind.schemas.listAnswer);
  if (!answer.body)
    return <SiteProblem staff={staff} title={heading} status={answer.status} current="content" />;
  const { data, meta } = answer.body;
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  const editor = (key: string | number) => backOfficePaths.contentItem(segment, Number(key));
  const languages = LANGUAGES.map((code): [string, string] => [code, t(`editor.languages.${code}`)]);
  return (
    <BackOfficeFrame staff={staff} title={heading} current="content">
      <p>
        <a href={backOfficePaths.content}>← {t('back')}</a>
      </p>
      <p>
        <a className="bo-button" href={backOfficePaths.newContent(segment)}>
          {t(`kinds.${segment}.new`)}
        </a>
      </p>
      <ListScreen
        path={path}
        filters={{
          values,
          fields: [
            { name: 'q', label: t('list.search'), max: CONTENT_LIMITS.search },
            {
              name: 'status',
              label: t('list.status'),
              any: t('list.anyStatus'),
              options: CONTENT_STATUSES.map((state) => [state, t(`statuses.${state}`)]),
            },
            { name: 'lang', label: t('list.language'), any: t('list.anyLanguage'), options: languages },
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
            lang: langOf,
            cell: (item) => <a href={editor(item.key)}>{title(item)}</a>,
          },
          { label: t('list.language'), cell: (item) => t(`editor.languages.${langOf(item)}`) },
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
          {
            label: t('list.translation'),
            cell: (item) => {
              const other = item.values.translationId;
              return typeof other === 'number' ? (
                <a href={editor(other)}>{t(`editor.languages.${langOf(item) === 'pl' ? 'en' : 'pl'}`)}</a>
              ) : (
                t('list.noTranslation')
              );
            },
          },
        ]}
        pages={listPages(meta, pageLink, {
          previous: t('list.previous'),
          next: t('list.next'),
          where: (page, pages) => t('list.where', { page, pages }),
        })}
      />
    </BackOfficeFrame>
  );
}

/** The article form's labels, hints, choices and sentences, and its fields in their order. */
async function articleForm(
  segment: ContentKind,
  kind: DefinedKind,
  item: KindItem | null,
  staffLang: Language,
) {
  const { t } = await texts();
  const labels: Record<string, string> = {
    lang: t('editor.lang'),
    title: t('editor.title'),
    slug: t('editor.slug'),
    lead: segment === 'pages' ? t('editor.description') : t('editor.lead'),
    eventDate: t('editor.eventDate'),
    place: t('editor.place'),
    categoryId: t('editor.category'),
    author: t('editor.author'),
    image: t('editor.image'),
    imageAlt: t('editor.imageAlt'),
    content: t('editor.content'),
    translationId: t('editor.translation'),
  };
  const hints = {
    slug: t('editor.slugHint'),
    imageAlt: t('editor.imageAltHint'),
    content: t('editor.contentHint'),
    translationId: t('editor.translationHint'),
  };
  const categories =
    segment === 'blog'
      ? await backOfficeGet(kindPaths(blogCategories.name).list, blogCategories.schemas.listAnswer)
      : null;
  const choices = {
    lang: { options: LANGUAGES.map((code): [string, string] => [code, t(`editor.languages.${code}`)]) },
    categoryId: {
      options: (categories?.body?.data ?? []).map((category): [string, string] => [
        category.key,
        String(staffLang === 'en' ? category.values.nameEn : category.values.namePl),
      ]),
      empty: t('editor.noCategory'),
    },
  };
  const translations = { options: await translationChoices(kind, item), empty: t('editor.noTranslation') };
  const spec = formSpec(kind, item, {
    lang: item ? langOf(item) : staffLang,
    labels,
    hints,
    choices,
    translations,
  });
  const rank = (field: FieldSpec) => FIELD_ORDER.indexOf(field.name);
  const formTexts: KindFormTexts = {
    add: t('editor.create'),
    save: t('editor.save'),
    added: t('editor.created'),
    saved: t('editor.saved'),
    savedDraft: t('editor.savedDraft'),
    remove: {
      delete: t('editor.delete'),
      confirm: t('editor.deleteConfirm'),
      yes: t('editor.deleteYes'),
      no: t('editor.deleteNo'),
      deleted: t('editor.deleted'),
    },
  };
  return { spec: { ...spec, fields: spec.fields.toSorted((a, b) => rank(a) - rank(b)) }, texts: formTexts };
}

export async function newContentMetadata({ params }: KindParams): Promise<Metadata> {
  const segment = await segmentOf(params);
  const { t } = await texts();
  return { title: t(`kinds.${segment}.new`) };
}

/** `/panel/tresci/<segment>/nowy`: a new item in a language chosen in its form, created as a draft. */
export async function NewContentScreen({ params }: KindParams) {
  const staff = await requireStaff();
  const segment = await segmentOf(params);
  const { lang, t } = await texts();
  const heading = t(`kinds.${segment}.new`);
  if (staff.role === 'agent')
    return <SiteProblem staff={staff} title={heading} status={403} current="content" />;
  const list = backOfficePaths.contentList(segment);
  const form = await articleForm(segment, ARTICLE_KINDS[segment], null, lang);
  return (
    <BackOfficeFrame staff={staff} title={heading} current="content">
      <p>
        <a href={list}>← {t(`kinds.${segment}.title`)}</a>
      </p>
      <KindForm
        spec={form.spec}
        texts={form.texts}
        listHref={list}
        editorHref={list}
        createdHref={`${list}/`}
        plainIds
      />
    </BackOfficeFrame>
  );
}

async function loadItem(params: ItemParams['params']) {
  const { kind: segment, id } = await params;
  if (!isContentKind(segment) || !/^[1-9]\d{0,9}$/.test(id)) notFound();
  const kind = ARTICLE_KINDS[segment];
  const answer = await backOfficeGet(kindPaths(kind.name).item(id), kind.schemas.itemAnswer);
  if (answer.status === 404) notFound();
  return { segment, kind, status: answer.status, item: answer.body?.data ?? null };
}

export async function contentEditorMetadata({ params }: ItemParams): Promise<Metadata> {
  const { item } = await loadItem(params);
  const { t } = await texts();
  return { title: t('editor.editTitle', { title: item ? title(item) : '' }) };
}

/**
 * `/panel/tresci/<segment>/<id>` (decision 052 S6): one item's publication (a published item's
 * edits are a draft until "Opublikuj zmiany"; the preview shows the draft) and its form.
 */
export async function ContentEditorScreen({ params }: ItemParams) {
  const staff = await requireStaff();
  const { segment, kind, status, item } = await loadItem(params);
  const { lang, t } = await texts();
  if (!item) return <SiteProblem staff={staff} title={t('title')} status={status} current="content" />;
  const form = await articleForm(segment, kind, item, lang);
  const address = { id: Number(item.key), lang: langOf(item), slug: liveSlugOf(item) };
  const editorHref = backOfficePaths.contentItem(segment, address.id);
  const list = backOfficePaths.contentList(segment);
  return (
    <BackOfficeFrame staff={staff} title={t('editor.editTitle', { title: title(item) })} current="content">
      <p>
        <a href={list}>← {t(`kinds.${segment}.title`)}</a>
      </p>
      <div className="bo-stack">
        <PublicationPanel
          spec={{ ...form.spec, key: item.key, version: item.version, status: item.status }}
          of="content"
          publicPath={publicPathOf(address, segment)}
          previewPath={previewPathOf(address, segment)}
          editorHref={editorHref}
        />
        <KindForm
          key={`${item.key}-${item.version}`}
          spec={form.spec}
          texts={form.texts}
          listHref={list}
          editorHref={editorHref}
          plainIds
        />
      </div>
    </BackOfficeFrame>
  );
}
