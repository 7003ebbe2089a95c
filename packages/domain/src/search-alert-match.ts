import { type DrawnArea, offerInArea } from './drawn-area';
import { isAvailable, soldPlacement } from './offer-availability';
import { OFFER_FLAGS, type OfferFlag, RANGE_FIELDS, type RangeField, rangeKey } from './offer-filter-fields';
import type { OfferFilterBody } from './offer-filters';
import { NULL_MEANS_NONE } from './offer-range-nulls';
import { slugify } from './slug';

/**
 * Which offers a search alert mails (issue 36, decision 059 "Search alerts"): the pure rule, run by
 * the API's alert job on the few offers that changed since an alert's last mail, instead of one
 * query per alert. `offerMatchesFilter` is the list's WHERE clause (the API's offer-conditions.ts)
 * written over one offer, condition for condition, with the drawn area's own predicate
 * (`offerInArea`); a test runs both over the same offers on both databases. Zod-free.
 */

/** An offer as the matcher reads it: the columns the list's conditions test, by the filter's names. */
export interface AlertOffer {
  id: number;
  isPublished: 0 | 1;
  typeClassified: number;
  typeProperty: number;
  voivodeship: number;
  /** The town as list paths spell it (`slugify(town)`). */
  townSlug: string;
  lat: number;
  lng: number;
  mpzp: 0 | 1;
  flags: Readonly<Record<OfferFlag, 0 | 1>>;
  /** What a buyer pays now (the discount price when discounted), grosze; what price ranges test. */
  effectivePrice: number | null;
  areas: Readonly<Record<Exclude<RangeField, 'price'>, number | null>>;
}

function rangeValue(offer: AlertOffer, field: RangeField): number | null {
  return field === 'price' ? offer.effectivePrice : offer.areas[field];
}

function inRanges(offer: AlertOffer, filter: OfferFilterBody): boolean {
  for (const field of RANGE_FIELDS) {
    const value = rangeValue(offer, field);
    const min = filter[rangeKey(field, 'gte')];
    const max = filter[rangeKey(field, 'lte')];
    // An unknown price or area meets no bound, as `null >= x` is not true in SQL.
    if (min !== undefined && (value === null || value < min)) return false;
    if (max !== undefined && (value === null ? !NULL_MEANS_NONE.has(field) : value > max)) return false;
  }
  return true;
}

/** The list's conditions (offer-conditions.ts) over one offer: whether the list would show it. */
export function offerMatchesFilter(offer: AlertOffer, filter: OfferFilterBody): boolean {
  if (offer.isPublished !== 1) return false;
  if (filter.typeClassified !== undefined && offer.typeClassified !== filter.typeClassified) return false;
  if (filter.typeProperty !== undefined && offer.typeProperty !== filter.typeProperty) return false;
  if (filter.localizationVoivodeship !== undefined && offer.voivodeship !== filter.localizationVoivodeship)
    return false;
  if (filter.localizationTown && offer.townSlug !== slugify(filter.localizationTown)) return false;
  if (filter.mpzp === 1 && offer.mpzp !== 1) return false;
  if (OFFER_FLAGS.some((flag) => filter[flag] === 1 && offer.flags[flag] !== 1)) return false;
  if (soldPlacement(filter) === 'excluded' && offer.flags.isSold === 1) return false;
  if (!inRanges(offer, filter)) return false;
  if (filter.classifiedId !== undefined && offer.id === filter.classifiedId) return false;
  const { geolocation } = filter;
  if (geolocation) {
    const circle: DrawnArea = { kind: 'circle', ...geolocation, radiusKm: geolocation.radius };
    if (!offerInArea(offer, circle)) return false;
  }
  return !filter.drawnArea || offerInArea(offer, filter.drawnArea);
}

/**
 * What can happen to an offer. The first three mail an alert whose filter the offer matches after
 * the event; a sold or withdrawn (unpublished, archived) offer is never mailed.
 */
export const OFFER_EVENTS = [
  'published',
  'priceLowered',
  'leftPreparation',
  'joinedGroup',
  'leftGroup',
  'sold',
  'withdrawn',
] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];
/** `joinedGroup` mails only the alerts on that group's list; leaving a group mails nobody. */
export type AlertReason = Extract<
  OfferEvent,
  'published' | 'priceLowered' | 'leftPreparation' | 'joinedGroup'
>;

export function eventTriggersAlert(event: OfferEvent): event is AlertReason {
  return (
    event === 'published' ||
    event === 'priceLowered' ||
    event === 'leftPreparation' ||
    event === 'joinedGroup'
  );
}

/** A public special-offer group an offer is in now, and when it last joined it (null: not recorded). */
export interface AlertGroupMembership {
  id: number;
  joinedAt: string | null;
}

/** An offer that changed in a run's window, with when each alerting event last happened to it. */
export interface AlertCandidate extends AlertOffer {
  /** When it went live (or, scheduled, goes live within the window). */
  publishedAt: string;
  /** The latest lowering of its price, if any. */
  priceLoweredAt: string | null;
  /** When its "in preparation" flag was last taken off, if ever. */
  leftPreparationAt: string | null;
  /** The published groups it is a member of now; a group it left is not among them. */
  groups: readonly AlertGroupMembership[];
}

/** The most offers one alert mail lists (newest change first); the rest are counted with the list's link. */
const ALERT_MAX_OFFERS = 20;

/** The reason the earliest-listed event wins when several fall in the window: new beats the rest. */
const REASON_ORDER: readonly AlertReason[] = ['published', 'joinedGroup', 'leftPreparation', 'priceLowered'];

/**
 * How far back before its last mail's end an alert's next window starts (decision 059 "Late
 * events"). A writer stamps an event with its clock before its transaction commits, so a run can
 * pass the stamp before the event is visible; it is read by the next run inside this overlap, and
 * what was mailed already is left out by its key (`alertEventKey`). Longer than any write.
 */
export const ALERT_EVENT_OVERLAP_MS = 15 * 60_000;

/** One event of one offer, as an alert's record of what it mailed keys it. */
export function alertEventKey(offerId: number, reason: AlertReason, at: string): string {
  return `${offerId}|${reason}|${at}`;
}

/** The start of an alert's window: the overlap before `since`, never before the alert counts from. */
export function alertWindowStart(since: string, activeFrom: string): string {
  const start = Math.max(Date.parse(since) - ALERT_EVENT_OVERLAP_MS, Date.parse(activeFrom));
  return new Date(start).toISOString();
}

/**
 * The offers of one alert's mail: available offers its filter matches, in one of its voivodeships
 * if it has a set (on a group's list: the group's members now, `groupId`), with an alerting event in (since, until] that is not in
 * `mailed` (keys of events this alert mailed before), the most recent first, at most
 * ALERT_MAX_OFFERS; `total` counts them all (zero: no mail). Joining the group is an event of the
 * group's alerts only. Each comes with the reason shown (the first of REASON_ORDER among its new
 * events) and all its new events, which the mail records as mailed.
 */
export function alertOffersFor<T extends AlertCandidate>(
  candidates: readonly T[],
  alert: {
    filter: OfferFilterBody;
    /** A set of voivodeships the offer must be in one of (alertVoivodeshipCodes); none or empty: any. */
    voivodeships?: readonly number[] | undefined;
    groupId?: number | undefined;
    since: string;
    until: string;
    mailed?: ReadonlySet<string>;
  },
): {
  offers: (T & { reason: AlertReason })[];
  total: number;
  events: { offerId: number; reason: AlertReason; at: string }[];
} {
  const since = Date.parse(alert.since);
  const until = Date.parse(alert.until);
  const within = (at: string | null): at is string => {
    if (at === null) return false;
    const time = Date.parse(at);
    return time > since && time <= until;
  };
  const { groupId } = alert;
  const voivodeships = alert.voivodeships?.length ? new Set(alert.voivodeships) : undefined;
  const matching = candidates
    .flatMap((offer) => {
      if (!isAvailable(offer.flags) || !offerMatchesFilter(offer, alert.filter)) return [];
      if (voivodeships && !voivodeships.has(offer.voivodeship)) return [];
      const membership =
        groupId === undefined ? undefined : offer.groups.find((group) => group.id === groupId);
      if (groupId !== undefined && !membership) return [];
      const at: Record<AlertReason, string | null> = {
        published: offer.publishedAt,
        joinedGroup: membership?.joinedAt ?? null,
        leftPreparation: offer.leftPreparationAt,
        priceLowered: offer.priceLoweredAt,
      };
      const events = REASON_ORDER.flatMap((reason) => {
        const time = at[reason];
        return within(time) && !alert.mailed?.has(alertEventKey(offer.id, reason, time))
          ? [{ offerId: offer.id, reason, at: time }]
          : [];
      });
      const first = events[0];
      return first ? [{ offer, reason: first.reason, at: first.at, events }] : [];
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.offer.id - a.offer.id);
  return {
    offers: matching.slice(0, ALERT_MAX_OFFERS).map(({ offer, reason }) => ({ ...offer, reason })),
    total: matching.length,
    events: matching.flatMap((entry) => entry.events),
  };
}
