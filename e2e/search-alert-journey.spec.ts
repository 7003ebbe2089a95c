import { expect, type Page } from '@playwright/test';
import { linkIn, mailTo, uniqueEmail } from './support/forms';
import { openRunDatabase } from './support/inbox';
import { runJob } from './support/jobs';
import { offerForm, publishOffer } from './support/offers';
import { decideConsent, waitForHydration } from './support/shell';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 36's "Done when" for search alerts, in English, through the real stack (decision 059): a
 * visitor on "sale, mazowieckie, 0-2 M zł, land" follows "Alert me", signs up for mails at once and
 * confirms from the mail (the page names the list); an editor publishes a matching offer and a
 * dearer one and the job mails exactly one mail naming the matching one; a lower price mails again
 * on the next run; sold, it is never mailed again; the mail's one-click unsubscribe (RFC 8058)
 * stops the alert, and the manage page then lists none. Counted in the API's outbox table, which
 * the job writes before it ends, so "nothing was sent" is a fact and not a wait. The Polish journey
 * (pause, a stop from another tab, the staff's screens) is search-alerts.spec's.
 */
const LIST = '/sprzedaz/mazowieckie/f/typeProperty=2;price-lte=2000000';

/** The alert mails queued to `address`, oldest first, with their extra headers. */
function alertMails(address: string): { text: string; headers: Record<string, string> }[] {
  const db = openRunDatabase(true);
  try {
    const rows = db
      .prepare(
        "SELECT text_body, headers FROM mail_outbox WHERE to_address = ? AND subject LIKE 'New offers for your alert%' ORDER BY id",
      )
      .all(address) as { text_body: string; headers: string }[];
    return rows.map((row) => ({ text: row.text_body, headers: JSON.parse(row.headers) }));
  } finally {
    db.close();
  }
}

/** Saves a published offer's fields as its editor does (If-Match from the editor's read): public at once. */
async function saveOffer(editor: Page, site: string, id: number, fields: Record<string, unknown>) {
  const headers = { origin: new URL(site).origin };
  const opened = await editor.request.get(`${site}/api/back-office/offers/${id}`, { headers });
  expect(opened.status()).toBe(200);
  const saved = await editor.request.put(`${site}/api/back-office/offers/${id}`, {
    headers: { ...headers, 'if-match': opened.headers().etag ?? '' },
    data: offerForm(fields),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('in English: an alert confirmed from its mail gets the matching offer once, a lower price again, never a sold one, and stops on one click', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const site = baseURL ?? '';
  await decideConsent(context, site);
  const address = uniqueEmail('e2e-alert-journey');
  const stamp = Date.now();

  await page.goto(`/en${LIST}`);
  await page.getByRole('link', { name: 'Alert me' }).click();
  await expect(page).toHaveURL(`${site}/en/alerts/new${LIST}`);
  await expect(page.locator('.alert-page__list')).toHaveText(`The offer list you watch: /en${LIST}`);
  await waitForHydration(page);
  const form = page.locator('form.alert-signup');
  await form.getByRole('textbox', { name: /E-mail/ }).fill(address);
  await form.getByRole('radio', { name: 'Immediately' }).check();
  await form.getByRole('checkbox', { name: /newsletter with property offers/ }).check();
  await form.getByRole('button', { name: 'Save the alert' }).click();
  await expect(form.getByRole('status')).toContainText('We have sent a link to confirm the alert');

  const confirmation = await mailTo(address, /^Please confirm your alert for new property offers$/);
  await page.goto(linkIn(confirmation, '/en/alerts/confirm', site));
  await expect(page.locator('.alert-page__list')).toHaveText(
    `The offer list you watch: /en${LIST} (Immediately)`,
  );
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.locator('.newsletter-token').getByRole('status')).toHaveText(
    'Thank you! Your alert is active.',
  );

  const { context: staffContext, page: editor } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-alert-journey-editor'),
    role: 'editor',
    name: 'Ewa Podróżna',
    password: 'Haslo-Podrozy-2026',
  });
  try {
    const land = { typeProperty: 2, areaBuilding: null, areaGround: 4000 };
    const plot = (title: string, price: number, flags = {}) => ({
      ...land,
      titlePl: `${title} (pl) ${stamp}`,
      titleEn: `${title} ${stamp}`,
      price,
      flags,
    });
    const matching = await publishOffer(editor, site, plot('Plot near Warsaw', 150_000_000));
    const dear = await publishOffer(editor, site, plot('Dear plot', 300_000_000));

    // Exactly one mail, in English, naming the matching offer only.
    expect(runJob('search-alerts', site)).toMatch(/^search-alerts: done /);
    const [first] = alertMails(address);
    expect(alertMails(address)).toHaveLength(1);
    expect(first?.text).toContain(`Plot near Warsaw ${stamp}: ${site}/en/szczegoly_ogloszenia/${matching}`);
    expect(first?.text).not.toContain(`/szczegoly_ogloszenia/${dear}`);
    // The mail's manage link, in English: the alert, active.
    await page.goto(
      linkIn(await mailTo(address, /^New offers for your alert \(1\)$/), '/en/alerts/manage', site),
    );
    await expect(page.locator('.alert-list__item')).toHaveCount(1);
    await expect(page.locator('.alert-list__item')).toContainText(`/en${LIST}`);
    await expect(page.locator('.alert-list__item')).toContainText('active');

    // A run with nothing new sends nothing; a lower price mails again, saying why.
    runJob('search-alerts', site);
    expect(alertMails(address)).toHaveLength(1);
    await saveOffer(editor, site, matching, plot('Plot near Warsaw', 140_000_000));
    runJob('search-alerts', site);
    expect(alertMails(address)).toHaveLength(2);
    expect(alertMails(address)[1]?.text).toMatch(
      new RegExp(`Plot near Warsaw ${stamp}: \\S+/en/szczegoly_ogloszenia/${matching} \\(.*lower price\\)`),
    );

    // Sold, even at a lower price, it is left out; the run's new matching offer is mailed alone.
    await saveOffer(editor, site, matching, plot('Plot near Warsaw', 100_000_000, { isSold: true }));
    const second = await publishOffer(editor, site, plot('Second plot', 120_000_000));
    runJob('search-alerts', site);
    expect(alertMails(address)).toHaveLength(3);
    const third = alertMails(address)[2];
    expect(third?.text).toContain(`Second plot ${stamp}: ${site}/en/szczegoly_ogloszenia/${second}`);
    expect(third?.text).not.toContain(`/szczegoly_ogloszenia/${matching}`);

    // One click as a mail client sends it (RFC 8058): the alert stops, and the next offer is not mailed.
    expect(third?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /<(https?:\/\/[^>]+)>/.exec(third?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(target.startsWith(`${site}/api/search-alerts/unsubscribe/`)).toBe(true);
    const oneClick = await page.request.post(target, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ data: { status: 'unsubscribed', lang: 'en' } });
    await publishOffer(editor, site, plot('Third plot', 110_000_000));
    runJob('search-alerts', site);
    expect(alertMails(address)).toHaveLength(3);
    await page.reload();
    await expect(page.locator('.alert-page').getByRole('status')).toHaveText('You have no alerts.');
  } finally {
    await staffContext.close();
  }
});
