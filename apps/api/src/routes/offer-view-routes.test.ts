import { warsawDay } from '@estate/domain/offer-views';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobScheduler } from '../jobs/job-scheduler';
import { viewsRefreshJob } from '../jobs/views-refresh-job';
import { readChangeSignal } from '../repositories/change-signal-repository';
import { recordPhoneClick } from '../repositories/offer-repository';
import { insertSubmission } from '../repositories/submission-repository';
import { insertOffer } from '../testing/offer-factory';
import { createSignedInStaff, fromSite } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';

const quiet = { info: () => undefined, warn: () => undefined };

describe.each(testDialects())('measured offer views on %s (decision 034)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = ctx.database;
    // What the seed's figures say before anything was measured: B is "most viewed".
    ids.a = await insertOffer(db, { views_period: 0, title_pl: 'Oglądana' });
    ids.b = await insertOffer(db, { views_period: 900, title_pl: 'Dawniej popularna' });
    ids.hidden = await insertOffer(db, { views_period: 0, status: 'unpublished' });
  });

  function report(views: { offerId: number; address: string }[], remoteAddress = '127.0.0.1') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/internal/offer-views',
      payload: { views },
      remoteAddress,
    });
  }

  async function mostViewedTitles(): Promise<string[]> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classified',
      payload: { order: 'viewed_period', itemsPerPage: 3 },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((offer: { title: string }) => offer.title);
  }

  async function dailyViews(offerId: number): Promise<number> {
    const row = await ctx.database.db
      .selectFrom('offer_views_daily')
      .select('views')
      .where('offer_id', '=', offerId)
      .where('day', '=', warsawDay(new Date()))
      .executeTakeFirst();
    return Number(row?.views ?? 0);
  }

  it('are refused from anyone but a trusted peer (the sites)', async () => {
    const res = await report([{ offerId: ids.a ?? 0, address: '198.51.100.1' }], '203.0.113.9');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await dailyViews(ids.a ?? 0)).toBe(0);
  });

  it('count one view per visitor, offer and hour, and only of published offers', async () => {
    const five = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::4', '198.51.100.5'];
    const first = await report([
      ...five.map((address) => ({ offerId: ids.a ?? 0, address })),
      // The same visitor reloading, and an unpublished offer.
      { offerId: ids.a ?? 0, address: '198.51.100.1' },
      { offerId: ids.hidden ?? 0, address: '198.51.100.1' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ counted: 5, ignored: 2 });
    // A later report of the same visitors within the hour counts nothing more.
    expect((await report([{ offerId: ids.a ?? 0, address: '198.51.100.2' }])).json().data).toEqual({
      counted: 0,
      ignored: 1,
    });
    expect(await dailyViews(ids.a ?? 0)).toBe(5);
    expect(await dailyViews(ids.hidden ?? 0)).toBe(0);
  });

  it('ignore a visitor past a reader’s pace: 60 offers an hour count, the rest do not', async () => {
    const { db } = ctx.database;
    const many: number[] = [];
    for (let i = 0; i < 65; i++) many.push(await insertOffer(db, { views_period: 0, photos: 0 }));
    const res = await report(many.map((offerId) => ({ offerId, address: '192.0.2.77' })));
    expect(res.json().data).toEqual({ counted: 60, ignored: 5 });
    expect(await dailyViews(many.at(-1) ?? 0)).toBe(0);
    expect(await dailyViews(many[0] ?? 0)).toBe(1);
  });

  it('reorder "most viewed" when the hourly refresh runs, once for several processes', async () => {
    const { database } = ctx;
    expect((await mostViewedTitles())[0]).toBe('Dawniej popularna');
    const versionBefore = await readChangeSignal(database.db, 'offers');
    // Two API processes' schedulers reach the due job at once: one runs it.
    const processes = [1, 2].map(
      () => new JobScheduler({ database, jobs: [viewsRefreshJob(database)], logger: quiet }),
    );
    const outcomes = await Promise.all(processes.map((scheduler) => scheduler.runJob('views-refresh')));
    expect(outcomes.map((outcome) => outcome.state).sort()).toEqual(['not-due', 'ran']);
    expect((await mostViewedTitles())[0]).toBe('Oglądana');
    // B's seeded figure is gone (nothing measured), A's five views are its figure.
    const rows = await database.db
      .selectFrom('offers')
      .select(['id', 'views_period'])
      .where('id', 'in', [ids.a ?? 0, ids.b ?? 0])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => Number(row.views_period))).toEqual([5, 0]);
    // The change reaches every process's caches as a publication does.
    expect(await readChangeSignal(database.db, 'offers')).toBe(versionBefore + 1);
    // Within the hour it is not due again; by hand (the npm command) it runs, and changes nothing.
    expect((await processes[0]?.runJob('views-refresh'))?.state).toBe('not-due');
    const byHand = await processes[1]?.runJob('views-refresh', { force: true });
    expect(byHand).toEqual({ state: 'ran', summary: { offersChanged: 0 } });
    expect(await readChangeSignal(database.db, 'offers')).toBe(versionBefore + 1);
  });

  it('show staff an offer’s views, phone reveals and submissions per day', async () => {
    const { db } = ctx.database;
    const editor = await createSignedInStaff(ctx, 'editor');
    const now = new Date();
    await recordPhoneClick(db, ids.a ?? 0, now.toISOString());
    await insertSubmission(
      db,
      {
        kind: 'contact-classified',
        offerId: ids.a ?? 0,
        email: 'pytanie@example.pl',
        lang: 'pl',
        payload: {},
      },
      now.toISOString(),
    );
    // Older than the chart's 30 days: not in it.
    await insertSubmission(
      db,
      { kind: 'contact-classified', offerId: ids.a ?? 0, email: 'dawno@example.pl', lang: 'pl', payload: {} },
      new Date(now.getTime() - 40 * 86_400_000).toISOString(),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/${ids.a}/activity`,
      headers: fromSite(ctx.config, editor.cookie),
    });
    expect(res.statusCode).toBe(200);
    const { days, totals, viewsPeriod } = res.json().data;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: warsawDay(now), views: 5, phoneReveals: 1, submissions: 1 });
    expect(days[0].day < days.at(-1).day).toBe(true);
    expect(totals).toEqual({ views: 5, phoneReveals: 1, submissions: 1 });
    expect(viewsPeriod).toBe(5);
  });
});
