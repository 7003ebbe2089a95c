import {
  inboxAssigneesResponseSchema,
  inboxNoteResponseSchema,
  inboxPageResponseSchema,
  inboxRetentionResponseSchema,
  inboxSubmissionResponseSchema,
} from '@estate/domain/api/back-office-inbox-responses';
import {
  INBOX_EXPORT_MAX_ROWS,
  INBOX_PER_PAGE,
  INBOX_RETENTION_MONTHS,
  inboxAssigneeSchema,
  inboxNoteSchema,
  inboxQuerySchema,
  inboxRetentionSchema,
  inboxStatusSchema,
} from '@estate/domain/form-inbox';
import { pageMeta } from '@estate/domain/paging';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inboxXlsx } from '../../documents/inbox-export';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { xlsxExportRoute } from '../../http/xlsx-export-route';
import { notifyMailQueued } from '../../mail/outbox-signal';
import {
  findInboxPage,
  findInboxRowsWithPayload,
  type InboxScope,
  listNotesOfSubmissions,
} from '../../repositories/inbox-repository';
import {
  addNote,
  assignSubmission,
  changeStatus,
  contentOf,
  type InboxWriteContext,
  inboxAssignees,
  retentionMonths,
  setRetentionMonths,
  submissionDetail,
  submissionForStaff,
  toInboxItem,
} from '../../services/form-inbox';
import { actorOf, staffOf } from '../../staff/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const oneErrors = { ...errors, 404: errorResponseSchema };

const submissionParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Who sees what: editors and admins every submission; an agent those about their own offers. */
const OWN_SUBMISSION = { roles: STAFF_ROLES, owner: 'submission' } as const;

function scopeOf(request: FastifyRequest): InboxScope {
  const staff = staffOf(request);
  return staff.role === 'agent' ? { ownerUserId: staff.id } : { all: true };
}

/**
 * The form inbox (issue 18, decision 035): the submissions of the five forms, newest first, with
 * filters and pages; one with its notes; its status, assignment and notes changed; the filtered
 * list as XLSX; and the retention period of the personal data in them (admins set it). Every
 * write stores its audit entry in its transaction.
 */
export function registerInboxRoutes(app: ApiApp, { config, database }: RouteDeps): void {
  const { db } = database;
  const context = (request: FastifyRequest): InboxWriteContext => ({
    db,
    staff: staffOf(request),
    actor: actorOf(request),
    siteUrl: config.siteUrl,
  });

  app.get(
    '/api/back-office/inbox',
    {
      schema: {
        tags: ['back office'],
        summary: 'Form submissions, newest first, by status, form, assignment, offer or sender; 25 a page',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request) => {
      const { rows, total } = await findInboxPage(db, request.query, scopeOf(request), staffOf(request).id);
      return { data: rows.map(toInboxItem), meta: pageMeta(total, request.query.page, INBOX_PER_PAGE) };
    },
  );

  xlsxExportRoute(app, db, {
    url: '/api/back-office/inbox/export.xlsx',
    summary: 'The submissions of the list (same filters, all pages) as an XLSX workbook',
    filters: inboxQuerySchema.omit({ page: true }),
    roles: STAFF_ROLES,
    fileName: { pl: 'zgloszenia', en: 'submissions' },
    audit: { action: 'submission.export', entity: 'form_submission' },
    workbook: async (filters, lang, request) => {
      const rows = await findInboxRowsWithPayload(
        db,
        filters,
        scopeOf(request),
        staffOf(request).id,
        INBOX_EXPORT_MAX_ROWS,
      );
      const notes = new Map<number, Awaited<ReturnType<typeof listNotesOfSubmissions>>>();
      for (const note of await listNotesOfSubmissions(
        db,
        rows.map((row) => row.id),
      )) {
        notes.set(note.submission_id, [...(notes.get(note.submission_id) ?? []), note]);
      }
      const file = await inboxXlsx(
        rows.map((row) => {
          const item = toInboxItem(row);
          const content = contentOf(row);
          return {
            ...item,
            phone: content.phone,
            firm: content.firm,
            message: content.message,
            assignee: item.assignee?.name ?? null,
            notes: (notes.get(row.id) ?? []).map((note) => ({
              createdAt: note.created_at,
              author: note.author_name,
              text: note.text,
            })),
          };
        }),
        lang,
      );
      return { file, rows: rows.length };
    },
  });

  app.get(
    '/api/back-office/inbox/assignees',
    {
      schema: {
        tags: ['back office'],
        summary:
          'The staff members the inbox can be filtered by: those who can handle submissions (activated, not deactivated)',
        response: { 200: inboxAssigneesResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async () => ({ data: await inboxAssignees(db) }),
  );

  app.get(
    '/api/back-office/inbox/retention',
    {
      schema: {
        tags: ['back office'],
        summary: 'How many months the personal data of submissions are kept',
        response: { 200: inboxRetentionResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async () => ({ data: { months: await retentionMonths(db), ...INBOX_RETENTION_MONTHS } }),
  );

  app.put(
    '/api/back-office/inbox/retention',
    {
      schema: {
        tags: ['back office'],
        summary: 'Set how many months the personal data of submissions are kept (1 to 120)',
        body: inboxRetentionSchema,
        response: { 200: inboxRetentionResponseSchema, ...errors },
      },
      config: { access: { roles: ['admin'] } },
    },
    async (request) => {
      await setRetentionMonths(context(request), request.body.months);
      return { data: { months: await retentionMonths(db), ...INBOX_RETENTION_MONTHS } };
    },
  );

  app.get(
    '/api/back-office/inbox/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'One submission with what it says, its notes and who may handle it',
        params: submissionParams,
        response: { 200: inboxSubmissionResponseSchema, ...oneErrors },
      },
      config: { access: OWN_SUBMISSION },
    },
    async (request) => {
      const row = await submissionForStaff(db, staffOf(request), request.params.id);
      return { data: await submissionDetail(db, row) };
    },
  );

  app.put(
    '/api/back-office/inbox/:id/status',
    {
      schema: {
        tags: ['back office'],
        summary: 'Move a submission to new, in progress, done or spam',
        params: submissionParams,
        body: inboxStatusSchema,
        response: { 200: inboxSubmissionResponseSchema, ...oneErrors },
      },
      config: { access: OWN_SUBMISSION },
    },
    async (request) => {
      const { id } = request.params;
      await changeStatus(context(request), id, request.body.status);
      return { data: await submissionDetail(db, await submissionForStaff(db, staffOf(request), id)) };
    },
  );

  app.put(
    '/api/back-office/inbox/:id/assignee',
    {
      schema: {
        tags: ['back office'],
        summary: 'Give a submission to a staff member who may see it, or to nobody (null)',
        params: submissionParams,
        body: inboxAssigneeSchema,
        response: { 200: inboxSubmissionResponseSchema, ...oneErrors },
      },
      config: { access: OWN_SUBMISSION },
    },
    async (request) => {
      const { id } = request.params;
      const { mailed } = await assignSubmission(context(request), id, request.body.staffId);
      if (mailed) notifyMailQueued(database);
      return { data: await submissionDetail(db, await submissionForStaff(db, staffOf(request), id)) };
    },
  );

  app.post(
    '/api/back-office/inbox/:id/notes',
    {
      schema: {
        tags: ['back office'],
        summary: 'Add a staff note to a submission',
        params: submissionParams,
        body: inboxNoteSchema,
        response: { 201: inboxNoteResponseSchema, ...oneErrors, 409: errorResponseSchema },
      },
      config: { access: OWN_SUBMISSION },
    },
    async (request, reply) => {
      const note = await addNote(context(request), request.params.id, request.body.text);
      return reply.status(201).send({ data: note });
    },
  );
}
