import { describe, expect, it } from 'vitest';
import { createSignedInStaff, fromSite } from '../testing/staff-sessions';
import { insertTestSubmission } from '../testing/submission-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { inboxRetentionJob } from './inbox-retention-job';
import { JobScheduler } from './job-scheduler';

const DAY_MS = 24 * 60 * 60_000;

describe.each(testDialects())('the inbox retention job (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const submission = (id: number) =>
    ctx.database.db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const runs = () =>
    ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'submission.personal-data-removal')
      .orderBy('id')
      .execute();

  it('removes the personal data of a submission older than the period, keeps a newer one, and audits the count', async () => {
    const now = new Date('2026-11-24T03:00:00.000Z');
    const editor = await createSignedInStaff(ctx, 'editor');
    // 24 months (the default) before 2026-11-24T03:00 is 2024-11-24T03:00.
    const old = await insertTestSubmission(ctx.database.db, {
      email: 'stary.nadawca@example.pl',
      createdAt: '2024-11-24T02:59:00.000Z',
    });
    const recent = await insertTestSubmission(ctx.database.db, {
      email: 'nowy.nadawca@example.pl',
      createdAt: '2024-11-24T03:01:00.000Z',
    });
    for (const id of [old, recent]) {
      const noted = await ctx.app.inject({
        method: 'POST',
        url: `/api/back-office/inbox/${id}/notes`,
        headers: fromSite(ctx.config, editor.cookie),
        payload: { text: 'Dzwonił pan Jan z Łodzi.' },
      });
      expect(noted.statusCode).toBe(201);
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/back-office/inbox/${id}/status`,
        headers: fromSite(ctx.config, editor.cookie),
        payload: { status: 'done' },
      });
    }

    const job = inboxRetentionJob(ctx.database);
    expect(job.name).toBe('inbox-retention');
    expect((await job.nextRunAfter(now)).getTime() - now.getTime()).toBe(DAY_MS);
    expect(await job.run(now)).toEqual({ removed: 1, months: 24, sentBefore: '2024-11-24T03:00:00.000Z' });

    // The old one: anonymous, its kind, dates and status kept, its notes gone.
    expect(await submission(old)).toMatchObject({
      kind: 'contact',
      email: '',
      name: null,
      payload: '{}',
      status: 'done',
      created_at: '2024-11-24T02:59:00.000Z',
      personal_data_removed_at: now.toISOString(),
    });
    const notes = await ctx.database.db
      .selectFrom('form_submission_notes')
      .select('submission_id')
      .where('submission_id', 'in', [old, recent])
      .execute();
    expect(notes.map((note) => note.submission_id)).toEqual([recent]);
    // The newer one keeps everything.
    expect(await submission(recent)).toMatchObject({
      email: 'nowy.nadawca@example.pl',
      name: expect.stringMatching(/^Jan Nadawca /),
      personal_data_removed_at: null,
    });

    // One audit entry for the run: how many, nothing about anyone.
    const [entry] = await runs();
    expect(entry).toMatchObject({
      actor_id: null,
      actor_email: null,
      entity: 'form_submission',
      entity_id: null,
    });
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({
      removed: [null, 1],
      sentBefore: [null, '2024-11-24T03:00:00.000Z'],
      months: [null, 24],
    });
    expect(entry?.changes).not.toContain('stary.nadawca');

    // The inbox still lists the anonymous row; it takes no more notes.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/inbox/${old}`,
      headers: fromSite(ctx.config, editor.cookie),
    });
    expect(detail.json().data).toMatchObject({
      email: null,
      name: null,
      status: 'done',
      personalDataRemovedAt: now.toISOString(),
      content: { name: null, email: null, phone: null, message: null, consent: null },
      notes: [],
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/inbox/${old}/notes`,
      headers: fromSite(ctx.config, editor.cookie),
      payload: { text: 'Jeszcze jedno.' },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'personal_data_removed']);

    // A run the next day with nothing due still records itself, with 0.
    expect((await job.run(new Date(now.getTime() + 60_000))).removed).toBe(0);
    expect((await runs()).map((run) => JSON.parse(run.changes).removed)).toEqual([
      [null, 1],
      [null, 0],
    ]);
  });

  it('follows the period an admin set, and runs once per day through the scheduler', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/back-office/inbox/retention',
      headers: fromSite(ctx.config, admin.cookie),
      payload: { months: 1 },
    });
    expect(set.statusCode).toBe(200);
    const now = new Date();
    const monthOld = await insertTestSubmission(ctx.database.db, {
      createdAt: new Date(now.getTime() - 40 * DAY_MS).toISOString(),
    });
    const weekOld = await insertTestSubmission(ctx.database.db, {
      createdAt: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
    });
    const scheduler = new JobScheduler({
      database: ctx.database,
      jobs: [inboxRetentionJob(ctx.database)],
      logger: { info: () => undefined, warn: () => undefined },
      now: () => now,
    });
    const outcome = await scheduler.runJob('inbox-retention');
    expect(outcome).toMatchObject({ state: 'ran', summary: { months: 1 } });
    expect((await submission(monthOld)).personal_data_removed_at).not.toBeNull();
    expect((await submission(weekOld)).personal_data_removed_at).toBeNull();
    expect((await scheduler.runJob('inbox-retention')).state).toBe('not-due');
  });
});
