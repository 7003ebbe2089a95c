import {
  agentCardsResponseSchema,
  backOfficeOfferPageSchema,
  groupChoicesResponseSchema,
  offerNewDaysResponseSchema,
} from '@estate/domain/api/back-office-offer-responses';
import {
  BACK_OFFICE_OFFER_SORTS,
  BACK_OFFICE_OFFER_STATUSES,
  OFFER_GAPS,
} from '@estate/domain/back-office-offers';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import { EDITABLE_OFFER_FLAGS } from '@estate/domain/offer-editor';
import { PROPERTY_TYPES } from '@estate/domain/property-types';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import { NumberSettingForm } from '../forms/number-setting-form';
import { choiceFilter, ListScreen } from '../kinds/list-screen';
import { type ListSearchParams, listExportHref, listPages, listQuery } from '../lists/list-query';
import { SavedFiltersSection } from '../lists/saved-filters-section';
import { sortedListLink } from '../lists/sort-header';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import { NarrowFold } from '../shell/narrow-fold';
import { BulkActions } from './bulk-actions';
import { OFFER_EXPORT, offerImportPath } from './import/offer-import-screen';

const PARAMS = [
  'q',
  'typeClassified',
  'typeProperty',
  'voivodeship',
  'town',
  'agentId',
  'status',
  'flag',
  'missing',
  'sort',
  'order',
  'page',
] as const;

/** The bulk action bar's form, which the table's checkboxes belong to. */
const BULK_FORM_ID = 'bulk-offers';

/** The agents and groups a bulk action may name (editors and admins; an agent names none). */
async function bulkChoices(agent: boolean, lang: 'pl' | 'en') {
  if (agent) return { agents: [], groups: [] };
  const [agents, groups] = await Promise.all([
    backOfficeGet('/api/back-office/agents', agentCardsResponseSchema),
    backOfficeGet('/api/back-office/groups', groupChoicesResponseSchema),
  ]);
  return {
    agents: (agents.body?.data ?? []).map(({ id, name }) => ({ id, name })),
    groups: (groups.body?.data ?? []).map((group) => ({
      id: group.id,
      name: lang === 'en' ? group.nameEn : group.namePl,
    })),
  };
}

/**
 * `/panel/oferty`: the offers the person may edit (issue 17, first step): search by title or
 * offer number, sale or rent, state, sort; 25 a page. A GET form and links, without JavaScript.
 */
export async function OffersScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te, tn, tb] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.offers' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
    getTranslations({ locale: lang, namespace: 'backOffice.editor' }),
    getTranslations({ locale: lang, namespace: 'backOffice.bulk' }),
  ]);
  const { values, query, pageLink } = listQuery(await searchParams, PARAMS, backOfficePaths.offers);
  const [{ status, body }, choices, newDays, tr] = await Promise.all([
    backOfficeGet(`/api/back-office/offers?${query}`, backOfficeOfferPageSchema),
    bulkChoices(staff.role === 'agent', lang),
    backOfficeGet('/api/back-office/offers/new-days', offerNewDaysResponseSchema),
    getTranslations({ locale: lang, namespace: 'backOffice.offerRecord' }),
  ]);
  const place = (item: { namePl: string; nameEn: string }) => nameIn(item, lang);
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });

  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="offers">
      <p>{t('lead')}</p>
      <p className="bo-links">
        <a className="bo-button" href={backOfficePaths.newOffer}>
          {tn('newOffer')}
        </a>
        <a className="bo-button bo-button--secondary" href={offerImportPath}>
          {t('importLink')}
        </a>
      </p>
      <ListScreen
        path={backOfficePaths.offers}
        filters={{
          values,
          fields: [
            { name: 'q', label: t('q') },
            choiceFilter('typeClassified', t('typeClassified'), ['1', '2'], (kind) =>
              t(kind === '1' ? 'sale' : 'rent'),
            ),
            choiceFilter('typeProperty', t('typeProperty'), PROPERTY_TYPES, place, (type) => type.id),
            choiceFilter('voivodeship', t('voivodeship'), VOIVODESHIPS, place, (v) => v.code),
            { name: 'town', label: t('town') },
            ...(choices.agents.length > 0
              ? [
                  choiceFilter(
                    'agentId',
                    t('agent'),
                    choices.agents,
                    (agent) => agent.name,
                    (agent) => agent.id,
                  ),
                ]
              : []),
            {
              name: 'flag',
              label: t('flag'),
              options: [
                ['isDiscount', t('discountFlag')],
                ...EDITABLE_OFFER_FLAGS.map((flag): [string, string] => [flag, tn(`flags.${flag}`)]),
              ],
            },
            choiceFilter('missing', t('missing'), OFFER_GAPS, (gap) => t(`missingWhat.${gap}`)),
            choiceFilter('status', t('status'), BACK_OFFICE_OFFER_STATUSES, (state) =>
              t(`statuses.${state}`),
            ),
            {
              ...choiceFilter('sort', t('sort'), BACK_OFFICE_OFFER_SORTS, (sort) => t(`sorts.${sort}`)),
              any: false,
              fallback: 'updated',
            },
            {
              ...choiceFilter('order', t('order'), ['desc', 'asc'] as const, (order) => t(`orders.${order}`)),
              any: false,
              fallback: 'desc',
            },
          ],
          label: t('filters'),
          disclosure: (count) => t('filtersSummary', { count }),
          submit: t('submit'),
          reset: t('reset'),
          any: t('any'),
        }}
        saved={<SavedFiltersSection list="offers" path={backOfficePaths.offers} query={query} />}
        failure={body ? undefined : te(status === 400 ? 'bad_request' : 'internal_error')}
        panel
        rows={body?.data ?? []}
        keyOf={(offer) => String(offer.id)}
        caption={t('table.caption')}
        showCaption
        count={t('count', { total: body?.meta.total ?? 0 })}
        exportLink={{ href: listExportHref(OFFER_EXPORT, query, lang), text: t('exportLink') }}
        tools={
          // On a phone the bulk actions fold away too, so the first card is near the top.
          <NarrowFold summary={tb('title')}>
            <BulkActions formId={BULK_FORM_ID} agents={choices.agents} groups={choices.groups} />
          </NarrowFold>
        }
        empty={t('empty')}
        testId="bo-offers"
        sorting={{
          // The sort the list answers by (the API's defaults when the address names none).
          sort: values.sort || 'updated',
          order: values.order === 'asc' ? 'asc' : 'desc',
          link: sortedListLink(backOfficePaths.offers, query),
          hints: { asc: t('sortAsc'), desc: t('sortDesc') },
        }}
        columns={[
          {
            label: t('table.tipi'),
            sort: { column: 'tipi' },
            cell: (offer) => (
              <>
                <input
                  type="checkbox"
                  name="ids"
                  value={offer.id}
                  form={BULK_FORM_ID}
                  aria-label={tb('tick', { tipi: offer.tipi })}
                  className="bo-tick"
                />
                <code>{offer.tipi}</code>
              </>
            ),
          },
          {
            label: t('table.title'),
            sort: { column: 'title' },
            heads: true,
            lang: () => 'pl',
            cell: (offer) => (
              <>
                {/* The cover photo, smallest width, beside the title it illustrates (so no alt). */}
                {offer.coverPath !== null && (
                  // biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself.
                  <img
                    className="bo-thumb"
                    src={`${offer.coverPath}-480.webp`}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <a href={backOfficePaths.offer(offer.id)}>{offer.titlePl}</a>
              </>
            ),
          },
          { label: t('table.place'), sort: { column: 'town' }, cell: (offer) => offer.town },
          {
            label: t('table.price'),
            sort: { column: 'price' },
            // What a visitor pays, which the price sort orders by; a discount says the price before it.
            cell: (offer) => (
              <>
                {offer.effectivePrice === null ? '–' : formatPrice(offer.effectivePrice, lang)}
                {offer.price !== null &&
                  offer.effectivePrice !== null &&
                  offer.price !== offer.effectivePrice &&
                  ` (${t('table.before', { price: formatPrice(offer.price, lang) })})`}
              </>
            ),
          },
          {
            label: t('table.state'),
            // Draft, scheduled, published, unpublished: the order an offer goes through them.
            sort: { column: 'state' },
            cell: (offer) => (
              <>
                {t(`statuses.${offer.status}`)}
                {offer.sold && `, ${t('statuses.sold')}`}
                {offer.archivedAt !== null && `, ${t('statuses.archived')}`}
              </>
            ),
          },
          { label: t('table.agent'), sort: { column: 'agent' }, cell: (offer) => offer.agent?.name ?? '–' },
          {
            label: t('table.updated'),
            sort: { column: 'updated', firstOrder: 'desc' },
            cell: (offer) => <time dateTime={offer.updatedAt}>{date.format(new Date(offer.updatedAt))}</time>,
          },
        ]}
        pages={listPages(body?.meta, pageLink, {
          previous: t('previous'),
          next: t('next'),
          where: (page, pages) => t('page', { page, pages }),
        })}
      />
      {newDays.status === 200 && newDays.body && (
        <section className="bo-panel" aria-labelledby="offer-new-days-title">
          <h2 id="offer-new-days-title">{tr('newDaysTitle')}</h2>
          <p>{tr('newDaysCurrent', { days: newDays.body.data.days })}</p>
          {staff.role === 'admin' && (
            <NumberSettingForm
              setting="offerNewDays"
              value={newDays.body.data.days}
              min={newDays.body.data.min}
              max={newDays.body.data.max}
              fallback={newDays.body.data.default}
            />
          )}
        </section>
      )}
    </BackOfficeFrame>
  );
}

const nameIn = (item: { namePl: string; nameEn: string }, lang: Language) =>
  lang === 'en' ? item.nameEn : item.namePl;
