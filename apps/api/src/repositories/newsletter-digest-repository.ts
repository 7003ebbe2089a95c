import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** An offer that may go into a digest, with when it went live and when its price last changed. */
export interface DigestCandidateRow {
  id: number;
  tipi: string;
  title_pl: string;
  title_en: string;
  town: string;
  voivodeship: number;
  effective_price: number | null;
  is_sold: number;
  published_at: string;
  repriced_at: string | null;
}

const OFFER_COLUMNS = [
  'offers.id',
  'offers.tipi',
  'offers.title_pl',
  'offers.title_en',
  'offers.town',
  'offers.voivodeship',
  'offers.effective_price',
  // The domain leaves sold offers out (decision 045); read here so the rule is written once.
  'offers.is_sold',
] as const;

/**
 * The offers published or repriced in (from, until], read once per run (a few queries on indexes,
 * whatever the number of subscribers): published offers that went live then; scheduled ones whose
 * time came then (the publication loop makes them public within seconds, so a digest run at the
 * moment of a publication does not miss them); and published offers whose price changed then.
 */
export async function findDigestCandidates(
  db: Db,
  from: string,
  until: string,
): Promise<DigestCandidateRow[]> {
  const [published, scheduled, changes] = await Promise.all([
    db
      .selectFrom('offers')
      .select([...OFFER_COLUMNS, 'offers.published_at'])
      .where('offers.is_published', '=', 1)
      .where('offers.published_at', '>', from)
      .where('offers.published_at', '<=', until)
      .execute(),
    db
      .selectFrom('offers')
      .select([...OFFER_COLUMNS, 'offers.publish_at'])
      .where('offers.status', '=', 'scheduled')
      .where('offers.publish_at', '>', from)
      .where('offers.publish_at', '<=', until)
      .execute(),
    db
      .selectFrom('offer_price_history as h')
      .innerJoin('offers', 'offers.id', 'h.offer_id')
      .select([...OFFER_COLUMNS, 'offers.published_at', 'h.changed_at'])
      .where('offers.is_published', '=', 1)
      .where('h.changed_at', '>', from)
      .where('h.changed_at', '<=', until)
      .execute(),
  ]);
  const byId = new Map<number, DigestCandidateRow>();
  for (const row of published) {
    byId.set(row.id, { ...row, repriced_at: null });
  }
  for (const { publish_at, ...row } of scheduled) {
    if (publish_at === null) continue;
    byId.set(row.id, { ...row, published_at: publish_at, repriced_at: null });
  }
  for (const { changed_at, ...row } of changes) {
    const known = byId.get(row.id);
    if (known) {
      if (known.repriced_at === null || changed_at > known.repriced_at) known.repriced_at = changed_at;
    } else {
      byId.set(row.id, { ...row, repriced_at: changed_at });
    }
  }
  return [...byId.values()];
}

/**
 * The current special offers: the published promotion groups (decision 040) holding published
 * offers, in editorial order, with the voivodeships of those offers (a digest lists a group when it
 * holds one of its reader's).
 */
export async function findPromotionGroups(db: Db) {
  const rows = await db
    .selectFrom('offer_groups as g')
    .innerJoin('offer_group_members as m', 'm.group_id', 'g.id')
    .innerJoin('offers', 'offers.id', 'm.offer_id')
    .select(['g.id', 'g.name_pl', 'g.name_en', 'g.sort_order', 'offers.voivodeship'])
    .where('g.group_type', '=', 'promotion')
    .where('g.status', '=', 'published')
    .where('offers.is_published', '=', 1)
    .distinct()
    .execute();
  const groups = new Map<
    number,
    { id: number; name_pl: string; name_en: string; sort_order: number; voivodeships: Set<number> }
  >();
  for (const row of rows) {
    const group = groups.get(row.id) ?? { ...row, voivodeships: new Set<number>() };
    group.voivodeships.add(row.voivodeship);
    groups.set(row.id, group);
  }
  return [...groups.values()].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}
