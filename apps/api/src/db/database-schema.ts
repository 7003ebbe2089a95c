import type {
  BlogCategoryTable,
  BlogPostTable,
  ChunkTable,
  ContentSlugHistoryTable,
  EventTable,
  FaqTable,
  MainPageTable,
  NewsTable,
  PageTable,
} from './tables/content-tables';
import type { ScheduledJobTable } from './tables/job-tables';
import type { WorkingCopyTable } from './tables/kind-tables';
import type { MapCellTable } from './tables/map-tables';
import type {
  AgentTable,
  ChangeSignalTable,
  OfferDocumentTable,
  OfferGroupJoinTable,
  OfferGroupMemberTable,
  OfferGroupTable,
  OfferPhotoTable,
  OfferPriceHistoryTable,
  OfferTable,
  OfferTextTable,
} from './tables/offer-tables';
import type { SavedFilterTable } from './tables/saved-filter-tables';
import type {
  OfferPreparationEndTable,
  OfferPriceDropTable,
  SearchAlertMailedTable,
  SearchAlertManageTokenTable,
  SearchAlertSendTable,
  SearchAlertTable,
} from './tables/search-alert-tables';
import type { SettingTable } from './tables/settings-tables';
import type {
  AuditLogTable,
  AuthAccountTable,
  AuthRateLimitTable,
  AuthSessionTable,
  AuthTwoFactorTable,
  AuthUserTable,
  AuthVerificationTable,
} from './tables/staff-tables';
import type {
  FormSubmissionNoteTable,
  FormSubmissionTable,
  MailOutboxTable,
  OfferViewDailyTable,
  PhoneClickTable,
  RateLimitCounterTable,
} from './tables/visitor-tables';

/** Kysely's view of the database: table name to row type. */
export interface DatabaseSchema {
  agents: AgentTable;
  offers: OfferTable;
  offer_texts: OfferTextTable;
  offer_photos: OfferPhotoTable;
  offer_documents: OfferDocumentTable;
  offer_groups: OfferGroupTable;
  offer_group_members: OfferGroupMemberTable;
  offer_group_joins: OfferGroupJoinTable;
  offer_price_history: OfferPriceHistoryTable;
  map_cells: MapCellTable;
  change_signals: ChangeSignalTable;
  main_page: MainPageTable;
  news: NewsTable;
  events: EventTable;
  blog_categories: BlogCategoryTable;
  blog_posts: BlogPostTable;
  faq: FaqTable;
  pages: PageTable;
  content_slug_history: ContentSlugHistoryTable;
  chunks: ChunkTable;
  search_alerts: SearchAlertTable;
  search_alert_sends: SearchAlertSendTable;
  search_alert_mailed: SearchAlertMailedTable;
  search_alert_manage_tokens: SearchAlertManageTokenTable;
  offer_preparation_ends: OfferPreparationEndTable;
  offer_price_drops: OfferPriceDropTable;
  form_submissions: FormSubmissionTable;
  form_submission_notes: FormSubmissionNoteTable;
  phone_clicks: PhoneClickTable;
  offer_views_daily: OfferViewDailyTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCounterTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
  auth_verification: AuthVerificationTable;
  auth_two_factor: AuthTwoFactorTable;
  auth_rate_limit: AuthRateLimitTable;
  audit_log: AuditLogTable;
  scheduled_jobs: ScheduledJobTable;
  settings: SettingTable;
  saved_filters: SavedFilterTable;
  working_copies: WorkingCopyTable;
}
