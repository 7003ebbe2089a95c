import { isLanguage, type Language, otherLanguage } from '@estate/domain/language';
import { matchRoute, routePath, staticPageBySlug } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getContentPage } from '@/lib/api/api-client';
import { sanitizeRichHtml } from '@/lib/html/sanitize-html';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string; rest: string[] }> };

/**
 * The slug to ask the API for. Static pages are stored under their footer slug, so the language
 * switch's second English reading (for-developers) shows the same page as for-intermediaries.
 */
function storedSlug(slug: string, lang: Language): string {
  const page = staticPageBySlug(slug);
  if (!page) return slug;
  if (lang === 'en' && (slug === page.en || slug === page.enLanguageSwitch)) return page.en;
  return slug;
}

/**
 * SPEC §2 "/{slug} and /{lang}/{slug}": a content page; anything else that reached here is a 404.
 * A slug the page had before redirects to its present one, and the other language's slug (where
 * the language switch, keeping the path, lands) to its translation, or home without one
 * (decision 037).
 */
async function load(params: Props['params']) {
  const { lang, rest } = await params;
  if (!isLanguage(lang)) notFound();
  const pathname = `/${[lang, ...rest.map((segment) => encodeURIComponent(segment))].join('/')}`;
  const match = matchRoute(pathname);
  if (match?.name !== 'page' || !match.params.slug) notFound();
  const slug = storedSlug(match.params.slug, lang);
  const page = await getContentPage(slug, lang);
  if (!page) {
    const original = await getContentPage(slug, otherLanguage(lang));
    if (!original) notFound();
    permanentRedirect(
      original.translationSlug
        ? routePath('page', { slug: original.translationSlug }, lang)
        : routePath('home', {}, lang),
    );
  }
  if (page.slug !== slug) permanentRedirect(routePath('page', { slug: page.slug }, lang));
  return { lang, pathname, page };
}

export async function staticPageMetadata({ params }: Props): Promise<Metadata> {
  const { lang, pathname, page } = await load(params);
  // Static pages keep the route table's pairs (alternates.ts); others name their translation.
  if (staticPageBySlug(page.slug)) {
    return pageMetadata({ lang, pathname, title: page.title, description: page.description });
  }
  const languagePaths: Partial<Record<Language, string>> = {
    [lang]: routePath('page', { slug: page.slug }, lang),
  };
  if (page.translationSlug) {
    languagePaths[otherLanguage(lang)] = routePath(
      'page',
      { slug: page.translationSlug },
      otherLanguage(lang),
    );
  }
  return pageMetadata({ lang, pathname, title: page.title, description: page.description, languagePaths });
}

export async function StaticPage({ params }: Props) {
  const { lang, page } = await load(params);
  setRequestLocale(lang);
  return (
    <article className="page container">
      <h1 className="page__title">{page.title}</h1>
      <div
        className="prose"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's HTML, sanitised on this server.
        dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(page.content, 'article') }}
      />
    </article>
  );
}
