import { formatArea } from '@estate/domain/drawn-area';
import { encodeFilterPath, type FilterListBase, type PathFilters } from '@estate/domain/filter-path';
import { DEFAULT_OFFER_ORDER } from '@estate/domain/offer-filter-fields';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  alertFilterOf,
  alertPeriod,
} from '@estate/domain/search-alerts';
import { townBySlug } from '@estate/domain/town-slugs';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { SearchAlertSendTable, SearchAlertTable } from '../db/tables/search-alert-tables';
import { Random } from '../seed/random';

type Db = Kysely<DatabaseSchema>;

const DAY_MS = 86_400_000;
/** Rows per insert: well under either database's limit of bound parameters. */
const CHUNK = 1000;

/** How long before `now` the seeded events and the alerts' last mails lie. */
const EVENT_SPAN_MS = 7 * DAY_MS;

interface SeededAlerts {
  /** Alerts per list (sprzedaz, wynajem, …, oferta_specjalna for a group's). */
  lists: Record<string, number>;
  /** Alerts with a town, a price bound, a drawn area. */
  withTown: number;
  withPrice: number;
  withArea: number;
}

/**
 * Every offer published long ago, then `changed` available ones new (published in the last week)
 * or repriced (a lower shown price in the last week, recorded as the editor records it), as the
 * job sees a week of an active office. Answers how many of each.
 */
export async function seedChangedOffers(
  db: Db,
  now: Date,
  changed: number,
  seed: number,
): Promise<{ published: number; repriced: number }> {
  const random = Random.for(seed, 'alert-bench-changes');
  await db
    .updateTable('offers')
    .set({ published_at: new Date(now.getTime() - 60 * DAY_MS).toISOString() })
    .execute();
  const pool = await db
    .selectFrom('offers')
    .select(['id', 'price', 'discount_price', 'is_discount', 'effective_price'])
    .where('is_published', '=', 1)
    .where('is_sold', '=', 0)
    .where('effective_price', 'is not', null)
    .orderBy('id')
    .execute();
  if (pool.length < changed) throw new Error(`only ${pool.length} available offers to change`);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
  }
  const chosen = pool.slice(0, changed);
  const published = Math.round(changed * 0.6);
  const at = () => new Date(now.getTime() - random.float(0, EVENT_SPAN_MS)).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, offer] of chosen.entries()) {
      if (index < published) {
        await trx.updateTable('offers').set({ published_at: at() }).where('id', '=', offer.id).execute();
        continue;
      }
      const oldPrice = offer.effective_price ?? 0;
      const newPrice = Math.round(oldPrice * 0.9);
      await trx
        .updateTable('offers')
        .set(
          offer.is_discount === 1
            ? { discount_price: newPrice, effective_price: newPrice }
            : { price: newPrice, effective_price: newPrice },
        )
        .where('id', '=', offer.id)
        .execute();
      await trx
        .insertInto('offer_price_drops')
        .values({ offer_id: offer.id, dropped_at: at(), old_price: oldPrice, new_price: newPrice })
        .execute();
    }
  });
  return { published, repriced: changed - published };
}

/** Special-offer groups the bench makes, each with long-standing members. */
const GROUPS = 20;
const MEMBERS_PER_GROUP = 50;

/**
 * A week of special-offer groups (decision 059 "Alerts on a group's list"): GROUPS published groups
 * with long-standing members (joined before any window, so no event), then `joins` available offers
 * added to one of them in the last week (membership and join recorded as the group's writers do),
 * and a fifth as many added and taken out again (a join recorded, no membership: mails nobody).
 * Answers the groups' ids and how many joined and left.
 */
export async function seedGroupChanges(
  db: Db,
  now: Date,
  joins: number,
  seed: number,
): Promise<{ groupIds: number[]; joined: number; left: number }> {
  const random = Random.for(seed, 'alert-bench-groups');
  const long = new Date(now.getTime() - 60 * DAY_MS).toISOString();
  const offers = (
    await db
      .selectFrom('offers')
      .select('id')
      .where('is_published', '=', 1)
      .where('is_sold', '=', 0)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  const groupIds: number[] = [];
  const left = Math.round(joins / 5);
  await db.transaction().execute(async (trx) => {
    for (let g = 0; g < GROUPS; g += 1) {
      const { id } = await trx
        .insertInto('offer_groups')
        .values({
          group_type: 'promotion',
          name_pl: `Grupa testowa ${g + 1}`,
          name_en: `Bench group ${g + 1}`,
          description_pl: '',
          description_en: '',
          image: null,
          voivodeship: null,
          created_at: long,
          status: 'published',
          published_at: long,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.push(id);
    }
    const members = new Set<string>();
    const add = async (groupId: number, offerId: number) => {
      const key = `${groupId}|${offerId}`;
      if (members.has(key)) return false;
      members.add(key);
      await trx.insertInto('offer_group_members').values({ group_id: groupId, offer_id: offerId }).execute();
      return true;
    };
    for (const groupId of groupIds) {
      for (let m = 0; m < MEMBERS_PER_GROUP; m += 1) await add(groupId, random.pick(offers));
    }
    const at = () => new Date(now.getTime() - random.float(0, EVENT_SPAN_MS)).toISOString();
    for (let j = 0; j < joins + left; ) {
      const groupId = random.pick(groupIds);
      const offerId = random.pick(offers);
      const leaves = j >= joins;
      if (leaves ? members.has(`${groupId}|${offerId}`) : !(await add(groupId, offerId))) continue;
      await trx
        .insertInto('offer_group_joins')
        .values({ group_id: groupId, offer_id: offerId, joined_at: at() })
        .execute();
      j += 1;
    }
  });
  return { groupIds, joined: joins, left };
}

/** A list path a visitor might watch, drawn from one offer's own features (people watch what exists). */
function alertPathFrom(
  offer: {
    type_classified: number;
    type_property: number;
    voivodeship: number;
    town_slug: string;
    effective_price: number | null;
    area_ground: number | null;
    area_building: number | null;
    lat: number;
    lng: number;
  },
  random: Random,
): string {
  const list: FilterListBase =
    offer.type_classified === 2
      ? 'wynajem'
      : random.weighted<FilterListBase>(['sprzedaz', 'nowosci', 'do_sprzedania_wkrotce'], [8, 1, 1]);
  const voivodeship = random.chance(0.75) ? voivodeshipByCode(offer.voivodeship)?.key : undefined;
  const town =
    voivodeship && random.chance(0.3) && townBySlug(voivodeship, offer.town_slug)
      ? offer.town_slug
      : undefined;
  const filters: PathFilters = {};
  if (random.chance(0.6)) filters.typeProperty = offer.type_property;
  const pln = offer.effective_price === null ? null : offer.effective_price / 100;
  if (pln !== null && random.chance(0.4)) filters['price[lte]'] = Math.round(pln * random.float(1, 2.5));
  if (pln !== null && random.chance(0.15)) filters['price[gte]'] = Math.round(pln * random.float(0.3, 1));
  if (offer.area_ground !== null && random.chance(0.1))
    filters['areaGround[gte]'] = Math.floor(offer.area_ground * random.float(0.3, 1));
  if (offer.area_building !== null && random.chance(0.1))
    filters['areaBuilding[lte]'] = Math.ceil(offer.area_building * random.float(1, 2));
  if (random.chance(0.05)) filters.mpzp = 1;
  let area: string | undefined;
  if (random.chance(0.05)) {
    area = random.chance(0.5)
      ? formatArea({ kind: 'circle', lat: offer.lat, lng: offer.lng, radiusKm: random.pick([5, 10, 20, 50]) })
      : formatArea({
          kind: 'polygon',
          points: [
            [offer.lat - 0.2, offer.lng - 0.3],
            [offer.lat - 0.2, offer.lng + 0.3],
            [offer.lat + 0.2, offer.lng + 0.3],
            [offer.lat + 0.25, offer.lng],
            [offer.lat + 0.2, offer.lng - 0.3],
          ],
        });
  }
  return encodeFilterPath(
    list,
    {
      voivodeship: area ? undefined : voivodeship,
      town: area ? undefined : town,
      filters,
      area,
      page: 1,
      order: DEFAULT_OFFER_ORDER,
    },
    'pl',
  );
}

/**
 * `count` confirmed, active alerts of as many addresses, on filters drawn from the offers, a mix of
 * frequencies, each with one earlier mail that ended a week before `now` (so every one is due, and
 * reads the week's events), stored as the sign-up and the job store them.
 */
export async function seedAlerts(
  db: Db,
  now: Date,
  count: number,
  seed: number,
  groupIds: readonly number[] = [],
): Promise<SeededAlerts> {
  const random = Random.for(seed, 'alert-bench-alerts');
  const offers = await db
    .selectFrom('offers')
    .select([
      'type_classified',
      'type_property',
      'voivodeship',
      'town_slug',
      'effective_price',
      'area_ground',
      'area_building',
      'lat',
      'lng',
    ])
    .where('is_published', '=', 1)
    .execute();
  const confirmed = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const lastUntil = new Date(now.getTime() - EVENT_SPAN_MS);
  const lastSince = new Date(lastUntil.getTime() - EVENT_SPAN_MS).toISOString();
  const report: SeededAlerts = { lists: {}, withTown: 0, withPrice: 0, withArea: 0 };
  for (let start = 0; start < count; start += CHUNK) {
    const alerts: Insertable<SearchAlertTable>[] = [];
    const sends: Omit<Insertable<SearchAlertSendTable>, 'alert_id'>[] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i += 1) {
      // One in twenty on a special-offer group's list.
      const path = () =>
        groupIds.length > 0 && random.chance(0.05)
          ? `/oferta_specjalna/promocje/${random.pick(groupIds)}`
          : alertPathFrom(random.pick(offers), random);
      let filter = alertFilterOf(path());
      while (!filter) filter = alertFilterOf(path());
      const frequency = random.weighted<AlertFrequency>(ALERT_FREQUENCIES, [3, 5, 2]);
      report.lists[filter.list] = (report.lists[filter.list] ?? 0) + 1;
      if (filter.state.town) report.withTown += 1;
      if (filter.filter['price[lte]'] !== undefined || filter.filter['price[gte]'] !== undefined)
        report.withPrice += 1;
      if (filter.filter.drawnArea) report.withArea += 1;
      alerts.push({
        email: `alert${i}@example.pl`,
        lang: random.chance(0.8) ? 'pl' : 'en',
        list: filter.list,
        path: filter.path,
        voivodeships: '',
        frequency,
        status: 'active',
        consent_text: 'bench',
        consent_version: 'bench',
        consented_at: confirmed,
        event_id: null,
        confirm_token_hash: null,
        confirm_expires_at: null,
        unsubscribe_token_hash: `bench-alert-${i}`,
        created_at: confirmed,
        confirmed_at: confirmed,
        active_since: confirmed,
        unsubscribed_at: null,
      });
      sends.push({
        period: alertPeriod(lastUntil, frequency, lastSince),
        sent_at: lastUntil.toISOString(),
        covered_since: lastSince,
        covered_until: lastUntil.toISOString(),
        offer_count: 1,
        unsubscribe_token_hash: `bench-send-${i}`,
      });
    }
    const ids = await db.insertInto('search_alerts').values(alerts).returning('id').execute();
    await db
      .insertInto('search_alert_sends')
      .values(
        sends.map((send, k) => {
          const id = ids[k]?.id;
          if (id === undefined) throw new Error('an inserted alert answered no id');
          return { ...send, alert_id: id };
        }),
      )
      .execute();
  }
  return report;
}
