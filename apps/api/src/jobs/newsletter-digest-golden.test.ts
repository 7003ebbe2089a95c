import fs from 'node:fs';
import path from 'node:path';
import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../db/migrate';
import type { NewsletterSubscriberTable } from '../db/tables/newsletter-tables';
import { SETTING_NAMES, writeSetting } from '../repositories/settings-repository';
import { insertOffer } from '../testing/offer-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { apiJobs } from './api-jobs';
import { JobScheduler } from './job-scheduler';

/**
 * The footer newsletter's digest as it was mailed before it became a case of search alerts (issue 36,
 * decision 059 "The newsletter as one case of alerts"): for fixed offers, groups and subscribers,
 * every mail the `newsletter-digest` job queues, weekly and then daily, compared with the mails
 * captured from the digest's own code (newsletter-digest-golden.json). Whatever sends subscribers
 * their mail must send these, word for word. Only what varies from run to run is normalised: the
 * mailed tokens, and the offers' and groups' ids (named by the offer's or group's label).
 * The file was written once, by this test's scenario on the digest's own code (commit 9864a6d); it
 * is the yardstick, never rewritten to fit a new sender.
 *
 * The subscribers are stored as the newsletter stored them before it became a case of alerts (its
 * own table, with the database at the migration before `2026-12-13-newsletter-as-alerts`), and the
 * database is then migrated: what the migration makes of them is mailed by today's job.
 */

const GOLDEN = path.join(import.meta.dirname, 'newsletter-digest-golden.json');
const quiet = { info: () => undefined, warn: () => undefined };

/** Monday 30 November 2026, 07:05 in Poland: the weekly digest is due. */
const WEEKLY_RUN = new Date('2026-11-30T06:05:00.000Z');
/** The next day at 07:05, after an admin switched to daily. */
const DAILY_RUN = new Date('2026-12-01T06:05:00.000Z');

const MAZOWIECKIE = 14;
const POMORSKIE = 22;
const MALOPOLSKIE = 12;
const SLASKIE = 24;
const LUBELSKIE = 6;

interface GoldenMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** The migration before the newsletter's subscribers became alerts. */
const BEFORE_ALERTS = '2026-12-12-search-alert-origin';

describe.each(testDialects())(
  'the newsletter digest, word for word, for subscribers of before the alerts, on %s',
  (dialect) => {
    const ctx = useTestApp(dialect, { seedDemoData: false });
    /** Label by id, for the normalisation of links. */
    const offerLabels = new Map<number, string>();
    const groupLabels = new Map<number, string>();

    /** `npm run newsletter:digest` at `now`: the job, forced, under its lease. */
    const runAt = (now: Date) =>
      new JobScheduler({
        database: ctx.database,
        jobs: apiJobs({ config: ctx.config, database: ctx.database }),
        logger: quiet,
        now: () => now,
      }).runJob('newsletter-digest', { force: true });

    async function offer(label: string, columns: Parameters<typeof insertOffer>[1]): Promise<number> {
      const id = await insertOffer(ctx.database.db, { photos: 0, ...columns });
      offerLabels.set(id, label);
      return id;
    }

    /** A price lowered at `at`, as the editor's save writes it: its history and its drop. */
    async function lowerPrice(id: number, at: string, oldPrice: number, newPrice: number) {
      await ctx.database.db
        .updateTable('offers')
        .set({ price: newPrice, effective_price: newPrice })
        .where('id', '=', id)
        .execute();
      await ctx.database.db
        .insertInto('offer_price_history')
        .values({ offer_id: id, changed_at: at, old_price: oldPrice, new_price: newPrice })
        .execute();
      await ctx.database.db
        .insertInto('offer_price_drops')
        .values({ offer_id: id, dropped_at: at, old_price: oldPrice, new_price: newPrice })
        .execute();
    }

    async function group(label: string, status: string, sortOrder: number, members: number[]) {
      const row = await ctx.database.db
        .insertInto('offer_groups')
        .values({
          group_type: 'promotion',
          name_pl: `${label} (pl)`,
          name_en: `${label} (en)`,
          description_pl: '',
          description_en: '',
          image: null,
          voivodeship: null,
          created_at: '2026-10-01T10:00:00.000Z',
          status,
          sort_order: sortOrder,
          published_at: status === 'published' ? '2026-10-01T10:00:00.000Z' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupLabels.set(row.id, label);
      if (members.length > 0) {
        await ctx.database.db
          .insertInto('offer_group_members')
          .values(members.map((offer_id) => ({ group_id: row.id, offer_id })))
          .execute();
      }
    }

    /** The mails to the subscribers queued after outbox row `afterId`, by address, tokens and ids named. */
    async function digestMails(afterId: number): Promise<{ mails: GoldenMail[]; lastId: number }> {
      const rows = await ctx.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', 'like', 'golden-%')
        .where('id', '>', afterId)
        .orderBy('to_address')
        .orderBy('id')
        .execute();
      const normalise = (text: string) =>
        text
          .replace(/[A-Za-z0-9_-]{43}/g, '<token>')
          .replace(
            /\/szczegoly_ogloszenia\/(\d+)/g,
            (_, id: string) => `/szczegoly_ogloszenia/<${offerLabels.get(Number(id)) ?? id}>`,
          )
          .replace(
            /\/promocje\/(\d+)/g,
            (_, id: string) => `/promocje/<${groupLabels.get(Number(id)) ?? id}>`,
          );
      const mails = rows.map((row) => ({
        to: row.to_address,
        subject: normalise(row.subject),
        text: normalise(row.text_body),
        html: row.html_body === null ? null : normalise(row.html_body),
        headers: JSON.parse(normalise(row.headers)) as Record<string, string>,
      }));
      return { mails, lastId: Math.max(afterId, ...rows.map((row) => row.id)) };
    }

    it('mails every subscriber, in both languages, weekly then daily, what the digest mailed', async () => {
      const { db } = ctx.database;
      // Offers of the week before the weekly run: new in three voivodeships (with and without a
      // photo, without a price), one older offer repriced, and what never goes out.
      const warsaw = await offer('warsaw', {
        title_pl: 'Dawna centrala w Warszawie',
        title_en: 'Former exchange in Warsaw',
        price: 250_000_000,
        photos: 1,
        published_at: '2026-11-27T09:00:00.000Z',
      });
      const gdansk = await offer('gdansk', {
        title_pl: 'Centrala w Oliwie',
        title_en: '',
        voivodeship: POMORSKIE,
        town: 'Gdańsk',
        lat: 54.35,
        lng: 18.65,
        price: null,
        published_at: '2026-11-28T09:00:00.000Z',
      });
      const krakow = await offer('krakow', {
        title_pl: 'Działka pod Krakowem',
        title_en: 'Plot near Kraków',
        voivodeship: MALOPOLSKIE,
        town: 'Kraków',
        lat: 50.06,
        lng: 19.94,
        price: 89_900_000,
        published_at: '2026-11-26T09:00:00.000Z',
      });
      const radom = await offer('radom', {
        title_pl: 'Magazyn w Radomiu',
        title_en: 'Warehouse in Radom',
        town: 'Radom',
        price: 120_000_000,
        published_at: '2026-09-01T09:00:00.000Z',
      });
      await lowerPrice(radom, '2026-11-29T12:00:00.000Z', 120_000_000, 99_000_000);
      await offer('sold', {
        title_pl: 'Sprzedany biurowiec',
        title_en: 'Sold office',
        is_sold: 1,
        published_at: '2026-11-28T10:00:00.000Z',
      });
      await offer('hidden', {
        title_pl: 'Szkic oferty',
        title_en: 'Draft offer',
        status: 'draft',
        published_at: '2026-11-28T11:00:00.000Z',
      });
      // More than a digest lists, in śląskie: twenty-two, a day apart by the hour.
      for (let n = 0; n < 22; n += 1) {
        await offer(`katowice-${n}`, {
          title_pl: `Lokal w Katowicach nr ${n + 1}`,
          title_en: `Unit in Katowice no. ${n + 1}`,
          voivodeship: SLASKIE,
          town: 'Katowice',
          lat: 50.26,
          lng: 19.02,
          price: 30_000_000 + n * 1_000_000,
          published_at: new Date(Date.parse('2026-11-25T00:00:00.000Z') + n * 3_600_000).toISOString(),
        });
      }
      // Special offers: two published promotions (one with offers in two voivodeships), a draft.
      await group('autumn', 'published', 1, [warsaw, krakow]);
      await group('seaside', 'published', 2, [gdansk]);
      await group('draft', 'draft', 0, [warsaw]);

      // Subscribers: both languages, with and without voivodeships, agents and not, confirmed long
      // ago or within the week; and those who get nothing. In the newsletter's table of before.
      await migrateTo(db, BEFORE_ALERTS);
      let sequence = 0;
      const subscriber = async (
        email: string,
        options: {
          lang: 'pl' | 'en';
          voivodeships: number[];
          isAgent?: boolean;
          status?: 'pending' | 'confirmed' | 'unsubscribed';
          createdAt?: string;
          confirmedAt?: string;
        },
      ) => {
        sequence += 1;
        const status = options.status ?? 'confirmed';
        const createdAt = options.createdAt ?? '2026-06-01T10:00:00.000Z';
        await db
          .withTables<{ newsletter_subscribers: NewsletterSubscriberTable }>()
          .insertInto('newsletter_subscribers')
          .values({
            email,
            voivodeships: options.voivodeships.join(','),
            is_agent: options.isAgent ? 1 : 0,
            lang: options.lang,
            status,
            consent_text: NEWSLETTER_CONSENT[options.lang],
            consent_version: NEWSLETTER_CONSENT.version,
            consented_at: createdAt,
            event_id: null,
            confirm_token_hash: null,
            confirm_expires_at: null,
            unsubscribe_token_hash: `golden-unsubscribe-${sequence}`,
            created_at: createdAt,
            confirmed_at: status === 'pending' ? null : (options.confirmedAt ?? '2026-06-01T10:05:00.000Z'),
            unsubscribed_at: status === 'unsubscribed' ? createdAt : null,
          })
          .execute();
      };
      await subscriber('golden-pl-mazowieckie@example.pl', { lang: 'pl', voivodeships: [MAZOWIECKIE] });
      await subscriber('golden-en-two@example.pl', {
        lang: 'en',
        voivodeships: [MAZOWIECKIE, POMORSKIE],
        isAgent: true,
      });
      await subscriber('golden-pl-all@example.pl', { lang: 'pl', voivodeships: [], isAgent: true });
      await subscriber('golden-en-all@example.pl', { lang: 'en', voivodeships: [] });
      await subscriber('golden-pl-slaskie@example.pl', { lang: 'pl', voivodeships: [SLASKIE] });
      await subscriber('golden-en-recent@example.pl', {
        lang: 'en',
        voivodeships: [POMORSKIE, MALOPOLSKIE],
        createdAt: '2026-11-26T20:00:00.000Z',
        confirmedAt: '2026-11-26T20:10:00.000Z',
      });
      await subscriber('golden-pl-nothing@example.pl', { lang: 'pl', voivodeships: [LUBELSKIE] });
      await subscriber('golden-pl-pending@example.pl', { lang: 'pl', voivodeships: [], status: 'pending' });
      await subscriber('golden-en-gone@example.pl', { lang: 'en', voivodeships: [], status: 'unsubscribed' });
      expect(await migrateToLatest(db)).toEqual([
        '2026-12-13-newsletter-as-alerts',
        '2026-12-13b-drop-newsletter-tables',
      ]);

      const weekly = await runAt(WEEKLY_RUN);
      expect(weekly.state).toBe('ran');
      const weeklyMails = await digestMails(0);
      // Run again in the same period (a hand run, another process): nothing more.
      expect((await runAt(new Date(WEEKLY_RUN.getTime() + 60_000))).state).toBe('ran');
      expect((await digestMails(weeklyMails.lastId)).mails).toEqual([]);

      // An admin switches to daily; during the day an offer is published in mazowieckie and the one in
      // Gdańsk gets a price lowered.
      await writeSetting(db, SETTING_NAMES.newsletterDigestFrequency, 'daily', WEEKLY_RUN);
      await offer('plock', {
        title_pl: 'Kamienica w Płocku',
        title_en: 'Tenement in Płock',
        town: 'Płock',
        price: 75_000_000,
        photos: 1,
        published_at: '2026-11-30T12:00:00.000Z',
      });
      await db
        .updateTable('offers')
        .set({ price: 50_000_000, effective_price: 50_000_000 })
        .where('id', '=', gdansk)
        .execute();
      await db
        .insertInto('offer_price_history')
        .values({
          offer_id: gdansk,
          changed_at: '2026-11-30T15:00:00.000Z',
          old_price: null,
          new_price: 50_000_000,
        })
        .execute();
      const daily = await runAt(DAILY_RUN);
      expect(daily.state).toBe('ran');
      const dailyMails = await digestMails(weeklyMails.lastId);

      const captured = { weekly: weeklyMails.mails, daily: dailyMails.mails };
      const golden = JSON.parse(fs.readFileSync(GOLDEN, 'utf8')) as typeof captured;
      expect(captured.weekly).toEqual(golden.weekly);
      expect(captured.daily).toEqual(golden.daily);
    });
  },
);
