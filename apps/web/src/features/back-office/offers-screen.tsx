import type {
  backOfficeOfferPageSchema,
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
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { BulkActions } from './bulk-actions';
import { ListPages, type ListSearchParams, listQuery } from './list-query';
import { NumberSettingForm } from './number-setting-form';
import { offerExportHref, offerImportPath } from './offer-import-screen';
import { SavedFiltersSection } from './saved-filters-section';
import { SortHeader, type SortOrder, sortedListLink } from './sort-header';
import { requireStaff } from './staff-session';

type OfferPage = z.infer<typeof backOfficeOfferPageSchema>;
type NewDays = z.infer<typeof offerNewDaysResponseSchema>;
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

type AgentCards = { data: { id: number; name: string }[] };
type Groups = { data: { id: number; namePl: string; nameEn: string }[] };

/** The agents and groups a bulk action may name (editors and admins; an agent names none). */
async function bulkChoices(agent: boolean, lang: 'pl' | 'en') {
  if (agent) return { agents: [], groups: [] };
  const [agents, groups] = await Promise.all([
    backOfficeGet<AgentCards>('/api/back-office/agents'),
    backOfficeGet<Groups>('/api/back-office/groups'),
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
    backOfficeGet<OfferPage>(`/api/back-office/offers?${query}`),
    bulkChoices(staff.role === 'agent', lang),
    backOfficeGet<NewDays>('/api/back-office/offers/new-days'),
    getTranslations({ locale: lang, namespace: 'backOffice.offerRecord' }),
  ]);
  // The sort the list answers by (the API's defaults when the address names none).
  const sort = values.sort || 'updated';
  const order: SortOrder = values.order === 'asc' ? 'asc' : 'desc';
  const sortable = {
    sort,
    order,
    link: sortedListLink(backOfficePaths.offers, query),
    hints: { asc: t('sortAsc'), desc: t('sortDesc') },
  };

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
        {/* The list's filters go with it: the export holds every page of what is shown. */}
        <a className="bo-button bo-button--secondary" href={offerExportHref(query, lang)} download>
          {t('exportLink')}
        </a>
      </p>
      <form
        className="bo-form bo-form--inline"
        method="get"
        action={backOfficePaths.offers}
        aria-label={t('filters')}
      >
        <div className="bo-field">
          <label htmlFor="offers-q">{t('q')}</label>
          <input id="offers-q" name="q" type="search" defaultValue={values.q} />
        </div>
        <div className="bo-field">
          <label htmlFor="offers-kind">{t('typeClassified')}</label>
          <select id="offers-kind" name="typeClassified" defaultValue={values.typeClassified}>
            <option value="">{t('any')}</option>
            <option value="1">{t('sale')}</option>
            <option value="2">{t('rent')}</option>
          </select>
        </div>
        <SelectFilter
          id="offers-type"
          name="typeProperty"
          label={t('typeProperty')}
          any={t('any')}
          value={values.typeProperty}
          options={PROPERTY_TYPES.map((type) => [String(type.id), nameIn(type, lang)])}
        />
        <SelectFilter
          id="offers-voivodeship"
          name="voivodeship"
          label={t('voivodeship')}
          any={t('any')}
          value={values.voivodeship}
          options={VOIVODESHIPS.map((v) => [String(v.code), nameIn(v, lang)])}
        />
        <div className="bo-field">
          <label htmlFor="offers-town">{t('town')}</label>
          <input id="offers-town" name="town" defaultValue={values.town} />
        </div>
        {choices.agents.length > 0 && (
          <SelectFilter
            id="offers-agent"
            name="agentId"
            label={t('agent')}
            any={t('any')}
            value={values.agentId}
            options={choices.agents.map((agent) => [String(agent.id), agent.name])}
          />
        )}
        <SelectFilter
          id="offers-flag"
          name="flag"
          label={t('flag')}
          any={t('any')}
          value={values.flag}
          options={[
            ['isDiscount', t('discountFlag')],
            ...EDITABLE_OFFER_FLAGS.map((flag): [string, string] => [flag, tn(`flags.${flag}`)]),
          ]}
        />
        <SelectFilter
          id="offers-missing"
          name="missing"
          label={t('missing')}
          any={t('any')}
          value={values.missing}
          options={OFFER_GAPS.map((gap): [string, string] => [gap, t(`missingWhat.${gap}`)])}
        />
        <div className="bo-field">
          <label htmlFor="offers-status">{t('status')}</label>
          <select id="offers-status" name="status" defaultValue={values.status}>
            <option value="">{t('any')}</option>
            {BACK_OFFICE_OFFER_STATUSES.map((state) => (
              <option key={state} value={state}>
                {t(`statuses.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor="offers-sort">{t('sort')}</label>
          <select id="offers-sort" name="sort" defaultValue={values.sort || 'updated'}>
            {BACK_OFFICE_OFFER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <SelectFilter
          id="offers-order"
          name="order"
          label={t('order')}
          value={values.order || 'desc'}
          options={[
            ['desc', t('orders.desc')],
            ['asc', t('orders.asc')],
          ]}
        />
        <button type="submit" className="bo-button">
          {t('submit')}
        </button>
        <a href={backOfficePaths.offers}>{t('reset')}</a>
      </form>
      <SavedFiltersSection list="offers" path={backOfficePaths.offers} query={query} />
      {status !== 200 || !body ? (
        <p role="alert" className="bo-alert">
          {te(status === 400 ? 'bad_request' : 'internal_error')}
        </p>
      ) : (
        <section className="bo-panel bo-panel--wide" aria-label={t('table.caption')}>
          <p role="status">{t('count', { total: body.meta.total })}</p>
          {body.data.length > 0 && (
            <BulkActions formId={BULK_FORM_ID} agents={choices.agents} groups={choices.groups} />
          )}
          {body.data.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="bo-offers">
                <caption>{t('table.caption')}</caption>
                <thead>
                  <tr>
                    <SortHeader label={t('table.tipi')} column="tipi" {...sortable} />
                    <th scope="col">{t('table.title')}</th>
                    <th scope="col">{t('table.place')}</th>
                    <SortHeader label={t('table.price')} column="price" {...sortable} />
                    <th scope="col">{t('table.state')}</th>
                    <th scope="col">{t('table.agent')}</th>
                    <SortHeader label={t('table.updated')} column="updated" firstOrder="desc" {...sortable} />
                  </tr>
                </thead>
                <tbody>
                  {body.data.map((offer) => (
                    <tr key={offer.id}>
                      <td data-label={t('table.tipi')}>
                        <input
                          type="checkbox"
                          name="ids"
                          value={offer.id}
                          form={BULK_FORM_ID}
                          aria-label={tb('tick', { tipi: offer.tipi })}
                          className="bo-tick"
                        />
                        <code>{offer.tipi}</code>
                      </td>
                      <th scope="row" lang="pl" data-label={t('table.title')}>
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
                      </th>
                      <td data-label={t('table.place')}>{offer.town}</td>
                      <td data-label={t('table.price')}>
                        {/* What a visitor pays, which the price sort orders by; a discount says the price before it. */}
                        {offer.effectivePrice === null ? '–' : formatPrice(offer.effectivePrice, lang)}
                        {offer.price !== null &&
                          offer.effectivePrice !== null &&
                          offer.price !== offer.effectivePrice &&
                          ` (${t('table.before', { price: formatPrice(offer.price, lang) })})`}
                      </td>
                      <td data-label={t('table.state')}>
                        {t(`statuses.${offer.status}`)}
                        {offer.sold && `, ${t('statuses.sold')}`}
                        {offer.archivedAt !== null && `, ${t('statuses.archived')}`}
                      </td>
                      <td data-label={t('table.agent')}>{offer.agent?.name ?? '–'}</td>
                      <td data-label={t('table.updated')}>
                        <time dateTime={offer.updatedAt}>{date.format(new Date(offer.updatedAt))}</time>
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
              previous: t('previous'),
              next: t('next'),
              where: t('page', { page: body.meta.page, pages: body.meta.pages }),
            }}
          />
        </section>
      )}
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

/** One of the list's select filters; `any` adds the "whatever" choice, sent as nothing. */
function SelectFilter({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any?: string;
  value: string;
  options: [string, string][];
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
