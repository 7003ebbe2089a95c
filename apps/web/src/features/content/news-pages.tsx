import { routePath } from '@estate/domain/routes';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import { getNewsItem, getNewsPage } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { ArticleCard, ArticleGrid } from './article-card';
import { ArticleDate } from './article-date';
import { ContentArticle } from './content-article';
import { ArticleJsonLd } from './content-json-ld';
import { type DatedItemParams, type DatedListParams, datedArticles } from './dated-article-routes';
import { DatedListLayout } from './dated-list-layout';

const newsArticles = datedArticles('aktualnosci', getNewsPage, getNewsItem);

export const newsListMetadata = newsArticles.listMetadata;

/** SPEC §2 news list: 6 a page (GET /api/news), pages in the path (decision 013). */
export async function NewsListPage({ params }: { params: DatedListParams }) {
  const list = await newsArticles.list(params);
  const { lang, page: news } = list;
  setRequestLocale(lang);
  const tc = await getTranslations({ locale: lang, namespace: 'content' });
  return (
    <DatedListLayout list={list}>
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
    </DatedListLayout>
  );
}

export const newsItemMetadata = newsArticles.itemMetadata;

/** SPEC §2 news item (GET /api/news/{id}): 404 for an unknown id. */
export async function NewsItemPage({ params }: { params: DatedItemParams }) {
  const { lang, item } = await newsArticles.item(params);
  setRequestLocale(lang);
  const [t, tc, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  const listHref = routePath('aktualnosci', {}, lang);
  const url = `${serverEnv.siteUrl}${routePath('aktualnosci-show-id', { id: item.id }, lang)}`;
  const sibling = (id: number | null, label: string) =>
    id === null ? null : <SiteLink href={routePath('aktualnosci-show-id', { id }, lang)}>{label}</SiteLink>;
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
      imageAlt={item.imageAlt}
      html={item.content}
      meta={<ArticleDate value={item.publishedAt} label={tc('publishedOn')} />}
      footer={
        <nav className="content-article__siblings" aria-label={tc('news.siblings')}>
          {sibling(item.nextId, tc('news.next'))}
          {sibling(item.previousId, tc('news.previous'))}
          <SiteLink href={listHref} className="content-article__back">
            {tc('news.backToList')}
          </SiteLink>
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
