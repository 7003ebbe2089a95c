import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runNewsletterAlerts } from '../../services/search-alert-run';
import { insertOffer } from '../../testing/offer-factory';
import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import { insertTestSubscriber } from '../../testing/subscriber-factory';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | Date | null | undefined;

/** The first sheet of a workbook as rows of values (header first), columns from 1. */
async function sheetRows(file: Buffer): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as Cell[]).slice(1));
  });
  return rows;
}

describe.each(testDialects())('the newsletter in the back office (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const call = (who: TestStaff, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: fromSite(ctx.config, who.cookie),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const emails = (answer: { json(): { data: { email: string }[] } }) =>
    answer.json().data.map((item) => item.email);
  const auditOf = (action: string) =>
    ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('lists subscribers with their consent, filtered and paged, for editors and admins; agents may not', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    await insertTestSubscriber(ctx.database.db, {
      email: 'anna@example.pl',
      voivodeships: [14, 10],
      isAgent: true,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    await insertTestSubscriber(ctx.database.db, {
      email: 'bob@example.com',
      lang: 'en',
      voivodeships: [22],
      status: 'pending',
      createdAt: '2026-11-02T10:00:00.000Z',
    });
    await insertTestSubscriber(ctx.database.db, {
      email: 'celina@example.pl',
      voivodeships: [],
      status: 'unsubscribed',
      createdAt: '2026-11-03T10:00:00.000Z',
    });

    const all = await call(editor, 'GET', '/api/back-office/newsletter/subscribers');
    expect(all.statusCode).toBe(200);
    expect(emails(all).slice(0, 3)).toEqual(['celina@example.pl', 'bob@example.com', 'anna@example.pl']);
    expect(all.json().data[2]).toMatchObject({
      email: 'anna@example.pl',
      status: 'confirmed',
      voivodeships: [14, 10],
      isAgent: true,
      lang: 'pl',
      consent: {
        text: expect.stringContaining('newslettera'),
        version: expect.any(String),
        at: '2026-11-01T10:00:00.000Z',
      },
      confirmedAt: '2026-11-01T10:00:00.000Z',
      lastDigestAt: null,
    });
    expect(all.json().meta).toMatchObject({ page: 1, perPage: 25, total: 3 });

    const list = async (query: string) =>
      emails(await call(editor, 'GET', `/api/back-office/newsletter/subscribers?${query}`));
    expect(await list('q=BOB%40')).toEqual(['bob@example.com']);
    expect(await list(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await list('status=confirmed')).toEqual(['anna@example.pl']);
    expect(await list('agent=yes')).toEqual(['anna@example.pl']);
    expect(await list('agent=no')).toEqual(['celina@example.pl', 'bob@example.com']);
    // Who gets mazowieckie's offers: who chose it, and who chose none.
    expect(await list('voivodeship=14')).toEqual(['celina@example.pl', 'anna@example.pl']);
    expect(await list('voivodeship=22')).toEqual(['celina@example.pl', 'bob@example.com']);
    expect(
      (await call(editor, 'GET', '/api/back-office/newsletter/subscribers?voivodeship=15')).statusCode,
    ).toBe(400);
    expect(
      (await call(editor, 'GET', '/api/back-office/newsletter/subscribers?status=gone')).statusCode,
    ).toBe(400);

    for (let index = 0; index < 24; index += 1) {
      await insertTestSubscriber(ctx.database.db, {
        createdAt: `2026-10-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`,
      });
    }
    const second = await call(editor, 'GET', '/api/back-office/newsletter/subscribers?page=2');
    expect(second.json().meta).toMatchObject({ page: 2, pages: 2, total: 27 });
    expect(second.json().data).toHaveLength(2);

    expect((await call(agent, 'GET', '/api/back-office/newsletter/subscribers')).statusCode).toBe(403);
  });

  it('exports the filtered list as XLSX in the staff member’s language, audited without addresses', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    await insertTestSubscriber(ctx.database.db, {
      email: 'eksport@example.pl',
      voivodeships: [14, 22],
      isAgent: true,
      createdAt: '2026-11-05T09:30:00.000Z',
    });
    const answer = await call(editor, 'GET', '/api/back-office/newsletter/subscribers/export.xlsx?q=eksport');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX_TYPE);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="subskrybenci-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]?.slice(0, 6)).toEqual(['ID', 'E-mail', 'Status', 'Województwa', 'Pośrednik', 'Język']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(1, 7)).toEqual([
      'eksport@example.pl',
      'potwierdzony',
      'mazowieckie, pomorskie',
      'tak',
      'pl',
      // Dates are dates a spreadsheet sorts and computes with, in Polish wall-clock time (10:30 in
      // Warsaw for 09:30 UTC in November), shown as the back office shows them.
      new Date('2026-11-05T10:30:00.000Z'),
    ]);
    expect(rows[1]?.[7]).toContain('newslettera');
    const header = rows[0] ?? [];
    expect(rows[1]?.[header.indexOf('Zapisany')]).toEqual(new Date('2026-11-05T10:30:00.000Z'));
    expect(rows[1]?.[header.indexOf('Wypisany')] ?? null).toBeNull();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const signedUp = book.worksheets[0]?.getRow(2).getCell(header.indexOf('Zapisany') + 1);
    expect(signedUp?.numFmt).toBe('dd/mm/yyyy hh:mm');

    const english = await call(
      editor,
      'GET',
      '/api/back-office/newsletter/subscribers/export.xlsx?q=eksport&lang=en',
    );
    const englishRows = await sheetRows(english.rawPayload);
    expect(englishRows[0]?.slice(0, 4)).toEqual(['ID', 'E-mail', 'Status', 'Voivodeships']);
    expect(englishRows[1]?.slice(2, 5)).toEqual(['confirmed', 'Masovian, Pomeranian', 'yes']);

    const [entry] = (await auditOf('newsletter.export')).slice(-1);
    expect(entry).toMatchObject({ actor_id: editor.id, entity: 'newsletter_subscriber' });
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({ rows: [null, 1] });
    expect(JSON.stringify(entry)).not.toContain('eksport@');
  });

  it('removes a person on request: their row, digests and mails go, an anonymous audit entry stays', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    const person = await insertTestSubscriber(ctx.database.db, {
      email: 'usun.mnie@example.pl',
      voivodeships: [26],
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    await insertOffer(ctx.database.db, {
      voivodeship: 26,
      town: 'Kielce',
      published_at: '2026-11-10T10:00:00.000Z',
    });
    const run = await runNewsletterAlerts(ctx.database, ctx.config, new Date('2026-11-16T06:00:00.000Z'));
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const digestCount = () =>
      ctx.database.db
        .selectFrom('search_alert_sends')
        .select('id')
        .where('alert_id', '=', person.id)
        .execute();
    const mailCount = () =>
      ctx.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', person.email).execute();
    expect(await digestCount()).toHaveLength(1);
    expect(await mailCount()).toHaveLength(1);

    const url = `/api/back-office/newsletter/subscribers/${person.id}`;
    expect((await call(agent, 'DELETE', url)).statusCode).toBe(403);
    const removed = await call(editor, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id: person.id } });
    const left = await ctx.database.db
      .selectFrom('search_alerts')
      .select('id')
      .where('email', '=', person.email)
      .execute();
    expect(left).toEqual([]);
    expect(await digestCount()).toEqual([]);
    expect(await mailCount()).toEqual([]);

    const [entry] = await auditOf('newsletter.subscriber-removed');
    expect(entry).toMatchObject({
      actor_id: editor.id,
      entity: 'newsletter_subscriber',
      entity_id: String(person.id),
    });
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({
      status: ['confirmed', null],
      confirmed: [true, null],
      digests: [1, 0],
      mails: [1, 0],
    });
    expect(JSON.stringify(entry)).not.toContain('usun.mnie');
    expect((await call(editor, 'DELETE', url)).statusCode).toBe(404);
  });

  it('lets admins set the frequency (audited, the next run moved), previews a language’s digest and mails a test to the signed-in person', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const editor = await createSignedInStaff(ctx, 'editor');
    const settings = await call(editor, 'GET', '/api/back-office/newsletter/digest');
    expect(settings.json().data).toMatchObject({ frequency: 'weekly' });

    expect(
      (await call(editor, 'PUT', '/api/back-office/newsletter/digest', { frequency: 'daily' })).statusCode,
    ).toBe(403);
    const bad = await call(admin, 'PUT', '/api/back-office/newsletter/digest', { frequency: 'hourly' });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([400, { frequency: 'invalid_value' }]);
    const reader = await insertTestSubscriber(ctx.database.db, { voivodeships: [] });
    const daily = await call(admin, 'PUT', '/api/back-office/newsletter/digest', { frequency: 'daily' });
    expect(daily.statusCode).toBe(200);
    // The subscribers' alerts say so too (their run follows the setting; decision 059).
    const stored = await ctx.database.db
      .selectFrom('search_alerts')
      .select('frequency')
      .where('id', '=', reader.id)
      .executeTakeFirstOrThrow();
    expect(stored.frequency).toBe('daily');
    const nextRun = Date.parse(daily.json().data.nextRunAt);
    expect(daily.json().data.frequency).toBe('daily');
    // The next 07:00 in Poland: within a day.
    expect(nextRun - Date.now()).toBeGreaterThan(0);
    expect(nextRun - Date.now()).toBeLessThanOrEqual(86_400_000);
    const [change] = await auditOf('settings.newsletter-digest');
    expect(JSON.parse(change?.changes ?? '{}')).toEqual({ frequency: ['weekly', 'daily'] });

    // An offer published an hour ago: in the preview of a day's digest, in each language.
    const offerId = await insertOffer(ctx.database.db, {
      title_pl: 'Podgląd: centrala w Lublinie',
      title_en: 'Preview: exchange in Lublin',
      voivodeship: 6,
      town: 'Lublin',
      published_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const preview = await call(editor, 'GET', '/api/back-office/newsletter/digest/preview?lang=en');
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ lang: 'en', frequency: 'daily', subject: 'New property offers (1)' });
    expect(data.offers).toEqual([
      expect.objectContaining({
        id: offerId,
        title: 'Preview: exchange in Lublin',
        reason: 'new',
        url: `http://localhost:3000/en/szczegoly_ogloszenia/${offerId}`,
      }),
    ]);
    expect(data.text).toContain('Preview: exchange in Lublin');
    expect(Date.parse(data.until) - Date.parse(data.since)).toBe(86_400_000);

    const test = await call(editor, 'POST', '/api/back-office/newsletter/digest/test', { lang: 'pl' });
    expect(test.statusCode).toBe(202);
    expect(test.json()).toEqual({ data: { to: editor.email, offers: 1 } });
    const mail = await ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', editor.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('[TEST] Nowe oferty nieruchomości (1)');
    expect(mail.text_body).toContain(
      `Podgląd: centrala w Lublinie: http://localhost:3000/szczegoly_ogloszenia/${offerId}`,
    );
    // No subscriber's token in a test: the footer links the unsubscribe form, no List-Unsubscribe.
    expect(mail.text_body).toContain('http://localhost:3000/newsletter/wypisz\n');
    expect(JSON.parse(mail.headers)).toEqual({});
    const [tested] = await auditOf('newsletter.digest-test');
    expect(tested).toMatchObject({ actor_id: editor.id, entity: 'newsletter_digest' });

    // Nothing new (the offer taken down): no digest, so no test either.
    await ctx.database.db.updateTable('offers').set({ is_published: 0, status: 'unpublished' }).execute();
    const empty = await call(editor, 'POST', '/api/back-office/newsletter/digest/test', { lang: 'en' });
    expect([empty.statusCode, empty.json().error.code]).toEqual([409, 'digest_empty']);
    expect((await call(editor, 'POST', '/api/back-office/newsletter/digest/test', {})).statusCode).toBe(400);
  });
});
