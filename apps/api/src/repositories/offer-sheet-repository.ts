import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { OfferForEditing } from './offer-editing-repository';

type Db = Kysely<DatabaseSchema>;

/** Ids per query: far below both dialects' limits on bound values. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Offers as the editor opens them (columns, texts, their agent's account), many at once: the
 * XLSX export's rows and the offers an import updates (decision 031). Order not kept.
 */
export async function findOffersForSheet(db: Db, ids: readonly number[]): Promise<OfferForEditing[]> {
  const found: OfferForEditing[] = [];
  for (const chunk of chunks([...new Set(ids)])) {
    const [rows, texts] = await Promise.all([
      db
        .selectFrom('offers')
        .leftJoin('agents', 'agents.id', 'offers.agent_id')
        .selectAll('offers')
        .select(['agents.user_id as owner_user_id', 'agents.name as agent_name'])
        .where('offers.id', 'in', chunk)
        .execute(),
      db.selectFrom('offer_texts').selectAll().where('offer_id', 'in', chunk).execute(),
    ]);
    const textsOf = new Map(texts.map((text) => [text.offer_id, text]));
    for (const row of rows) found.push({ row, texts: textsOf.get(row.id) });
  }
  return found;
}

/** Which offer holds each of these codes now. */
export async function findTipiHolders(db: Db, tipis: readonly string[]): Promise<Map<string, number>> {
  const holders = new Map<string, number>();
  for (const chunk of chunks([...new Set(tipis)])) {
    const rows = await db.selectFrom('offers').select(['id', 'tipi']).where('tipi', 'in', chunk).execute();
    for (const row of rows) holders.set(row.tipi, row.id);
  }
  return holders;
}

/** Which of these agent cards exist. */
export async function findExistingAgentIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const existing = new Set<number>();
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('agents').select('id').where('id', 'in', chunk).execute();
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}
