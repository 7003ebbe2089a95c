import { formatArea } from '@estate/domain/drawn-area';
import { nextDigestRun } from '@estate/domain/newsletter-digest';
import type { OfferEditorInput } from '@estate/domain/offer-editor';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isUniqueViolation } from '../db/database-errors';
import { apiJobs } from '../jobs/api-jobs';
import { JobScheduler } from '../jobs/job-scheduler';
import { kindCaller, kindEditPublished } from '../kinds/testing/kind-calls';
import { findSubscriberByEmail } from '../repositories/newsletter-repository';
import { insertAlert, purgeExpiredAlerts } from '../repositories/search-alert-repository';
import { groupForm } from '../testing/group-form';
import { offerEditorForm } from '../testing/offer-editor-form';
import { createSignedInStaff, fromSite, type TestStaff } from '../testing/staff-sessions';
import { insertTestSubscriber } from '../testing/subscriber-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { runSearchAlerts } from './search-alert-run';
import { issueManageToken, subscribeAlert } from './search-alerts';

const quiet = { info: () => undefined, warn: () => undefined };
const SITE = 'http://localhost:3000';
const MAZOWIECKIE = 14;
const LAND = 2;
/** "sale, mazowieckie, 0-2 M zł, land" as the sale list's path holds it. */
const ALERT_PATH = '/sprzedaz/mazowieckie/f/typeProperty=2;price-lte=2000000';
const TOKEN = '([A-Za-z0-9_-]{43})';
const GROUPS = '/api/back-office/kinds/offer-groups';

function landForm(overrides: Partial<OfferEditorInput> = {}): OfferEditorInput {
  return offerEditorForm({
    titlePl: 'Działka pod Warszawą',
    titleEn: 'Plot near Warsaw',
    typeProperty: LAND,
    voivodeship: MAZOWIECKIE,
    town: 'Warszawa',
    postalCode: '00-001',
    lat: 52.23,
    lng: 21.01,
    price: 150_000_000,
    areaBuilding: null,
    areaGround: 5000,
    ...overrides,
  });
}

/**
 * Issue 36's "Done when" for search alerts, API side, on each dialect: an alert for "sale,
 * mazowieckie, 0-2 M zł, land" confirmed from its mail gets one mail naming only the matching offer,
 * again after a lower price, never for a sold offer; its one-click unsubscribe stops it; two runs at
 * once send once; the manage page lists, pauses, changes and deletes.
 */
describe.each(testDialects())('search alerts on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const kindCall = kindCaller(ctx);
  const editPublished = kindEditPublished(ctx);

  const send = (who: TestStaff, method: 'POST' | 'PUT', url: string, payload: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...fromSite(ctx.config, who.cookie), ...headers },
    });

  async function publishedOffer(editor: TestStaff, form: OfferEditorInput): Promise<number> {
    const created = await send(editor, 'POST', '/api/back-office/offers', form);
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;
    const published = await send(editor, 'POST', `/api/back-office/offers/${id}/publication`, {
      action: 'publish',
    });
    expect(published.statusCode).toBe(200);
    return id;
  }

  async function saveOffer(editor: TestStaff, id: number, form: OfferEditorInput): Promise<void> {
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${id}`,
      headers: fromSite(ctx.config, editor.cookie),
    });
    const saved = await send(editor, 'PUT', `/api/back-office/offers/${id}`, form, {
      'if-match': opened.headers.etag,
    });
    expect(saved.statusCode).toBe(200);
  }

  const mailsTo = (email: string) =>
    ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const alertMailsTo = async (email: string) =>
    (await mailsTo(email)).filter((mail) => /^(Nowe oferty dla|New offers for)/.test(mail.subject));

  /** Signs up through the form's route; the confirmation mail. */
  async function signedUp(email: string, body: Record<string, unknown> = {}) {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/search-alert',
      payload: {
        email,
        agreement1: true,
        token: '',
        eventID: '17000000000001234567',
        path: ALERT_PATH,
        frequency: 'immediately',
        ...body,
      },
    });
    expect(signUp.statusCode).toBe(202);
    const confirmation = (await mailsTo(email)).at(-1);
    if (!confirmation) throw new Error('no confirmation mail');
    return confirmation;
  }

  /** Signs up through the form's route and confirms by the mailed link; the confirmation mail. */
  async function confirmedAlert(email: string, body: Record<string, unknown> = {}) {
    const confirmation = await signedUp(email, body);
    const token = new RegExp(`/(?:alerty/potwierdz|alerts/confirm)/${TOKEN}`).exec(
      confirmation.text_body,
    )?.[1];
    const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/search-alerts/confirm/${token}` });
    expect(confirmed.json().data.status).toBe('confirmed');
    const again = await ctx.app.inject({ method: 'POST', url: `/api/search-alerts/confirm/${token}` });
    expect(again.json().data.status).toBe('already_confirmed');
    return confirmation;
  }

  it('mails only the matching offer, again after a lower price or leaving preparation, never a sold one, and stops on one click', async () => {
    const email = `alert-${dialect}@example.com`;
    const confirmation = await confirmedAlert(email);
    expect(confirmation.subject).toBe('Potwierdź alert o nowych ofertach nieruchomości');
    expect(confirmation.text_body).toContain(`${SITE}${ALERT_PATH}`);
    expect(confirmation.text_body).toContain('Wyrażam zgodę na otrzymywanie');

    const editor = await createSignedInStaff(ctx, 'editor');
    const matching = await publishedOffer(editor, landForm());
    const tooDear = await publishedOffer(editor, landForm({ titlePl: 'Droga działka', price: 300_000_000 }));
    const elsewhere = await publishedOffer(
      editor,
      landForm({
        titlePl: 'Działka w Gdańsku',
        voivodeship: 22,
        town: 'Gdańsk',
        postalCode: '80-001',
        lat: 54.35,
        lng: 18.65,
      }),
    );
    const building = await publishedOffer(editor, landForm({ titlePl: 'Budynek', typeProperty: 3 }));

    const first = await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(first).toMatchObject({ sent: 1 });
    const [mail] = await alertMailsTo(email);
    if (!mail) throw new Error('no alert mail');
    expect(mail.subject).toBe('Nowe oferty dla Twojego alertu (1)');
    expect(mail.text_body).toContain(`Działka pod Warszawą: ${SITE}/szczegoly_ogloszenia/${matching}`);
    for (const other of [tooDear, elsewhere, building]) {
      expect(mail.text_body).not.toContain(`/szczegoly_ogloszenia/${other}`);
    }
    // Nothing new: nothing more.
    expect(await runSearchAlerts(ctx.database, ctx.config, new Date())).toMatchObject({ sent: 0 });

    // A lower price mails again, saying why.
    await saveOffer(editor, matching, landForm({ price: 140_000_000 }));
    expect(await runSearchAlerts(ctx.database, ctx.config, new Date())).toMatchObject({ sent: 1 });
    const repriced = (await alertMailsTo(email))[1];
    expect(repriced?.text_body).toMatch(
      /Działka pod Warszawą: \S+ \(Warszawa, 1\s400\s000\szł, niższa cena\)/,
    );
    // A higher price does not.
    await saveOffer(editor, matching, landForm({ price: 145_000_000 }));
    expect(await runSearchAlerts(ctx.database, ctx.config, new Date())).toMatchObject({ sent: 0 });

    // Sold, even with a lower price: nothing.
    await saveOffer(editor, matching, landForm({ price: 100_000_000, flags: { isSold: true } }));
    expect(await runSearchAlerts(ctx.database, ctx.config, new Date())).toMatchObject({ sent: 0 });

    // An offer long public in preparation comes out of it: mailed.
    const prepared = await publishedOffer(
      editor,
      landForm({ titlePl: 'Działka w przygotowaniu', flags: { isInPreparation: true } }),
    );
    await ctx.database.db
      .updateTable('offers')
      .set({ published_at: '2026-01-05T10:00:00.000Z' })
      .where('id', '=', prepared)
      .execute();
    await ctx.database.db
      .updateTable('search_alert_sends')
      .set({ covered_until: new Date().toISOString() })
      .execute();
    await saveOffer(editor, prepared, landForm({ titlePl: 'Działka w przygotowaniu' }));
    expect(await runSearchAlerts(ctx.database, ctx.config, new Date())).toMatchObject({ sent: 1 });
    const outOfPreparation = (await alertMailsTo(email))[2];
    expect(outOfPreparation?.text_body).toContain(`/szczegoly_ogloszenia/${prepared}`);
    expect(outOfPreparation?.text_body).toContain('już w sprzedaży');

    // RFC 8058: List-Unsubscribe POSTed to as a mail client does stops this alert. Only the link:
    // a mail to the sales mailbox would ask staff to stop an alert they have no screen for.
    const headers = JSON.parse(outOfPreparation?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = new RegExp(`^<(${SITE}/api/search-alerts/unsubscribe/${TOKEN})>$`).exec(
      headers['List-Unsubscribe'] ?? '',
    )?.[1];
    if (!target) throw new Error(`no List-Unsubscribe: ${headers['List-Unsubscribe']}`);
    const token = target.split('/').pop();
    expect(outOfPreparation?.text_body).toContain(`${SITE}/alerty/wypisz/${token}`);
    // Opened in a browser, the address leads to that page and changes nothing.
    const opened = await ctx.app.inject({ method: 'GET', url: new URL(target).pathname });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alerty/wypisz/${token}`);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: new URL(target).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { status: 'unsubscribed', lang: 'pl' } });
    await publishedOffer(editor, landForm({ titlePl: 'Jeszcze jedna działka' }));
    expect(await runSearchAlerts(ctx.database, ctx.config, new Date())).toMatchObject({ sent: 0 });
    expect(await alertMailsTo(email)).toHaveLength(3);

    const [run] = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'search-alert.run')
      .execute();
    expect(run).toMatchObject({ actor_id: null, entity: 'search_alert' });
  });

  it('sends a daily alert once when two API processes run the schedule together, and once when two runs race', async () => {
    const email = `daily-${dialect}@example.com`;
    await confirmedAlert(email, { frequency: 'daily', lang: 'en' });
    const editor = await createSignedInStaff(ctx, 'editor');
    const matching = await publishedOffer(editor, landForm());

    // The next 07:00 in Poland and an hour: the daily period has begun.
    const clock = new Date(nextDigestRun(new Date(), 'daily').getTime() + 3_600_000);
    const scheduler = () =>
      new JobScheduler({
        database: ctx.database,
        jobs: apiJobs({ config: ctx.config, database: ctx.database }),
        logger: quiet,
        now: () => clock,
      });
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    const mails = await alertMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New offers for your alert (1)');
    expect(mails[0]?.text_body).toContain(`Plot near Warsaw: ${SITE}/en/szczegoly_ogloszenia/${matching}`);

    // Another offer the same day waits for tomorrow, however many runs race.
    const second = await publishedOffer(editor, landForm({ titlePl: 'Druga działka' }));
    await ctx.database.db
      .updateTable('offers')
      .set({ published_at: new Date(clock.getTime() + 30_000).toISOString() })
      .where('id', '=', second)
      .execute();
    const later = new Date(clock.getTime() + 60_000);
    const runs = await Promise.all([
      runSearchAlerts(ctx.database, ctx.config, later),
      runSearchAlerts(ctx.database, ctx.config, later),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(0);
    // The next day, two runs at once: one mail.
    const tomorrow = new Date(clock.getTime() + 86_400_000);
    const racing = await Promise.all([
      runSearchAlerts(ctx.database, ctx.config, tomorrow),
      runSearchAlerts(ctx.database, ctx.config, tomorrow),
    ]);
    expect(racing.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await alertMailsTo(email)).toHaveLength(2);
  });

  it('mails an event stamped before the last run but committed after it once, never twice', async () => {
    const email = `late-${dialect}@example.com`;
    await confirmedAlert(email);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ confirmed_at: hourAgo, active_since: hourAgo })
      .where('email', '=', email)
      .execute();
    const editor = await createSignedInStaff(ctx, 'editor');
    const first = await publishedOffer(editor, landForm());
    const cutOff = new Date();
    await runSearchAlerts(ctx.database, ctx.config, cutOff);
    expect(await alertMailsTo(email)).toHaveLength(1);

    // The writer stamped its event a minute before the run's cut-off; its transaction committed after
    // the run read the offers, so that run could not see it.
    const late = await publishedOffer(editor, landForm({ titlePl: 'Późna działka' }));
    await ctx.database.db
      .updateTable('offers')
      .set({ published_at: new Date(cutOff.getTime() - 60_000).toISOString() })
      .where('id', '=', late)
      .execute();
    const next = new Date(cutOff.getTime() + 300_000);
    await runSearchAlerts(ctx.database, ctx.config, next);
    const mails = await alertMailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain(`/szczegoly_ogloszenia/${late}`);
    // The first offer, inside the overlap too, was mailed already.
    expect(mails[1]?.text_body).not.toContain(`/szczegoly_ogloszenia/${first}`);
    // Later runs, racing or not, mail neither again.
    await Promise.all([
      runSearchAlerts(ctx.database, ctx.config, new Date(next.getTime() + 300_000)),
      runSearchAlerts(ctx.database, ctx.config, new Date(next.getTime() + 300_000)),
    ]);
    expect(await alertMailsTo(email)).toHaveLength(2);
  });

  it("mails a special-offer group's list when an offer joins it or a member's price is lowered, never one that left it", async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const created = await kindCall(editor, 'POST', GROUPS, {
      body: { ...groupForm([]), namePl: 'Zimowa promocja', nameEn: 'Winter promotion' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = Number(created.json().data.key);
    const groupPath = `/oferta_specjalna/promocje/${groupId}`;
    // As staff change a published group's members: in its editor, then "publish changes".
    const members = (offerIds: number[]) =>
      editPublished(editor, `${GROUPS}/${groupId}`, (values) => ({ ...values, members: offerIds }));
    const email = `group-${dialect}@example.com`;
    // Another address for the refused sign-ups: the newsletter's per-address limit counts them.
    const signUp = (path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/form/search-alert',
        payload: {
          email: `group-refused-${dialect}@example.com`,
          agreement1: true,
          token: '',
          eventID: '17000000000001234567',
          path,
        },
      });
    // A draft group's page is a 404: nothing to sign up on; nor under another type's path.
    expect((await signUp(groupPath)).statusCode).toBe(400);
    expect(
      (
        await kindCall(editor, 'POST', `${GROUPS}/${groupId}/publication`, {
          body: { action: 'publish' },
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect((await signUp(`/oferta_specjalna/terytorialne/${groupId}`)).statusCode).toBe(400);

    const member = await publishedOffer(editor, landForm({ titlePl: 'Działka w promocji' }));
    const outsider = await publishedOffer(editor, landForm({ titlePl: 'Działka spoza grupy' }));
    await members([member]);
    // From its English page with a page number: the group's one list.
    const confirmation = await confirmedAlert(email, { path: `/en${groupPath}/f/page=2`, lang: 'en' });
    expect(confirmation.text_body).toContain(`${SITE}/en${groupPath}`);
    const [row] = await ctx.database.db
      .selectFrom('search_alerts')
      .select(['list', 'path'])
      .where('email', '=', email)
      .execute();
    expect(row).toEqual({ list: 'oferta_specjalna', path: groupPath });
    // Published and joined before the alert: nothing new. (Other tests' alerts share the database:
    // this address's mails are what counts.)
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(await alertMailsTo(email)).toEqual([]);

    // The outsider joins the group: mailed, alone, saying why.
    await members([member, outsider]);
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    const [joined] = await alertMailsTo(email);
    expect(joined?.subject).toBe('New offers for your alert (1)');
    expect(joined?.text_body).toContain(`${SITE}/en/szczegoly_ogloszenia/${outsider}`);
    expect(joined?.text_body).toContain('new in this group');
    expect(joined?.text_body).not.toContain(`/szczegoly_ogloszenia/${member}`);

    // A member's lower price: mailed.
    await saveOffer(editor, member, landForm({ titlePl: 'Działka w promocji', price: 120_000_000 }));
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    const repriced = (await alertMailsTo(email))[1];
    expect(repriced?.text_body).toContain(`/en/szczegoly_ogloszenia/${member}`);
    expect(repriced?.text_body).toContain('lower price');
    expect(repriced?.text_body).not.toContain(`/szczegoly_ogloszenia/${outsider}`);

    // Leaving the group mails nothing, nor does a lower price after it left.
    await members([outsider]);
    await saveOffer(editor, member, landForm({ titlePl: 'Działka w promocji', price: 110_000_000 }));
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(await alertMailsTo(email)).toHaveLength(2);

    // Added back from the offer list's bulk action: a join again, mailed.
    const bulk = await send(editor, 'POST', '/api/back-office/offers/bulk', {
      action: 'addToGroup',
      ids: [member],
      groupId,
    });
    expect(bulk.statusCode).toBe(200);
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    const rejoined = (await alertMailsTo(email))[2];
    expect(rejoined?.text_body).toContain(`/en/szczegoly_ogloszenia/${member}`);
    expect(rejoined?.text_body).toContain('new in this group');

    // The manage page and staff name the group in both languages; a filter list has none.
    await confirmedAlert(email, { path: ALERT_PATH });
    const token = await issueManageToken(ctx.database.db, email, new Date());
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/search-alerts/manage/${token}` });
    expect(listed.json().data).toMatchObject([
      { path: groupPath, group: { id: groupId, namePl: 'Zimowa promocja', nameEn: 'Winter promotion' } },
      { path: ALERT_PATH, group: null },
    ]);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/search-alerts',
      headers: fromSite(ctx.config, editor.cookie),
    });
    expect(counts.json().data).toEqual(
      expect.arrayContaining([
        {
          path: groupPath,
          voivodeships: [],
          active: 1,
          paused: 0,
          group: { id: groupId, namePl: 'Zimowa promocja', nameEn: 'Winter promotion' },
        },
        expect.objectContaining({ path: ALERT_PATH, group: null }),
      ]),
    );
  });

  it('mails a lower price as visitors see it: a new discount price, not a lower base price under an unchanged discount', async () => {
    const email = `discount-${dialect}@example.com`;
    await confirmedAlert(email);
    const editor = await createSignedInStaff(ctx, 'editor');
    const offer = await publishedOffer(editor, landForm({ titlePl: 'Działka z rabatem' }));
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(await alertMailsTo(email)).toHaveLength(1);

    // A discount: the base price stays, the price shown drops to 1 200 000 zł.
    await saveOffer(editor, offer, landForm({ titlePl: 'Działka z rabatem', discountPrice: 120_000_000 }));
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    const mails = await alertMailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toMatch(/Działka z rabatem: \S+ \(Warszawa, 1\s200\s000\szł, niższa cena\)/);
    // A lower base price under the same discount changes nothing a visitor sees: no mail.
    await saveOffer(
      editor,
      offer,
      landForm({ titlePl: 'Działka z rabatem', price: 140_000_000, discountPrice: 120_000_000 }),
    );
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(await alertMailsTo(email)).toHaveLength(2);
  });

  it('lets editors and admins find an address’s alerts and erase them all, audited without the address; agents may not', async () => {
    const email = `erase-${dialect}@example.com`;
    await confirmedAlert(email);
    await confirmedAlert(email, { path: '/wynajem' });
    const editor = await createSignedInStaff(ctx, 'editor');
    await publishedOffer(editor, landForm());
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(await alertMailsTo(email)).toHaveLength(1);
    const agent = await createSignedInStaff(ctx, 'agent');
    const call = (who: TestStaff, method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: fromSite(ctx.config, who.cookie),
        ...(payload ? { payload } : {}),
      });
    // A POST with the address in its body: a query string would put it in logs and browser history.
    const lookupUrl = '/api/back-office/search-alerts/address';
    const lookup = (who: TestStaff) => call(who, 'POST', lookupUrl, { email: email.toUpperCase() });

    expect((await lookup(agent)).statusCode).toBe(403);
    const found = await lookup(editor);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      expect.objectContaining({ path: ALERT_PATH, status: 'active', frequency: 'immediately' }),
      expect.objectContaining({ path: '/wynajem', status: 'active' }),
    ]);

    expect((await call(agent, 'POST', '/api/back-office/search-alerts/erasure', { email })).statusCode).toBe(
      403,
    );
    const erased = await call(editor, 'POST', '/api/back-office/search-alerts/erasure', { email });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toEqual({ removed: 2 });
    const { db } = ctx.database;
    expect(await db.selectFrom('search_alerts').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('search_alert_manage_tokens').select('id').where('email', '=', email).execute(),
    ).toEqual([]);
    expect((await lookup(editor)).json().data).toEqual([]);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'search-alert.erased')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(await mailsTo(email)).toEqual([]);
    // Nothing left to erase: 404, and no second entry.
    expect((await call(editor, 'POST', '/api/back-office/search-alerts/erasure', { email })).statusCode).toBe(
      404,
    );
  });

  it("leaves the address's footer newsletter out of its list alerts: the manage page, staff's counts and lookup, the erasure, the alerts' links and run (decision 059)", async () => {
    const email = `both-${dialect}@example.com`;
    const editor = await createSignedInStaff(ctx, 'editor');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: fromSite(ctx.config, editor.cookie),
        ...(payload ? { payload } : {}),
      });
    const watched = async () =>
      ((await call('GET', '/api/back-office/search-alerts')).json().data as { active: number }[]).reduce(
        (sum, row) => sum + row.active,
        0,
      );
    const before = await watched();
    await confirmedAlert(email);
    // The same address reads the newsletter of every voivodeship: its alert of origin 'newsletter'.
    const newsletter = await insertTestSubscriber(ctx.database.db, { email, voivodeships: [] });
    expect(await watched()).toBe(before + 1);

    const token = await issueManageToken(ctx.database.db, email, new Date());
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/search-alerts/manage/${token}` });
    expect(listed.json().data).toMatchObject([{ path: ALERT_PATH }]);
    expect(listed.json().data).toHaveLength(1);
    // The newsletter's token is not an alert's link.
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/search-alerts/unsubscribe/${newsletter.unsubscribeToken}`,
    });
    expect(foreign.statusCode).toBe(404);

    // The alerts' run mails the list's alert only; the digest is the newsletter's job's.
    await publishedOffer(editor, landForm());
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect((await mailsTo(email)).filter((mail) => /^Nowe oferty nieruchomości/.test(mail.subject))).toEqual(
      [],
    );
    expect(await alertMailsTo(email)).toHaveLength(1);

    const found = await call('POST', '/api/back-office/search-alerts/address', { email });
    expect(found.json().data).toEqual([expect.objectContaining({ path: ALERT_PATH })]);
    const erased = await call('POST', '/api/back-office/search-alerts/erasure', { email });
    expect(erased.json().data).toEqual({ removed: 1 });
    // The newsletter is removed on its own screen, as before its subscribers were alerts.
    expect(await findSubscriberByEmail(ctx.database.db, email)).toMatchObject({ status: 'confirmed' });
  });

  it('keeps the address of a staff lookup out of the request log', async () => {
    const email = `logged-${dialect}@example.com`;
    await confirmedAlert(email);
    const editor = await createSignedInStaff(ctx, 'editor');
    const lines: string[] = [];
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const found = await app.inject({
        method: 'POST',
        url: '/api/back-office/search-alerts/address',
        headers: fromSite(ctx.config, editor.cookie),
        payload: { email },
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toHaveLength(1);
      const log = lines.join('');
      expect(log).toContain('/api/back-office/search-alerts/address');
      expect(log).not.toContain(email);
      expect(log).not.toContain(encodeURIComponent(email));
    } finally {
      await app.close();
    }
  });

  it('keeps a mailed manage link however many sign-ups a stranger makes for its address', async () => {
    const email = `links-${dialect}@example.com`;
    await confirmedAlert(email);
    // The link an alert's mail carried.
    const mailed = await issueManageToken(ctx.database.db, email, new Date());
    const open = (token: string | undefined) =>
      ctx.app.inject({ method: 'GET', url: `/api/search-alerts/manage/${token}` });
    // Over days, so that the route's per-address limit (a few an hour) would not stop them either.
    for (let i = 0; i < 12; i += 1) {
      const outcome = await subscribeAlert(
        ctx.database,
        ctx.config,
        {
          email,
          agreement1: true,
          token: '',
          eventID: '17000000000001234567',
          path: `/sprzedaz/mazowieckie/f/price-lte=${(i + 1) * 100_000}`,
          voivodeships: [],
          frequency: 'weekly',
          lang: 'pl',
        },
        new Date(Date.now() + i * 86_400_000),
      );
      expect(outcome).toBe('created');
    }
    expect((await open(mailed)).statusCode).toBe(200);
    // A pending sign-up's mail carries no manage link: whoever typed the address is not its owner.
    const confirmations = (await mailsTo(email)).slice(-12);
    expect(confirmations).toHaveLength(12);
    for (const mail of confirmations) expect(mail.text_body).not.toMatch(/alerty\/zarzadzaj|alerts\/manage/);
  });

  it('keeps every unexpired manage link of an address up to fifty, trimming expired and then the oldest', async () => {
    const email = `cap-${dialect}@example.com`;
    await confirmedAlert(email);
    const { db } = ctx.database;
    const start = Date.now();
    const expired = await issueManageToken(db, email, new Date(start - 61 * 86_400_000));
    const tokens: string[] = [];
    for (let i = 0; i < 52; i += 1) {
      tokens.push(await issueManageToken(db, email, new Date(start + i * 1000)));
    }
    const live = await db
      .selectFrom('search_alert_manage_tokens')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(live).toHaveLength(50);
    const open = (token: string | undefined) =>
      ctx.app.inject({ method: 'GET', url: `/api/search-alerts/manage/${token}` });
    expect((await open(expired)).statusCode).toBe(404);
    expect((await open(tokens[0])).statusCode).toBe(404);
    expect((await open(tokens[1])).statusCode).toBe(404);
    expect((await open(tokens[2])).statusCode).toBe(200);
    expect((await open(tokens[12])).statusCode).toBe(200);
    expect((await open(tokens[51])).statusCode).toBe(200);
  });

  it('refuses a page that is not an offer list and a second alert on the same list', async () => {
    const base = {
      email: `twice-${dialect}@example.com`,
      agreement1: true,
      token: '',
      eventID: '17000000000001234567',
    };
    const notAList = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/search-alert',
      payload: { ...base, path: '/faq' },
    });
    expect(notAList.statusCode).toBe(400);
    // Signed up twice while pending (past the cooldown): one alert, which the newer link confirms.
    const pendingEmail = `pending-${dialect}@example.com`;
    const signUp = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/form/search-alert',
        payload: { ...base, email: pendingEmail, path: ALERT_PATH },
      });
    expect((await signUp()).statusCode).toBe(202);
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ confirm_expires_at: new Date(Date.now() + 47 * 3_600_000).toISOString() })
      .where('email', '=', pendingEmail)
      .execute();
    expect((await signUp()).statusCode).toBe(202);
    const rows = await ctx.database.db
      .selectFrom('search_alerts')
      .select('status')
      .where('email', '=', pendingEmail)
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
    expect(await mailsTo(pendingEmail)).toHaveLength(2);
    const noConsent = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/search-alert',
      payload: { ...base, path: ALERT_PATH, agreement1: false },
    });
    expect(noConsent.statusCode).toBe(400);
    await confirmedAlert(base.email);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/search-alert',
      // The same list, read from its English path with a page and an order.
      payload: { ...base, path: `/en${ALERT_PATH};order=price_asc;page=2` },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_subscribed');
  });

  it('holds one live alert per address and list in the database itself, whatever writes at the same moment', async () => {
    const row = (hash: string) => ({
      email: `race-${dialect}@example.com`,
      lang: 'pl',
      list: 'sprzedaz',
      path: ALERT_PATH,
      voivodeships: '',
      frequency: 'daily' as const,
      consent_text: 'zgoda',
      consent_version: '1',
      consented_at: new Date().toISOString(),
      event_id: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token_hash: hash,
      created_at: new Date().toISOString(),
    });
    await insertAlert(ctx.database.db, row('a'.repeat(64)));
    await expect(insertAlert(ctx.database.db, row('b'.repeat(64)))).rejects.toSatisfy(isUniqueViolation);
    // A stopped one is the record of a withdrawn consent: a new sign-up beside it is welcome.
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ status: 'unsubscribed' })
      .where('email', '=', `race-${dialect}@example.com`)
      .execute();
    await insertAlert(ctx.database.db, row('c'.repeat(64)));
  });

  it('keeps the newsletter’s retention: an unconfirmed alert goes once its link expired, a confirmed one stays', async () => {
    const pendingEmail = `expired-${dialect}@example.com`;
    const confirmedEmail = `kept-${dialect}@example.com`;
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/search-alert',
      payload: {
        email: pendingEmail,
        agreement1: true,
        token: '',
        eventID: '17000000000001234567',
        path: ALERT_PATH,
      },
    });
    expect(signUp.statusCode).toBe(202);
    await confirmedAlert(confirmedEmail);
    await purgeExpiredAlerts(ctx.database.db, new Date(Date.now() + 49 * 3_600_000));
    const left = await ctx.database.db
      .selectFrom('search_alerts')
      .select(['email', 'status', 'confirm_token_hash'])
      .where('email', 'in', [pendingEmail, confirmedEmail])
      .execute();
    expect(left).toEqual([{ email: confirmedEmail, status: 'active', confirm_token_hash: null }]);
  });

  it('lists, pauses, changes and deletes the alerts of the address a manage link was mailed to', async () => {
    const email = `manage-${dialect}@example.com`;
    await confirmedAlert(email);
    await confirmedAlert(email, { path: '/wynajem', frequency: 'weekly' });
    // The link an alert's mail carries (a confirmation carries none).
    const token = await issueManageToken(ctx.database.db, email, new Date());
    const manage = `/api/search-alerts/manage/${token}`;
    const list = async () => (await ctx.app.inject({ method: 'GET', url: manage })).json().data;
    const alerts = await list();
    expect(alerts).toMatchObject([
      { path: ALERT_PATH, frequency: 'immediately', status: 'active', lastSentAt: null },
      { path: '/wynajem', frequency: 'weekly', status: 'active' },
    ]);
    const [first, second] = alerts as { id: number }[];

    const paused = await ctx.app.inject({
      method: 'PATCH',
      url: `${manage}/${first?.id}`,
      payload: { paused: true },
    });
    expect(paused.statusCode).toBe(204);
    const editor = await createSignedInStaff(ctx, 'editor');
    await publishedOffer(editor, landForm());
    // (Alerts of the other tests share the database: this address's mails are what counts.)
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    expect(await alertMailsTo(email)).toEqual([]);
    expect((await list())[0]).toMatchObject({ status: 'paused' });
    // Staff, an agent too, see how many alerts watch each list, never who.
    const agent = await createSignedInStaff(ctx, 'agent');
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/search-alerts',
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/wynajem', active: 1, paused: 0 }),
        expect.objectContaining({ path: ALERT_PATH, paused: 1 }),
      ]),
    );
    expect(counts.body).not.toContain('@');

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `${manage}/${first?.id}`,
      payload: { paused: false, frequency: 'daily', path: '/en/sprzedaz/mazowieckie' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await list())[0]).toMatchObject({
      status: 'active',
      frequency: 'daily',
      path: '/sprzedaz/mazowieckie',
    });
    const badPath = await ctx.app.inject({
      method: 'PATCH',
      url: `${manage}/${first?.id}`,
      payload: { path: '/kontakt' },
    });
    expect(badPath.statusCode).toBe(400);
    // Moved onto a list the address already watches, it would mail every offer twice.
    const onto = await ctx.app.inject({
      method: 'PATCH',
      url: `${manage}/${second?.id}`,
      payload: { path: '/sprzedaz/mazowieckie' },
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error.code).toBe('already_subscribed');
    expect((await list()).map((alert: { path: string }) => alert.path)).toEqual([
      '/sprzedaz/mazowieckie',
      '/wynajem',
    ]);

    // Another address's alert is not this link's.
    await confirmedAlert(`other-${dialect}@example.com`);
    const strangerToken = await issueManageToken(ctx.database.db, `other-${dialect}@example.com`, new Date());
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/search-alerts/manage/${strangerToken}/${first?.id}`,
      payload: { paused: true },
    });
    expect(foreign.statusCode).toBe(404);

    const deletedOne = await ctx.app.inject({ method: 'DELETE', url: `${manage}/${second?.id}` });
    expect(deletedOne.statusCode).toBe(204);
    expect(await list()).toHaveLength(1);
    const deletedAll = await ctx.app.inject({ method: 'DELETE', url: manage });
    expect(deletedAll.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    const rows = await ctx.database.db
      .selectFrom('search_alerts')
      .select('status')
      .where('email', '=', email)
      .execute();
    // The record of the withdrawn consents stays, as the newsletter's.
    expect(rows.map((row) => row.status)).toEqual(['unsubscribed', 'unsubscribed']);

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/search-alerts/manage/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('names the list a confirmation or unsubscribe link is about without changing the alert', async () => {
    const email = `named-${dialect}@example.com`;
    const mail = (await signedUp(email, { frequency: 'daily' })).text_body;
    const confirmToken = new RegExp(`/alerty/potwierdz/${TOKEN}`).exec(mail)?.[1];
    const unsubscribeToken = new RegExp(`/alerty/wypisz/${TOKEN}`).exec(mail)?.[1];
    const about = (page: string, token: string | undefined) =>
      ctx.app.inject({ method: 'GET', url: `/api/search-alerts/${page}/${token}/alert` });

    const pending = await about('confirm', confirmToken);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.json().data).toEqual({
      path: ALERT_PATH,
      voivodeships: [],
      frequency: 'daily',
      status: 'pending',
      group: null,
    });
    // Reading it confirmed nothing: the button's POST still does.
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/search-alerts/confirm/${confirmToken}`,
    });
    expect(confirmed.json().data.status).toBe('confirmed');
    expect((await about('confirm', confirmToken)).json().data.status).toBe('active');
    expect((await about('unsubscribe', unsubscribeToken)).json().data).toMatchObject({
      path: ALERT_PATH,
      status: 'active',
    });

    await ctx.app.inject({ method: 'POST', url: `/api/search-alerts/unsubscribe/${unsubscribeToken}` });
    // A stopped alert cannot be confirmed again; its unsubscribe page still says which list it was.
    expect((await about('confirm', confirmToken)).statusCode).toBe(404);
    expect((await about('unsubscribe', unsubscribeToken)).json().data.status).toBe('unsubscribed');
    expect((await about('confirm', 'x'.repeat(43))).statusCode).toBe(404);
  });

  it("keeps the area drawn on a map's list: the English path stored as the Polish one, named by its links, mailed inside only", async () => {
    const email = `area-${dialect}@example.com`;
    // The outline of the drawn-area tests around Kraków; the link the map's list gives, in English.
    const area = formatArea({
      kind: 'polygon',
      points: [
        [50.14, 19.78],
        [50.14, 20.12],
        [49.98, 20.12],
        [49.98, 19.78],
      ],
    });
    const listPath = `/sprzedaz/f/typeProperty=2;drawnArea=${area}`;
    const confirmation = await confirmedAlert(email, { path: `/en${listPath}`, lang: 'en' });
    // The confirmation names the map's list with its area.
    expect(confirmation.text_body).toContain(`/en${listPath}`);
    const token = new RegExp(`/alerts/unsubscribe/${TOKEN}`).exec(confirmation.text_body)?.[1];
    const about = await ctx.app.inject({
      method: 'GET',
      url: `/api/search-alerts/unsubscribe/${token}/alert`,
    });
    expect(about.json().data).toMatchObject({ path: listPath, status: 'active' });

    const editor = await createSignedInStaff(ctx, 'editor');
    const krakowLand = { voivodeship: 12, town: 'Kraków', postalCode: '30-001' };
    const inside = await publishedOffer(
      editor,
      landForm({ titlePl: 'Działka w obszarze', ...krakowLand, lat: 50.06, lng: 19.94 }),
    );
    // In Kraków's voivodeship and town, outside the outline.
    const outside = await publishedOffer(
      editor,
      landForm({ titlePl: 'Działka za obszarem', ...krakowLand, lat: 50.2, lng: 19.94 }),
    );
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    const [mail, ...more] = await alertMailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.text_body).toContain(`/szczegoly_ogloszenia/${inside}`);
    expect(mail?.text_body).not.toContain(`/szczegoly_ogloszenia/${outside}`);
  });

  it('mails an alert on a set of voivodeships the offers in any of them, none in another, and shows the set', async () => {
    const email = `regions-${dialect}@example.com`;
    const voivodeships = ['mazowieckie', 'malopolskie'];
    await confirmedAlert(email, { path: '/sprzedaz', voivodeships });
    const editor = await createSignedInStaff(ctx, 'editor');
    const warsaw = await publishedOffer(editor, landForm({ titlePl: 'Działka na Mazowszu' }));
    const cracow = await publishedOffer(
      editor,
      landForm({
        titlePl: 'Działka pod Krakowem',
        voivodeship: 12,
        town: 'Kraków',
        postalCode: '30-001',
        lat: 50.06,
        lng: 19.94,
      }),
    );
    const katowice = await publishedOffer(
      editor,
      landForm({
        titlePl: 'Działka w Katowicach',
        voivodeship: 24,
        town: 'Katowice',
        postalCode: '40-001',
        lat: 50.26,
        lng: 19.02,
      }),
    );
    await runSearchAlerts(ctx.database, ctx.config, new Date());
    const [mail, ...more] = await alertMailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nowe oferty dla Twojego alertu (2)');
    expect(mail?.text_body).toContain(`/szczegoly_ogloszenia/${warsaw}`);
    expect(mail?.text_body).toContain(`/szczegoly_ogloszenia/${cracow}`);
    expect(mail?.text_body).not.toContain(`/szczegoly_ogloszenia/${katowice}`);

    // The manage page and staff's counts carry the set (by key, in the codes' order), apart from the plain list.
    await confirmedAlert(email, { path: '/sprzedaz' });
    const token = await issueManageToken(ctx.database.db, email, new Date());
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/search-alerts/manage/${token}` });
    expect(listed.json().data).toMatchObject([
      { path: '/sprzedaz', voivodeships: ['malopolskie', 'mazowieckie'] },
      { path: '/sprzedaz', voivodeships: [] },
    ]);
    const agent = await createSignedInStaff(ctx, 'agent');
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/back-office/search-alerts',
      headers: fromSite(ctx.config, agent.cookie),
    });
    expect(counts.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/sprzedaz',
          voivodeships: ['malopolskie', 'mazowieckie'],
          active: 1,
        }),
      ]),
    );
    // The same set again is the same alert; a set beside a path's own voivodeship or a group's list is refused.
    const signUp = (body: Record<string, unknown>, address = email) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/form/search-alert',
        payload: { email: address, agreement1: true, token: '', eventID: '17000000000001234567', ...body },
      });
    expect(
      (await signUp({ path: '/sprzedaz', voivodeships: ['malopolskie', 'mazowieckie'] })).statusCode,
    ).toBe(409);
    // (Another address: this one has met the route's per-address limit.)
    const other = `regions-other-${dialect}@example.com`;
    const withPlace = await signUp({ path: '/sprzedaz/slaskie', voivodeships }, other);
    expect(withPlace.statusCode).toBe(400);
    expect(withPlace.json().error.fields).toEqual({ voivodeships: 'invalid_value' });
    const onGroup = await signUp({ path: '/oferta_specjalna/promocje/1', voivodeships }, other);
    expect(onGroup.statusCode).toBe(400);
    // Stopped: alerts on every sale offer would count in the other tests' runs.
    await ctx.database.db
      .updateTable('search_alerts')
      .set({ status: 'unsubscribed' })
      .where('email', '=', email)
      .execute();
  });
});
