import { contentListPath } from '@estate/domain/content-list-path';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { getNewsItem, getNewsPage } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { rest } from '@/lib/routing/catch-all-segments';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ArticleCard, ArticleGrid } from './article-card';
import { ArticleDate } from './article-date';
import { ContentArticle } from './content-article';
import { ArticleJsonLd } from './content-json-ld';
import { ContentListLayout } from './content-list-layout';
import { assertPageExists, resolveContentList } from './content-list-route';
import { listTitle } from './content-pages';
import { parseItemId } from './item-id';

type ListParams = Promise<{ lang: string; segments?: string | string[] }>;
type ItemParams = Promise<{ lang: string; id?: string | string[] }>;

async function newsList(params: ListParams) {
  const values = await params;
  const route = resolveContentList(
    values.lang,
    ['aktualnosci', ...rest(values.segments)],
    ['aktualnosci'],
    () => ({ name: 'aktualnosci' }),
  );
  const news = await getNewsPage(route.lang, route.state.page);
  assertPageExists(route.state.page, news.meta.pages);
  return { ...route, news };
}

export async function newsListMetadata({ params }: { params: ListParams }): Promise<Metadata> {
  const { lang, pathname, state } = await newsList(params);
  const t = await getTranslations({ locale: lang, namespace: 'screens' });
  const title = await listTitle(lang, t('aktualnosci.title'), state.page);
  return pageMetadata({ lang, pathname, title, description: t('aktualnosci.description') });
}

/** SPEC §2 news list: 6 a page (GET /api/news), pages in the path (decision 013). */
export async function NewsListPage({ params }: { params: ListParams }) {
  const { lang, state, news } = await newsList(params);
  setRequestLocale(lang);
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
  ]);
  return (
    <ContentListLayout
      title={t('aktualnosci.title')}
      lead={t('aktualnosci.description')}
      empty={news.data.length === 0 ? tc('empty') : undefined}
      pagination={
        <Pagination
          page={state.page}
          pages={news.meta.pages}
          href={(page) => contentListPath({ name: 'aktualnosci' }, { page }, lang)}
        />
      }
    >
      <ArticleGrid testId="news-list">
        {news.data.map((item, index) => (
          <li key={item.id} className="article-grid__item">
            <ArticleCard
              href={routePath('aktualnosci-show-id', { id: item.id }, lang)}
              title={item.title}
              lead={item.lead}
              image={item.image}
              priority={index === 0}
              meta={<ArticleDate value={item.publishedAt} label={tc('publishedOn')} />}
            />
          </li>
        ))}
      </ArticleGrid>
    </ContentListLayout>
  );
}

async function newsItem(params: ItemParams) {
  const values = await params;
  const route = resolveRoute(
    values.lang,
    ['aktualnosci', 'show', ...rest(values.id)],
    ['aktualnosci-show-id'],
  );
  // `/aktualnosci/show` names no item: the list is what it can mean.
  if (route.params.id === undefined) permanentRedirect(routePath('aktualnosci', {}, route.lang));
  const id = parseItemId(route.params.id);
  const item = id === null ? null : await getNewsItem(id);
  // Each item is in one language: under the other language's prefix it is not a page (decision 013).
  if (!item || item.lang !== route.lang) notFound();
  return { lang: route.lang, pathname: route.pathname, item };
}

export async function newsItemMetadata({ params }: { params: ItemParams }): Promise<Metadata> {
  const { lang, pathname, item } = await newsItem(params);
  return pageMetadata({ lang, pathname, title: item.title, description: item.lead });
}

/** SPEC §2 news item (GET /api/news/{id}): 404 for an unknown id. */
export async function NewsItemPage({ params }: { params: ItemParams }) {
  const { lang, item } = await newsItem(params);
  setRequestLocale(lang);
  const [t, tc, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  const listHref = routePath('aktualnosci', {}, lang);
  const url = `${serverEnv.siteUrl}${routePath('aktualnosci-show-id', { id: item.id }, lang)}`;
  const sibling = (id: number | null, label: string) =>
    id === null ? null : (
      <Link prefetch={false} href={routePath('aktualnosci-show-id', { id }, lang)}>
        {label}
      </Link>
    );
  return (
    <ContentArticle
      crumbs={[
        { name: tc('homeCrumb'), href: routePath('home', {}, lang) },
        { name: t('aktualnosci.title'), href: listHref },
        { name: item.title },
      ]}
      title={item.title}
      lead={item.lead}
      image={item.image}
      html={item.content}
      meta={<ArticleDate value={item.publishedAt} label={tc('publishedOn')} />}
      footer={
        <nav className="content-article__siblings" aria-label={tc('news.siblings')}>
          {sibling(item.nextId, tc('news.next'))}
          {sibling(item.previousId, tc('news.previous'))}
          <Link prefetch={false} href={listHref} className="content-article__back">
            {tc('news.backToList')}
          </Link>
        </nav>
      }
    >
      <ArticleJsonLd
        article={{
          kind: 'NewsArticle',
          title: item.title,
          description: item.lead,
          url,
          image: item.image && `${serverEnv.siteUrl}${item.image}`,
          publishedAt: item.publishedAt,
          publisher: meta('organizationName'),
          lang,
        }}
      />
    </ContentArticle>
  );
}
