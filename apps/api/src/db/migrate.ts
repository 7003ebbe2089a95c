import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { DatabaseSchema } from './database-schema';
import { declaredTableMigrations } from './declared-tables';
import * as initialSchema from './migrations/2026-11-21-initial-schema';
import * as offerIndexesAtScale from './migrations/2026-11-21-offer-indexes-at-scale';
import * as rateLimitCounters from './migrations/2026-11-23-rate-limit-counters';
import * as staffAccounts from './migrations/2026-11-24-staff-accounts';
import * as offerPublishing from './migrations/2026-11-24b-offer-publishing';
import * as backOfficeList from './migrations/2026-11-24c-back-office-list';
import * as tenders from './migrations/2026-11-24d-tenders';
import * as offerTextSearch from './migrations/2026-11-24e-offer-text-search';
import * as blogTranslations from './migrations/2026-11-24f-blog-translations';
import * as measuredViews from './migrations/2026-11-24g-measured-views';
import * as formInbox from './migrations/2026-11-24h-form-inbox';
import * as newsletterDigest from './migrations/2026-11-24i-newsletter-digest';
import * as contentSignal from './migrations/2026-11-24j-content-signal';
import * as contentEditing from './migrations/2026-11-24k-content-editing';
import * as mapCells from './migrations/2026-11-24l-map-cells';
import * as siteDrafts from './migrations/2026-11-24m-site-drafts';
import * as offerMediaPaths from './migrations/2026-11-27-offer-media-paths';
import * as kindVersions from './migrations/2026-12-01-kind-versions';
import * as offerArchive from './migrations/2026-12-02-offer-archive';
import * as offerNewUntil from './migrations/2026-12-02b-offer-new-until';
import * as searchAlerts from './migrations/2026-12-03-search-alerts';
import * as photoFocus from './migrations/2026-12-04-photo-focus';
import * as searchAlertOnce from './migrations/2026-12-05-search-alert-once';
import * as searchAlertMailed from './migrations/2026-12-06-search-alert-mailed';
import * as offerPriceDrops from './migrations/2026-12-06b-offer-price-drops';
import * as manageTokenAddress from './migrations/2026-12-06c-manage-token-address';
import * as savedFilters from './migrations/2026-12-07-saved-filters';
import * as savedFiltersWithoutSender from './migrations/2026-12-08-saved-filters-without-sender';
import * as homeWorkingCopies from './migrations/2026-12-08b-home-working-copies';
import * as offerGroupJoins from './migrations/2026-12-09-offer-group-joins';
import * as dropMainPageDrafts from './migrations/2026-12-09b-drop-main-page-drafts';
import * as offerMediaPending from './migrations/2026-12-10-offer-media-pending';
import * as offerSortKeys from './migrations/2026-12-11-offer-sort-keys';
import * as searchAlertVoivodeships from './migrations/2026-12-11-search-alert-voivodeships';
import * as searchAlertOrigin from './migrations/2026-12-12-search-alert-origin';
import * as newsletterAsAlerts from './migrations/2026-12-13-newsletter-as-alerts';
import * as dropNewsletterTables from './migrations/2026-12-13b-drop-newsletter-tables';

/**
 * Migrations are listed here rather than read from disk so the bundled server carries them.
 * Names sort by date; never edit a landed migration, add a new one. A kind whose table is made from
 * its declaration (`tableFromDeclaration`) adds its own beside these (`declared-tables.ts`).
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-initial-schema': initialSchema,
  '2026-11-21-offer-indexes-at-scale': offerIndexesAtScale,
  '2026-11-23-rate-limit-counters': rateLimitCounters,
  '2026-11-24-staff-accounts': staffAccounts,
  '2026-11-24b-offer-publishing': offerPublishing,
  '2026-11-24c-back-office-list': backOfficeList,
  '2026-11-24d-tenders': tenders,
  '2026-11-24e-offer-text-search': offerTextSearch,
  '2026-11-24f-blog-translations': blogTranslations,
  '2026-11-24g-measured-views': measuredViews,
  '2026-11-24h-form-inbox': formInbox,
  '2026-11-24i-newsletter-digest': newsletterDigest,
  '2026-11-24j-content-signal': contentSignal,
  '2026-11-24k-content-editing': contentEditing,
  '2026-11-24l-map-cells': mapCells,
  '2026-11-24m-site-drafts': siteDrafts,
  '2026-11-27-offer-media-paths': offerMediaPaths,
  '2026-12-01-kind-versions': kindVersions,
  '2026-12-02-offer-archive': offerArchive,
  '2026-12-02b-offer-new-until': offerNewUntil,
  '2026-12-03-search-alerts': searchAlerts,
  '2026-12-04-photo-focus': photoFocus,
  '2026-12-05-search-alert-once': searchAlertOnce,
  '2026-12-06-search-alert-mailed': searchAlertMailed,
  '2026-12-06b-offer-price-drops': offerPriceDrops,
  '2026-12-06c-manage-token-address': manageTokenAddress,
  '2026-12-07-saved-filters': savedFilters,
  '2026-12-08-saved-filters-without-sender': savedFiltersWithoutSender,
  '2026-12-08b-home-working-copies': homeWorkingCopies,
  '2026-12-09-offer-group-joins': offerGroupJoins,
  '2026-12-09b-drop-main-page-drafts': dropMainPageDrafts,
  '2026-12-10-offer-media-pending': offerMediaPending,
  '2026-12-11-offer-sort-keys': offerSortKeys,
  '2026-12-11-search-alert-voivodeships': searchAlertVoivodeships,
  '2026-12-12-search-alert-origin': searchAlertOrigin,
  '2026-12-13-newsletter-as-alerts': newsletterAsAlerts,
  '2026-12-13b-drop-newsletter-tables': dropNewsletterTables,
};

/** The listed migrations and those of the kinds' declared tables (a test's fixture kind among them). */
const providerFor = (kinds: readonly DefinedKind[]): MigrationProvider => {
  const all = { ...migrations, ...declaredTableMigrations(kinds) };
  return { getMigrations: async () => all };
};

/**
 * The runner takes the app's typed database (decision 052's Q4): Kysely's `Migrator` accepts any
 * schema, so the untyped handle (a `Kysely` of `any`) stays inside the migrations themselves, where it
 * is Kysely's convention.
 */
type Db = Kysely<DatabaseSchema>;

/** Undoes the latest migration (for trying a migration's way back). */
export async function migrateDownOne(db: Db, kinds: readonly DefinedKind[] = ALL_KINDS): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider: providerFor(kinds) }).migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Db, kinds: readonly DefinedKind[] = ALL_KINDS): Promise<string[]> {
  const migrator = new Migrator({ db, provider: providerFor(kinds) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies or undoes migrations until `name` is the newest applied (a test walks the history with it). */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider: providerFor(ALL_KINDS) }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of the migrations this build knows that the database has not run yet, in order. */
export async function pendingMigrations(
  db: Db,
  kinds: readonly DefinedKind[] = ALL_KINDS,
): Promise<string[]> {
  const known = await new Migrator({ db, provider: providerFor(kinds) }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
