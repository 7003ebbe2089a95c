import { LANGUAGES } from '@estate/domain/language';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle, Dialect } from '../db/database';
import type { DatabaseSchema } from '../db/database-schema';
import { slideUrl } from '../media/media-paths';
import type { MediaStore } from '../media/media-store';
import { writeMainPage } from '../repositories/main-page-repository';
import { DEMO_AGENTS, type SalesRegion, seedAgents } from './agent-seed';
import { seedChunks } from './chunk-seed';
import { seedContent } from './content-seed';
import { type SeededDocument, seedDocuments } from './document-seed';
import { insertGroups, planGroups } from './group-seed';
import { MAIN_PAGE_SEED } from './main-page-seed';
import { seedMedia } from './media-seed';
import { generateOffer, insertOffers, type OfferDraft } from './offer-seed';
import { seedPages } from './page-seed';
import { seedOfferViews } from './view-seed';

interface SeedOptions {
  /** Where the demo's images and PDFs are stored. */
  media: MediaStore;
  /** Fixed clock so that two seeds of an empty database produce the same rows. */
  now?: Date;
}

/** The demo's random seed and size; the same numbers always give the same rows. */
const DEMO_SEED = 20261101;
export const DEMO_OFFER_COUNT = 300;
export const DEMO_NOW = new Date('2026-11-01T09:00:00Z');
/** The first 96 offers cycle through the 16 voivodeships (6 each), the rest follow population. */
export const DEMO_SPREAD_FIRST = 96;

/** Arbitrary constant naming the seed's PostgreSQL advisory lock. */
const SEED_LOCK_KEY = 727_202_611;

/**
 * Fills an empty database with the demo content and returns true; a database that has content is
 * left alone (false). The main page is written last, so "main_page has rows" means "seed finished";
 * every other table group is skipped when it already has rows, so a seed interrupted half-way is
 * completed by the next start instead of failing on duplicates.
 *
 * On a database that already holds the demo, missing images and PDFs are still generated: a new
 * media store (or a host's own directory) gets the files the rows name.
 */
export async function seedDemoData(database: DatabaseHandle, options: SeedOptions): Promise<boolean> {
  if (!(await needsSeed(database.db))) {
    if (await holdsDemo(database.db))
      await Promise.all([seedMedia(options.media), seedDocuments(options.media)]);
    return false;
  }
  const now = options.now ?? DEMO_NOW;
  // Images render on libuv's threads while the inserts run; PDFs come first because the offer
  // rows carry their sizes.
  const media = seedMedia(options.media);
  let seeded: boolean;
  try {
    const documents = await seedDocuments(options.media);
    seeded = await database.db.connection().execute((db) =>
      withSeedLock(database.dialect, db, async () => {
        if (!(await needsSeed(db))) return false;
        await seedRows(db, now, documents);
        return true;
      }),
    );
  } catch (error) {
    // The database error is the one worth reporting; let the renders finish quietly first.
    await media.catch(() => undefined);
    throw error;
  }
  await media;
  return seeded;
}

async function needsSeed(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const existing = await db
    .selectFrom('main_page')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(existing.count) === 0;
}

/** Is the home page the demo's (it shows the generated slider)? Real content is never touched. */
async function holdsDemo(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const row = await db.selectFrom('main_page').select('content').where('lang', '=', 'pl').executeTakeFirst();
  return row?.content.includes(slideUrl(1)) ?? false;
}

/**
 * Two API processes starting on one empty PostgreSQL would both seed; a session advisory lock
 * makes the second wait and then find the data in place. SQLite processes share a file on one
 * machine and the guard above is enough there.
 */
async function withSeedLock<T>(
  dialect: Dialect,
  db: Kysely<DatabaseSchema>,
  run: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return run();
  await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(db);
  try {
    return await run();
  } finally {
    await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(db);
  }
}

/** The demo offers, identical on every run for the same documents and clock. */
function demoOfferDrafts(
  now: Date,
  documents: readonly SeededDocument[],
  agentIds: ReadonlyMap<SalesRegion, readonly number[]>,
): OfferDraft[] {
  const drafts: OfferDraft[] = [];
  for (let index = 1; index <= DEMO_OFFER_COUNT; index += 1) {
    drafts.push(
      generateOffer(index, {
        seed: DEMO_SEED,
        now,
        agentIds,
        documents,
        photos: 'several',
        spreadFirst: DEMO_SPREAD_FIRST,
      }),
    );
  }
  return drafts;
}

async function seedRows(
  db: Kysely<DatabaseSchema>,
  now: Date,
  documents: readonly SeededDocument[],
): Promise<void> {
  const agentIds = await seedAgentsByRegion(db);
  const drafts = demoOfferDrafts(now, documents, agentIds);
  // Groups are planned before the offers are written: promotion membership sets is_special_offer.
  const groups = planGroups(drafts, now, DEMO_SEED);

  const offerIds = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('offers').select('id').limit(1).executeTakeFirst();
    if (!existing) return insertOffers(trx, drafts);
    const rows = await trx.selectFrom('offers').select(['id', 'tipi']).execute();
    return new Map(rows.map((r) => [r.tipi, r.id]));
  });

  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('offer_groups').select('id').limit(1).executeTakeFirst();
    if (!existing) await insertGroups(trx, groups, offerIds);
  });

  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('offer_views_daily').select('offer_id').limit(1).executeTakeFirst();
    if (!existing) await seedOfferViews(trx, drafts, offerIds, DEMO_SEED, new Date());
  });

  await seedContent(db, now);
  await seedPages(db, now);
  await seedChunks(db);

  await db.transaction().execute(async (trx) => {
    for (const lang of LANGUAGES) await writeMainPage(trx, lang, MAIN_PAGE_SEED[lang], now.toISOString());
  });
}

async function seedAgentsByRegion(db: Kysely<DatabaseSchema>): Promise<Map<SalesRegion, number[]>> {
  const byEmail = await seedAgents(db);
  const byRegion = new Map<SalesRegion, number[]>();
  for (const agent of DEMO_AGENTS) {
    const id = byEmail.get(agent.email);
    if (id === undefined) continue;
    byRegion.set(agent.region, [...(byRegion.get(agent.region) ?? []), id]);
  }
  return byRegion;
}
