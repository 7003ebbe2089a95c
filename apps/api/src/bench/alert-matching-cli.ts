/**
 * The work of bench/alert-matching.mjs (issue 36, decision 059): on the database the API would use
 * (DATABASE_URL), already holding generated offers, makes `--changed` of them new or repriced and
 * saves `--alerts` due alerts, then times the alert job's matcher (`matchDueAlerts`: the changed
 * offers read once, every alert's filter run over them in memory) against a baseline of one
 * indexed query per alert (`findAlertOffersOf`), the two passes interleaved, and prints the figures
 * as one line of JSON. Both read the due alerts and their windows the same way (`dueAlertBatches`)
 * and must find the same offers and events for every alert.
 *
 *   DATABASE_URL=… node apps/api/dist/bench-alert-matching.mjs --alerts 100000 --changed 1000 --passes 3
 */
import { createHash } from 'node:crypto';
import { type AlertReason, alertEventKey, alertOffersFor } from '@estate/domain/search-alert-match';
import { alertFilterOf, alertVoivodeshipCodes } from '@estate/domain/search-alerts';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { refreshStatistics } from '../db/statistics';
import { alertOffersQuery, findAlertOffersOf } from '../repositories/search-alert-repository';
import { dueAlertBatches, matchDueAlerts } from '../services/search-alert-run';
import { seedAlerts, seedChangedOffers, seedGroupChanges } from './alert-bench-seed';

interface Arguments {
  alerts: number;
  changed: number;
  passes: number;
}

function parseArguments(argv: readonly string[]): Arguments {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(name);
    const number = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name}: a positive integer`);
    return number;
  };
  return {
    alerts: value('--alerts', 100_000),
    changed: value('--changed', 1_000),
    passes: value('--passes', 3),
  };
}

/** What one pass found: per alert, a digest of the offers and events its mail would hold. */
type PassResult = Map<number, string>;

/** The offers and events of one alert's mail, hashed: both ways must give the same for every alert. */
function digestOf(found: {
  total: number;
  events: readonly { offerId: number; reason: AlertReason; at: string }[];
}) {
  const keys = found.events.map((event) => alertEventKey(event.offerId, event.reason, event.at)).sort();
  return `${found.total}:${createHash('sha256').update(keys.join(',')).digest('hex')}`;
}

/** Alerts whose baseline query PostgreSQL is asked to explain: where a query's time goes. */
const EXPLAINED = 200;

/** A number under `key` of an object, if there is one. */
function numberAt(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
  return typeof found === 'number' ? found : undefined;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = openDatabase(config.database, { statementTimeoutMs: 0 });
  const { db } = database;
  // A Wednesday at 10:00 UTC: every frequency's period has begun (decision 059 "Frequencies").
  const now = new Date('2026-12-02T10:00:00.000Z');
  const until = now.toISOString();
  try {
    await migrateToLatest(db);
    const seedStarted = performance.now();
    const changes = await seedChangedOffers(db, now, args.changed, 7);
    // A tenth as many offers join a special-offer group in the week (decision 059).
    const { groupIds, ...groupChanges } = await seedGroupChanges(db, now, Math.ceil(args.changed / 10), 7);
    const alerts = await seedAlerts(db, now, args.alerts, 7, groupIds);
    await refreshStatistics(database, { full: true });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const offers = Number(
      (
        await db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

    // Each pass yields every due alert's mail, kept as a digest per alert for the comparison.
    const passes = {
      job: async (): Promise<PassResult> => {
        const result: PassResult = new Map();
        for await (const match of matchDueAlerts(db, now)) result.set(match.alert.id, digestOf(match.found));
        return result;
      },
      baseline: async (): Promise<PassResult> => {
        const result: PassResult = new Map();
        for await (const batch of dueAlertBatches(db, now)) {
          for (const { alert, from, mailed } of batch) {
            const watched = alertFilterOf(alert.path);
            const groupId = watched?.group?.id;
            const voivodeships = alertVoivodeshipCodes(alert.voivodeships);
            const rows = watched
              ? await findAlertOffersOf(db, watched.filter, from, until, groupId, voivodeships)
              : [];
            const found = watched
              ? alertOffersFor(rows, {
                  filter: watched.filter,
                  voivodeships,
                  groupId,
                  since: from,
                  until,
                  mailed,
                })
              : { total: 0, events: [] };
            result.set(alert.id, digestOf(found));
          }
        }
        return result;
      },
    };
    const times: Record<keyof typeof passes, number[]> = { job: [], baseline: [] };
    const firsts: Partial<Record<keyof typeof passes, PassResult>> = {};
    for (let i = 0; i < args.passes; i += 1) {
      for (const side of i % 2 === 0 ? (['job', 'baseline'] as const) : (['baseline', 'job'] as const)) {
        const started = performance.now();
        const result = await passes[side]();
        times[side].push(performance.now() - started);
        firsts[side] ??= result;
        console.error(`pass ${i + 1} ${side}: ${(performance.now() - started).toFixed(0)} ms`);
      }
    }
    // The two ways must agree alert for alert, or the ratio would compare different work.
    const job = firsts.job ?? new Map<number, string>();
    const baseline = firsts.baseline ?? new Map<number, string>();
    const differing = [...job.keys()].filter((id) => job.get(id) !== baseline.get(id));
    if (job.size !== args.alerts || baseline.size !== args.alerts || differing.length > 0) {
      throw new Error(
        `the passes disagree: ${job.size} and ${baseline.size} alerts read, ${differing.length} differ (first ${differing.slice(0, 5).join(', ')})`,
      );
    }
    // Where one query's time goes: PostgreSQL's planning and execution of the first alerts' queries.
    const explained = { planning: 0, execution: 0, count: 0 };
    if (database.dialect === 'postgres') {
      for await (const batch of dueAlertBatches(db, now)) {
        for (const { alert, from } of batch.slice(0, EXPLAINED - explained.count)) {
          const watched = alertFilterOf(alert.path);
          if (!watched) continue;
          const [plan] = await alertOffersQuery(db, watched.filter, from, until, watched.group?.id).explain(
            'json',
            sql`analyze`,
          );
          const root: unknown = Array.isArray(plan?.['QUERY PLAN']) ? plan['QUERY PLAN'][0] : undefined;
          explained.planning += numberAt(root, 'Planning Time') ?? 0;
          explained.execution += numberAt(root, 'Execution Time') ?? 0;
          explained.count += 1;
        }
        if (explained.count >= EXPLAINED) break;
      }
    }
    const totals = [...job.values()].map((summary) => Number(summary.split(':')[0]));
    console.log(
      JSON.stringify({
        dialect: database.dialect,
        offers,
        changes: { ...changes, ...groupChanges },
        alerts: { count: args.alerts, ...alerts },
        matchedAlerts: totals.filter((total) => total > 0).length,
        matches: totals.reduce((sum, total) => sum + total, 0),
        seedSeconds,
        explained,
        times,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
