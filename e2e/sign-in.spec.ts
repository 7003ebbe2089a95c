import { formatDateTime } from '@estate/domain/dates';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/forms';
import { activatedStaff, createStaffAccount } from './support/staff';
import { test } from './support/test';

/**
 * Issue 32 in a browser: what the sign-in screens say when sign-in cannot go on (an address
 * throttled after wrong passwords, with the wait; the panel opened at another name of the server;
 * a used activation link), an admin without a second factor taken to enrolment, and "Moje konto"
 * in Polish time (decision 046).
 */
const PASSWORD = 'E2e-Sign-In-Password-1';

/** Fills the sign-in form (either language) and sends it; answers the API's status. */
async function signInWith(page: Page, email: string, password: string): Promise<number> {
  await page.getByLabel(/^(E-mail|Adres e-mail|E-mail address)$/).fill(email);
  await page.getByLabel(/^(Hasło|Password)$/).fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
  await page.getByRole('button', { name: /^(Zaloguj się|Sign in)$/ }).click();
  return (await answered).status();
}

/** The back office's own alert (Next's route announcer is an empty alert too). */
const boAlert = (page: Page) => page.locator('.bo-alert[role="alert"]');

async function englishPanel(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'estate.panel_lang', value: 'en', url: baseURL }]);
}

test('wrong passwords slow down this address, and the message says how long to wait, in both languages', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('e2e-throttled');
  const { context } = await activatedStaff(browser, baseURL, {
    email,
    role: 'agent',
    name: 'Tomasz Próba',
    password: PASSWORD,
  });
  await context.close();

  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto('/panel/logowanie');
  const alert = boAlert(page);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(await signInWith(page, email, `Wrong-Password-${attempt}`)).toBe(401);
    await expect(alert).toHaveText('Błąd logowania');
  }
  // The right password too, from this address, for a while: the owner elsewhere is not stopped.
  expect(await signInWith(page, email, PASSWORD)).toBe(429);
  await expect(alert).toContainText(
    /Zbyt wiele prób logowania z tego adresu\. Spróbuj ponownie za [1-5] minut/,
  );
  await expect(alert).toContainText('ustaw nowe hasło linkiem wysłanym e-mailem');
  await expect(page.getByRole('link', { name: 'Nie pamiętam hasła' })).toBeVisible();
  await expectNoAxeViolations(page);

  await englishPanel(stranger, baseURL ?? '');
  await page.reload();
  expect(await signInWith(page, email, PASSWORD)).toBe(429);
  await expect(boAlert(page)).toContainText(
    /Too many sign-in attempts from this address\. Try again in [1-5] minutes?, or set a new password/,
  );
  await stranger.close();
});

test('the panel opened at 127.0.0.1 moves to the site’s own address, where the right password signs in', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('e2e-loopback');
  const { context } = await activatedStaff(browser, baseURL, {
    email,
    role: 'editor',
    name: 'Lena Pętla',
    password: PASSWORD,
  });
  await context.close();
  const site = new URL(baseURL ?? '');
  const loopback = `http://127.0.0.1:${site.port}`;

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${loopback}/panel/logowanie`);
  await expect(page).toHaveURL(`${site.origin}/panel/logowanie`);
  expect(await signInWith(page, email, PASSWORD)).toBe(200);
  await expect(page.getByText('Witaj, Lena Pętla')).toBeVisible();

  // Were a page at that address to send a sign-in anyway, the API says what is wrong, and counts nothing.
  await page.goto(`${loopback}/kontakt`);
  const refused = await page.evaluate(async (address) => {
    const answer = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: 'whatever' }),
    });
    return [answer.status, ((await answer.json()) as { code?: string }).code];
  }, email);
  expect(refused).toEqual([403, 'origin_refused']);
  await visitor.close();
});

test('a used activation link says it was used and leads to sign-in, in both languages', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('e2e-used-link');
  const link = createStaffAccount(email, 'agent', 'Ula Link', baseURL ?? '');
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(link);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page.getByText('Witaj, Ula Link')).toBeVisible();
  await first.close();

  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto(link);
  await expect(boAlert(again)).toHaveText(
    'Ten link aktywacyjny został już użyty: konto jest aktywne. Zaloguj się swoim hasłem.',
  );
  await expectNoAxeViolations(again);
  await again.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(again).toHaveURL(/\/panel\/logowanie$/);

  await englishPanel(later, baseURL ?? '');
  await again.goto(link);
  await expect(boAlert(again)).toHaveText(
    'This activation link has already been used: the account is active. Sign in with your password.',
  );
  await expect(again.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
  await later.close();
});

test('an admin without a second factor is taken to enrolment; "Moje konto" shows sessions in Polish time', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('e2e-no-totp');
  const before = new Date();
  // Activated as staff:create's printed link is: an admin lands on the enrolment step.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(createStaffAccount(email, 'admin', 'Adam Bezkodu', baseURL ?? ''));
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeVisible();
  await page.goto('/panel/oferty');
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeVisible();
  await expect(page.getByText('Coś poszło nie tak')).toHaveCount(0);

  await page.goto('/panel/konto');
  const sessions = page.getByTestId('sessions');
  await expect(sessions.getByText('Ta sesja')).toBeVisible();
  // The session began between `before` and now: one of those minutes, as Polish time writes it.
  const minutes = new Set<string>();
  for (let at = before.getTime() - 60_000; at <= Date.now() + 60_000; at += 30_000)
    minutes.add(formatDateTime(new Date(at)));
  const text = (await sessions.textContent()) ?? '';
  expect(
    [...minutes].some((minute) => text.includes(minute)),
    `${text} in ${[...minutes].join(' | ')}`,
  ).toBe(true);
  await context.close();
});
