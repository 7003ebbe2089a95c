import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { deleteKindItem, kindCall } from './support/editors';
import { describedError, linkIn, mailTo, notifications, uniqueEmail } from './support/forms';
import { runJob } from './support/jobs';
import { publishOffer } from './support/offers';
import { decideConsent, waitForHydration } from './support/shell';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Search alerts through the real stack (issue 36, decision 059): a visitor on the list "sale,
 * mazowieckie, 0-2 M zł, land" follows "Powiadamiaj mnie o nowych ofertach", signs up for mails
 * at once and confirms from the mail; an editor publishes a matching offer and a dearer one; the
 * `search-alerts` job mails the matching one only; the manage page lists and pauses the alert; the
 * mail's unsubscribe page stops it. In English, the list's "Alert me" leads to the same form.
 */
const LIST = '/sprzedaz/mazowieckie/f/typeProperty=2;price-lte=2000000';

/** The alert job by hand on this run's database, with the site's port. */
const runAlerts = (baseURL: string) => runJob('search-alerts', baseURL);

test('an alert on a filtered list: signed up and confirmed, mailed the matching offer only, paused and stopped', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const site = baseURL ?? '';
  await decideConsent(context, site);
  const address = uniqueEmail('e2e-alert');
  const stamp = Date.now();

  await page.goto(LIST);
  await page.getByRole('link', { name: 'Powiadamiaj mnie o nowych ofertach' }).click();
  await expect(page).toHaveURL(`${site}/alerty/nowy${LIST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powiadamiaj mnie o nowych ofertach');
  // The form's fields are the hook's: typed before hydration, a value would be lost.
  await waitForHydration(page);
  // The page's own form (the footer's newsletter form is on every page too).
  const form = page.locator('form.alert-signup');
  await form.getByRole('textbox', { name: /E-mail/ }).fill(address);
  await form.getByRole('radio', { name: 'Od razu' }).check();
  await form.getByRole('checkbox', { name: /newslettera z ofertami nieruchomości/ }).check();
  await form.getByRole('button', { name: 'Zapisz alert' }).click();
  await expect(form.getByRole('status')).toContainText('wysłaliśmy link potwierdzający alert');

  const confirmation = await mailTo(address, /^Potwierdź alert o nowych ofertach/);
  // No manage link before it is confirmed: whoever typed the address may not be its owner.
  expect(confirmation.text).not.toContain('/alerty/zarzadzaj');
  await page.goto(linkIn(confirmation, '/alerty/potwierdz', site));
  // The page says which list it confirms before the button is pressed.
  await expect(page.locator('.alert-page__list')).toHaveText(`Obserwowana lista ofert: ${LIST} (Od razu)`);
  await page.getByRole('button', { name: 'Potwierdzam alert' }).click();
  await expect(page.locator('.newsletter-token').getByRole('status')).toHaveText(
    'Dziękujemy! Alert jest aktywny.',
  );

  const { context: staffContext, page: editor } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-alert-editor'),
    role: 'editor',
    name: 'Edyta Alertowa',
    password: 'Haslo-Alertow-2026',
  });
  try {
    const land = { typeProperty: 2, areaBuilding: null, areaGround: 4000 };
    const matching = await publishOffer(editor, site, {
      ...land,
      titlePl: `Działka pod Warszawą ${stamp}`,
      price: 150_000_000,
    });
    await publishOffer(editor, site, { ...land, titlePl: `Droga działka ${stamp}`, price: 300_000_000 });

    // The API processes run the job too, every five minutes: whichever runs first sends the mail.
    expect(runAlerts(site)).toMatch(/^search-alerts: done /);
    const mail = await mailTo(address, /^Nowe oferty dla Twojego alertu/);
    expect(mail.text).toContain(`Działka pod Warszawą ${stamp}: ${site}/szczegoly_ogloszenia/${matching}`);
    expect(mail.text).not.toContain(`Droga działka ${stamp}`);

    // The editor finds the address's alerts by a form that posts: the address never stands in a URL.
    await editor.goto('/panel/alerty');
    await editor.getByLabel('Adres e-mail').fill(address);
    await editor.getByRole('button', { name: 'Znajdź' }).click();
    await expect(editor.getByTestId('bo-address-alerts')).toContainText('aktywny');
    expect(editor.url()).toBe(`${site}/panel/alerty`);
    await expect(editor.getByRole('button', { name: 'Usuń wszystkie alerty tego adresu' })).toBeVisible();
    // The same without JavaScript: the form posts to the screen's own address (not `action=""`),
    // and the answer is the screen with the alerts found, the address still in no URL.
    const plain = await browser.newContext({
      storageState: await staffContext.storageState(),
      javaScriptEnabled: false,
    });
    try {
      const noScript = await plain.newPage();
      await noScript.goto('/panel/alerty');
      const lookup = noScript.locator('form', { has: noScript.getByRole('button', { name: 'Znajdź' }) });
      await expect(lookup).toHaveAttribute('action', '/panel/alerty');
      await noScript.getByLabel('Adres e-mail').fill(address);
      await noScript.getByRole('button', { name: 'Znajdź' }).click();
      await expect(noScript.getByTestId('bo-address-alerts')).toContainText('aktywny');
      expect(noScript.url()).toBe(`${site}/panel/alerty`);
    } finally {
      await plain.close();
    }

    // The manage page: the alert, paused.
    await page.goto(linkIn(mail, '/alerty/zarzadzaj', site));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twoje alerty');
    const item = page.locator('.alert-list__item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(LIST);
    await expect(item).toContainText('aktywny');
    await item.getByRole('button', { name: 'Wstrzymaj' }).click();
    await expect(page.locator('.alert-list__item')).toContainText('wstrzymany');
    await expect(page.locator('.alert-list__item').getByRole('button', { name: 'Wznów' })).toBeVisible();

    // Stopped meanwhile from another tab: resuming it here fails, and the page says so.
    const other = await context.newPage();
    await other.goto(linkIn(mail, '/alerty/wypisz', site));
    await expect(other.locator('.alert-page__list')).toHaveText(`Obserwowana lista ofert: ${LIST} (Od razu)`);
    await other.getByRole('button', { name: 'Wyłącz ten alert' }).click();
    await expect(other.locator('.newsletter-token').getByRole('status')).toHaveText(
      'Alert został wyłączony.',
    );
    await other.close();
    await page.locator('.alert-list__item').getByRole('button', { name: 'Wznów' }).click();
    await expect(page.locator('.alert-list__item').getByRole('alert')).toHaveText(
      'Tego alertu już nie ma: został wyłączony lub usunięty. Odśwież stronę.',
    );
    // A link that never was: the page says it, not an error page.
    await page.goto(`/alerty/zarzadzaj/${'A'.repeat(43)}`);
    await expect(page.locator('.alert-page').getByRole('status')).toHaveText(
      'Ten link jest nieważny albo wygasł. Nowy link znajdziesz w kolejnej wiadomości z alertu.',
    );

    // Stopped by the mail's unsubscribe page above: the manage page then has none.
    await page.goto(linkIn(mail, '/alerty/zarzadzaj', site));
    await expect(page.locator('.alert-page').getByRole('status')).toHaveText('Nie masz żadnych alertów.');
  } finally {
    await staffContext.close();
  }
});

test('in English the list offers "Alert me", and the form refuses an address without consent', async ({
  page,
  context,
  baseURL,
}) => {
  await decideConsent(context, baseURL ?? '');
  await page.goto('/en/wynajem');
  // A page for every list path: crawlers are asked not to follow (robots.txt keeps them out too).
  await expect(page.getByRole('link', { name: 'Alert me' })).toHaveAttribute('rel', 'nofollow');
  await page.getByRole('link', { name: 'Alert me' }).click();
  await expect(page).toHaveURL(/\/en\/alerts\/new\/wynajem$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alert me about new offers');
  await waitForHydration(page);
  const form = page.locator('form.alert-signup');
  // The site's one form hook: nothing sent, the notification, the wrong field marked and focused.
  await form.getByRole('textbox', { name: /E-mail/ }).fill(uniqueEmail('e2e-alert-en'));
  await form.getByRole('button', { name: 'Save the alert' }).click();
  await expect(
    notifications(page, 'en').getByRole('button', { name: /fill in the form correctly/i }),
  ).toBeVisible();
  await expect(await describedError(form.getByRole('checkbox'))).toBeVisible();
  await expect(form.getByRole('checkbox')).toBeFocused();
  await expect(form.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  // An address the browser takes and the API refuses (no domain) is the form's fault, not a retry later.
  await form.getByRole('textbox', { name: /E-mail/ }).fill('anna@localhost');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Save the alert' }).click();
  // (The browser's check, on the newsletter's schema, or else the API refuses it: the same words.)
  await expect(
    notifications(page, 'en')
      .getByRole('button', { name: /fill in the form correctly/i })
      .last(),
  ).toBeVisible();
  await expect(await describedError(form.getByRole('textbox', { name: /E-mail/ }))).toBeVisible();
  // Not an offer list: no alert page.
  const missing = await page.goto('/en/alerts/new/kontakt');
  expect(missing?.status()).toBe(404);
  // A malformed escape in a link's token: the 404 page, as any malformed path, never a 500.
  for (const malformed of [
    '/en/alerts/manage/%E0%A4%A',
    '/alerty/zarzadzaj/%E0%A4%A',
    '/alerty/nowy/%E0%A4%A',
  ]) {
    expect((await page.request.get(malformed)).status(), malformed).toBe(404);
  }
});

/** A confirmed alert on `list` for `address`, signed up through the site's forwarder and confirmed from its mail. */
async function confirmedAlert(page: Page, site: string, address: string, list: string): Promise<void> {
  const signup = await page.request.post('/api/form/search-alert', {
    data: {
      email: address,
      agreement1: true,
      eventID: String(Date.now()),
      path: list,
      frequency: 'daily',
      lang: 'pl',
    },
  });
  expect(signup.status()).toBe(202);
  await page.goto(
    linkIn(await mailTo(address, /^Potwierdź alert o nowych ofertach/), '/alerty/potwierdz', site),
  );
  await page.getByRole('button', { name: 'Potwierdzam alert' }).click();
  await expect(page.locator('.newsletter-token').getByRole('status')).toHaveText(
    'Dziękujemy! Alert jest aktywny.',
  );
}

test('staff see how many alerts watch each list, never who: an agent counts only, in both languages, axe-clean at 1280 and 390 px', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const site = baseURL ?? '';
  await decideConsent(context, site);
  // Lists of this run only (a price bound no other test uses), so their counts are exact.
  const bound = 1_000_000 + (Date.now() % 900_000);
  const watched = `/sprzedaz/malopolskie/f/typeProperty=3;price-lte=${bound}`;
  const other = `/wynajem/f/price-lte=${bound}`;
  const addresses = [uniqueEmail('e2e-count-a'), uniqueEmail('e2e-count-b'), uniqueEmail('e2e-count-c')];
  await confirmedAlert(page, site, addresses[0] ?? '', watched);
  await confirmedAlert(page, site, addresses[1] ?? '', watched);
  await confirmedAlert(page, site, addresses[2] ?? '', other);

  const { context: agentContext, page: agent } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-count-agent'),
    role: 'agent',
    name: 'Adam Liczący',
    password: 'Haslo-Agenta-2026',
  });
  try {
    // The agent's own request for an address's alerts is refused by the API, not only hidden.
    const lookup = await agent.request.post('/api/back-office/search-alerts/address', {
      data: { email: addresses[0] },
    });
    expect(lookup.status()).toBe(403);

    const screen = async (lang: 'pl' | 'en') => {
      const prefix = lang === 'en' ? '/en' : '';
      const table = agent.getByTestId('bo-alert-counts');
      const row = (list: string) =>
        table.getByRole('row').filter({ has: agent.locator(`a[href="${prefix}${list}"]`) });
      // The path told in words, the counts in their columns.
      await expect(row(watched).getByRole('rowheader')).toContainText(
        lang === 'pl' ? 'Sprzedaż · małopolskie' : 'For sale · Lesser Poland',
      );
      const price = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL').format(bound);
      await expect(row(watched).getByRole('rowheader')).toContainText(
        lang === 'pl' ? `cena (zł) do ${price}` : `price (PLN) to ${price}`,
      );
      await expect(row(watched).getByRole('cell')).toHaveText(['2', '0']);
      await expect(row(other).getByRole('rowheader')).toContainText(lang === 'pl' ? 'Wynajem' : 'For rent');
      await expect(row(other).getByRole('cell')).toHaveText(['1', '0']);
      // Counts only: no address of an alert anywhere on the page, and no lookup for an agent.
      for (const address of addresses) await expect(agent.locator('body')).not.toContainText(address);
      await expect(agent.getByRole('button', { name: lang === 'pl' ? 'Znajdź' : 'Find' })).toHaveCount(0);
      for (const width of [1280, 390]) {
        await agent.setViewportSize({ width, height: 900 });
        expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(agent);
        await agent.screenshot({
          path: testInfo.outputPath(`panel-alerty-agent-${lang}-${width}.png`),
          fullPage: true,
        });
      }
    };

    await agent.goto('/panel/alerty');
    await expect(agent.getByRole('heading', { level: 1 })).toHaveText('Alerty wyszukiwania');
    await screen('pl');
    await agent.getByRole('button', { name: 'Switch the back office to English' }).click();
    await expect(agent.locator('html')).toHaveAttribute('lang', 'en');
    await expect(agent.getByRole('heading', { level: 1 })).toHaveText('Search alerts');
    await screen('en');
  } finally {
    await agentContext.close();
  }
});

test("an alert on a special-offer group's list: its control without JavaScript in English, mailed an offer joining the group, named in words", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const site = baseURL ?? '';
  const stamp = Date.now();
  const namePl = `Promocja alertowa ${stamp}`;
  const nameEn = `Alert promotion ${stamp}`;
  const { context: staffContext, page: editor } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-group-alert-editor'),
    role: 'editor',
    name: 'Gerard Grupowy',
    password: 'Haslo-Grupowe-2026',
  });
  const groups = kindCall(editor, new URL(site).origin, 'offer-groups');
  let groupId: number | undefined;
  try {
    const land = { typeProperty: 2, areaBuilding: null, areaGround: 3000, price: 90_000_000 };
    const member = await publishOffer(editor, site, { ...land, titlePl: `Działka w promocji ${stamp}` });
    const joining = await publishOffer(editor, site, { ...land, titlePl: `Działka dołączona ${stamp}` });
    const created = await groups('POST', '', {
      type: 'promotion',
      namePl,
      nameEn,
      descriptionPl: '<p>Taniej.</p>',
      descriptionEn: '<p>Cheaper.</p>',
      image: null,
      voivodeship: null,
      sortOrder: 1,
      members: [member],
    });
    expect(created.status(), await created.text()).toBe(201);
    groupId = Number(((await created.json()) as { data: { key: string } }).data.key);
    expect((await groups('POST', `/${groupId}/publication`, { action: 'publish' }, 1)).status()).toBe(200);
    // As staff change a published group's members: in its editor, then "publish changes".
    const members = async (offerIds: number[]) => {
      const opened = (
        (await (await groups('GET', `/${groupId}`)).json()) as {
          data: { version: number; values: Record<string, unknown> };
        }
      ).data;
      const saved = await groups(
        'PUT',
        `/${groupId}`,
        { ...opened.values, members: offerIds },
        opened.version,
      );
      expect(saved.status(), await saved.text()).toBe(200);
      const { version } = ((await saved.json()) as { data: { version: number } }).data;
      expect((await groups('POST', `/${groupId}/publication`, { action: 'publish' }, version)).status()).toBe(
        200,
      );
    };
    const groupPath = `/oferta_specjalna/promocje/${groupId}`;

    // Without JavaScript, in English: the group's list offers "Alert me", a plain link to its sign-up,
    // which names the group in words, rendered on the server.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      await decideConsent(noScript, site);
      const plain = await noScript.newPage();
      await expect(async () => {
        await plain.goto(`/en${groupPath}`);
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText(nameEn, { timeout: 1_000 });
      }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
      const alertMe = plain.getByRole('link', { name: 'Alert me' });
      await expect(alertMe).toHaveAttribute('rel', 'nofollow');
      await alertMe.click();
      await expect(plain).toHaveURL(`${site}/en/alerts/new${groupPath}`);
      await expect(plain.locator('.alert-page__list')).toHaveText(
        `The offer list you watch: Group: ${nameEn}`,
      );
    } finally {
      await noScript.close();
    }

    // In Polish: signed up from the group's page and confirmed from the mail.
    await decideConsent(context, site);
    const address = uniqueEmail('e2e-group-alert');
    await page.goto(groupPath);
    await page.getByRole('link', { name: 'Powiadamiaj mnie o nowych ofertach' }).click();
    await expect(page).toHaveURL(`${site}/alerty/nowy${groupPath}`);
    await expect(page.locator('.alert-page__list')).toHaveText(`Obserwowana lista ofert: Grupa: ${namePl}`);
    await waitForHydration(page);
    const form = page.locator('form.alert-signup');
    await form.getByRole('textbox', { name: /E-mail/ }).fill(address);
    await form.getByRole('radio', { name: 'Od razu' }).check();
    await form.getByRole('checkbox', { name: /newslettera z ofertami nieruchomości/ }).check();
    await form.getByRole('button', { name: 'Zapisz alert' }).click();
    await expect(form.getByRole('status')).toContainText('wysłaliśmy link potwierdzający alert');
    await page.goto(
      linkIn(await mailTo(address, /^Potwierdź alert o nowych ofertach/), '/alerty/potwierdz', site),
    );
    await expect(page.locator('.alert-page__list')).toHaveText(
      `Obserwowana lista ofert: Grupa: ${namePl} (Od razu)`,
    );
    await page.getByRole('button', { name: 'Potwierdzam alert' }).click();
    await expect(page.locator('.newsletter-token').getByRole('status')).toHaveText(
      'Dziękujemy! Alert jest aktywny.',
    );

    // An offer joins the group: the job mails it, alone, saying why.
    await members([member, joining]);
    expect(runAlerts(site)).toMatch(/^search-alerts: done /);
    const mail = await mailTo(address, /^Nowe oferty dla Twojego alertu/);
    expect(mail.text).toContain(`Działka dołączona ${stamp}: ${site}/szczegoly_ogloszenia/${joining}`);
    expect(mail.text).toContain('nowa w tej grupie');
    expect(mail.text).not.toContain(`Działka w promocji ${stamp}`);

    // The manage page and the staff screen tell the alert in words.
    await page.goto(linkIn(mail, '/alerty/zarzadzaj', site));
    await expect(page.locator('.alert-list__item .alert-list__list a')).toHaveText(`Grupa: ${namePl}`);
    await editor.goto('/panel/alerty');
    await expect(
      editor
        .getByTestId('bo-alert-counts')
        .getByRole('row')
        .filter({ hasText: `Grupa: ${namePl}` })
        .getByRole('cell'),
    ).toHaveText(['1', '0']);
  } finally {
    if (groupId !== undefined) await deleteKindItem(editor, new URL(site).origin, 'offer-groups', groupId);
    await staffContext.close();
  }
});
