import { z } from 'zod';
import { decodeContentListPairs } from './content-list-path';
import { requiredOr } from './error-codes';
import type { FilterListBase, ListPathState } from './filter-path';
import { encodeFilterPath } from './filter-path';
import { decodeListPath, listApiFilter } from './filter-path-decode';
import { LANGUAGES, type Language, localePath } from './language';
import { newsletterSchema } from './newsletter';
import { digestPeriod } from './newsletter-digest';
import { DEFAULT_OFFER_ORDER } from './offer-filter-fields';
import type { OfferFilterBody } from './offer-filters';
import { isSpecialOfferType, matchRoute, routePath, type SpecialOfferType } from './routes';
import { townBySlug } from './town-slugs';
import {
  isVoivodeshipKey,
  VOIVODESHIP_KEYS,
  VOIVODESHIPS,
  type VoivodeshipCode,
  type VoivodeshipKey,
} from './voivodeships';
import { toWarsawLocal } from './warsaw-time';

/**
 * Search alerts (issue 36, decision 059 "Search alerts"): a visitor saves a list's filter, gets the
 * offers that newly match it by mail (immediately, daily or weekly), under the newsletter's consent
 * and double opt-in. An alert's filter is the list's path: read by the same route table and filter
 * path decoder as the list itself, so the alert matches what the list shows. The matching rule is
 * in search-alert-match.ts.
 */

export const ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The lists an alert can watch: those whose filter the path holds. */
const ALERT_LISTS: ReadonlySet<string> = new Set<FilterListBase>([
  'sprzedaz',
  'wynajem',
  'nowosci',
  'do_sprzedania_wkrotce',
]);

/** What an alert watches: a filter list, or one special-offer group's list (`oferta_specjalna`). */
type AlertList = FilterListBase | 'oferta_specjalna';

/** A special-offer group an alert watches: the type its path names and the group's id. */
interface AlertGroup {
  type: SpecialOfferType;
  id: number;
}

/** An alert's filter: its list, the list's state, its one path (Polish) and the API's filter body. */
export interface AlertFilter {
  list: AlertList;
  state: ListPathState;
  /** The canonical Polish path without page or order: what is stored, and links to the list. */
  path: string;
  filter: OfferFilterBody;
  /**
   * A group's list: its members are the list (whatever their other fields), so the matcher tests
   * membership and the filter is empty. Whether the group exists and is public is the API's to say.
   */
  group?: AlertGroup;
}

const GROUP_ID = /^[1-9]\d{0,9}$/;

/**
 * A special-offer group's list path (`/oferta_specjalna/promocje/12`, `/f/page=2` dropped): the
 * group's alert, or undefined for a type's list of groups or a malformed id or pairs segment.
 */
function groupAlertOf(params: Record<string, string>): AlertFilter | undefined {
  const { specialoffertype: type, typeId, filters } = params;
  if (!isSpecialOfferType(type) || typeId === undefined || !GROUP_ID.test(typeId)) return undefined;
  if (decodeContentListPairs(filters, { categories: false }) === null) return undefined;
  const id = Number(typeId);
  return {
    list: 'oferta_specjalna',
    state: { filters: {}, page: 1, order: DEFAULT_OFFER_ORDER },
    path: routePath('oferta_specjalna', { specialoffertype: type, typeId: id }, 'pl'),
    filter: {},
    group: { type, id },
  };
}

/**
 * The filter of a list's path (`/en/sprzedaz/mazowieckie/f/price-lte=2000000;typeProperty=3`), in
 * either language, page and order dropped (an alert watches offers, not a page of them), or a
 * special-offer group's list (`/oferta_specjalna/promocje/12`). Undefined for a path that is not
 * an offer list, whose voivodeship, town or drawn area is unknown (the list is a 404), or that
 * lists sold offers only (never mailed).
 */
export function alertFilterOf(path: string): AlertFilter | undefined {
  const route = matchRoute(path);
  if (route?.name === 'oferta_specjalna') return groupAlertOf(route.params);
  if (!route || !ALERT_LISTS.has(route.name)) return undefined;
  const list = route.name as FilterListBase;
  // A place the list answers 404 for would be an alert that never matches, or a wider one than asked.
  const { voivodeship, town } = route.params;
  if (voivodeship !== undefined && !isVoivodeshipKey(voivodeship)) return undefined;
  if (voivodeship !== undefined && town !== undefined && !townBySlug(voivodeship, town)) return undefined;
  const decoded = decodeListPath(route.params);
  if (decoded.malformedArea) return undefined;
  // Sold offers are never mailed (isAvailable), so a list of sold offers only would never send.
  if (decoded.filters.isSold === 1) return undefined;
  const state: ListPathState = { ...decoded, page: 1, order: DEFAULT_OFFER_ORDER };
  return {
    list,
    state,
    path: encodeFilterPath(list, state, 'pl'),
    filter: listApiFilter(list, state),
  };
}

/** An alert's list path in the reader's language (stored Polish paths are unprefixed). */
export function alertListPath(path: string, lang: Language): string {
  return lang === 'pl' ? path : localePath(lang, path);
}

/**
 * The period an alert's send belongs to: at most one send per alert and period (a unique key).
 * Daily and weekly are the newsletter digest's periods (a Polish day, an ISO week); an immediate
 * alert's period is the instant its mail starts from, so two runs that read the same last send
 * claim the same period and only one sends.
 */
export function alertPeriod(now: Date, frequency: AlertFrequency, since: string): string {
  return frequency === 'immediately' ? `after:${since}` : digestPeriod(now, frequency);
}

/** Daily and weekly alerts go out from 07:00 Polish time (weekly: from Monday's), like the digest. */
const SEND_FROM = '07:00';

/** Whether an alert of `frequency` may be sent at `now` (its period has begun). */
export function alertDue(now: Date, frequency: AlertFrequency): boolean {
  if (frequency === 'immediately') return true;
  const local = toWarsawLocal(now);
  const beforeSendTime = local.slice(11) < SEND_FROM;
  if (frequency === 'daily') return !beforeSendTime;
  const monday = new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay() === 1;
  return !(monday && beforeSendTime);
}

/**
 * An alert's set of voivodeships (decision 059, the footer newsletter as one case of alerts): the
 * offers of its list in one of them, where a path holds one voivodeship at most. Stored as the
 * newsletter's subscribers store theirs, comma-joined codes, ascending, each once; '' for none
 * (the path's own voivodeship, or any), so the set is part of what makes an alert one of a kind.
 */
export function alertVoivodeshipsColumn(keys: readonly VoivodeshipKey[]): string {
  return VOIVODESHIPS.filter((voivodeship) => keys.includes(voivodeship.key))
    .map((voivodeship) => voivodeship.code)
    .join(',');
}

/** The codes of a stored set (unknown codes dropped): what the matcher compares offers with. */
export function alertVoivodeshipCodes(column: string): VoivodeshipCode[] {
  const codes = new Set(column.split(',').map(Number));
  return VOIVODESHIPS.filter((voivodeship) => codes.has(voivodeship.code)).map(
    (voivodeship) => voivodeship.code,
  );
}

/** The keys of a stored set, in the codes' order: what the API answers and the pages name. */
export function alertVoivodeshipKeys(column: string): VoivodeshipKey[] {
  const codes = new Set(alertVoivodeshipCodes(column));
  return VOIVODESHIPS.filter((voivodeship) => codes.has(voivodeship.code)).map(
    (voivodeship) => voivodeship.key,
  );
}

const INVALID = requiredOr('invalid_value');
const alertPath = z.string(INVALID).trim().min(1, 'required').max(2000, 'invalid_value');
const frequency = z.enum(ALERT_FREQUENCIES, INVALID);

/**
 * POST /api/form/search-alert: the newsletter's address, consent, anti-bot token and event id (SPEC
 * §5 rules, one schema), the list's path (and a set of voivodeships), how often, and the language
 * of the mails.
 */
export const searchAlertSignupSchema = z.strictObject({
  ...newsletterSchema.pick({ email: true, agreement1: true, token: true, eventID: true }).shape,
  path: alertPath,
  /** Offers in one of these only (none: the path's own voivodeship or any); refused beside a path's own. */
  voivodeships: z
    .array(z.enum(VOIVODESHIP_KEYS as [VoivodeshipKey, ...VoivodeshipKey[]], INVALID), INVALID)
    .max(VOIVODESHIPS.length, 'invalid_value')
    .default([]),
  frequency: frequency.default('daily'),
  lang: z.enum(LANGUAGES, INVALID).default('pl'),
});
export type SearchAlertSignup = z.output<typeof searchAlertSignupSchema>;

/** A change from the manage page: pause or resume, how often, or another list path. */
export const searchAlertChangeSchema = z
  .strictObject({
    paused: z.boolean(INVALID).optional(),
    frequency: frequency.optional(),
    path: alertPath.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'required');
export type SearchAlertChange = z.output<typeof searchAlertChangeSchema>;

/** Staff finding or erasing an address's alerts (right to erasure): the newsletter's address rule. */
export const searchAlertAddressSchema = newsletterSchema.pick({ email: true }).strict();

export const ALERT_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The site's pages of the alerts: the sign-up for a list, and the mails' links. Outside the SPEC's route table. */
type AlertPage = 'new' | 'confirm' | 'manage' | 'unsubscribe';
type TokenPage = Exclude<AlertPage, 'new'>;
const ALERT_PAGE_SEGMENTS: Readonly<Record<Language, { base: string } & Record<AlertPage, string>>> = {
  pl: { base: 'alerty', new: 'nowy', confirm: 'potwierdz', manage: 'zarzadzaj', unsubscribe: 'wypisz' },
  en: { base: 'alerts', new: 'new', confirm: 'confirm', manage: 'manage', unsubscribe: 'unsubscribe' },
};

/** `/alerty/potwierdz/{token}`, `/en/alerts/manage/{token}`, ... */
export function alertPagePath(page: TokenPage, lang: Language, token: string): string {
  const segments = ALERT_PAGE_SEGMENTS[lang];
  return localePath(lang, `/${segments.base}/${segments[page]}/${encodeURIComponent(token)}`);
}

/** The sign-up page of an alert on a list: `/alerty/nowy/sprzedaz/mazowieckie/f/…` (the list's Polish path after it). */
export function newAlertPath(listPath: string, lang: Language): string {
  const segments = ALERT_PAGE_SEGMENTS[lang];
  return localePath(lang, `/${segments.base}/${segments.new}${listPath}`);
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

export type AlertPageMatch = { page: 'new'; alert: AlertFilter } | { page: TokenPage; token: string };

/**
 * Which alert page the segments after `/{lang}/{base}/` name, in that language's spelling only;
 * null for anything else (a 404): the sign-up needs a list an alert can watch, the others a token.
 */
export function matchAlertPage(lang: Language, segments: readonly string[]): AlertPageMatch | null {
  const [name, ...rest] = segments;
  const names = ALERT_PAGE_SEGMENTS[lang];
  if (name === names.new) {
    const alert = alertFilterOf(`/${rest.join('/')}`);
    return alert && rest.length > 0 ? { page: 'new', alert } : null;
  }
  const page = (['confirm', 'manage', 'unsubscribe'] as const).find((candidate) => names[candidate] === name);
  const [token, ...extra] = rest;
  if (!page || token === undefined || extra.length > 0 || !TOKEN_SHAPE.test(token)) return null;
  return { page, token };
}
