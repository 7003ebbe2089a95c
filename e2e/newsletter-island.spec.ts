import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { describedError, newsletterForm, notifications, picker, uniqueEmail } from './support/forms';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

// Issue 33 (decision 050): the footer's newsletter form costs a page load no script until the
// visitor reaches for it; the server's markup is there without JavaScript, and nothing the visitor
// does before the form's script arrives is lost.

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

/** Only the live form's script holds the e-mail field's id: the server's markup needs no code. */
const FORM_CODE = 'newsletter-email';

/** Scripts holding the newsletter form's code, as the page receives them. */
function watchFormScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes(FORM_CODE)) seen.push(response.url());
  });
  return seen;
}

/** Holds back the form's script until release() is called; other scripts pass. */
async function holdFormScript(page: Page) {
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route(/\/_next\/static\/.*\.js/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    const fulfil = () => route.fulfill({ response, body });
    if (released || !body.includes(FORM_CODE)) return fulfil();
    held.push(fulfil);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((fulfil) => fulfil()));
    },
  };
}

/** The form's tree with each element's attributes sorted: the browser keeps them in the order set. */
function markupOf(form: Locator): Promise<string> {
  return form.evaluate((root) => {
    const write = (node: Node): string => {
      // React's server markup separates adjacent texts with empty comments; the browser's has none.
      if (node.nodeType === Node.COMMENT_NODE) return '';
      if (!(node instanceof Element)) return node.textContent ?? '';
      const attributes = Array.from(node.attributes, (a) => `${a.name}="${a.value}"`)
        .sort()
        .join(' ');
      return `<${node.localName} ${attributes}>${Array.from(node.childNodes, write).join('')}</${node.localName}>`;
    };
    return write(root);
  });
}

const island = (page: Page) => page.locator('#newsletter .newsletter-island');

test('a load fetches none of the form, nor does scrolling to it; a pointer over it does, and the live form is the markup the server sent', async ({
  page,
}) => {
  const scripts = watchFormScripts(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(island(page)).toHaveAttribute('data-newsletter', 'static');
  const form = newsletterForm(page);
  const before = await markupOf(form);

  await page.keyboard.press('End');
  await expect(form).toBeInViewport();
  await page.waitForLoadState('networkidle');
  await page.locator('#newsletter').screenshot({ path: test.info().outputPath('footer-1280-before.png') });
  expect(scripts).toEqual([]);
  await expect(island(page)).toHaveAttribute('data-newsletter', 'static');

  await form.getByRole('button', { name: 'Zapisz się' }).hover();
  await expect(island(page)).toHaveAttribute('data-newsletter', 'live', { timeout: 15_000 });
  // Read before the screenshot, which leaves an empty style attribute on the fields it hid the caret of.
  const after = await markupOf(form);
  await page.locator('#newsletter').screenshot({ path: test.info().outputPath('footer-1280-after.png') });
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(after).toBe(before);
  expect(before).toContain('id="newsletter-email"');
});

test('typed before the script arrives, the text and focus stay, and the form then validates and submits', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const hold = await holdFormScript(page);
  const form = newsletterForm(page);
  const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.click();
  await page.keyboard.type('jan@exa');
  await expect.poll(hold.held, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(island(page)).toHaveAttribute('data-newsletter', 'static');

  await hold.release();
  await expect(island(page)).toHaveAttribute('data-newsletter', 'live', { timeout: 15_000 });
  await expect(email).toBeFocused();
  await page.keyboard.type('mple');
  await expect(email).toHaveValue('jan@example');

  await form.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(
    notifications(page).getByRole('button', { name: /Wypełnij poprawnie formularz\./ }),
  ).toBeVisible();
  await expect(await describedError(email)).toHaveText('Podaj poprawny adres e-mail.');

  await email.fill(uniqueEmail('nl-island'));
  const voivodeships = picker(form);
  await voivodeships.trigger.click();
  await voivodeships.panel.getByLabel('mazowieckie', { exact: true }).check();
  await voivodeships.trigger.click();
  await form.getByRole('checkbox', { name: /newslettera z ofertami/ }).check();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/form/newsletter'));
  await form.getByRole('button', { name: 'Zapisz się' }).click();
  await request;
  await expect(form.getByRole('status')).toContainText('Dziękujemy!');
});

test('a field left before the script arrives shows its error once the live form is there, one never left does not', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const hold = await holdFormScript(page);
  const form = newsletterForm(page);
  const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.click();
  await page.keyboard.type('jan@example');
  await expect.poll(hold.held, { timeout: 15_000 }).toBeGreaterThan(0);
  // Left for the next control while the static form is still there (a slow phone's first seconds).
  await page.keyboard.press('Tab');
  await expect(email).not.toBeFocused();
  await expect(island(page)).toHaveAttribute('data-newsletter', 'static');

  await hold.release();
  await expect(island(page)).toHaveAttribute('data-newsletter', 'live', { timeout: 15_000 });
  await expect(email).toHaveValue('jan@example');
  await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
  await expect(await describedError(email)).toHaveText('Podaj poprawny adres e-mail.');
  const consent = form.getByRole('checkbox', { name: /newslettera z ofertami/ });
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
});

test('in English at 390 px, a click on the picker before the script arrives opens it after; a held submit is sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await waitForHydration(page);
  const hold = await holdFormScript(page);
  const form = newsletterForm(page, 'en');
  const trigger = form.getByRole('button', { name: /Voivodeships/ });
  await trigger.scrollIntoViewIfNeeded();
  await page.locator('#newsletter').screenshot({ path: test.info().outputPath('footer-390-before.png') });
  await trigger.click();
  await expect.poll(hold.held, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await hold.release();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(form.getByRole('checkbox', { name: 'Check all' })).toBeFocused();
  await page.locator('#newsletter').screenshot({ path: test.info().outputPath('footer-390-after.png') });
  await expectNoAxeViolations(page, '#newsletter');
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  // A fresh load: a submit (Enter in the field) while the script is held is sent once it is live.
  await page.goto('/en');
  await waitForHydration(page);
  const again = await holdFormScript(page);
  const email = newsletterForm(page, 'en').getByRole('textbox', { name: 'E-mail', exact: true });
  await email.click();
  await page.keyboard.type('anna@example');
  await page.keyboard.press('Enter');
  await expect.poll(again.held, { timeout: 15_000 }).toBeGreaterThan(0);
  await again.release();
  await expect(
    notifications(page, 'en').getByRole('button', { name: /fill in the form correctly/i }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(await describedError(email)).toHaveText(/valid e-mail/i);
  await expectNoAxeViolations(page, '#newsletter');
});

test('without JavaScript the form is there, its fields visible and labelled', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const [path, lang] of [
    ['/', 'pl'],
    ['/en', 'en'],
  ] as const) {
    await page.goto(path);
    const form = newsletterForm(page, lang);
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
    await expect(
      form.getByRole('button', { name: lang === 'pl' ? /Województwa/ : /Voivodeships/ }),
    ).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: lang === 'pl' ? /Jestem pośrednikiem/ : 'I am a brokerage agent' }),
    ).toBeVisible();
    await expect(
      form.getByRole('link', { name: lang === 'pl' ? 'Rezygnacja z subskrypcji' : 'Unsubscribe' }),
    ).toBeVisible();
  }
  await context.close();
});
