import {
  DIGEST_LOOKBACK_DAYS,
  digestPeriod,
  digestSince,
  subscriberVoivodeships,
} from '@estate/domain/newsletter-digest';
import { ALERT_EVENT_OVERLAP_MS, alertOffersFor, alertWindowStart } from '@estate/domain/search-alert-match';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  alertDue,
  alertFilterOf,
  alertPeriod,
  alertVoivodeshipCodes,
} from '@estate/domain/search-alerts';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import type { DatabaseSchema } from '../db/database-schema';
import { language } from '../forms/newsletter-service';
import { alertMail } from '../forms/search-alert-mails';
import { hashToken, newToken } from '../forms/tokens';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import {
  type AlertCandidateRow,
  type AlertsDue,
  findAlertCandidates,
  findAlertsDue,
  findMailedEvents,
  insertAlertSend,
  insertMailedEvents,
} from '../repositories/search-alert-repository';
import { digestFrequency } from '../repositories/settings-repository';
import {
  type DigestSources,
  digestFor,
  readDigestSources,
  readerDigestMail,
  recordMailingRun,
} from './newsletter-digest';
import { issueManageToken } from './search-alerts';

type Db = Kysely<DatabaseSchema>;

/** The scheduled job's name: its row in `scheduled_jobs`. */
export const SEARCH_ALERTS_JOB = 'search-alerts';

const DAY_MS = 86_400_000;
/** Alerts read at a time. */
const BATCH = 500;

interface AlertRunSummary {
  /** Mails queued by this run. */
  sent: number;
  /** Due alerts nothing new matched. */
  nothingNew: number;
  /** Sends another process recorded for the same period meanwhile (the unique key held). */
  alreadySent: number;
}

/** The newsletter's alerts in a run: as the digest's run reported them, for its period. */
interface NewsletterRunSummary extends AlertRunSummary {
  /** The admins' frequency's period (`day:…`, `week:…`). */
  period: string;
}

/** An active alert due now: its row, where its mail starts (`since`) and the window it reads. */
export interface DueAlertWindow {
  alert: DueAlert;
  /** Where its send's record starts: its last mail's end, or when it began counting. */
  since: string;
  /** The window's start: the overlap before `since` (ALERT_EVENT_OVERLAP_MS), never before it counted. */
  from: string;
  /** Events it mailed already at or after `from` (alertEventKey), left out of its next mail. */
  mailed: ReadonlySet<string> | undefined;
}

type DueAlert = Awaited<ReturnType<typeof findAlertsDue>>[number];

/** A list's alerts due now: the frequencies whose period has begun, and the current day and week. */
function listAlertsDue(now: Date): AlertsDue {
  return {
    origin: 'filter',
    frequencies: ALERT_FREQUENCIES.filter((frequency) => alertDue(now, frequency)),
    day: digestPeriod(now, 'daily'),
    week: digestPeriod(now, 'weekly'),
  };
}

/**
 * The active alerts whose period has begun and that have no send in it, BATCH at a time (the
 * frequency's period rules, decision 059; a list's alerts unless `due` says the newsletter's),
 * each with its window and the events it mailed in it.
 * Shared by the job's matcher and the per-alert baseline of bench/alert-matching.mjs.
 */
export async function* dueAlertBatches(
  db: Db,
  now: Date,
  due: AlertsDue = listAlertsDue(now),
): AsyncGenerator<DueAlertWindow[]> {
  const until = now.toISOString();
  for (let after = 0; ; ) {
    const alerts = await findAlertsDue(db, { ...due, afterId: after, limit: BATCH });
    if (alerts.length === 0) return;
    after = alerts[alerts.length - 1]?.id ?? after;
    const windows = alerts.map((alert) => {
      const activeFrom = alert.active_since ?? alert.confirmed_at ?? until;
      const since = digestSince({ confirmedAt: activeFrom, lastDigestUntil: alert.last_until ?? null, now });
      return { alert, since, from: alertWindowStart(since, activeFrom) };
    });
    const earliest = [...windows.map(({ from }) => from)].sort()[0] ?? until;
    const mailedBy = await findMailedEvents(
      db,
      alerts.map((alert) => alert.id),
      earliest,
    );
    yield windows.map((window) => ({ ...window, mailed: mailedBy.get(window.alert.id) }));
  }
}

/** A due alert with what its next mail holds (`found.total` 0: nothing new). */
interface AlertMatch extends DueAlertWindow {
  found: ReturnType<typeof alertOffersFor<AlertCandidateRow>>;
}

/**
 * The matcher (decision 059 "Matching"): the offers with an alerting event in the look-back window
 * are read once, and every due alert's filter runs over them in memory, not one query per alert.
 * Nothing is yielded when no offer changed.
 */
export async function* matchDueAlerts(db: Db, now: Date): AsyncGenerator<AlertMatch> {
  const until = now.toISOString();
  const candidates = await findAlertCandidates(
    db,
    new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS - ALERT_EVENT_OVERLAP_MS).toISOString(),
    until,
  );
  if (candidates.length === 0) return;
  for await (const batch of dueAlertBatches(db, now)) {
    for (const window of batch) {
      const watched = alertFilterOf(window.alert.path);
      // From the overlap before its last mail, less what it mailed: late-committed events are mailed once.
      const found = watched
        ? alertOffersFor(candidates, {
            filter: watched.filter,
            voivodeships: alertVoivodeshipCodes(window.alert.voivodeships),
            groupId: watched.group?.id,
            since: window.from,
            until,
            mailed: window.mailed,
          })
        : { offers: [], total: 0, events: [] };
      yield { ...window, found };
    }
  }
}

/** One send of an alert: what its row records and its mail, given the send's unsubscribe token. */
interface AlertSend {
  alert: DueAlert;
  period: string;
  since: string;
  total: number;
  events: Parameters<typeof insertMailedEvents>[2];
  mail: (trx: Db, unsubscribeToken: string) => Promise<OutgoingMail>;
}

/**
 * Queues one send: its row (unique per alert and period), the events it mailed and its outbox row
 * in one transaction, as the digest's, so concurrent runs send once. False when another run
 * recorded the period first.
 */
async function queueSend(db: Db, send: AlertSend, now: Date): Promise<boolean> {
  const until = now.toISOString();
  const unsubscribeToken = newToken();
  return db.transaction().execute(async (trx) => {
    const recorded = await insertAlertSend(trx, {
      alert_id: send.alert.id,
      period: send.period,
      sent_at: until,
      covered_since: send.since,
      covered_until: until,
      offer_count: send.total,
      unsubscribe_token_hash: hashToken(unsubscribeToken),
    });
    if (!recorded) return false;
    await insertMailedEvents(trx, send.alert.id, send.events);
    await enqueueMail(trx, await send.mail(trx, unsubscribeToken), now);
    return true;
  });
}

/**
 * One run of the search alerts (decision 059): every active alert whose period has begun and has
 * no send in it is mailed the available offers its filter matches whose event came after its last
 * mail (or its confirmation) less ALERT_EVENT_OVERLAP_MS, leaving out the events it mailed already
 * (late-committed events are mailed once), unless there are none (`matchDueAlerts`). The send's row
 * (unique per alert and period) and its outbox row are written in one transaction, as the digest's,
 * so concurrent runs send once. The newsletter's alerts are not among them: the newsletter's own
 * job mails them at the admins' time (`runNewsletterAlerts`).
 */
export async function runSearchAlerts(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'siteUrl' | 'mail'>,
  now: Date,
): Promise<AlertRunSummary> {
  const { db } = database;
  const until = now.toISOString();
  const summary: AlertRunSummary = { sent: 0, nothingNew: 0, alreadySent: 0 };
  for await (const { alert, since, found } of matchDueAlerts(db, now)) {
    if (found.total === 0) {
      summary.nothingNew += 1;
      continue;
    }
    const lang = language(alert.lang);
    const send: AlertSend = {
      alert,
      period: alertPeriod(now, alert.frequency as AlertFrequency, since),
      since,
      total: found.total,
      events: found.events,
      mail: async (trx, unsubscribeToken) =>
        alertMail({
          to: alert.email,
          lang,
          siteUrl: config.siteUrl,
          path: alert.path,
          since,
          offers: found.offers.map((offer) => ({
            id: offer.id,
            title: lang === 'en' && offer.titleEn !== '' ? offer.titleEn : offer.titlePl,
            town: offer.town,
            price: offer.effectivePrice,
            reason: offer.reason,
          })),
          totalOffers: found.total,
          unsubscribeToken,
          manageToken: await issueManageToken(trx, alert.email, now),
        }),
    };
    if (await queueSend(db, send, now)) summary.sent += 1;
    else summary.alreadySent += 1;
  }
  // Audited as the digest's run; each mail's record (without the address) is its send's row.
  await recordMailingRun(
    database,
    { action: 'search-alert.run', entity: 'search_alert', entityId: until },
    summary.sent,
    now,
  );
  return summary;
}

/**
 * The footer newsletter's alerts (origin 'newsletter', decision 059 "The newsletter as one case of
 * alerts"), run by the newsletter's job at the admins' time (07:00 Polish time, daily or on
 * Mondays) or by hand (`npm run newsletter:digest`), as the digest's run was: each without a send of
 * the frequency's current period is mailed the digest (decision 036), by the digest's rule and
 * in its words: the offers published or with any change of price (`offer_price_history`, a raise or
 * a first price too, where a list's alert mails drops only) since its last mail in its set of
 * voivodeships (all when none), the special offers, the newsletter's unsubscribe link and
 * headers, and no manage link. Its window is the digest's, from its last mail's end (no overlap),
 * so it holds what the digest held. Audited as the digest's run: `newsletter.digest-run` with the
 * period and how many.
 */
export async function runNewsletterAlerts(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'siteUrl' | 'mail'>,
  now: Date,
): Promise<NewsletterRunSummary> {
  const { db } = database;
  const frequency = await digestFrequency(db);
  const period = digestPeriod(now, frequency);
  const summary: NewsletterRunSummary = { period, sent: 0, nothingNew: 0, alreadySent: 0 };
  const until = now.toISOString();
  // Read once per run, and only when some newsletter alert is due.
  let sources: DigestSources | undefined;
  for await (const batch of dueAlertBatches(db, now, { origin: 'newsletter', period })) {
    sources ??= await readDigestSources(db, new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS), now);
    for (const { alert, since } of batch) {
      const lang = language(alert.lang);
      const voivodeships = subscriberVoivodeships(alert.voivodeships);
      const digest = digestFor(sources, { lang, voivodeships, since, until });
      if (digest.total === 0) {
        summary.nothingNew += 1;
        continue;
      }
      const send: AlertSend = {
        alert,
        period,
        since,
        total: digest.total,
        events: [],
        mail: async (_trx, token) =>
          readerDigestMail(config, { to: alert.email, lang, voivodeships, since }, digest, token),
      };
      if (await queueSend(db, send, now)) summary.sent += 1;
      else summary.alreadySent += 1;
    }
  }
  await recordMailingRun(
    database,
    { action: 'newsletter.digest-run', entity: 'newsletter_digest', entityId: period },
    summary.sent,
    now,
  );
  return summary;
}
