import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { KindItem } from '@estate/domain/kinds/answers';
import { ARTICLE_KINDS, type ContentKind, isContentKind } from '@estate/domain/kinds/article-kinds';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { isLanguage, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { ArticleDate } from './article-date';
import { ContentArticle } from './content-article';
import { RichText } from './rich-text';

type Params = Promise<{ lang: string; kind: string; id: string }>;

/** What the preview shows of an item: its draft of changes over its live values (decision 052 S6). */
interface Previewed {
  id: number;
  lang: Language;
  title: string;
  lead: string;
  image: string | null;
  imageAlt: string | null;
  content: string;
  publishedAt: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function previewedOf(item: KindItem): Previewed {
  const { values } = item;
  return {
    id: Number(item.key),
    lang: values.lang === 'en' ? 'en' : 'pl',
    title: text(values.title),
    lead: text(values.lead),
    image: typeof values.image === 'string' ? values.image : null,
    imageAlt: typeof values.imageAlt === 'string' ? values.imageAlt : null,
    content: text(values.content),
    publishedAt: item.publishedAt,
  };
}

/**
 * Staff's preview of a news item, event, blog post or page in any state (issue 18, decision 037),
 * at /podglad/tresci/<kind>/<id> under the item's language, with a published item's draft of changes
 * (the kind's item answer holds it, decision 052 S6): the API answers only a signed-in editor or
 * admin, anyone else gets a 404. Rendered per request with the staff cookie: never in the page
 * cache (server/main.ts), never indexed (robots and the page's own robots tag).
 */
const loadPreview = cache(async (kind: ContentKind, id: number): Promise<Previewed | null> => {
  const declaration = ARTICLE_KINDS[kind];
  const { body } = await backOfficeGet(
    kindPaths(declaration.name).item(String(id)),
    declaration.schemas.itemAnswer,
  );
  return body ? previewedOf(body.data) : null;
});

async function resolvePreview(
  params: Params,
): Promise<{ lang: Language; kind: ContentKind; item: Previewed }> {
  const { lang, kind, id: raw } = await params;
  const id = Number(raw);
  if (!isLanguage(lang) || !isContentKind(kind) || !/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) {
    notFound();
  }
  const item = await loadPreview(kind, id);
  if (!item || item.lang !== lang) notFound();
  return { lang, kind, item };
}

export async function contentPreviewMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, item } = await resolvePreview(params);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  return { title: t('title', { title: item.title }), robots: { index: false, follow: false } };
}

export async function ContentPreviewPage({ params }: { params: Params }) {
  const { lang, kind, item } = await resolvePreview(params);
  setRequestLocale(lang);
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'preview' }),
    getTranslations({ locale: lang, namespace: 'content' }),
  ]);
  const notice = (
    <aside className="preview-notice container" aria-label={t('contentLabel')}>
      <p>
        <strong>{t('heading')}</strong> {t('contentLead')}
      </p>
      <p>
        <a href={backOfficePaths.contentItem(kind, item.id)}>{t('contentBack')}</a>
      </p>
    </aside>
  );
  if (kind === 'pages') {
    return (
      <>
        {notice}
        <article className="page container">
          <h1 className="page__title">{item.title}</h1>
          <RichText html={item.content} profile="article" className="prose" />
        </article>
      </>
    );
  }
  return (
    <>
      {notice}
      <ContentArticle
        crumbs={[{ name: tc('homeCrumb'), href: lang === 'en' ? '/en' : '/' }, { name: item.title }]}
        title={item.title}
        lead={item.lead}
        image={item.image}
        imageAlt={item.imageAlt}
        html={item.content}
        meta={item.publishedAt ? <ArticleDate value={item.publishedAt} label={tc('publishedOn')} /> : null}
        footer={null}
      />
    </>
  );
}
