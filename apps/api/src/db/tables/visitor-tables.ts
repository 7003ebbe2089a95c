import type { Generated } from 'kysely';

/** Row types of what visitors leave behind: sign-ups, submissions, statistics, and mail to send. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  /** Comma-joined voivodeship codes. */
  voivodeships: string;
  is_agent: number;
  lang: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  consent_text: string;
  consent_version: string;
  consented_at: string;
  event_id: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  unsubscribe_token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface FormSubmissionTable {
  id: Generated<number>;
  kind: string;
  offer_id: number | null;
  email: string;
  lang: string;
  payload: string;
  created_at: string;
}

export interface PhoneClickTable {
  id: Generated<number>;
  offer_id: number;
  created_at: string;
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
