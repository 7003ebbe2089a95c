import type { BlogListItem } from '@estate/domain/api/content-responses';
import { contentListPath } from '@estate/domain/content-list-path';
import { type Language, otherLanguage } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { SiteLink } from '@/components/ui/site-link';
import { getBlogArticle, getBlogCategories, getBlogPage } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { rest } from '@/lib/routing/catch-all-segments';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ArticleCard, ArticleGrid } from './article-card';
import { ArticleDate } from './article-date';
import { BlogCategoryFilter } from './blog-category-filter';
import { ContentArticle } from './content-article';
import { ArticleJsonLd } from './content-json-ld';
import { ContentListLayout } from './content-list-layout';
import { assertPageExists, resolveContentList } from './content-list-route';
import { listTitle } from './content-pages';

type ListParams = Promise<{ lang: string; segments?: string | string[] }>;
type ArticleParams = Promise<{ lang: string; slug: string }>;

async function blogList(params: ListParams) {
  const values = await params;
  const route = resolveContentList(values.lang, ['blog', ...rest(values.segments)], ['blog'], () => ({
    name: 'blog',
  }));
  const { lang, state } = route;
  const [categories, posts] = await Promise.all([
    getBlogCategories(lang),
    getBlogPage(lang, state.page, state.category),
  ]);
  const category = state.category ? categories.find((c) => c.slug === state.category) : undefined;
  // The API answers an empty page for an unknown category; the site says there is no such page.
  if (state.category && !category) notFound();
  assertPageExists(state.page, posts.meta.pages);
  return { ...route, categories, category, posts };
}

async function blogHeading(lang: Language, categoryName: string | undefined) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content.blog' }),
  ]);
  if (!categoryName) return { title: t('blog.title'), description: t('blog.description') };
  return {
    title: tc('categoryTitle', { category: categoryName }),
    description: tc('categoryDescription', { category: categoryName }),
  };
}

function PostMeta({ post, lang, labels }: { post: BlogListItem; lang: Language; labels: PostLabels }) {
  return (
    <p className="post-meta">
      <ArticleDate value={post.publishedAt} label={labels.published} />
      {post.category && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">{labels.category}: </span>
          <SiteLink
            className="post-meta__category"
            href={contentListPath({ name: 'blog' }, { page: 1, category: post.category.slug }, lang)}
          >
            {post.category.name}
          </SiteLink>
        </>
      )}
      {post.author && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">{labels.author}: </span>
          <span className="post-meta__author">{post.author}</span>
        </>
      )}
    </p>
  );
}

interface PostLabels {
  published: string;
  category: string;
  author: string;
}

export async function blogListMetadata({ params }: { params: ListParams }): Promise<Metadata> {
  const { lang, pathname, state, category } = await blogList(params);
  const { title, description } = await blogHeading(lang, category?.name);
  return pageMetadata({ lang, pathname, title: await listTitle(lang, title, state.page), description });
}

/**
 * SPEC §2 blog list with its category filter buttons: 6 a page (GET /api/blog), category and page
 * in the path (decision 013), so a filtered page is a plain link that works without JavaScript.
 */
export async function BlogListPage({ params }: { params: ListParams }) {
  const { lang, state, categories, category, posts } = await blogList(params);
  setRequestLocale(lang);
  const [{ title, description }, tc] = await Promise.all([
    blogHeading(lang, category?.name),
    getTranslations({ locale: lang, namespace: 'content' }),
  ]);
  const labels: PostLabels = {
    published: tc('publishedOn'),
    category: tc('blog.category'),
    author: tc('blog.author'),
  };
  return (
    <ContentListLayout
      title={title}
      lead={description}
      filters={
        <BlogCategoryFilter
          lang={lang}
          categories={categories}
          current={state.category}
          labels={{ nav: tc('blog.categories'), all: tc('blog.allCategories') }}
        />
      }
      empty={posts.data.length === 0 ? tc('empty') : undefined}
      pagination={
        <Pagination
          page={state.page}
          pages={posts.meta.pages}
          href={(page) => contentListPath({ name: 'blog' }, { page, category: state.category }, lang)}
        />
      }
    >
      <ArticleGrid testId="blog-list">
        {posts.data.map((post, index) => (
          <li key={post.id} className="article-grid__item">
            <ArticleCard
              href={routePath('blog-slug', { slug: post.slug }, lang)}
              title={post.title}
              lead={post.lead}
              image={post.image}
              priority={index === 0}
              meta={<PostMeta post={post} lang={lang} labels={labels} />}
            />
          </li>
        ))}
      </ArticleGrid>
    </ContentListLayout>
  );
}

async function blogArticle(params: ArticleParams) {
  const values = await params;
  const route = resolveRoute(values.lang, ['blog', values.slug], ['blog-slug']);
  const slug = route.params.slug ?? '';
  const article = await getBlogArticle(route.lang, slug);
  if (!article) {
    // Slugs are per language (decision 013). The language switch keeps the path, so the other
    // language's slug arrives here: its translation's page, or this language's blog without one.
    const other = otherLanguage(route.lang);
    const original = await getBlogArticle(other, slug);
    if (!original) notFound();
    permanentRedirect(
      original.translationSlug
        ? routePath('blog-slug', { slug: original.translationSlug }, route.lang)
        : routePath('blog', {}, route.lang),
    );
  }
  // A slug the article had before (decision 037): the API answers it under its present one.
  if (article.slug !== slug) permanentRedirect(routePath('blog-slug', { slug: article.slug }, route.lang));
  return { lang: route.lang, pathname: route.pathname, article };
}

export async function blogArticleMetadata({ params }: { params: ArticleParams }): Promise<Metadata> {
  const { lang, pathname, article } = await blogArticle(params);
  // hreflang: this article, and its translation under its own slug when there is one.
  const languagePaths: Partial<Record<Language, string>> = {
    [lang]: routePath('blog-slug', { slug: article.slug }, lang),
  };
  if (article.translationSlug) {
    languagePaths[otherLanguage(lang)] = routePath(
      'blog-slug',
      { slug: article.translationSlug },
      otherLanguage(lang),
    );
  }
  return pageMetadata({ lang, pathname, title: article.title, description: article.lead, languagePaths });
}

/** SPEC §2 blog article (GET /api/blog/slug): 404 for an unknown slug. */
export async function BlogArticlePage({ params }: { params: ArticleParams }) {
  const { lang, article } = await blogArticle(params);
  setRequestLocale(lang);
  const [t, tc, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  const listHref = routePath('blog', {}, lang);
  const url = `${serverEnv.siteUrl}${routePath('blog-slug', { slug: article.slug }, lang)}`;
  const crumbs = [
    { name: tc('homeCrumb'), href: routePath('home', {}, lang) },
    { name: t('blog.title'), href: listHref },
    ...(article.category
      ? [
          {
            name: article.category.name,
            href: contentListPath({ name: 'blog' }, { page: 1, category: article.category.slug }, lang),
          },
        ]
      : []),
    { name: article.title },
  ];
  return (
    <ContentArticle
      crumbs={crumbs}
      title={article.title}
      lead={article.lead}
      image={article.image}
      imageAlt={article.imageAlt}
      html={article.content}
      meta={
        <PostMeta
          post={article}
          lang={lang}
          labels={{ published: tc('publishedOn'), category: tc('blog.category'), author: tc('blog.author') }}
        />
      }
      footer={
        <SiteLink href={listHref} className="content-article__back">
          {tc('blog.backToList')}
        </SiteLink>
      }
    >
      <ArticleJsonLd
        article={{
          kind: 'BlogPosting',
          title: article.title,
          description: article.lead,
          url,
          image: article.image && `${serverEnv.siteUrl}${article.image}`,
          publishedAt: article.publishedAt,
          author: article.author,
          publisher: meta('organizationName'),
          lang,
        }}
      />
    </ContentArticle>
  );
}
