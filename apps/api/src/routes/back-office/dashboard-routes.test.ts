import type { Dashboard } from '@estate/domain/api/dashboard-responses';
import { daysEndingWith, warsawDay } from '@estate/domain/offer-views';
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

const DAY = 86_400_000;

/**
 * Issue 35, decision 055: the dashboard's figures are the database's, counted under the caller's
 * scope: an agent's own offers whatever they ask, everyone's or one agent card's for the others.
 */
describe.each(testDialects())('the back office dashboard (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const get = (who: TestStaff | null, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/dashboard${query}`,
      headers: fromSite(ctx.config, who?.cookie),
    });
  const dashboard = async (who: TestStaff, query = '') => {
    const answer = await get(who, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: Dashboard }).data;
  };

  it('counts what waits, what is missing and each day’s activity as the rows stored, under each person’s scope', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY).toISOString();
    const today = warsawDay(new Date(now));
    const [day2, day60] = [daysEndingWith(today, 3)[0], daysEndingWith(today, 61)[0]] as [string, string];

    const anna = await createSignedInStaff(ctx, 'agent');
    const piotr = await createSignedInStaff(ctx, 'agent');
    const editor = await createSignedInStaff(ctx, 'editor');
    const annaCard = await insertAgentCardFor(ctx.database, anna, 'Anna');
    const piotrCard = await insertAgentCardFor(ctx.database, piotr, 'Piotr');
    const db = ctx.database.db;

    // Anna: a published offer without a photo, a place or a price; one with a tender in ten days;
    // a draft and a scheduled one. Piotr: a complete published offer and a draft.
    const bare = await insertOffer(db, { agent_id: annaCard, photos: 0, price: null, lat: 0, lng: 0 });
    const tender = await insertOffer(db, {
      agent_id: annaCard,
      sale_mode: 'tender',
      tender_at: ago(-10),
    });
    await insertOffer(db, { agent_id: annaCard, status: 'draft' });
    await insertOffer(db, { agent_id: annaCard, status: 'scheduled', publish_at: ago(-3) });
    // A tender too far ahead is not listed.
    await insertOffer(db, { agent_id: piotrCard, sale_mode: 'tender', tender_at: ago(-45) });
    const complete = await insertOffer(db, { agent_id: piotrCard });
    await insertOffer(db, { agent_id: piotrCard, status: 'draft' });

    // Submissions: two new about the bare offer (one Anna's), one done about it, one new about
    // Piotr's, one from the contact page (about no offer), and one from 40 days ago about Piotr's.
    const oldestNew = await insertTestSubmission(db, {
      kind: 'contact-classified',
      offerId: bare,
      createdAt: ago(2),
    });
    const annas = await insertTestSubmission(db, {
      kind: 'contact-classified',
      offerId: bare,
      createdAt: ago(1),
    });
    await db.updateTable('form_submissions').set({ assigned_to: anna.id }).where('id', '=', annas).execute();
    const done = await insertTestSubmission(db, {
      kind: 'contact-classified',
      offerId: bare,
      createdAt: ago(1),
    });
    await db.updateTable('form_submissions').set({ status: 'done' }).where('id', '=', done).execute();
    await insertTestSubmission(db, { kind: 'contact-classified', offerId: complete, createdAt: ago(0) });
    await insertTestSubmission(db, { kind: 'contact', createdAt: ago(0) });
    const early = await insertTestSubmission(db, {
      kind: 'contact-classified',
      offerId: complete,
      createdAt: ago(40),
    });
    await db.updateTable('form_submissions').set({ status: 'done' }).where('id', '=', early).execute();

    await db
      .insertInto('offer_views_daily')
      .values([
        { offer_id: bare, day: day2, views: 10 },
        { offer_id: tender, day: today, views: 5 },
        { offer_id: complete, day: day2, views: 20 },
        { offer_id: complete, day: day60, views: 7 },
      ])
      .execute();
    await db
      .insertInto('phone_clicks')
      .values([
        { offer_id: bare, created_at: ago(0) },
        { offer_id: bare, created_at: ago(1) },
        { offer_id: complete, created_at: ago(0) },
      ])
      .execute();
    await db
      .insertInto('news')
      .values({
        lang: 'pl',
        title: 'Szkic',
        lead: '',
        content: '<p>x</p>',
        image: null,
        published_at: ago(0),
        status: 'draft',
        translation_key: null,
      })
      .execute();

    const all = await dashboard(editor);
    const stored = await db
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    expect(all.scope).toBe('all');
    expect(all.inbox).toEqual({
      waiting: Number(stored.n),
      mine: 0,
      oldest: { id: oldestNew, createdAt: ago(2) },
    });
    expect(all.inbox.waiting).toBe(4);
    expect(all.offers).toEqual({ drafts: 2, scheduled: 1 });
    expect(all.content?.find((row) => row.kind === 'news')).toEqual({
      kind: 'news',
      drafts: 1,
      scheduled: 0,
    });
    expect(all.missing.photos).toEqual({ total: 1, offers: [expect.objectContaining({ id: bare })] });
    expect(all.missing.coordinates.offers.map((offer) => offer.id)).toEqual([bare]);
    expect(all.missing.price.offers.map((offer) => offer.id)).toEqual([bare]);
    expect(all.tenders.map((offer) => offer.id)).toEqual([tender]);
    expect(all.days).toBe(30);
    expect(all.activity).toHaveLength(30);
    expect(all.activity.at(-1)?.day).toBe(today);
    expect(all.totals).toEqual({ views: 35, phoneReveals: 3, submissions: 5 });
    expect(all.activity.find((row) => row.day === day2)?.views).toBe(30);
    // Enquiries per view: the bare offer 3/10, Piotr's 1/20, the tender 0/5.
    expect(all.ranking.top.map((offer) => offer.id)).toEqual([bare, complete]);
    expect(all.ranking.bottom.map((offer) => offer.id)).toEqual([tender]);
    expect(all.ranking.top[0]).toMatchObject({ views: 10, submissions: 3 });

    const ninety = await dashboard(editor, '?days=90');
    expect(ninety.activity).toHaveLength(90);
    expect(ninety.totals).toEqual({ views: 42, phoneReveals: 3, submissions: 6 });

    const piotrs = await dashboard(editor, `?agent=${piotrCard}`);
    expect(piotrs.scope).toBe('agent');
    expect(piotrs.inbox.waiting).toBe(1);
    expect(piotrs.offers).toEqual({ drafts: 1, scheduled: 0 });
    expect(piotrs.missing.photos.total).toBe(0);
    expect(piotrs.tenders).toEqual([]);
    expect(piotrs.totals).toEqual({ views: 20, phoneReveals: 1, submissions: 1 });

    // Anna sees her own offers only, whichever agent she names; content is not hers to edit.
    for (const query of ['', `?agent=${piotrCard}`]) {
      const own = await dashboard(anna, query);
      expect(own.scope).toBe('own');
      expect(own.content).toBeNull();
      expect(own.inbox).toEqual({ waiting: 2, mine: 1, oldest: { id: oldestNew, createdAt: ago(2) } });
      expect(own.offers).toEqual({ drafts: 1, scheduled: 1 });
      expect(own.missing.photos.total).toBe(1);
      expect(own.tenders.map((offer) => offer.id)).toEqual([tender]);
      expect(own.totals).toEqual({ views: 15, phoneReveals: 2, submissions: 3 });
      expect([...own.ranking.top, ...own.ranking.bottom].map((offer) => offer.id)).toEqual([bare, tender]);
    }
    const piotrOwn = await dashboard(piotr);
    expect(piotrOwn.inbox).toMatchObject({ waiting: 1, mine: 0 });
    expect(piotrOwn.missing.price.total).toBe(0);
  });

  it('refuses the anonymous (401) and a period it does not offer (400)', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(editor, '?days=7')).statusCode).toBe(400);
    expect((await get(editor, '?agent=x')).statusCode).toBe(400);
  });
});
