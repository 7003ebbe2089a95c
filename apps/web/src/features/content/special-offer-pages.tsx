import type { OfferGroup } from '@estate/domain/api/content-responses';
import type { Paged } from '@estate/domain/api/response-envelopes';
import { contentListPath } from '@estate/domain/content-list-path';
import type { Language } from '@estate/domain/language';
import type { OfferSummary } from '@estate/domain/offer-types';
import {
  isSpecialOfferType,
  routePath,
  SPECIAL_OFFER_GROUP_TYPES,
  SPECIAL_OFFER_TYPES,
  type SpecialOfferType,
} from '@estate/domain/routes';
import { newAlertPath } from '@estate/domain/search-alerts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { SiteLink } from '@/components/ui/site-link';
import { GridViewToggle } from '@/features/offers/grid-view-toggle';
import { OfferResults } from '@/features/offers/offer-results';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { getGroup, getGroupOffers, getGroupsPage } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { htmlToText } from '@/lib/html/sanitize-html';
import { rest } from '@/lib/routing/catch-all-segments';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ContentListLayout } from './content-list-layout';
import { assertPageExists, resolveContentList } from './content-list-route';
import { listTitle } from './content-pages';
import { GroupTile } from './group-tile';
import { parseItemId } from './item-id';
import { RichText } from './rich-text';

type Params = Promise<{ lang: string; specialoffertype: string; segments?: string | string[] }>;

/** Meta descriptions stay within what search results show. */
const DESCRIPTION_CHARS = 160;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text;
  return `${text.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * `/oferta_specjalna/{type}` lists the type's groups, `/oferta_specjalna/{type}/{typeId}` one
 * group's offers; both page with `/f/page=N` (decision 013).
 */
async function specialOfferRoute(params: Params) {
  const values = await params;
  const route = resolveContentList(
    values.lang,
    ['oferta_specjalna', values.specialoffertype, ...rest(values.segments)],
    ['oferta_specjalna'],
    (p) => {
      const type = p.specialoffertype;
      if (!isSpecialOfferType(type)) notFound();
      if (p.typeId === undefined) return { name: 'oferta_specjalna', specialoffertype: type };
      const typeId = parseItemId(p.typeId);
      if (typeId === null) notFound();
      return { name: 'oferta_specjalna', specialoffertype: type, typeId };
    },
  );
  const type = route.params.specialoffertype as SpecialOfferType;
  const typeId = route.params.typeId === undefined ? undefined : parseItemId(route.params.typeId);
  return { ...route, type, typeId: typeId ?? undefined };
}

async function groupList(lang: Language, type: SpecialOfferType, page: number) {
  const groups = await getGroupsPage(SPECIAL_OFFER_GROUP_TYPES[type], lang, page);
  assertPageExists(page, groups.meta.pages);
  return groups;
}

async function groupPage(lang: Language, type: SpecialOfferType, id: number, page: number) {
  const group = await getGroup(id, lang);
  // A group belongs to one kind: under another kind's path it is not a page (decision 013).
  if (!group || group.type !== SPECIAL_OFFER_GROUP_TYPES[type]) notFound();
  const offers = await getGroupOffers(id, lang, page);
  assertPageExists(page, offers.meta.pages);
  return { group, offers };
}

export async function specialOfferMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, pathname, type, typeId, state } = await specialOfferRoute(params);
  if (typeId !== undefined) {
    const { group } = await groupPage(lang, type, typeId, state.page);
    const title = await listTitle(lang, group.name, state.page);
    return pageMetadata({ lang, pathname, title, description: shorten(htmlToText(group.description)) });
  }
  await groupList(lang, type, state.page);
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'specialOfferTypes' }),
    getTranslations({ locale: lang, namespace: 'content.specialOffers' }),
  ]);
  const title = await listTitle(lang, t(type), state.page);
  return pageMetadata({ lang, pathname, title, description: tc(`descriptions.${type}`) });
}

/** The three kinds as tabs above the lists, the current one marked. */
async function TypeTabs({ lang, current }: { lang: Language; current: SpecialOfferType }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'specialOfferTypes' }),
    getTranslations({ locale: lang, namespace: 'content.specialOffers' }),
  ]);
  return (
    <nav className="category-filter" aria-label={tc('typesLabel')}>
      <ul className="category-filter__list">
        {SPECIAL_OFFER_TYPES.map((type) => (
          <li key={type}>
            <SiteLink
              className="category-filter__button"
              href={routePath('oferta_specjalna', { specialoffertype: type }, lang)}
              aria-current={type === current ? 'page' : undefined}
            >
              {t(type)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2 special offers: a type's groups (6 a page) or one group with its offers (6 a page). */
export async function SpecialOfferPage({ params }: { params: Params }) {
  const { lang, type, typeId, state } = await specialOfferRoute(params);
  setRequestLocale(lang);
  if (typeId !== undefined) return <GroupPage lang={lang} type={type} id={typeId} page={state.page} />;

  const [groups, t, tc] = await Promise.all([
    groupList(lang, type, state.page),
    getTranslations({ locale: lang, namespace: 'specialOfferTypes' }),
    getTranslations({ locale: lang, namespace: 'content.specialOffers' }),
  ]);
  return (
    <ContentListLayout
      title={t(type)}
      lead={tc(`descriptions.${type}`)}
      filters={<TypeTabs lang={lang} current={type} />}
      empty={groups.data.length === 0 ? tc('groupsEmpty') : undefined}
      pagination={
        <Pagination
          page={state.page}
          pages={groups.meta.pages}
          href={(page) =>
            contentListPath({ name: 'oferta_specjalna', specialoffertype: type }, { page }, lang)
          }
        />
      }
    >
      <ul className="group-grid" data-testid="group-list">
        {groups.data.map((group) => (
          <li key={group.id} className="group-grid__item">
            <GroupTile
              group={group}
              href={routePath('oferta_specjalna', { specialoffertype: type, typeId: group.id }, lang)}
              count={tc('offerCount', { count: group.offerCount })}
              more={tc('seeOffers')}
            />
          </li>
        ))}
      </ul>
    </ContentListLayout>
  );
}

async function GroupPage({
  lang,
  type,
  id,
  page,
}: {
  lang: Language;
  type: SpecialOfferType;
  id: number;
  page: number;
}) {
  const { group, offers } = await groupPage(lang, type, id, page);
  return <GroupView lang={lang} type={type} group={group} offers={offers} page={page} />;
}

/**
 * One group's page with the given offers: the public one, or staff's preview of a group in any state
 * (decision 040), which puts its notice first and shows the first page without page links (they
 * would lead to the public pages).
 */
export async function GroupView({
  lang,
  type,
  group,
  offers,
  page,
  previewNotice,
}: {
  lang: Language;
  type: SpecialOfferType;
  group: OfferGroup;
  offers: Paged<OfferSummary>;
  page: number;
  previewNotice?: ReactNode;
}) {
  const id = group.id;
  const [t, tc, to, ta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'specialOfferTypes' }),
    getTranslations({ locale: lang, namespace: 'content' }),
    getTranslations({ locale: lang, namespace: 'offers' }),
    getTranslations({ locale: lang, namespace: 'alerts' }),
  ]);
  const typeHref = routePath('oferta_specjalna', { specialoffertype: type }, lang);
  return (
    <ClientMessagesScope scopes={['offerControls']}>
      <div className="page container group-page">
        {previewNotice}
        <Breadcrumbs
          crumbs={[
            { name: tc('homeCrumb'), href: routePath('home', {}, lang) },
            { name: t(type), href: typeHref },
            { name: group.name },
          ]}
          label={tc('breadcrumbs')}
          siteUrl={serverEnv.siteUrl}
        />
        <h1 className="page__title group-page__title">{group.name}</h1>
        <RichText html={group.description} profile="basic" className="prose group-page__description" />
        <OfferResults
          offers={offers.data}
          lang={lang}
          siteUrl={serverEnv.siteUrl}
          toolbar={
            <div className="offer-toolbar">
              <h2 className="offer-toolbar__count" data-testid="results-count" data-total={offers.meta.total}>
                {to(offers.meta.totalCapped ? 'resultsMoreThan' : 'results', { count: offers.meta.total })}
              </h2>
              <GridViewToggle />
            </div>
          }
        />
        {/* As on the filter lists, a plain link to the alert's own page (decision 059): no script here.
            Not in staff's preview: the group is not public yet, so no one can watch it. */}
        {!previewNotice && (
          <p className="offer-list-page__alert">
            <a
              href={newAlertPath(
                routePath('oferta_specjalna', { specialoffertype: type, typeId: id }, 'pl'),
                lang,
              )}
              rel="nofollow"
            >
              {ta('alertMe')}
            </a>
          </p>
        )}
        {offers.data.length === 0 && (
          <p className="content-list-page__empty">{tc('specialOffers.offersEmpty')}</p>
        )}
        {!previewNotice && (
          <Pagination
            page={page}
            pages={offers.meta.pages}
            href={(n) =>
              contentListPath(
                { name: 'oferta_specjalna', specialoffertype: type, typeId: id },
                { page: n },
                lang,
              )
            }
          />
        )}
        <p className="group-page__back">
          <SiteLink href={typeHref} className="content-article__back">
            {tc('specialOffers.backToType', { type: t(type) })}
          </SiteLink>
        </p>
      </div>
    </ClientMessagesScope>
  );
}
