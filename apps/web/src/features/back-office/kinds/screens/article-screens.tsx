import { backOfficePaths } from '@estate/domain/back-office-paths';
import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
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
import type { Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import type { ListSearchParams } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { type FieldSpec, formSpec } from '../form-spec';
import { KindForm } from '../kind-form';
import { previewPathOf, publicPathOf } from '../preview-paths';
import { translationChoices } from '../translation-choices';
import {
  EntryEditor,
  EntryList,
  entryFormTexts,
  entryLang,
  entryLanguages,
  entryListQuery,
  entryTexts,
  entryTitle,
} from './entry-screen-parts';
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

const texts = entryTexts;

async function segmentOf(params: KindParams['params']): Promise<ContentKind> {
  const { kind } = await params;
  if (!isContentKind(kind)) notFound();
  return kind;
}

const title = entryTitle;
const langOf = entryLang;
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
  const { lang, t } = await texts();
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
        {/* A kind the generic screens draw from its declaration's labels is listed here by itself. */}
        {ALL_KINDS.map(({ name, labels }) =>
          labels ? (
            <li key={name} className="bo-panel">
              <h2>
                <a href={backOfficePaths.kindList(name)}>{labels[lang].many}</a>
              </h2>
            </li>
          ) : null,
        )}
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
  const all = await texts();
  const { t } = all;
  const heading = t(`kinds.${segment}.title`);
  if (staff.role === 'agent')
    return <SiteProblem staff={staff} title={heading} status={403} current="content" />;
  const path = backOfficePaths.contentList(segment);
  const query = await entryListQuery(searchParams, path);
  const answer = await backOfficeGet(`${kindPaths(kind.name).list}?${query.query}`, kind.schemas.listAnswer);
  if (!answer.body)
    return <SiteProblem staff={staff} title={heading} status={answer.status} current="content" />;
  const editor = (key: string | number) => backOfficePaths.contentItem(segment, Number(key));
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
      <EntryList texts={all} heading={heading} query={query} answer={answer.body} editor={editor} />
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
  const all = await texts();
  const { t } = all;
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
    lang: { options: entryLanguages(all) },
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
  const formTexts = entryFormTexts(all);
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
      <EntryEditor
        item={item}
        spec={form.spec}
        texts={form.texts}
        list={list}
        editorHref={editorHref}
        publicPath={publicPathOf(address, segment)}
        previewPath={previewPathOf(address, segment)}
      />
    </BackOfficeFrame>
  );
}
