import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';

/** The API's data directory of this run (playwright.config.ts puts it in the environment). */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the API has written to `$DATA_DIR/outbox/*.eml` so far (no SMTP_URL in tests). */
async function outbox(): Promise<OutboxMail[]> {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '';
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html || '') };
    }),
  );
}

/**
 * Waits for the outbox sender to write a mail to `to` (it sends right after the commit), with a
 * subject like `subject` and a text containing `contains` when given.
 */
export async function mailTo(to: string, subject?: RegExp, contains?: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox()).find(
          (mail) =>
            mail.to === to &&
            (!subject || subject.test(mail.subject)) &&
            (!contains || mail.text.includes(contains)),
        );
        return Boolean(found);
      },
      { timeout: 60_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The site link in a mail whose path starts with `pathPrefix`, moved to this run's origin. */
export function linkIn(mail: OutboxMail, pathPrefix: string, baseURL: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s/]+${pathPrefix.replace(/\//g, '\\/')}/[A-Za-z0-9_-]+`),
  );
  if (!match) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return `${baseURL}${url.pathname}`;
}

export interface StoredSubmission {
  kind: string;
  offer_id: number | null;
  email: string;
  lang: string;
  payload: Record<string, unknown>;
}

/** The contact-form submissions the API stored for `email` (read-only; the API writes in WAL mode). */
export function submissionsOf(email: string): StoredSubmission[] {
  const db = new Database(path.join(dataDir(), 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'SELECT kind, offer_id, email, lang, payload FROM form_submissions WHERE email = ? ORDER BY id',
      )
      .all(email) as (Omit<StoredSubmission, 'payload'> & { payload: string })[];
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** A fresh address per test and run, so the API's per-address limits never carry over. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`;
}

/** Counts the browser's requests to one API path, to prove a refused form sent nothing. */
export function countRequests(page: Page, pathname: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) count += 1;
  });
  return () => count;
}

/** The footer's newsletter form, named by its heading. */
export function newsletterForm(page: Page, lang: 'pl' | 'en' = 'pl'): Locator {
  return page
    .locator('#newsletter')
    .getByRole('form', { name: lang === 'pl' ? 'Newsletter nieruchomości' : 'Property newsletter' });
}

/** The newsletter form's voivodeship picker: its trigger, count, panel and backdrop. */
export function picker(form: Locator) {
  return {
    trigger: form.getByRole('button', { name: /Województwa|Voivodeships/ }),
    count: form.getByTestId('voivodeship-count'),
    panel: form.getByRole('group', {
      name: /Interesujące Cię województwa|Voivodeships you are interested in/,
    }),
    backdrop: form.getByTestId('voivodeship-backdrop'),
  };
}

/** The notifications area of the page. */
export function notifications(page: Page, lang: 'pl' | 'en' = 'pl'): Locator {
  return page.getByRole('region', { name: lang === 'pl' ? 'Powiadomienia' : 'Notifications' });
}

/** The error shown under a control, found through its aria-describedby as assistive technology would. */
export async function describedError(control: Locator): Promise<Locator> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const id = await control.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return control.page().locator(`[id="${id}"]`);
}

/** A published offer of the agent card with this e-mail (read-only, like submissionsOf). */
export function publishedOfferOfAgent(email: string): number {
  const db = new Database(path.join(dataDir(), 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        'SELECT o.id FROM offers o JOIN agents a ON a.id = o.agent_id WHERE a.email = ? AND o.is_published = 1 ORDER BY o.id LIMIT 1',
      )
      .get(email) as { id: number } | undefined;
    if (!row) throw new Error(`no published offer of ${email}`);
    return row.id;
  } finally {
    db.close();
  }
}
