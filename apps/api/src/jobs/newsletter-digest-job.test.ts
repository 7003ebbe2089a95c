import type { OfferEditorInput } from '@estate/domain/offer-editor';
import { describe, expect, it } from 'vitest';
import { findSubscriberByEmail } from '../repositories/newsletter-repository';
import { runNewsletterAlerts } from '../services/search-alert-run';
import { offerEditorForm } from '../testing/offer-editor-form';
import { createSignedInStaff, fromSite, type TestStaff } from '../testing/staff-sessions';
import { insertTestSubscriber } from '../testing/subscriber-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { apiJobs } from './api-jobs';
import { JobScheduler } from './job-scheduler';

const quiet = { info: () => undefined, warn: () => undefined };
const SITE = 'http://localhost:3000';
const MAZOWIECKIE = 14;
const POMORSKIE = 22;

function editorForm(overrides: Partial<OfferEditorInput> = {}): OfferEditorInput {
  return offerEditorForm({
    titlePl: 'Dawna centrala w Warszawie',
    titleEn: 'Former exchange in Warsaw',
    voivodeship: MAZOWIECKIE,
    town: 'Warszawa',
    postalCode: '00-001',
    lat: 52.23,
    lng: 21.01,
    ...overrides,
  });
}

const GDANSK: Partial<OfferEditorInput> = {
  voivodeship: POMORSKIE,
  town: 'Gdańsk',
  postalCode: '80-001',
  lat: 54.35,
  lng: 18.65,
};

/**
 * Issue 18's "Done when" for the digest (decision 036), on each dialect: a subscriber confirmed for
 * mazowieckie, an offer published there and one in pomorskie; the digest run by hand mails exactly
 * one message in the subscriber's language with the first offer only, whose one-click unsubscribe
 * works; running it again sends nothing; two API processes running the schedule together send one.
 */
describe.each(testDialects())('the newsletter digest on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const scheduler = (now?: () => Date) =>
    new JobScheduler({
      database: ctx.database,
      jobs: apiJobs({ config: ctx.config, database: ctx.database }),
      logger: quiet,
      now,
    });
  /** `npm run newsletter:digest`: the jobs CLI runs the job so, forced, under the same lease. */
  const runByHand = () => scheduler().runJob('newsletter-digest', { force: true });

  const send = (who: TestStaff, method: 'POST' | 'PUT', url: string, payload: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...fromSite(ctx.config, who.cookie), ...headers },
    });

  /** An offer written in the editor and published now; its id. */
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

  const digestsTo = (email: string) =>
    ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where((eb) =>
        eb.or([eb('subject', 'like', 'New property offers%'), eb('subject', 'like', 'Nowe oferty%')]),
      )
      .orderBy('id')
      .execute();
  const statusOf = async (email: string) => (await findSubscriberByEmail(ctx.database.db, email))?.status;

  it('mails a subscriber of mazowieckie its new offer only, in English, with a one-click unsubscribe that works; again: nothing', async () => {
    const email = `digest-${dialect}@example.com`;
    // Signed up through the footer form's route, in English, and confirmed by the mailed link.
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/form/newsletter',
      payload: {
        email,
        voivodeship: 'mazowieckie',
        isAgent: false,
        agreement1: true,
        token: '',
        eventID: '17000000000001234567',
        lang: 'en',
      },
    });
    expect(signUp.statusCode).toBe(202);
    const confirmation = await ctx.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const confirmToken = /\/en\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)?.[1];
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/confirm/${confirmToken}`,
    });
    expect(confirmed.json().data.status).toBe('confirmed');
    // Somebody whose voivodeship gets nothing new.
    const elsewhere = await insertTestSubscriber(ctx.database.db, { voivodeships: [6] });

    const editor = await createSignedInStaff(ctx, 'editor');
    const warsaw = await publishedOffer(editor, editorForm());
    const gdansk = await publishedOffer(
      editor,
      editorForm({ ...GDANSK, titleEn: 'Former exchange in Gdańsk' }),
    );

    // The search alerts' run, every five minutes, mails no newsletter (decision 059).
    expect(await scheduler().runJob('search-alerts', { force: true })).toMatchObject({ state: 'ran' });
    expect(await digestsTo(email)).toEqual([]);

    const first = await runByHand();
    expect(first).toMatchObject({ state: 'ran', summary: { sent: 1, nothingNew: 1, alreadySent: 0 } });
    const period = first.state === 'ran' ? first.summary.period : undefined;
    const [run] = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'newsletter.digest-run')
      .execute();
    expect(run).toMatchObject({ actor_id: null, entity: 'newsletter_digest', entity_id: period });
    expect(JSON.parse(run?.changes ?? '{}')).toEqual({ sent: [null, 1] });
    const digests = await digestsTo(email);
    expect(digests).toHaveLength(1);
    expect(await digestsTo(elsewhere.email)).toEqual([]);
    const [mail] = digests;
    if (!mail) throw new Error('no digest');
    expect(mail.subject).toBe('New property offers (1)');
    expect(mail.text_body).toContain('here are the property offers published or repriced since');
    expect(mail.text_body).toContain('in these voivodeships: Masovian');
    expect(mail.text_body).toContain(`Former exchange in Warsaw: ${SITE}/en/szczegoly_ogloszenia/${warsaw}`);
    expect(mail.text_body).not.toContain(`/szczegoly_ogloszenia/${gdansk}`);
    expect(mail.text_body).not.toContain('Gdańsk');
    expect(mail.html_body).toContain('<html lang="en">');

    // RFC 8058: the address of List-Unsubscribe, POSTed to as a mail client does, unsubscribes.
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(https?:\/\/[^>]+)>, <mailto:sprzedaz@example\.pl\?subject=unsubscribe>$/.exec(
      headers['List-Unsubscribe'] ?? '',
    )?.[1];
    if (!target) throw new Error(`no https List-Unsubscribe: ${headers['List-Unsubscribe']}`);
    expect(target.startsWith(`${SITE}/api/newsletter/unsubscribe/`)).toBe(true);
    const path = new URL(target).pathname;
    const token = path.split('/').pop() ?? '';
    // The mail's own link goes to the page with the button, with the same token.
    expect(mail.text_body).toContain(`${SITE}/en/newsletter/unsubscribe/${token}`);
    // Opened in a browser, the address leads to that page and changes nothing.
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/en/newsletter/unsubscribe/${token}`);
    expect(await statusOf(email)).toBe('confirmed');

    // Run again in the same period: nothing new goes out.
    const again = await runByHand();
    expect(again).toMatchObject({ state: 'ran', summary: { sent: 0, alreadySent: 0 } });
    expect(await digestsTo(email)).toHaveLength(1);

    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { status: 'unsubscribed', lang: 'en' } });
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('never mails a sold offer, neither published as sold nor repriced after it sold (decision 045)', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const reader = await insertTestSubscriber(ctx.database.db, { voivodeships: [] });
    const available = await publishedOffer(editor, editorForm({ titlePl: 'Kamienica na Pradze' }));
    const soldNew = await publishedOffer(
      editor,
      editorForm({ titlePl: 'Sprzedany magazyn', flags: { isSold: true } }),
    );
    // Sold long ago, and its price lowered now (what set "new price" on a sold offer in issue 32).
    const soldRepriced = await publishedOffer(
      editor,
      editorForm({ titlePl: 'Sprzedana działka', flags: { isSold: true } }),
    );
    await ctx.database.db
      .updateTable('offers')
      .set({ published_at: '2026-01-05T10:00:00.000Z' })
      .where('id', '=', soldRepriced)
      .execute();
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${soldRepriced}`,
      headers: fromSite(ctx.config, editor.cookie),
    });
    const repriced = await send(
      editor,
      'PUT',
      `/api/back-office/offers/${soldRepriced}`,
      editorForm({ titlePl: 'Sprzedana działka', flags: { isSold: true }, price: 199_000_000 }),
      { 'if-match': opened.headers.etag },
    );
    expect(repriced.statusCode).toBe(200);

    const run = await runNewsletterAlerts(ctx.database, ctx.config, new Date(Date.now() + 8 * 86_400_000));
    expect(run.sent).toBe(1);
    const [mail] = await digestsTo(reader.email);
    expect(mail?.subject).toBe('Nowe oferty nieruchomości (1)');
    expect(mail?.text_body).toContain(`${SITE}/szczegoly_ogloszenia/${available}`);
    for (const sold of [soldNew, soldRepriced]) {
      expect(mail?.text_body).not.toContain(`/szczegoly_ogloszenia/${sold}`);
      expect(mail?.html_body).not.toContain(`/szczegoly_ogloszenia/${sold}`);
    }
    expect(mail?.text_body).not.toContain('Sprzedan');
  });

  it('shows each offer with its main photo, 480 px wide from the media store at the site address, and an offer without photos without one (issue 35)', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const reader = await insertTestSubscriber(ctx.database.db, { voivodeships: [] });
    const pictured = await publishedOffer(editor, editorForm({ titlePl: 'Willa z ogrodem' }));
    const bare = await publishedOffer(editor, editorForm({ titlePl: 'Działka bez zdjęć' }));
    // Two photos as an upload stores them (the stem of three widths, the largest's size, 4:3 or
    // not): the main one, position 0, with its alt text, and one behind it the mail never shows.
    await ctx.database.db
      .insertInto('offer_photos')
      .values([
        {
          offer_id: pictured,
          position: 1,
          path: '/media/offers/second',
          width: 1600,
          height: 1200,
          alt_pl: 'Drugie',
          alt_en: 'Second',
        },
        {
          offer_id: pictured,
          position: 0,
          path: '/media/offers/u-main',
          width: 1600,
          height: 1000,
          alt_pl: 'Willa od ogrodu',
          alt_en: 'The villa from its garden',
        },
      ])
      .execute();

    const run = await runNewsletterAlerts(ctx.database, ctx.config, new Date(Date.now() + 8 * 86_400_000));
    expect(run.sent).toBe(1);
    const [mail] = await digestsTo(reader.email);
    if (!mail) throw new Error('no digest');
    const images = [...(mail.html_body ?? '').matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toEqual([
      `<img src="${SITE}/media/offers/u-main-480.webp" width="240" height="150" alt="Willa od ogrodu" ` +
        'style="display:block;width:240px;max-width:100%;height:auto;border:0">',
    ]);
    // The photo links to its offer, as the title does.
    expect(mail.html_body).toContain(`<a href="${SITE}/szczegoly_ogloszenia/${pictured}"><img `);
    expect(mail.html_body).not.toContain('/media/offers/second');
    expect(mail.html_body).toContain(`/szczegoly_ogloszenia/${bare}`);
    // The text part is as it was: no image, the same lines.
    expect(mail.text_body).not.toContain('/media/');
    expect(mail.text_body).toContain(`- Willa z ogrodem: ${SITE}/szczegoly_ogloszenia/${pictured} (Warszawa`);
    // The footer says what its link does (the page has a button): no promise of one click.
    expect(mail.text_body).toContain('Aby zrezygnować z newslettera, otwórz tę stronę i potwierdź: ');
    expect(mail.html_body).not.toMatch(/jednym kliknięciem/);
  });

  it('sends one digest when two API processes run the schedule together, and one when two runs race past the lease', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const reader = await insertTestSubscriber(ctx.database.db, { voivodeships: [] });
    const warsaw = await publishedOffer(editor, editorForm({ titlePl: 'Magazyn na Mokotowie' }));
    const gdansk = await publishedOffer(editor, editorForm({ ...GDANSK, titlePl: 'Centrala w Oliwie' }));
    // An offer published long before, repriced now, and a promotion holding it.
    const older = await publishedOffer(editor, editorForm({ titlePl: 'Działka pod Radomiem' }));
    await ctx.database.db
      .updateTable('offers')
      .set({ published_at: '2026-01-05T10:00:00.000Z' })
      .where('id', '=', older)
      .execute();
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${older}`,
      headers: fromSite(ctx.config, editor.cookie),
    });
    const repriced = await send(
      editor,
      'PUT',
      `/api/back-office/offers/${older}`,
      editorForm({ titlePl: 'Działka pod Radomiem', price: 199_000_000 }),
      { 'if-match': opened.headers.etag },
    );
    expect(repriced.statusCode).toBe(200);
    const group = await ctx.database.db
      .insertInto('offer_groups')
      .values({
        group_type: 'promotion',
        name_pl: 'Jesienna promocja',
        name_en: 'Autumn sale',
        description_pl: '',
        description_en: '',
        image: null,
        voivodeship: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('offer_group_members')
      .values({ group_id: group.id, offer_id: older })
      .execute();

    // A week later, at the scheduled time, two processes tick at once: one of them runs the job.
    let clock = new Date(Date.now() + 8 * 86_400_000);
    const processes = [scheduler(() => clock), scheduler(() => clock)];
    await Promise.all(processes.map((process) => process.tick()));
    const digests = await digestsTo(reader.email);
    expect(digests).toHaveLength(1);
    const text = digests[0]?.text_body ?? '';
    expect(digests[0]?.subject).toBe('Nowe oferty nieruchomości (3)');
    expect(text).toContain('we wszystkich województwach');
    for (const id of [warsaw, gdansk, older]) expect(text).toContain(`${SITE}/szczegoly_ogloszenia/${id}`);
    expect(text).toMatch(/Działka pod Radomiem: \S+ \(Warszawa, mazowieckie, 1\s990\s000\szł; nowa cena\)/);
    expect(text).toContain(
      `Aktualne oferty specjalne:\n\n- Jesienna promocja: ${SITE}/oferta_specjalna/promocje/${group.id}`,
    );
    const recorded = await ctx.database.db
      .selectFrom('search_alert_sends')
      .selectAll()
      .where('alert_id', '=', reader.id)
      .execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ offer_count: 3, covered_until: clock.toISOString() });
    // The processes tick again within the period: the job is not due, and nothing more is sent.
    clock = new Date(clock.getTime() + 60_000);
    await Promise.all(processes.map((process) => process.tick()));
    expect(await digestsTo(reader.email)).toHaveLength(1);

    // Past any lease (a run that outlived it, a hand run beside a stuck one): the unique key holds.
    const late = await insertTestSubscriber(ctx.database.db, { voivodeships: [POMORSKIE] });
    await publishedOffer(editor, editorForm({ ...GDANSK, titlePl: 'Biurowiec w Sopocie' }));
    const runs = await Promise.all([
      runNewsletterAlerts(ctx.database, ctx.config, clock),
      runNewsletterAlerts(ctx.database, ctx.config, clock),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await digestsTo(late.email)).toHaveLength(1);
    expect(await digestsTo(reader.email)).toHaveLength(1);
  });
});
