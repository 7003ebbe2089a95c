import { polishSortKey } from '@estate/domain/polish-sort-key';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { insertOffer } from '../../testing/offer-factory';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { insertTestSubmission } from '../../testing/submission-factory';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | Date | null | undefined;

/** The first sheet of a workbook as rows of values (header first), columns from 1. */
async function sheetRows(file: Buffer): Promise<Cell[][]> {
  return (await sheetCells(file)).map((row) => row.map((cell) => cell.value));
}

/** The first sheet's cells as a spreadsheet program reads them: each value with its number format. */
async function sheetCells(file: Buffer): Promise<{ value: Cell; numFmt: string | undefined }[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const rows: { value: Cell; numFmt: string | undefined }[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const cells: { value: Cell; numFmt: string | undefined }[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      cells.push({ value: cell.value as Cell, numFmt: cell.numFmt });
    });
    rows.push(cells);
  });
  return rows;
}

describe.each(testDialects())('the form inbox (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  /** An agent with a card and one published offer of theirs. */
  async function agentWithOffer() {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent, `Agent ${agent.email}`);
    const offerId = await insertOffer(ctx.database.db, { agent_id: cardId, photos: 0 });
    return { agent, cardId, offerId };
  }

  const call = (who: TestStaff, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: fromSite(ctx.config, who.cookie),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ids = (answer: { json(): { data: { id: number }[] } }) => answer.json().data.map((item) => item.id);

  const auditOf = (action: string, entityId?: number) => {
    let query = ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', action);
    if (entityId !== undefined) query = query.where('entity_id', '=', String(entityId));
    return query.orderBy('id').execute();
  };

  it('lists the five forms’ submissions newest first, filtered, for editors; an agent sees those about their offers', async () => {
    const anna = await agentWithOffer();
    const piotr = await agentWithOffer();
    const editor = await createSignedInStaff(ctx, 'editor');
    // Through the public form, as a visitor sends it: the sender's name is stored for the search.
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/contact-classified',
      payload: {
        name: 'Zofia Pytająca',
        email: 'Zofia.Pyta@example.pl',
        message: 'Czy ta centrala jest jeszcze do kupienia?',
        classifiedId: anna.offerId,
        agreement1: true,
      },
    });
    expect(sent.statusCode).toBe(201);
    const aboutAnna = sent.json().data.id as number;
    const aboutPiotr = await insertTestSubmission(ctx.database.db, {
      kind: 'classified-file',
      offerId: piotr.offerId,
      createdAt: '2026-10-02T10:00:00.000Z',
      payload: { name: 'Olek Dokumentowy', classifiedId: piotr.offerId },
    });
    const general = await insertTestSubmission(ctx.database.db, { createdAt: '2026-10-01T10:00:00.000Z' });

    const all = await call(editor, 'GET', '/api/back-office/inbox');
    expect(all.statusCode).toBe(200);
    expect(ids(all).slice(0, 3)).toEqual([aboutAnna, aboutPiotr, general]);
    expect(all.json().data[0]).toMatchObject({
      kind: 'contact-classified',
      status: 'new',
      email: 'Zofia.Pyta@example.pl',
      name: 'Zofia Pytająca',
      offer: { id: anna.offerId },
      assignee: null,
      personalDataRemovedAt: null,
    });
    expect(all.json().meta).toMatchObject({ page: 1, perPage: 25 });

    // Each agent: the submissions about their own offers, nothing else.
    expect(ids(await call(anna.agent, 'GET', '/api/back-office/inbox'))).toEqual([aboutAnna]);
    expect(ids(await call(piotr.agent, 'GET', '/api/back-office/inbox'))).toEqual([aboutPiotr]);
    expect(ids(await call(anna.agent, 'GET', '/api/back-office/inbox?q=Olek'))).toEqual([]);

    // Search by part of the address or the name, whatever the case; % is a letter.
    expect(ids(await call(editor, 'GET', '/api/back-office/inbox?q=zofia.pyta'))).toEqual([aboutAnna]);
    expect(
      ids(await call(editor, 'GET', `/api/back-office/inbox?q=${encodeURIComponent('olek dok')}`)),
    ).toEqual([aboutPiotr]);
    expect(ids(await call(editor, 'GET', `/api/back-office/inbox?q=${encodeURIComponent('%')}`))).toEqual([]);
    expect(ids(await call(editor, 'GET', '/api/back-office/inbox?kind=classified-file'))).toEqual([
      aboutPiotr,
    ]);
    expect(ids(await call(editor, 'GET', `/api/back-office/inbox?offerId=${anna.offerId}`))).toEqual([
      aboutAnna,
    ]);
    expect((await call(editor, 'GET', '/api/back-office/inbox?status=archived')).statusCode).toBe(400);
    expect((await call(editor, 'GET', '/api/back-office/inbox?kind=newsletter')).statusCode).toBe(400);

    // Status and assignment filters follow the changes.
    await call(editor, 'PUT', `/api/back-office/inbox/${general}/status`, { status: 'spam' });
    await call(editor, 'PUT', `/api/back-office/inbox/${aboutPiotr}/assignee`, { staffId: editor.id });
    expect(ids(await call(editor, 'GET', '/api/back-office/inbox?status=spam'))).toEqual([general]);
    expect(ids(await call(editor, 'GET', '/api/back-office/inbox?assigned=me'))).toEqual([aboutPiotr]);
    expect(ids(await call(editor, 'GET', `/api/back-office/inbox?assigned=${editor.id}`))).toEqual([
      aboutPiotr,
    ]);
    expect(ids(await call(editor, 'GET', '/api/back-office/inbox?assigned=none'))).not.toContain(aboutPiotr);
    const assignees = (await call(anna.agent, 'GET', '/api/back-office/inbox/assignees')).json().data;
    expect(assignees).toEqual(
      expect.arrayContaining([{ id: editor.id, name: 'Test editor', role: 'editor' }]),
    );
  });

  it('opens one submission with what was sent; changes its status and assignment, each audited', async () => {
    const owner = await agentWithOffer();
    const other = await agentWithOffer();
    const editor = await createSignedInStaff(ctx, 'editor');
    const id = await insertTestSubmission(ctx.database.db, {
      kind: 'contact-classified',
      offerId: owner.offerId,
      email: 'pytanie@example.pl',
      payload: {
        name: 'Adam Pytający',
        email: 'pytanie@example.pl',
        phone: '+48 600 100 200',
        message: 'Kiedy można obejrzeć?',
        classifiedId: owner.offerId,
        consent: { text: 'Wyrażam zgodę…', version: '2026-11' },
      },
    });

    const opened = await call(owner.agent, 'GET', `/api/back-office/inbox/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      id,
      status: 'new',
      content: {
        name: 'Adam Pytający',
        email: 'pytanie@example.pl',
        phone: '+48 600 100 200',
        message: 'Kiedy można obejrzeć?',
        criteria: null,
        consent: { text: 'Wyrażam zgodę…', version: '2026-11' },
      },
      notes: [],
    });
    // Who may handle it: editors and admins, and its offer's agent; never another agent.
    const assignees = opened.json().data.assignees.map((person: { id: string }) => person.id);
    expect(assignees).toEqual(expect.arrayContaining([owner.agent.id, editor.id]));
    expect(assignees).not.toContain(other.agent.id);

    const refused = await call(other.agent, 'GET', `/api/back-office/inbox/${id}`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect(
      (await call(other.agent, 'PUT', `/api/back-office/inbox/${id}/status`, { status: 'done' })).statusCode,
    ).toBe(403);
    expect((await call(editor, 'GET', '/api/back-office/inbox/999999')).statusCode).toBe(404);

    const moved = await call(owner.agent, 'PUT', `/api/back-office/inbox/${id}/status`, {
      status: 'in_progress',
    });
    expect([moved.statusCode, moved.json().data.status]).toEqual([200, 'in_progress']);
    const bad = await call(owner.agent, 'PUT', `/api/back-office/inbox/${id}/status`, { status: 'closed' });
    expect([bad.statusCode, bad.json().error.code, bad.json().error.fields]).toEqual([
      400,
      'validation_failed',
      { status: 'invalid_value' },
    ]);
    // The same status again changes nothing and logs nothing.
    await call(owner.agent, 'PUT', `/api/back-office/inbox/${id}/status`, { status: 'in_progress' });
    const statusAudit = await auditOf('submission.status', id);
    expect(statusAudit).toHaveLength(1);
    expect(statusAudit[0]).toMatchObject({ actor_id: owner.agent.id, entity: 'form_submission' });
    expect(JSON.parse(statusAudit[0]?.changes ?? '{}')).toEqual({ status: ['new', 'in_progress'] });

    // Another agent cannot be given a submission about someone else's offer; an unknown account is named.
    const notTheirs = await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, {
      staffId: other.agent.id,
    });
    expect([notTheirs.statusCode, notTheirs.json().error.fields]).toEqual([
      400,
      { staffId: 'assignee_cannot_see' },
    ]);
    const unknown = await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: 'nobody' });
    expect([unknown.statusCode, unknown.json().error.fields]).toEqual([400, { staffId: 'assignee_unknown' }]);
    const given = await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, {
      staffId: owner.agent.id,
    });
    expect(given.json().data.assignee).toEqual({ id: owner.agent.id, name: 'Test agent' });
    const cleared = await call(owner.agent, 'PUT', `/api/back-office/inbox/${id}/assignee`, {
      staffId: null,
    });
    expect(cleared.json().data.assignee).toBeNull();
    expect((await auditOf('submission.assign', id)).map((entry) => JSON.parse(entry.changes))).toEqual([
      { assignedTo: [null, owner.agent.id] },
      { assignedTo: [owner.agent.id, null] },
    ]);
    const row = await ctx.database.db
      .selectFrom('form_submissions')
      .select(['updated_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.updated_at > row.created_at).toBe(true);
  });

  /** The outbox's mails since `afterId`, by recipient, as the sender would send them. */
  const mailsAfter = (afterId: number) =>
    ctx.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'headers'])
      .where('id', '>', afterId)
      .orderBy('id')
      .execute();
  const lastMailId = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
  const ask = (offerId: number, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/form/contact-classified',
      payload: {
        name: 'Ola Pytająca',
        email,
        message: 'Czy można obejrzeć?',
        classifiedId: offerId,
        agreement1: true,
      },
    });

  it('mails a new enquiry about an offer to sales and to the offer’s active agent, in the agent’s language', async () => {
    const anna = await agentWithOffer();
    const before = await lastMailId();
    const sent = await ask(anna.offerId, 'ola@example.pl');
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id as number;
    const mails = await mailsAfter(before);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      [anna.agent.email, 'ola@example.pl', 'sprzedaz@example.pl'].sort(),
    );
    const toAgent = mails.find((mail) => mail.to_address === anna.agent.email);
    expect(toAgent?.subject).toMatch(/^Nowe zapytanie o Twoją ofertę /);
    expect(toAgent?.text_body).toContain('Ola Pytająca');
    expect(toAgent?.text_body).toContain('Czy można obejrzeć?');
    expect(toAgent?.text_body).toContain(`${ctx.config.siteUrl}/panel/zgloszenia/${id}`);
    // The agent answers the visitor straight from their mail, as sales do.
    expect(JSON.parse(toAgent?.headers ?? '{}')).toMatchObject({ 'Reply-To': 'ola@example.pl' });

    // An agent who reads the back office in English gets it in English; the documents form too.
    await ctx.database.db
      .updateTable('auth_user')
      .set({ lang: 'en' })
      .where('id', '=', anna.agent.id)
      .execute();
    const englishFrom = await lastMailId();
    const documents = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/classified-file',
      payload: {
        name: 'Ola Pytająca',
        email: 'ola@example.pl',
        classifiedId: anna.offerId,
        agreement1: true,
      },
    });
    expect(documents.statusCode).toBe(201);
    const english = (await mailsAfter(englishFrom)).find((mail) => mail.to_address === anna.agent.email);
    expect(english?.subject).toMatch(/^New enquiry about your offer /);

    // No agent mail for an offer whose card has no account, or whose account is deactivated.
    const cardOnly = await ctx.database.db
      .insertInto('agents')
      .values({
        name: 'Karta',
        name_sort: polishSortKey('Karta'),
        job_pl: 'Agent',
        job_en: 'Agent',
        phone: '',
        email: 'karta@example.pl',
        photo: null,
        user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orphan = await insertOffer(ctx.database.db, { agent_id: cardOnly.id, photos: 0 });
    const piotr = await agentWithOffer();
    const admin = await createSignedInStaff(ctx, 'admin');
    const deactivated = await call(admin, 'POST', `/api/back-office/staff/${piotr.agent.id}/deactivate`, {});
    expect(deactivated.statusCode).toBe(200);
    const quietFrom = await lastMailId();
    expect((await ask(orphan, 'ola@example.pl')).statusCode).toBe(201);
    expect((await ask(piotr.offerId, 'ola@example.pl')).statusCode).toBe(201);
    expect((await mailsAfter(quietFrom)).map((mail) => mail.to_address).sort()).toEqual([
      'ola@example.pl',
      'ola@example.pl',
      'sprzedaz@example.pl',
      'sprzedaz@example.pl',
    ]);
  });

  it('mails the person an enquiry is assigned to, in their language, unless they took it themselves', async () => {
    const anna = await agentWithOffer();
    const editor = await createSignedInStaff(ctx, 'editor');
    const colleague = await createSignedInStaff(ctx, 'editor');
    await ctx.database.db
      .updateTable('auth_user')
      .set({ lang: 'en' })
      .where('id', '=', colleague.id)
      .execute();
    const id = await insertTestSubmission(ctx.database.db, {
      kind: 'contact-classified',
      offerId: anna.offerId,
    });

    const before = await lastMailId();
    expect(
      (await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: anna.agent.id }))
        .statusCode,
    ).toBe(200);
    const [toAgent, ...more] = await mailsAfter(before);
    expect(more).toEqual([]);
    expect(toAgent?.to_address).toBe(anna.agent.email);
    expect(toAgent?.subject).toBe(`Przydzielono Ci zgłoszenie nr ${id}`);
    expect(toAgent?.text_body).toContain('Test editor');
    expect(toAgent?.text_body).toContain(`${ctx.config.siteUrl}/panel/zgloszenia/${id}`);

    const englishFrom = await lastMailId();
    await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: colleague.id });
    const english = await mailsAfter(englishFrom);
    expect(english.map((mail) => [mail.to_address, mail.subject])).toEqual([
      [colleague.email, `Enquiry no. ${id} has been assigned to you`],
    ]);

    // Taking it oneself, giving it to nobody, or to the one who has it already mails nobody.
    const quietFrom = await lastMailId();
    await call(anna.agent, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: anna.agent.id });
    await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: anna.agent.id });
    await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: null });
    await call(editor, 'PUT', `/api/back-office/inbox/${id}/assignee`, { staffId: editor.id });
    expect(await mailsAfter(quietFrom)).toEqual([]);
    // Audited as before: every change of hands, the mail or not.
    expect((await auditOf('submission.assign', id)).map((entry) => JSON.parse(entry.changes))).toEqual([
      { assignedTo: [null, anna.agent.id] },
      { assignedTo: [anna.agent.id, colleague.id] },
      { assignedTo: [colleague.id, anna.agent.id] },
      { assignedTo: [anna.agent.id, null] },
      { assignedTo: [null, editor.id] },
    ]);
  });

  it('offers as assignee filter the people who can handle submissions: activated and not deactivated', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    const invited = await call(admin, 'POST', '/api/back-office/staff', {
      email: `zaproszona-${Math.random().toString(36).slice(2, 8)}@example.pl`,
      name: 'Nieaktywowana Osoba',
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const gone = await createSignedInStaff(ctx, 'editor');
    expect((await call(admin, 'POST', `/api/back-office/staff/${gone.id}/deactivate`, {})).statusCode).toBe(
      200,
    );

    const listed = (await call(editor, 'GET', '/api/back-office/inbox/assignees')).json().data as {
      id: string;
    }[];
    const listedIds = listed.map((person) => person.id);
    expect(listedIds).toEqual(expect.arrayContaining([admin.id, editor.id, agent.id]));
    expect(listedIds).not.toContain(invited.json().data.id);
    expect(listedIds).not.toContain(gone.id);
  });

  it('adds notes, oldest first, audited without their words', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const id = await insertTestSubmission(ctx.database.db);
    const first = await call(editor, 'POST', `/api/back-office/inbox/${id}/notes`, {
      text: '  Oddzwoniłam, prosi o ofertę biur.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      text: 'Oddzwoniłam, prosi o ofertę biur.',
      author: { id: editor.id, name: 'Test editor' },
    });
    await call(editor, 'POST', `/api/back-office/inbox/${id}/notes`, { text: 'Wysłano ofertę.' });
    const notes = (await call(editor, 'GET', `/api/back-office/inbox/${id}`)).json().data.notes;
    expect(notes.map((note: { text: string }) => note.text)).toEqual([
      'Oddzwoniłam, prosi o ofertę biur.',
      'Wysłano ofertę.',
    ]);
    const audit = await auditOf('submission.note-add', id);
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => entry.changes).join()).not.toContain('Oddzwoniłam');

    const empty = await call(editor, 'POST', `/api/back-office/inbox/${id}/notes`, { text: '   ' });
    expect([empty.statusCode, empty.json().error.fields]).toEqual([400, { text: 'required' }]);
    const long = await call(editor, 'POST', `/api/back-office/inbox/${id}/notes`, { text: 'x'.repeat(2001) });
    expect([long.statusCode, long.json().error.fields]).toEqual([400, { text: 'too_long' }]);
  });

  it('exports the filtered list as XLSX in the staff member’s language, an agent’s own only; audited', async () => {
    const anna = await agentWithOffer();
    const editor = await createSignedInStaff(ctx, 'editor');
    const mine = await insertTestSubmission(ctx.database.db, {
      kind: 'contact-classified',
      offerId: anna.offerId,
      email: 'eksport@example.pl',
      createdAt: '2026-11-20T09:30:00.000Z',
      payload: { name: 'Ewa Eksportowa', phone: '600 700 800', message: 'Proszę o telefon.' },
    });
    await call(editor, 'PUT', `/api/back-office/inbox/${mine}/status`, { status: 'done' });
    await call(editor, 'POST', `/api/back-office/inbox/${mine}/notes`, { text: 'Oddzwonić we wtorek.' });
    await call(editor, 'POST', `/api/back-office/inbox/${mine}/notes`, { text: 'Umówiona wizyta.' });
    const other = await insertTestSubmission(ctx.database.db, { email: 'inny@example.pl' });

    const polish = await call(editor, 'GET', `/api/back-office/inbox/export.xlsx?offerId=${anna.offerId}`);
    expect(polish.statusCode).toBe(200);
    expect(polish.headers['content-type']).toBe(XLSX_TYPE);
    expect(polish.headers['content-disposition']).toMatch(
      /^attachment; filename="zgloszenia-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await sheetRows(polish.rawPayload);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'ID',
      'Wysłane',
      'Formularz',
      'Status',
      'Kod oferty',
      'Tytuł oferty',
      'Imię i nazwisko',
      'E-mail',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([mine]);
    // Dates are dates a spreadsheet sorts and computes with, in Polish wall-clock time (10:30 in
    // Warsaw for 09:30 UTC in November), shown as the back office shows them.
    const header = rows[0] ?? [];
    const cells = (await sheetCells(polish.rawPayload))[1] ?? [];
    const sent = cells[header.indexOf('Wysłane')];
    expect(sent?.value).toEqual(new Date('2026-11-20T10:30:00.000Z'));
    expect(sent?.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(cells[header.indexOf('Ostatnia zmiana')]?.value).toBeInstanceOf(Date);
    expect(cells[header.indexOf('Dane osobowe usunięte')]?.value ?? null).toBeNull();
    // The team's notes, oldest first, each with its author.
    const notes = String(cells[header.indexOf('Notatki')]?.value ?? '');
    expect(notes).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} Test editor: Oddzwonić we wtorek\.\n/);
    expect(notes).toMatch(/Test editor: Umówiona wizyta\.$/);
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        'Pytanie o ofertę',
        'załatwione',
        'Ewa Eksportowa',
        'eksport@example.pl',
        '600 700 800',
        'Proszę o telefon.',
      ]),
    );

    const english = await call(
      editor,
      'GET',
      `/api/back-office/inbox/export.xlsx?lang=en&q=${encodeURIComponent('inny@')}`,
    );
    expect(english.headers['content-disposition']).toMatch(/filename="submissions-/);
    const englishRows = await sheetRows(english.rawPayload);
    expect(englishRows[0]?.slice(0, 3)).toEqual(['ID', 'Sent', 'Form']);
    expect(englishRows[0]).toContain('Notes');
    expect(englishRows.slice(1).map((row) => row[0])).toEqual([other]);

    const own = await sheetRows(
      (await call(anna.agent, 'GET', '/api/back-office/inbox/export.xlsx')).rawPayload,
    );
    expect(own.slice(1).map((row) => row[0])).toEqual([mine]);
    const audit = await auditOf('submission.export');
    expect(audit.map((entry) => JSON.parse(entry.changes))).toEqual(
      expect.arrayContaining([{ rows: [null, 1] }]),
    );
    expect(audit.map((entry) => entry.changes).join()).not.toContain('inny@');
  });

  it('keeps personal data 24 months unless an admin sets 1 to 120; editors may read it, not set it', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const editor = await createSignedInStaff(ctx, 'editor');
    expect((await call(editor, 'GET', '/api/back-office/inbox/retention')).json().data).toEqual({
      months: 24,
      min: 1,
      max: 120,
      default: 24,
    });
    const refused = await call(editor, 'PUT', '/api/back-office/inbox/retention', { months: 12 });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    for (const months of [0, 121, 6.5, '12']) {
      const bad = await call(admin, 'PUT', '/api/back-office/inbox/retention', { months });
      expect([bad.statusCode, bad.json().error.fields]).toEqual([400, { months: 'retention_months_range' }]);
    }
    const set = await call(admin, 'PUT', '/api/back-office/inbox/retention', { months: 6 });
    expect([set.statusCode, set.json().data.months]).toEqual([200, 6]);
    expect((await call(editor, 'GET', '/api/back-office/inbox/retention')).json().data.months).toBe(6);
    await call(admin, 'PUT', '/api/back-office/inbox/retention', { months: 24 });
    expect((await auditOf('settings.inbox-retention')).map((entry) => JSON.parse(entry.changes))).toEqual([
      { months: [24, 6] },
      { months: [6, 24] },
    ]);
  });
});
