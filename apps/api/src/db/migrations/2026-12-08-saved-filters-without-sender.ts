// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';

/**
 * A saved filter of the form inbox no longer keeps its search for a sender (`q`: part of a
 * sender's name or e-mail address), which would outlive the submission's personal data that the
 * inbox's retention removes (decision 062, "What a saved filter never keeps"). The saves already
 * made lose it, in the filters and in their audit entries. Written out here rather than imported,
 * so the migration stays what it was when today's rule changes.
 */
const withoutSearch = (query: string) => {
  const kept = new URLSearchParams(query);
  kept.delete('q');
  return kept.toString();
};

export async function up(db: Kysely<any>): Promise<void> {
  const filters: { id: number; query: string }[] = await db
    .selectFrom('saved_filters')
    .select(['id', 'query'])
    .where('list', '=', 'inbox')
    .execute();
  for (const filter of filters) {
    const query = withoutSearch(filter.query);
    if (query !== filter.query) {
      await db.updateTable('saved_filters').set({ query }).where('id', '=', filter.id).execute();
    }
  }

  const entries: { id: number; changes: string }[] = await db
    .selectFrom('audit_log')
    .select(['id', 'changes'])
    .where('action', '=', 'saved-filter.save')
    .execute();
  for (const entry of entries) {
    const changes = JSON.parse(entry.changes) as Record<string, [unknown, unknown]>;
    if (changes.list?.[1] !== 'inbox' || !Array.isArray(changes.query)) continue;
    const query = changes.query.map((value) => (typeof value === 'string' ? withoutSearch(value) : value));
    const cleaned = JSON.stringify({ ...changes, query });
    if (cleaned !== entry.changes) {
      await db.updateTable('audit_log').set({ changes: cleaned }).where('id', '=', entry.id).execute();
    }
  }
}

/** Nothing to put back: the searches are gone, as they were meant to be. */
export async function down(): Promise<void> {}
