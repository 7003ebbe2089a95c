import { encodeFilterPath, type FilterListBase, type ListPathState } from '@estate/domain/filter-path';
import { decodeListPath, listApiFilter } from '@estate/domain/filter-path-decode';
import type { Language } from '@estate/domain/language';
import { OFFER_ORDERS } from '@estate/domain/offer-filter-fields';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { newAlertPath } from '@estate/domain/search-alerts';
import { townBySlug } from '@estate/domain/town-slugs';
import { voivodeshipByKey, voivodeshipName } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { SiteLink } from '@/components/ui/site-link';
import { AskRequestSection } from '@/features/forms/ask-request-section';
import { parseMapLabels } from '@/features/map/map-labels';
import { OfferMapSection } from '@/features/map/offer-map-section';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { listOffers } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { rest } from '@/lib/routing/catch-all-segments';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { GridViewToggle } from './grid-view-toggle';
import { OfferResults } from './offer-results';
import { OrderSelect } from './order-select';
import { SearchForm } from './search-form';
import { XlsxExportButton } from './xlsx-export-button';

type Params = Promise<{ lang: string; segments?: string | string[] }>;

interface ListState {
  lang: Language;
  pathname: string;
  decoded: ListPathState;
  townName?: string;
  filter: OfferFilterBody;
}

/** The list's state, read once from the route table's match of its path, and its API body. */
async function listState(base: FilterListBase, params: Params): Promise<ListState> {
  const values = await params;
  const route = resolveRoute(values.lang, [base, ...rest(values.segments)], [base]);
  const decoded = decodeListPath(route.params);
  // A drawn area that does not parse is a broken link, not a list of everywhere (decision 059).
  if (decoded.malformedArea) notFound();
  // resolveRoute has answered 404 for a town that is not one of the voivodeship's.
  const townName =
    decoded.voivodeship && decoded.town ? townBySlug(decoded.voivodeship, decoded.town)?.[0] : undefined;
  return {
    lang: route.lang,
    pathname: route.pathname,
    decoded,
    townName,
    filter: listApiFilter(base, decoded),
  };
}

async function heading(base: FilterListBase, state: ListState) {
  const t = await getTranslations({ locale: state.lang, namespace: 'screens' });
  const title = t(`${base}.title`);
  const voivodeship = state.decoded.voivodeship && voivodeshipByKey(state.decoded.voivodeship);
  const place = [state.townName, voivodeship && voivodeshipName(voivodeship, state.lang)]
    .filter(Boolean)
    .join(', ');
  return { title: place ? `${title}: ${place}` : title, description: t(`${base}.description`) };
}

export async function offerListMetadata(base: FilterListBase, params: Params): Promise<Metadata> {
  const state = await listState(base, params);
  const { title, description } = await heading(base, state);
  const t = await getTranslations({ locale: state.lang, namespace: 'offers' });
  const paged = state.decoded.page > 1 ? `${title} (${t('pageN', { page: state.decoded.page })})` : title;
  return pageMetadata({ lang: state.lang, pathname: state.pathname, title: paged, description });
}

/**
 * A list screen (SPEC §2, §7): the state comes from the path (decision 004), the list from
 * POST /api/classified with the variant's body, everything rendered on the server.
 */
export async function OfferListPage({ base, params }: { base: FilterListBase; params: Params }) {
  const state = await listState(base, params);
  const { lang, decoded } = state;
  setRequestLocale(lang);
  const [{ data, meta }, { title, description }, t, tf, ta, messages] = await Promise.all([
    listOffers(state.filter, lang),
    heading(base, state),
    getTranslations({ locale: lang, namespace: 'offers' }),
    getTranslations({ locale: lang, namespace: 'feedback' }),
    getTranslations({ locale: lang, namespace: 'alerts' }),
    getMessages({ locale: lang }),
  ]);
  const pathFor = (change: { page?: number; order?: ListPathState['order'] }) =>
    encodeFilterPath(
      base,
      { ...decoded, page: change.page ?? 1, order: change.order ?? decoded.order },
      lang,
    );
  const orderHrefs = Object.fromEntries(OFFER_ORDERS.map((order) => [order, pathFor({ order })]));
  const { currentPage: _page, itemsPerPage: _size, ...exportFilter } = state.filter;
  const withSearch = base === 'sprzedaz' || base === 'wynajem';
  const mapLabels = parseMapLabels(messages.map);
  // An area drawn on the map is the list's place: it keeps the other filters and the order, and
  // replaces the voivodeship and town (decision 059).
  const areaTarget = { base, state: { filters: decoded.filters, order: decoded.order } };

  return (
    <ClientMessagesScope scopes={['offerControls']}>
      <div className="page container offer-list-page">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{description}</p>
        {withSearch && (
          <section className="offer-list-page__search" aria-label={t('search.heading')}>
            <SearchForm
              lang={lang}
              state={{
                ...decoded,
                typeClassified: base === 'wynajem' ? 'rent' : 'sale',
                townName: state.townName,
              }}
            />
          </section>
        )}
        {decoded.area && (
          <p className="offer-list-page__area" data-drawn-area="">
            {mapLabels.area.active}{' '}
            <SiteLink href={encodeFilterPath(base, { ...decoded, area: undefined, page: 1 }, lang)}>
              {mapLabels.area.remove}
            </SiteLink>
          </p>
        )}
        <OfferResults
          offers={data}
          lang={lang}
          siteUrl={serverEnv.siteUrl}
          toolbar={
            <div className="offer-toolbar">
              {/* The count heads the results, so the tiles' h3 titles sit under an h2. */}
              <h2 className="offer-toolbar__count" data-testid="results-count" data-total={meta.total}>
                {t(meta.totalCapped ? 'resultsMoreThan' : 'results', { count: meta.total })}
              </h2>
              <OrderSelect value={decoded.order} hrefs={orderHrefs} />
              <GridViewToggle />
              {meta.total > 0 && <XlsxExportButton filter={exportFilter} lang={lang} />}
            </div>
          }
        />
        {/* A plain link to the alert's own page (decision 059): no script on the list. */}
        <p className="offer-list-page__alert">
          <a
            href={newAlertPath(encodeFilterPath(base, { ...decoded, page: 1, order: undefined }, 'pl'), lang)}
            rel="nofollow"
          >
            {ta('alertMe')}
          </a>
        </p>
        {data.length === 0 && <p className="offer-list-page__empty">{tf('searchResultsEmpty')}</p>}
        {data.length === 0 && <AskRequestSection lang={lang} filter={state.filter} />}
        <Pagination page={decoded.page} pages={meta.pages} href={(page) => pathFor({ page })} />
        {(meta.total > 0 || decoded.area) && (
          // The same offers on the map: their counts at the 32 markers, interactive on a click.
          // Its heading inside the section it names (the Nu HTML Checker's "section lacks heading").
          <div className="page__section offer-list-page__map">
            <OfferMapSection
              lang={lang}
              labels={mapLabels}
              filter={exportFilter}
              areaTarget={areaTarget}
              heading={{ id: 'results-map-heading', text: t('mapHeading') }}
              className="home-map"
            />
          </div>
        )}
      </div>
    </ClientMessagesScope>
  );
}
