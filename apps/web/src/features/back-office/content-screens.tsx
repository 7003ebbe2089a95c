import type {
  BackOfficeBlogCategory,
  BackOfficeContentItem,
  BackOfficeContentListItem,
} from '@estate/domain/api/back-office-content-responses';
import type { Paged } from '@estate/domain/api/response-envelopes';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  type ContentKind,
  isContentKind,
} from '@estate/domain/content-editor';
import { LANGUAGES, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { ContentEditorForm, type ContentEditorOptions } from './content-editor-form';
import { previewPathOf, publicPathOf } from './content-paths';
import { ListPages, type ListSearchParams, listQuery } from './list-query';
import { PublicationForm } from './publication-form';
import { requireStaff, type SignedInStaff } from './staff-session';
import './media-managers.css';
import './site-content.css';

type KindParams = { params: Promise<{ kind: string }> };
type ItemParams = { params: Promise<{ kind: string; id: string }> };

async function texts() {
  const lang = await backOfficeLanguage();
  const [t, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.content' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  return { lang, t, te };
}

async function kindOf(params: KindParams['params']): Promise<ContentKind> {
  const { kind } = await params;
  if (!isContentKind(kind)) notFound();
  return kind;
}

/** A content screen the API would not answer (an agent, or the API failing): the frame and why. */
async function Problem({ staff, title, status }: { staff: SignedInStaff; title: string; status: number }) {
  const { te } = await texts();
  return (
    <BackOfficeFrame staff={staff} title={title} current="content">
      <p role="alert" className="bo-alert">
        {te(status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'internal_error')}
      </p>
    </BackOfficeFrame>
  );
}

export async function contentHubMetadata(): Promise<Metadata> {
  const { t } = await texts();
  return { title: t('title') };
}

/** `/panel/tresci` (issue 18, decision 037), for editors and admins: news, events, the blog and its categories, pages. */
export async function ContentHubScreen() {
  const staff = await requireStaff();
  const { t } = await texts();
  if (staff.role === 'agent') return <Problem staff={staff} title={t('title')} status={403} />;
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
  const kind = await kindOf(params);
  const { t } = await texts();
  return { title: t(`kinds.${kind}.title`) };
}

/**
 * `/panel/tresci/<kind>`: one kind's items in every state, newest publication first, with a search in
 * titles and filters by state and language (a GET form: works without JavaScript), each with its
 * translation.
 */
export async function ContentListScreen({
  params,
  searchParams,
}: KindParams & { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const kind = await kindOf(params);
  const { lang, t } = await texts();
  const title = t(`kinds.${kind}.title`);
  if (staff.role === 'agent') return <Problem staff={staff} title={title} status={403} />;
  const path = backOfficePaths.contentList(kind);
  const { values, query, pageLink } = listQuery(await searchParams, ['q', 'status', 'lang', 'page'], path);
  const { status, body } = await backOfficeGet<Paged<BackOfficeContentListItem>>(
    `/api/back-office/content/${kind}?${query}`,
  );
  if (status !== 200 || !body) return <Problem staff={staff} title={title} status={status} />;
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (
    <BackOfficeFrame staff={staff} title={title} current="content">
      <p>
        <a href={backOfficePaths.content}>← {t('back')}</a>
      </p>
      <p>
        <a className="bo-button" href={backOfficePaths.newContent(kind)}>
          {t(`kinds.${kind}.new`)}
        </a>
      </p>
      <form className="bo-form bo-form--inline" method="get" action={path} aria-label={t('list.filters')}>
        <div className="bo-field">
          <label htmlFor="q">{t('list.search')}</label>
          <input id="q" name="q" type="search" defaultValue={values.q} maxLength={CONTENT_LIMITS.search} />
        </div>
        <div className="bo-field">
          <label htmlFor="status">{t('list.status')}</label>
          <select id="status" name="status" defaultValue={values.status}>
            <option value="">{t('list.anyStatus')}</option>
            {CONTENT_STATUSES.map((state) => (
              <option key={state} value={state}>
                {t(`statuses.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor="lang">{t('list.language')}</label>
          <select id="lang" name="lang" defaultValue={values.lang}>
            <option value="">{t('list.anyLanguage')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`editor.languages.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="bo-button">
          {t('list.filter')}
        </button>
      </form>
      {body.data.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="content-list">
            <caption>{t('list.caption', { count: body.meta.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.title')}</th>
                <th scope="col">{t('list.language')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col">{t('list.publishedAt')}</th>
                <th scope="col">{t('list.translation')}</th>
              </tr>
            </thead>
            <tbody>
              {body.data.map((item) => (
                <tr key={item.id}>
                  <td lang={item.lang} data-label={t('list.title')}>
                    <a href={backOfficePaths.contentItem(kind, item.id)}>{item.title}</a>
                  </td>
                  <td data-label={t('list.language')}>{t(`editor.languages.${item.lang}`)}</td>
                  <td data-label={t('list.status')}>{t(`statuses.${item.status}`)}</td>
                  <td data-label={t('list.publishedAt')}>{dateTime.format(new Date(item.publishedAt))}</td>
                  <td lang={item.translation?.lang} data-label={t('list.translation')}>
                    {item.translation ? (
                      <a href={backOfficePaths.contentItem(kind, item.translation.id)}>
                        {item.translation.title}
                      </a>
                    ) : (
                      t('list.noTranslation')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages
        page={body.meta.page}
        pages={body.meta.pages}
        link={pageLink}
        labels={{
          previous: t('list.previous'),
          next: t('list.next'),
          where: t('list.where', { page: body.meta.page, pages: body.meta.pages }),
        }}
      />
    </BackOfficeFrame>
  );
}

/** The editor's choices: the categories (blog) and the other language's items to link as the translation. */
async function editorOptions(
  kind: ContentKind,
  lang: Language,
  item: BackOfficeContentItem | null,
): Promise<ContentEditorOptions> {
  const [categories, lists] = await Promise.all([
    kind === 'blog'
      ? backOfficeGet<{ data: BackOfficeBlogCategory[] }>('/api/back-office/content/blog-categories')
      : Promise.resolve({ body: { data: [] as BackOfficeBlogCategory[] } }),
    Promise.all(
      LANGUAGES.map((code) =>
        backOfficeGet<Paged<BackOfficeContentListItem>>(`/api/back-office/content/${kind}?lang=${code}`),
      ),
    ),
  ]);
  const translations = lists
    .flatMap((list) => list.body?.data ?? [])
    .filter((choice) => choice.id !== item?.id)
    .map((choice) => ({ id: choice.id, lang: choice.lang, title: choice.title }));
  if (item?.translation && !translations.some((choice) => choice.id === item.translation?.id)) {
    translations.unshift(item.translation);
  }
  return {
    kind,
    limits: {
      title: CONTENT_LIMITS.title,
      lead: CONTENT_LIMITS.lead,
      slug: CONTENT_LIMITS.slug,
      alt: CONTENT_LIMITS.alt,
      author: CONTENT_LIMITS.author,
      place: CONTENT_LIMITS.place,
    },
    categories: (categories.body?.data ?? []).map((category) => ({
      id: category.id,
      name: lang === 'en' ? category.nameEn : category.namePl,
    })),
    translations,
  };
}

export async function newContentMetadata({ params }: KindParams): Promise<Metadata> {
  const kind = await kindOf(params);
  const { t } = await texts();
  return { title: t(`kinds.${kind}.new`) };
}

/** `/panel/tresci/<kind>/nowy`: a new item, created as a draft. */
export async function NewContentScreen({ params }: KindParams) {
  const staff = await requireStaff();
  const kind = await kindOf(params);
  const { lang, t } = await texts();
  const title = t(`kinds.${kind}.new`);
  if (staff.role === 'agent') return <Problem staff={staff} title={title} status={403} />;
  return (
    <BackOfficeFrame staff={staff} title={title} current="content">
      <p>
        <a href={backOfficePaths.contentList(kind)}>← {t(`kinds.${kind}.title`)}</a>
      </p>
      <ContentEditorForm item={null} defaultLang={lang} options={await editorOptions(kind, lang, null)} />
    </BackOfficeFrame>
  );
}

async function loadItem(params: ItemParams['params']) {
  const { kind, id } = await params;
  if (!isContentKind(kind) || !/^[1-9]\d{0,9}$/.test(id)) notFound();
  const answer = await backOfficeGet<{ data: BackOfficeContentItem }>(
    `/api/back-office/content/${kind}/${id}`,
  );
  if (answer.status === 404) notFound();
  return { kind, ...answer };
}

export async function contentEditorMetadata({ params }: ItemParams): Promise<Metadata> {
  const { body } = await loadItem(params);
  const { t } = await texts();
  return { title: t('editor.editTitle', { title: body?.data.title ?? '' }) };
}

/** `/panel/tresci/<kind>/<id>`: one item's editor and its publication (now, scheduled in Polish time, back to a draft). */
export async function ContentEditorScreen({ params }: ItemParams) {
  const staff = await requireStaff();
  const { kind, status, body } = await loadItem(params);
  const { lang, t } = await texts();
  if (status !== 200 || !body) return <Problem staff={staff} title={t('title')} status={status} />;
  const item = body.data;
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (
    <BackOfficeFrame staff={staff} title={t('editor.editTitle', { title: item.title })} current="content">
      <p>
        <a href={backOfficePaths.contentList(kind)}>← {t(`kinds.${kind}.title`)}</a>
      </p>
      <PublicationForm
        offerId={item.id}
        status={item.status}
        publishAt={item.status === 'scheduled' ? item.publishedAt : null}
        publishAtText={item.status === 'scheduled' ? dateTime.format(new Date(item.publishedAt)) : null}
        publicPath={publicPathOf(item, kind)}
        endpoint={`/api/back-office/content/${kind}/${item.id}/publication`}
        previewPath={previewPathOf(item, kind)}
        of="content"
      />
      <ContentEditorForm
        item={item}
        defaultLang={item.lang}
        options={await editorOptions(kind, lang, item)}
      />
    </BackOfficeFrame>
  );
}
