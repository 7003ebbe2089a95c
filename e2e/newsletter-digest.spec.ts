import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, mailTo, newsletterForm, uniqueEmail } from './support/forms';
import { runJob } from './support/jobs';
import { publishOffer } from './support/offers';
import { decideConsent } from './support/shell';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 18's "Done when" for the digest through the real stack (decision 036): a visitor subscribes
 * in the footer for mazowieckie and confirms by the mailed link; an editor publishes an offer there
 * and one in pomorskie in the back office; `npm run newsletter:digest` sends exactly one mail, in
 * the subscriber's language, with the first offer only; running it again sends nothing; the mail's
 * List-Unsubscribe address opens the unsubscribe page for a person and unsubscribes on the RFC 8058
 * one-click POST; the back office lists the subscriber, previews the digest, mails a test to the
 * editor and removes the subscriber on request.
 */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
}

/** Reads the API's database (it writes in WAL mode; a reader never blocks it). */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir(), 'site.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** `npm run newsletter:digest` on this run's database, as an operator runs it beside `npm start`. */
const runDigest = (baseURL: string) => runJob('newsletter-digest', baseURL);

/** The unfolded header of the outbox's .eml file to `to` whose subject matches. */
async function headerOfMail(to: string, subject: RegExp, name: string): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  for (const file of fs.readdirSync(dir).filter((entry) => entry.endsWith('.eml'))) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const address = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '';
    if (address !== to || !subject.test(parsed.subject ?? '')) continue;
    const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? '';
    return line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
  }
  throw new Error(`no mail to ${to} with a subject like ${subject}`);
}

test('the digest: one mail to a subscriber of mazowieckie with its new offer only, a working one-click unsubscribe, nothing on a second run', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const site = baseURL ?? '';
  await decideConsent(context, site);
  const address = uniqueEmail('e2e-digest');
  const stamp = Date.now();
  const warsawTitle = `Digest exchange in Warsaw ${stamp}`;
  const gdanskTitle = `Digest exchange in Gdańsk ${stamp}`;

  // A visitor subscribes in the English footer for Masovian (mazowieckie) and confirms by the link.
  await page.goto('/en/faq');
  const form = newsletterForm(page, 'en');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(address);
  await form.getByRole('button', { name: /Voivodeships/ }).click();
  await form
    .getByRole('group', { name: /Voivodeships you are interested in/ })
    .getByLabel('Masovian', { exact: true })
    .check();
  await form.getByRole('button', { name: /Voivodeships/ }).click();
  await form.getByRole('checkbox', { name: /newsletter with property offers/ }).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByRole('status')).toContainText('We have e-mailed you a link');
  const confirmation = await mailTo(address, /confirm your property newsletter/);
  await page.goto(linkIn(confirmation, '/en/newsletter/confirm', site));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your newsletter subscription is confirmed.');

  // An editor publishes an offer in mazowieckie and one in pomorskie through the back office.
  const { context: staffContext, page: editor } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-digest-editor'),
    role: 'editor',
    name: 'Dorota Zestawienie',
    password: 'Haslo-Zestawien-2026',
  });
  try {
    const warsaw = await publishOffer(editor, site, {
      titlePl: `Centrala w Warszawie ${stamp}`,
      titleEn: warsawTitle,
      voivodeship: 14,
      town: 'Warszawa',
      postalCode: '00-001',
      lat: 52.23,
      lng: 21.01,
    });
    const gdansk = await publishOffer(editor, site, {
      titlePl: `Centrala w Gdańsku ${stamp}`,
      titleEn: gdanskTitle,
      voivodeship: 22,
      town: 'Gdańsk',
      postalCode: '80-001',
      lat: 54.35,
      lng: 18.65,
    });

    // `npm run newsletter:digest`: the digest is queued now and the API's outbox sends it.
    const printed = runDigest(site);
    expect(printed).toMatch(/^newsletter-digest: done \{"period":"(day|week):[^"]+","sent":[1-9]\d*,/);
    const digest = await mailTo(address, /^New property offers \(1\)$/);
    expect(digest.text).toContain('here are the property offers published or repriced since');
    expect(digest.text).toContain(`${warsawTitle}: ${site}/en/szczegoly_ogloszenia/${warsaw}`);
    expect(digest.text).not.toContain(gdanskTitle);
    expect(digest.text).not.toContain(`/szczegoly_ogloszenia/${gdansk}`);
    expect(digest.text.match(/\/szczegoly_ogloszenia\//g)).toHaveLength(1);
    // Its footer's link opens a page with a button: the words say so (the one click is the header's).
    expect(digest.text).toContain(`To unsubscribe, open this page and confirm: ${site}/en/newsletter/`);

    // Run again in the same period: nothing is sent, to this subscriber or anyone.
    expect(runDigest(site)).toMatch(/^newsletter-digest: done \{"period":"[^"]+","sent":0,/);
    const stored = () =>
      query<{ subject: string }>(
        'SELECT subject FROM mail_outbox WHERE to_address = ? AND subject LIKE ?',
        address,
        'New property offers%',
      );
    expect(stored()).toHaveLength(1);

    // The List-Unsubscribe address (RFC 8058) on the site: for a person, the page with a button...
    expect(await headerOfMail(address, /^New property offers/, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe=One-Click',
    );
    const listUnsubscribe = await headerOfMail(address, /^New property offers/, 'List-Unsubscribe');
    const target = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe)?.[1] ?? '';
    expect(target.startsWith(`${site}/api/newsletter/unsubscribe/`)).toBe(true);
    const token = target.split('/').pop() ?? '';
    await page.goto(target);
    await expect(page).toHaveURL(`${site}/en/newsletter/unsubscribe/${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
    // The subscriber is its search alert of origin 'newsletter', active while confirmed (decision 059).
    const statusOf = () =>
      query<{ status: string }>(
        "SELECT status FROM search_alerts WHERE email = ? AND origin = 'newsletter'",
        address,
      )[0]?.status;
    expect(statusOf()).toBe('active');
    // ...and for a mail client, one POST without any page.
    const oneClick = await page.request.post(target, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ data: { status: 'unsubscribed', lang: 'en' } });
    expect(statusOf()).toBe('unsubscribed');

    // The back office: the subscriber with their consent and digest, the preview, a test to oneself.
    await editor.goto(`${site}/panel/newsletter?q=${encodeURIComponent(address)}`);
    await expect(editor.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    const row = editor
      .getByTestId('bo-subscribers')
      .getByRole('row')
      .filter({ has: editor.getByRole('rowheader', { name: address }) });
    await expect(row).toContainText('wypisany');
    await expect(row).toContainText('mazowieckie');
    // Cells after the address: status, voivodeships, agent, language, consent, last digest, actions.
    // A Polish short date: the day has one digit up to the 9th (1.12.2026).
    await expect(row.getByRole('cell').nth(4)).toContainText(/\d{1,2}\.\d{2}\.\d{4}/);
    await expect(row.getByRole('cell').nth(5)).toContainText(/\d{1,2}\.\d{2}\.\d{4}/);
    await expect(editor.getByTestId('digest-preview')).toContainText(`Centrala w Warszawie ${stamp}`);
    await expectNoAxeViolations(editor);

    await editor.getByRole('button', { name: 'Wyślij test do mnie' }).click();
    await expect(editor.getByText(/Wiadomość testowa czeka w kolejce poczty/)).toBeVisible();

    // Removal on request: the row goes, the audit log keeps an entry without the address.
    await row.getByRole('button', { name: `Usuń dane: ${address}` }).click();
    await editor.getByRole('button', { name: 'Tak, usuń' }).click();
    await expect(editor.getByTestId('bo-flash')).toHaveText('Usunięto dane subskrybenta.');
    await expect(editor.getByText('Brak subskrybentów spełniających warunki.')).toBeVisible();
    expect(query('SELECT id FROM search_alerts WHERE email = ?', address)).toEqual([]);
    expect(stored()).toEqual([]);
    const audit = query<{ changes: string }>(
      "SELECT changes FROM audit_log WHERE action = 'newsletter.subscriber-removed' ORDER BY id DESC LIMIT 1",
    );
    expect(audit[0]?.changes).toContain('"status":["unsubscribed",null]');
    expect(JSON.stringify(audit)).not.toContain(address);
  } finally {
    await staffContext.close();
  }
});
