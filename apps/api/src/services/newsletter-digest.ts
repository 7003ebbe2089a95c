import type { Language } from '@estate/domain/language';
import {
  DIGEST_MAX_SPECIAL_OFFERS,
  type DigestCandidate,
  type DigestFrequency,
  digestOffersFor,
  digestPeriodMs,
  nextDigestRun,
} from '@estate/domain/newsletter-digest';
import { routePath } from '@estate/domain/routes';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import type { DatabaseSchema } from '../db/database-schema';
import { type DigestMailOffer, digestMail } from '../forms/newsletter-digest-mails';
import { AppError } from '../http/app-error';
import { enqueueMail } from '../mail/outbox';
import { notifyMailQueued } from '../mail/outbox-signal';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import {
  type DigestCandidateRow,
  findDigestCandidates,
  findPromotionGroups,
} from '../repositories/newsletter-digest-repository';
import { setNewsletterFrequency } from '../repositories/newsletter-repository';
import { findMainPhotos, type PhotoRow } from '../repositories/offer-repository';
import { deferJob, findJobState } from '../repositories/scheduled-job-repository';
import { digestFrequency, SETTING_NAMES, writeSetting } from '../repositories/settings-repository';

type Db = Kysely<DatabaseSchema>;
type DigestConfig = Pick<ApiConfig, 'siteUrl' | 'mail'>;

/** The scheduled job's name: its row in `scheduled_jobs` and `npm run newsletter:digest`. */
export const NEWSLETTER_DIGEST_JOB = 'newsletter-digest';

/** The audit log's "who" of a scheduled run: nobody. */
const SCHEDULE: AuditActor = { id: null, email: null, ip: null };

/**
 * What one run reads once for every subscriber: the offers of the period with their main photos and
 * the special offers.
 */
export interface DigestSources {
  candidates: (DigestCandidateRow & DigestCandidate)[];
  photos: Map<number, PhotoRow>;
  groups: Awaited<ReturnType<typeof findPromotionGroups>>;
}

export async function readDigestSources(db: Db, from: Date, until: Date): Promise<DigestSources> {
  const [rows, groups] = await Promise.all([
    findDigestCandidates(db, from.toISOString(), until.toISOString()),
    findPromotionGroups(db),
  ]);
  const candidates = rows.map((row) => ({
    ...row,
    publishedAt: row.published_at,
    repricedAt: row.repriced_at,
    isSold: row.is_sold === 1 ? (1 as const) : (0 as const),
  }));
  const photos = new Map(
    (
      await findMainPhotos(
        db,
        candidates.map((candidate) => candidate.id),
      )
    ).map((photo) => [photo.offer_id, photo]),
  );
  return { candidates, photos, groups };
}

/**
 * The digest of one reader: their offers (none: no digest) and the special offers in their
 * voivodeships. Also the mail of a newsletter's alert (search-alert-run.ts), so both are one rule.
 */
export function digestFor(
  sources: DigestSources,
  reader: { lang: Language; voivodeships: number[]; since: string; until: string },
) {
  const { offers, total } = digestOffersFor(sources.candidates, reader);
  const chosen = new Set(reader.voivodeships);
  const specialOffers = sources.groups
    .filter((group) => chosen.size === 0 || [...group.voivodeships].some((code) => chosen.has(code)))
    .slice(0, DIGEST_MAX_SPECIAL_OFFERS)
    .map((group) => ({ id: group.id, name: reader.lang === 'en' ? group.name_en : group.name_pl }));
  const mailOffers: (DigestMailOffer & { tipi: string })[] = offers.map((offer) => {
    const photo = sources.photos.get(offer.id);
    return {
      id: offer.id,
      tipi: offer.tipi,
      title: reader.lang === 'en' && offer.title_en !== '' ? offer.title_en : offer.title_pl,
      town: offer.town,
      voivodeship: offer.voivodeship,
      price: offer.effective_price,
      reason: offer.reason,
      photo: photo
        ? {
            path: photo.path,
            width: photo.width,
            height: photo.height,
            alt: reader.lang === 'en' ? photo.alt_en : photo.alt_pl,
          }
        : null,
    };
  });
  return { offers: mailOffers, total, specialOffers };
}

/**
 * A reader's digest as mailed: to them, with `token` in its List-Unsubscribe and footer link (the
 * newsletter's); the digest's run and the newsletter's alerts (search-alert-run.ts) mail this one.
 */
export function readerDigestMail(
  config: DigestConfig,
  reader: { to: string; lang: Language; voivodeships: number[]; since: string },
  digest: ReturnType<typeof digestFor>,
  token: string,
) {
  return digestMail({
    ...reader,
    siteUrl: config.siteUrl,
    offers: digest.offers,
    totalOffers: digest.total,
    specialOffers: digest.specialOffers,
    unsubscribe: { token, mailbox: config.mail.salesEmail },
  });
}

/**
 * A scheduled mailing's run (the digest, search alerts) that queued mail: an audit entry by nobody
 * saying how many, never to whom, and the outbox woken. Nothing when it queued none.
 */
export async function recordMailingRun(
  database: DatabaseHandle,
  entry: { action: string; entity: string; entityId: string },
  sent: number,
  now: Date,
): Promise<void> {
  if (sent === 0) return;
  await insertAuditEntry(database.db, { actor: SCHEDULE, ...entry, changes: { sent: [null, sent] } }, now);
  notifyMailQueued(database);
}

/**
 * What a digest in `lang` would hold now for a subscriber of every voivodeship whose last digest was
 * one period ago: the back office's preview, and the test mail it sends to staff.
 */
export async function previewDigest(db: Db, config: DigestConfig, lang: Language, now: Date) {
  const frequency = await digestFrequency(db);
  const from = new Date(now.getTime() - digestPeriodMs(frequency));
  const since = from.toISOString();
  const until = now.toISOString();
  const digest = digestFor(await readDigestSources(db, from, now), { lang, voivodeships: [], since, until });
  const mail = digestMail({
    to: '',
    lang,
    siteUrl: config.siteUrl,
    offers: digest.offers,
    totalOffers: digest.total,
    specialOffers: digest.specialOffers,
    since,
    voivodeships: [],
    unsubscribe: null,
  });
  const siteUrl = config.siteUrl;
  return {
    lang,
    frequency,
    since,
    until,
    offers: digest.offers.map((offer) => ({
      ...offer,
      url: `${siteUrl}${routePath('szczegoly_ogloszenia', { id: offer.id }, lang)}`,
    })),
    totalOffers: digest.total,
    specialOffers: digest.specialOffers.map((group) => ({
      ...group,
      url: `${siteUrl}${routePath('oferta_specjalna', { specialoffertype: 'promocje', typeId: group.id }, lang)}`,
    })),
    subject: mail.subject,
    text: mail.text,
    mail,
  };
}

/** Who writes a setting or sends a test: the person, for the audit entry. */
export interface DigestWriteContext {
  db: Db;
  actor: AuditActor;
  now?: Date;
}

/**
 * Sets how often the digest goes out, with its audit entry, and moves the job's next run to the
 * new frequency's next time (Monday 07:00 after weekly, tomorrow's 07:00 after daily).
 */
export async function setDigestFrequency(context: DigestWriteContext, frequency: DigestFrequency) {
  const now = context.now ?? new Date();
  await context.db.transaction().execute(async (trx) => {
    const before = await digestFrequency(trx);
    if (before === frequency) return;
    await writeSetting(trx, SETTING_NAMES.newsletterDigestFrequency, frequency, now);
    await setNewsletterFrequency(trx, frequency);
    await deferJob(trx, NEWSLETTER_DIGEST_JOB, nextDigestRun(now, frequency));
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'settings.newsletter-digest',
        entity: 'settings',
        entityId: SETTING_NAMES.newsletterDigestFrequency,
        changes: { frequency: [before, frequency] },
      },
      now,
    );
  });
}

/** How often the digest goes out, when it is next due and how its last run went. */
export async function digestSettings(db: Db) {
  const [frequency, job] = await Promise.all([digestFrequency(db), findJobState(db, NEWSLETTER_DIGEST_JOB)]);
  return {
    frequency,
    nextRunAt: job?.next_run_at ?? null,
    lastRunAt: job?.last_finished_at ?? null,
    lastError: job?.last_error ?? null,
  };
}

/**
 * Queues the digest `lang` would hold now to the signed-in staff member, marked as a test and
 * without a subscriber's unsubscribe link; audited. 409 `digest_empty` when it would hold nothing
 * (no subscriber would get one either).
 */
export async function sendTestDigest(
  database: DatabaseHandle,
  config: DigestConfig,
  context: DigestWriteContext & { to: string },
  lang: Language,
) {
  const now = context.now ?? new Date();
  const preview = await previewDigest(database.db, config, lang, now);
  if (preview.totalOffers === 0) {
    throw new AppError(409, 'digest_empty', 'Nothing is new: no digest would be sent now');
  }
  await database.db.transaction().execute(async (trx) => {
    await enqueueMail(
      trx,
      { ...preview.mail, to: context.to, subject: `[TEST] ${preview.mail.subject}` },
      now,
    );
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'newsletter.digest-test',
        entity: 'newsletter_digest',
        changes: { lang: [null, lang], offers: [null, preview.totalOffers] },
      },
      now,
    );
  });
  notifyMailQueued(database);
  return { to: context.to, offers: preview.totalOffers };
}
