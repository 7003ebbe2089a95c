import {
  INBOX_ASSIGNED_ME,
  INBOX_ASSIGNED_NOBODY,
  INBOX_PER_PAGE,
  type InboxQuery,
  type InboxStatus,
} from '@estate/domain/form-inbox';
import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { likePattern } from './back-office-offer-repository';

type Db = Kysely<DatabaseSchema>;

/**
 * Whose submissions an inbox query reaches: everyone's, or those about one agent's offers (by the
 * account their agent card is linked to, as the offers list decides an agent's own).
 */
export type InboxScope = { all: true } | { ownerUserId: string };

/** The list's filters without the page (the export takes every page). */
type InboxFilter = Omit<InboxQuery, 'page'>;

const LIST_COLUMNS = [
  's.id',
  's.kind',
  's.status',
  's.lang',
  's.created_at',
  's.updated_at',
  's.email',
  's.name',
  's.personal_data_removed_at',
  's.offer_id',
  'o.tipi',
  'o.title_pl',
  'o.title_en',
  's.assigned_to',
  'u.name as assignee_name',
] as const;

/** Submissions with the offer they are about, its agent card and the staff member they are assigned to. */
function submissions(db: Db) {
  return db
    .selectFrom('form_submissions as s')
    .leftJoin('offers as o', 'o.id', 's.offer_id')
    .leftJoin('agents as a', 'a.id', 'o.agent_id')
    .leftJoin('auth_user as u', 'u.id', 's.assigned_to');
}

/** The submissions the filters match under the scope (the same for a page, its count and the export). */
function filtered(db: Db, filter: InboxFilter, scope: InboxScope, signedInId: string) {
  // Case-insensitive: ILIKE on PostgreSQL; SQLite's LIKE ignores the case of ASCII letters.
  const operator = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('ilike') : sql.raw('like');
  return submissions(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (!('all' in scope)) conditions.push(eb('a.user_id', '=', scope.ownerUserId));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        eb.or([
          sql<SqlBool>`${sql.ref('s.email')} ${operator} ${pattern} escape '\\'`,
          sql<SqlBool>`${sql.ref('s.name')} ${operator} ${pattern} escape '\\'`,
        ]),
      );
    }
    if (filter.status) conditions.push(eb('s.status', '=', filter.status));
    if (filter.kind) conditions.push(eb('s.kind', '=', filter.kind));
    if (filter.offerId !== undefined) conditions.push(eb('s.offer_id', '=', filter.offerId));
    if (filter.assigned === INBOX_ASSIGNED_NOBODY) conditions.push(eb('s.assigned_to', 'is', null));
    else if (filter.assigned === INBOX_ASSIGNED_ME) conditions.push(eb('s.assigned_to', '=', signedInId));
    else if (filter.assigned) conditions.push(eb('s.assigned_to', '=', filter.assigned));
    return eb.and(conditions);
  });
}

/** One page of the inbox, newest first, and how many match, under the caller's scope. */
export async function findInboxPage(db: Db, query: InboxQuery, scope: InboxScope, signedInId: string) {
  const [rows, count] = await Promise.all([
    filtered(db, query, scope, signedInId)
      .select(LIST_COLUMNS)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(INBOX_PER_PAGE)
      .offset((query.page - 1) * INBOX_PER_PAGE)
      .execute(),
    filtered(db, query, scope, signedInId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>['rows'][number];

/** Every submission the filter matches (newest first, at most `limit`) with what each says: the export. */
export async function findInboxRowsWithPayload(
  db: Db,
  filter: InboxFilter,
  scope: InboxScope,
  signedInId: string,
  limit: number,
) {
  return filtered(db, filter, scope, signedInId)
    .select([...LIST_COLUMNS, 's.payload'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** One submission with what it says and the account of its offer's agent (who may handle it). */
export async function findSubmission(db: Db, id: number) {
  return submissions(db)
    .where('s.id', '=', id)
    .select([...LIST_COLUMNS, 's.payload', 'a.user_id as offer_owner_id'])
    .executeTakeFirst();
}

export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

/**
 * Whose a submission is, for the guard: the account of the agent card of the offer it is about
 * (null for one about no offer, or an offer without an agent's account); undefined when there is
 * no such submission.
 */
export async function findSubmissionOwner(
  db: Db,
  id: number,
): Promise<{ userId: string | null } | undefined> {
  const row = await db
    .selectFrom('form_submissions as s')
    .leftJoin('offers as o', 'o.id', 's.offer_id')
    .leftJoin('agents as a', 'a.id', 'o.agent_id')
    .select('a.user_id')
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? { userId: row.user_id ?? null } : undefined;
}

/** A staff change to a submission: its status or who handles it; either marks it changed now. */
export async function updateSubmission(
  db: Db,
  id: number,
  change: { status: InboxStatus } | { assignedTo: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({
      ...('status' in change ? { status: change.status } : { assigned_to: change.assignedTo }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function listNotes(db: Db, submissionId: number) {
  return db
    .selectFrom('form_submission_notes as n')
    .leftJoin('auth_user as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.text', 'n.created_at', 'n.author_id', 'u.name as author_name'])
    .where('n.submission_id', '=', submissionId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
}

export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

/** Ids per query when reading the notes of many submissions: far below any driver's parameter limit. */
const NOTES_CHUNK = 500;

/** The notes of many submissions (an export's), oldest first within each, with their authors' names. */
export async function listNotesOfSubmissions(db: Db, submissionIds: readonly number[]) {
  const rows = [];
  for (let start = 0; start < submissionIds.length; start += NOTES_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('form_submission_notes as n')
        .leftJoin('auth_user as u', 'u.id', 'n.author_id')
        .select(['n.submission_id', 'n.text', 'n.created_at', 'u.name as author_name'])
        .where('n.submission_id', 'in', submissionIds.slice(start, start + NOTES_CHUNK))
        .orderBy('n.created_at')
        .orderBy('n.id')
        .execute()),
    );
  }
  return rows;
}

/** A note by a staff member; the submission counts as changed now. */
export async function insertNote(
  db: Db,
  note: { submissionId: number; authorId: string; text: string },
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('form_submission_notes')
    .values({
      submission_id: note.submissionId,
      author_id: note.authorId,
      text: note.text,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('form_submissions')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', note.submissionId)
    .execute();
  return id;
}

/**
 * Removes the personal data of every submission sent before `cutoff` that still has them: the
 * address, the name, the payload (every field the visitor typed) and staff's notes on it (they
 * are about the person). The row stays, anonymous (kind, offer, language, dates, status,
 * assignment), so counts per form and per offer still add up. Answers how many were anonymised.
 */
export async function removePersonalDataBefore(db: Db, cutoff: Date, now: Date): Promise<number> {
  const due = db
    .selectFrom('form_submissions')
    .select('id')
    .where('created_at', '<', cutoff.toISOString())
    .where('personal_data_removed_at', 'is', null);
  await db.deleteFrom('form_submission_notes').where('submission_id', 'in', due).execute();
  const result = await db
    .updateTable('form_submissions')
    .set({ email: '', name: null, payload: '{}', personal_data_removed_at: now.toISOString() })
    .where('created_at', '<', cutoff.toISOString())
    .where('personal_data_removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
