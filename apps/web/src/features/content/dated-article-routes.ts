import 'server-only';
import type { Paged } from '@estate/domain/api/response-envelopes';
import { type Language, otherLanguage } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { rest } from '@/lib/routing/catch-all-segments';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { assertPageExists, type ContentListRoute, resolveContentList } from './content-list-route';
import { listTitle } from './content-pages';
import { parseItemId } from './item-id';

/** News and events: dated articles in one language each, a paged list and an item page by id. */
export type DatedListName = 'aktualnosci' | 'wydarzenia';

export type DatedListParams = Promise<{ lang: string; segments?: string | string[] }>;
export type DatedItemParams = Promise<{ lang: string; id?: string | string[] }>;

export interface DatedList<Page extends Paged<unknown>> extends ContentListRoute {
  name: DatedListName;
  /** The API's answer for the requested page. */
  page: Page;
}

const ITEM_ROUTE = { aktualnosci: 'aktualnosci-show-id', wydarzenia: 'wydarzenia-show-id' } as const;

/**
 * The loaders and metadata of one kind of dated article. A list's URL is checked and made
 * canonical, its page asked of the API, 404 past the last page; its title and description are the
 * `screens` texts, numbered after page 1. An item's `/<list>/show` alone redirects to the list, an
 * unknown id is 404, the other language's item (where the language switch, keeping the path, lands)
 * redirects to its translation or to this language's list (decision 037), and its title and lead
 * are the page's; hreflang names the translation's own address.
 */
export function datedArticles<
  Page extends Paged<unknown>,
  Item extends { id: number; lang: Language; title: string; lead: string; translationId: number | null },
>(
  name: DatedListName,
  fetchPage: (lang: Language, page: number) => Promise<Page>,
  fetchItem: (id: number) => Promise<Item | null>,
) {
  async function list(params: DatedListParams): Promise<DatedList<Page>> {
    const values = await params;
    const route = resolveContentList(values.lang, [name, ...rest(values.segments)], [name], () => ({ name }));
    const page = await fetchPage(route.lang, route.state.page);
    assertPageExists(route.state.page, page.meta.pages);
    return { ...route, name, page };
  }

  async function item(params: DatedItemParams): Promise<{ lang: Language; pathname: string; item: Item }> {
    const values = await params;
    const route = resolveRoute(values.lang, [name, 'show', ...rest(values.id)], [ITEM_ROUTE[name]]);
    // `/<list>/show` names no item: the list is what it can mean.
    if (route.params.id === undefined) permanentRedirect(routePath(name, {}, route.lang));
    const id = parseItemId(route.params.id);
    const found = id === null ? null : await fetchItem(id);
    if (!found) notFound();
    // Each item is in one language; under the other prefix it stands for its translation.
    if (found.lang !== route.lang) {
      permanentRedirect(
        found.translationId === null
          ? routePath(name, {}, route.lang)
          : routePath(ITEM_ROUTE[name], { id: found.translationId }, route.lang),
      );
    }
    return { lang: route.lang, pathname: route.pathname, item: found };
  }

  async function listMetadata({ params }: { params: DatedListParams }): Promise<Metadata> {
    const { lang, pathname, state } = await list(params);
    const t = await getTranslations({ locale: lang, namespace: 'screens' });
    const title = await listTitle(lang, t(`${name}.title`), state.page);
    return pageMetadata({ lang, pathname, title, description: t(`${name}.description`) });
  }

  async function itemMetadata({ params }: { params: DatedItemParams }): Promise<Metadata> {
    const { lang, pathname, item: found } = await item(params);
    const other = otherLanguage(lang);
    const languagePaths: Partial<Record<Language, string>> = {
      [lang]: routePath(ITEM_ROUTE[name], { id: found.id }, lang),
    };
    if (found.translationId !== null) {
      languagePaths[other] = routePath(ITEM_ROUTE[name], { id: found.translationId }, other);
    }
    return pageMetadata({ lang, pathname, title: found.title, description: found.lead, languagePaths });
  }

  return { list, item, listMetadata, itemMetadata };
}
