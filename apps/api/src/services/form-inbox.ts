import type { InboxSubmission } from '@estate/domain/api/back-office-inbox-responses';
import type { ContactFormKind } from '@estate/domain/contact-forms';
import {
  type InboxStatus,
  isContactFormKind,
  retentionCutoff,
  retentionMonthsOf,
} from '@estate/domain/form-inbox';
import type { StaffRole } from '@estate/domain/staff-roles';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { assignmentMail } from '../forms/inbox-mails';
import { AppError } from '../http/app-error';
import { enqueueMail } from '../mail/outbox';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import {
  findSubmission,
  type InboxRow,
  insertNote,
  listNotes,
  type NoteRow,
  removePersonalDataBefore,
  type SubmissionRow,
  updateSubmission,
} from '../repositories/inbox-repository';
import { readSetting, SETTING_NAMES, writeSetting } from '../repositories/settings-repository';
import { findStaffMember, listStaff } from '../repositories/staff-repository';
import type { StaffPrincipal } from '../staff/staff-access';

type Db = Kysely<DatabaseSchema>;

/** The audit log's record of a submission. */
const ENTITY = 'form_submission';

/** What a write needs: who writes, the clock, and the site's address for the links of its mails. */
export interface InboxWriteContext {
  db: Db;
  staff: StaffPrincipal;
  actor: AuditActor;
  siteUrl: string;
  now?: Date;
}

/** The retention period an admin set, or the default of 24 months. */
export async function retentionMonths(db: Db): Promise<number> {
  return retentionMonthsOf(await readSetting(db, SETTING_NAMES.inboxRetentionMonths));
}

function kindOf(kind: string): ContactFormKind {
  // The forms store only their own kinds; an unknown one would be a bug, shown as the general form.
  return isContactFormKind(kind) ? kind : 'contact';
}

/** A submission as the list shows it. */
export function toInboxItem(row: InboxRow) {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    status: row.status,
    lang: row.lang,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    email: row.email === '' ? null : row.email,
    name: row.name,
    offer:
      row.offer_id === null || row.tipi === null
        ? null
        : { id: row.offer_id, tipi: row.tipi, titlePl: row.title_pl ?? '', titleEn: row.title_en ?? '' },
    assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assignee_name ?? '' },
    personalDataRemovedAt: row.personal_data_removed_at,
  };
}

/** The payload's fields by name; '{}' (removed) or anything unreadable is no field at all. */
function payloadOf(payload: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const integerOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** What the sender wrote, field by field, from the stored payload. */
export function contentOf(
  row: Pick<SubmissionRow, 'kind' | 'name' | 'email' | 'payload' | 'personal_data_removed_at'>,
): InboxSubmission['content'] {
  const fields = payloadOf(row.payload);
  const consent = fields.consent as { text?: unknown; version?: unknown } | undefined;
  return {
    name: row.name,
    email: row.email === '' ? null : row.email,
    phone: textOf(fields.phone),
    firm: textOf(fields.firm),
    message: textOf(fields.message),
    criteria:
      row.kind === 'ask-reqest' && row.personal_data_removed_at === null
        ? {
            typeClassified: integerOf(fields.typeClassified),
            typeProperty: integerOf(fields.typeProperty),
            voivodeship: integerOf(fields.localizationVoivodeship),
            town: textOf(fields.localizationTown),
          }
        : null,
    consent:
      typeof consent?.text === 'string' && typeof consent.version === 'string'
        ? { text: consent.text, version: consent.version }
        : null,
  };
}

function toNote(row: NoteRow) {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.created_at,
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
  };
}

/**
 * The people who can handle submissions at all: activated (a password set) and not deactivated.
 * An invited person who never set a password cannot open a submission, so is neither offered it
 * nor listed in the inbox's assignee filter (issue 35).
 */
async function handlers(db: Db) {
  return (await listStaff(db)).filter((member) => member.active && !member.deactivated);
}

const assigneeOf = (member: { id: string; name: string; role: StaffRole }) => ({
  id: member.id,
  name: member.name,
  role: member.role,
});

/** The inbox's assignee filter: everyone who can handle submissions, the person asking included. */
export async function inboxAssignees(db: Db) {
  return (await handlers(db)).map(assigneeOf);
}

/**
 * The staff members who may handle a submission: every active editor and admin, and the agent
 * whose card the submission's offer carries (an agent sees only those, decision 035).
 */
async function assigneesOf(db: Db, row: Pick<SubmissionRow, 'offer_owner_id'>) {
  return (await handlers(db))
    .filter((member) => member.role !== 'agent' || member.id === row.offer_owner_id)
    .map(assigneeOf);
}

/** Opens a submission for staff: 404 when there is none, 403 when it is not about an agent's own offer. */
export async function submissionForStaff(db: Db, staff: StaffPrincipal, id: number): Promise<SubmissionRow> {
  const row = await findSubmission(db, id);
  if (!row) throw AppError.notFound('Submission');
  if (staff.role === 'agent' && row.offer_owner_id !== staff.id) {
    throw new AppError(403, 'forbidden', 'Only submissions about your own offers');
  }
  return row;
}

/** One submission with its content, notes and possible assignees, as the detail answers it. */
export async function submissionDetail(db: Db, row: SubmissionRow): Promise<InboxSubmission> {
  const [notes, assignees] = await Promise.all([listNotes(db, row.id), assigneesOf(db, row)]);
  return { ...toInboxItem(row), content: contentOf(row), notes: notes.map(toNote), assignees };
}

/** Moves a submission to another status; audited with before and after (nothing when unchanged). */
export async function changeStatus(
  context: InboxWriteContext,
  id: number,
  status: InboxStatus,
): Promise<void> {
  const { db, staff, actor } = context;
  const now = context.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    // Read in the write's transaction, so the audit's "before" is what this write replaced.
    const before = await submissionForStaff(trx, staff, id);
    if (before.status === status) return;
    await updateSubmission(trx, id, { status }, now);
    await insertAuditEntry(
      trx,
      {
        actor,
        action: 'submission.status',
        entity: ENTITY,
        entityId: id,
        changes: { status: [before.status, status] },
      },
      now,
    );
  });
}

function assigneeError(code: 'assignee_unknown' | 'assignee_cannot_see'): AppError {
  return new AppError(400, 'validation_failed', 'Invalid staffId', { fields: { staffId: code } });
}

/**
 * Gives a submission to a staff member who may see it (an active account; an agent only for a
 * submission about their own offer), or to nobody; audited with the accounts before and after.
 * The new assignee is mailed, in their language, through the outbox in the same transaction,
 * unless they took it themselves (or have not activated their account yet: the invitation comes
 * first). Answers whether a mail was queued, for the caller to wake the sender after the commit.
 */
export async function assignSubmission(
  context: InboxWriteContext,
  id: number,
  staffId: string | null,
): Promise<{ mailed: boolean }> {
  const { db, staff, actor } = context;
  const now = context.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const before = await submissionForStaff(trx, staff, id);
    const member = staffId === null ? undefined : await findStaffMember(trx, staffId);
    if (staffId !== null) {
      if (!member || member.deactivated) throw assigneeError('assignee_unknown');
      if (member.role === 'agent' && member.id !== before.offer_owner_id)
        throw assigneeError('assignee_cannot_see');
    }
    if (before.assigned_to === staffId) return { mailed: false };
    await updateSubmission(trx, id, { assignedTo: staffId }, now);
    await insertAuditEntry(
      trx,
      {
        actor,
        action: 'submission.assign',
        entity: ENTITY,
        entityId: id,
        changes: { assignedTo: [before.assigned_to, staffId] },
      },
      now,
    );
    if (!member || member.id === staff.id || !member.active) return { mailed: false };
    const offer =
      before.tipi === null
        ? null
        : { tipi: before.tipi, title: (member.lang === 'en' ? before.title_en : before.title_pl) ?? '' };
    await enqueueMail(
      trx,
      assignmentMail(context.siteUrl, member, staff.name, { id, kind: kindOf(before.kind), offer }),
      now,
    );
    return { mailed: true };
  });
}

/**
 * Adds a staff note. The audit entry names the note, not its words: a note may speak of the
 * sender, and the log outlives the retention period.
 */
export async function addNote(context: InboxWriteContext, id: number, text: string) {
  const { db, staff, actor } = context;
  const submission = await submissionForStaff(db, staff, id);
  if (submission.personal_data_removed_at !== null) {
    throw new AppError(409, 'personal_data_removed', 'The personal data of this submission were removed');
  }
  const now = context.now ?? new Date();
  const noteId = await db.transaction().execute(async (trx) => {
    const created = await insertNote(trx, { submissionId: id, authorId: staff.id, text }, now);
    await insertAuditEntry(
      trx,
      {
        actor,
        action: 'submission.note-add',
        entity: ENTITY,
        entityId: id,
        changes: { note: [null, created] },
      },
      now,
    );
    return created;
  });
  return {
    id: noteId,
    text,
    createdAt: now.toISOString(),
    author: { id: staff.id, name: staff.name },
  };
}

/** An admin sets the retention period; audited with before and after. */
export async function setRetentionMonths(context: InboxWriteContext, months: number): Promise<void> {
  const { db, actor } = context;
  const now = context.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const before = await retentionMonths(trx);
    await writeSetting(trx, SETTING_NAMES.inboxRetentionMonths, String(months), now);
    if (before !== months) {
      await insertAuditEntry(
        trx,
        {
          actor,
          action: 'settings.inbox-retention',
          entity: 'settings',
          entityId: SETTING_NAMES.inboxRetentionMonths,
          changes: { months: [before, months] },
        },
        now,
      );
    }
  });
}

/** The audit log's "who" of a scheduled job: nobody. */
const SCHEDULE: AuditActor = { id: null, email: null, ip: null };

/**
 * Removes the personal data of the submissions older than the retention period and records the
 * run in the audit log: how many, sent before when, under which period; nothing about anyone.
 */
export async function removeExpiredPersonalData(db: Db, now: Date) {
  return db.transaction().execute(async (trx) => {
    const months = await retentionMonths(trx);
    const cutoff = retentionCutoff(now, months);
    const removed = await removePersonalDataBefore(trx, cutoff, now);
    await insertAuditEntry(
      trx,
      {
        actor: SCHEDULE,
        action: 'submission.personal-data-removal',
        entity: ENTITY,
        changes: {
          removed: [null, removed],
          sentBefore: [null, cutoff.toISOString()],
          months: [null, months],
        },
      },
      now,
    );
    return { removed, months, sentBefore: cutoff.toISOString() };
  });
}
