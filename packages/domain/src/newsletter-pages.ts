import { type Language, localePath } from './language';

/**
 * The site's newsletter pages (docs/decisions/008, 014): the confirmation and unsubscribe links of
 * the newsletter mails, and the unsubscribe-by-address form. One place for their URLs, read by the
 * API when it writes the mails and by the site when it routes them. They live outside the SPEC §2
 * route table: the language switch sends them home like any other unknown page.
 */
export type NewsletterPage = 'confirm' | 'unsubscribe';

const NEWSLETTER_SEGMENT = 'newsletter';

const PAGE_SEGMENTS: Readonly<Record<Language, Readonly<Record<NewsletterPage, string>>>> = {
  pl: { confirm: 'potwierdz', unsubscribe: 'wypisz' },
  en: { confirm: 'confirm', unsubscribe: 'unsubscribe' },
};

/** Tokens are 32 random bytes in base64url (43 characters); anything unlike one is not a link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function isNewsletterToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/**
 * `/newsletter/potwierdz/{token}`, `/en/newsletter/confirm/{token}`, ...; without a token the
 * unsubscribe page is the form that mails an unsubscribe link.
 */
export function newsletterPagePath(page: NewsletterPage, lang: Language, token?: string): string {
  const base = `/${NEWSLETTER_SEGMENT}/${PAGE_SEGMENTS[lang][page]}`;
  return localePath(lang, token === undefined ? base : `${base}/${encodeURIComponent(token)}`);
}

export interface NewsletterPageMatch {
  page: NewsletterPage;
  /** Absent on the unsubscribe form. */
  token?: string;
}

/**
 * Which newsletter page the segments after `/{lang}/newsletter/` name, in that language's
 * spelling only (`/en/newsletter/potwierdz/...` is a 404); null for anything else. The confirmation
 * page needs a token, the unsubscribe page may have one.
 */
export function matchNewsletterPage(lang: Language, segments: readonly string[]): NewsletterPageMatch | null {
  const [name, token, ...extra] = segments;
  if (extra.length > 0) return null;
  const page = (Object.keys(PAGE_SEGMENTS[lang]) as NewsletterPage[]).find(
    (candidate) => PAGE_SEGMENTS[lang][candidate] === name,
  );
  if (!page) return null;
  if (token === undefined) return page === 'unsubscribe' ? { page } : null;
  return isNewsletterToken(token) ? { page, token } : null;
}
