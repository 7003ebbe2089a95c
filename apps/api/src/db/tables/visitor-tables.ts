import type { InboxStatus } from '@estate/domain/form-inbox';
import type { Generated } from 'kysely';

/** Row types of what visitors leave behind: sign-ups, submissions, statistics, and mail to send. */
export interface FormSubmissionTable {
  id: Generated<number>;
  kind: string;
  offer_id: number | null;
  /** The sender's address; '' once the personal data are removed. */
  email: string;
  lang: string;
  /** JSON of the form's fields; '{}' once the personal data are removed. */
  payload: string;
  created_at: string;
  /** The inbox (decision 035): new, in_progress, done or spam. */
  status: Generated<InboxStatus>;
  /** The staff account (auth_user.id) handling it. */
  assigned_to: Generated<string | null>;
  /** The last change by staff (status, assignment, a note), or when it came. */
  updated_at: string;
  /** The sender's name, searched with the address; null when the form asks none or once removed. */
  name: string | null;
  /** When the retention job removed the personal data (email, name, payload, notes). */
  personal_data_removed_at: Generated<string | null>;
}

/** A staff member's note on a submission. */
export interface FormSubmissionNoteTable {
  id: Generated<number>;
  submission_id: number;
  author_id: string | null;
  text: string;
  created_at: string;
}

export interface PhoneClickTable {
  id: Generated<number>;
  offer_id: number;
  created_at: string;
}

/** Page views of one offer on one Polish calendar day: a number, never who viewed (decision 034). */
export interface OfferViewDailyTable {
  offer_id: number;
  /** yyyy-mm-dd in Polish time. */
  day: string;
  views: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON object of extra headers (List-Unsubscribe and the like). */
  headers: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Hits of one rate-limit key in its current window; shared by every API instance. */
export interface RateLimitCounterTable {
  key: string;
  hits: number;
  /** End of the window, ms since the epoch (PostgreSQL's bigint arrives as a string). */
  expires_at_ms: number | string;
}
