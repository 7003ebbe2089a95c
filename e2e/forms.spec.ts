import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  countRequests,
  describedError,
  linkIn,
  mailTo,
  newsletterForm,
  notifications,
  picker,
  submissionsOf,
  uniqueEmail,
} from './support/forms';
import { decideConsent } from './support/shell';
import { test } from './support/test';

/** A seeded rent offer with documents (deterministic demo data, as offer-page.spec.ts uses). */
const OFFER_ID = 14;
/** A list with no result: the ask-request form's place. */
const EMPTY_LIST = '/sprzedaz/mazowieckie/f/price-gte=999999999';
/** Shaped like a token, known to nobody. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

async function fillNewsletter(
  form: Locator,
  { email, voivodeships, agent = false }: { email: string; voivodeships: string[]; agent?: boolean },
) {
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  const p = picker(form);
  if (voivodeships.length > 0) {
    await p.trigger.click();
    for (const name of voivodeships) await p.panel.getByLabel(name, { exact: true }).check();
    await p.trigger.click();
  }
  if (agent) await form.getByRole('checkbox', { name: /pośrednikiem|brokerage agent/ }).check();
  await form
    .getByRole('checkbox', { name: /newslettera z ofertami|newsletter with property offers/ })
    .check();
}

test.describe('newsletter form (SPEC §4, §5, §8)', () => {
  test('a refused submit sends nothing, says fill in the form correctly and focuses the first invalid field', async ({
    page,
  }) => {
    const sent = countRequests(page, '/api/form/newsletter');
    await page.goto('/faq');
    const form = newsletterForm(page);
    await expect(form.locator('.form-field__error')).toHaveCount(0);
    await expect(form.getByText('*Pola wymagane')).toBeVisible();

    await form.getByRole('button', { name: 'Zapisz się' }).click();
    await expect(
      notifications(page).getByRole('button', { name: /Wypełnij poprawnie formularz\./ }),
    ).toBeVisible();
    const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
    await expect(email).toBeFocused();
    await expect(await describedError(email)).toHaveText('To pole jest wymagane.');
    const consent = form.getByRole('checkbox', { name: /newslettera z ofertami/ });
    await expect(await describedError(consent)).toHaveText('To pole jest wymagane.');

    await email.fill('jan@example');
    await form.getByRole('button', { name: 'Zapisz się' }).click();
    await expect(await describedError(email)).toHaveText('Podaj poprawny adres e-mail.');
    await page.waitForTimeout(500);
    expect(sent()).toBe(0);
  });

  test('field errors appear only after the field had focus; the required note only while consent is unticked', async ({
    page,
  }) => {
    await page.goto('/en/faq');
    const form = newsletterForm(page, 'en');
    const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
    await email.fill('not-an-address');
    // Typing alone shows nothing: the field has not been left yet.
    await expect(form.locator('.form-field__error')).toHaveCount(0);
    await email.blur();
    await expect(await describedError(email)).toHaveText('Enter a valid e-mail address.');
    // The consent box was never visited: no error on it.
    const consent = form.getByRole('checkbox', { name: /newsletter with property offers/ });
    await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.form-field__error')).toHaveCount(1);
    // The input is trimmed before it is checked.
    await email.fill('  jan@example.pl  ');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await expect(form.getByText('*Required fields')).toBeVisible();
    await consent.check();
    await expect(form.getByText('*Required fields')).toHaveCount(0);
    await consent.uncheck();
    await expect(form.getByText('*Required fields')).toBeVisible();
    // Still focused: the error waits until the box is left.
    await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
    await consent.blur();
    await expect(await describedError(consent)).toHaveText('This field is required.');
  });

  test('the picker opens and closes by its trigger, its backdrop and Escape; check all ticks 16 and unticking clears', async ({
    page,
  }) => {
    await page.goto('/faq');
    const form = newsletterForm(page);
    const p = picker(form);
    await expect(p.count).toHaveText('Wybrano 0 województw');
    await expect(p.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(p.panel).toBeHidden();

    await p.trigger.click();
    await expect(p.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(p.panel).toBeVisible();
    await expect(p.backdrop).toBeVisible();
    await p.trigger.click();
    await expect(p.panel).toBeHidden();
    await expect(p.backdrop).toHaveCount(0);

    await p.trigger.click();
    await expect(p.panel).toBeVisible();
    await p.backdrop.click({ position: { x: 5, y: 5 } });
    await expect(p.panel).toBeHidden();
    await expect(p.trigger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens with focus on 'check all', Space ticks, Escape closes back to the trigger.
    await p.trigger.focus();
    await page.keyboard.press('Enter');
    const all = p.panel.getByRole('checkbox', { name: 'Zaznacz wszystkie' });
    await expect(all).toBeFocused();
    await page.keyboard.press('Space');
    await expect(p.panel.getByRole('checkbox', { checked: true })).toHaveCount(17);
    await expect(p.count).toHaveText('Wybrano 16 województw');
    await page.keyboard.press('Escape');
    await expect(p.panel).toBeHidden();
    await expect(p.trigger).toBeFocused();

    await p.trigger.click();
    await all.uncheck();
    await expect(p.panel.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(p.count).toHaveText('Wybrano 0 województw');
    await p.panel.getByLabel('opolskie', { exact: true }).check();
    await expect(all).not.toBeChecked();
  });

  for (const { lang, path, names, counts } of [
    {
      lang: 'pl' as const,
      path: '/faq',
      names: ['mazowieckie', 'łódzkie', 'śląskie', 'pomorskie', 'opolskie'],
      counts: ['Wybrano 1 województwo', 'Wybrano 2 województwa', 'Wybrano 5 województw'],
    },
    {
      lang: 'en' as const,
      path: '/en/faq',
      names: ['Masovian', 'Łódź', 'Silesian', 'Pomeranian', 'Opole'],
      counts: ['Chosen 1 voivodeship', 'Chosen 2 voivodeships', 'Chosen 5 voivodeships'],
    },
  ]) {
    test(`the count reads 1, 2 and 5 with the right plural (${lang})`, async ({ page }) => {
      await page.goto(path);
      const p = picker(newsletterForm(page, lang));
      await p.trigger.click();
      const tick = (name: string) => p.panel.getByLabel(name, { exact: true }).check();
      await tick(names[0] as string);
      await expect(p.count).toHaveText(counts[0] as string);
      await tick(names[1] as string);
      await expect(p.count).toHaveText(counts[1] as string);
      for (const name of names.slice(2)) await tick(name);
      await expect(p.count).toHaveText(counts[2] as string);
    });
  }

  test('sign-up: the payload of §3, success disables and clears the form; the mailed link confirms; a second sign-up is a duplicate; the unsubscribe link works', async ({
    page,
    baseURL,
  }) => {
    const address = uniqueEmail('nl-pl');
    await page.goto('/faq');
    const form = newsletterForm(page);
    await fillNewsletter(form, { email: address, voivodeships: ['mazowieckie', 'łódzkie'], agent: true });
    await expect(picker(form).count).toHaveText('Wybrano 2 województwa');

    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/form/newsletter'));
    await form.getByRole('button', { name: 'Zapisz się' }).click();
    const request = await requestPromise;
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      email: address,
      voivodeship: 'łódzkie,mazowieckie',
      isAgent: true,
      agreement1: true,
      token: '',
      eventID: expect.stringMatching(/^\d{13}[1-9]\d{6}$/),
      lang: 'pl',
    });
    expect((await request.response())?.status()).toBe(202);

    await expect(form.getByRole('status')).toHaveText(
      'Dziękujemy! Na podany adres wysłaliśmy link potwierdzający zapis. Kliknij go, aby zacząć otrzymywać newsletter.',
    );
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Zapisz się' })).toBeDisabled();
    await expect(picker(form).trigger).toBeDisabled();
    await expect(picker(form).count).toHaveText('Wybrano 0 województw');
    await expect(form.getByRole('checkbox', { name: /pośrednikiem/ })).not.toBeChecked();

    const mail = await mailTo(address, /Potwierdź zapis/);
    const confirmUrl = linkIn(mail, '/newsletter/potwierdz', baseURL ?? '');
    await page.goto(confirmUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Potwierdzenie zapisu do newslettera');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Opening the page changes nothing; the button does.
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Dziękujemy! Twój zapis do newslettera został potwierdzony.',
    );
    await page.reload();
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Ten zapis został już potwierdzony. Nic więcej nie musisz robić.',
    );
    // Outside the route table: the language switch leads home instead of breaking.
    await expect(page.locator('.lang-toggle__link')).toHaveAttribute('href', '/en');

    await page.goto('/faq');
    const again = newsletterForm(page);
    await fillNewsletter(again, { email: address, voivodeships: ['opolskie'] });
    await again.getByRole('button', { name: 'Zapisz się' }).click();
    await expect(
      notifications(page).getByRole('button', { name: /Użytkownik jest już zapisany do newslettera/ }),
    ).toBeVisible();
    // An error stops loading and leaves the form as it was, ready to try again.
    await expect(again.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(address);
    await expect(again.getByRole('button', { name: 'Zapisz się' })).toBeEnabled();

    await page.goto(linkIn(mail, '/newsletter/wypisz', baseURL ?? ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezygnacja z newslettera');
    await page.getByRole('button', { name: 'Wypisz mnie' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Twój adres został wypisany z newslettera. Nie wyślemy na niego więcej ofert.',
    );
  });

  test('English sign-up: the mail and the confirmation page are in English', async ({ page, baseURL }) => {
    const address = uniqueEmail('nl-en');
    await page.goto('/en/faq');
    const form = newsletterForm(page, 'en');
    await fillNewsletter(form, { email: address, voivodeships: ['Greater Poland'] });
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('status')).toContainText('We have e-mailed you a link');

    const mail = await mailTo(address, /confirm your property newsletter/);
    const url = linkIn(mail, '/en/newsletter/confirm', baseURL ?? '');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your newsletter subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you! Your newsletter subscription is confirmed.',
    );
    await expect(page.locator('.lang-toggle__link')).toHaveAttribute('href', '/');
  });

  test('no voivodeship chosen: the API answers bad_voivodeshipID, shown as select a voivodship', async ({
    page,
  }) => {
    await page.goto('/faq');
    const form = newsletterForm(page);
    await fillNewsletter(form, { email: uniqueEmail('nl-none'), voivodeships: [] });
    await form.getByRole('button', { name: 'Zapisz się' }).click();
    await expect(notifications(page).getByRole('button', { name: /Wybierz województwo\./ })).toBeVisible();
    const error = form.getByText('Wybierz województwo.');
    await expect(error).toBeVisible();
    await expect(picker(form).trigger).toHaveAttribute(
      'aria-describedby',
      (await error.getAttribute('id')) ?? '',
    );
    await expect(form.getByRole('button', { name: 'Zapisz się' })).toBeEnabled();
  });

  test('an unknown or used-up link says so; another language spelling is a 404', async ({ page }) => {
    await page.goto(`/newsletter/potwierdz/${UNKNOWN_TOKEN}`);
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Ten link jest nieprawidłowy lub wygasł. Zapisz się ponownie w formularzu newslettera na dole strony.',
    );
    await page.goto(`/en/newsletter/unsubscribe/${UNKNOWN_TOKEN}`);
    await page.getByRole('button', { name: 'Unsubscribe me' }).click();
    await expect(page.getByRole('status')).toHaveText('This link is not valid or has expired.');
    await expect(page.getByRole('link', { name: 'Ask for a new unsubscribe link' })).toHaveAttribute(
      'href',
      '/en/newsletter/unsubscribe',
    );
    for (const path of [
      `/en/newsletter/potwierdz/${UNKNOWN_TOKEN}`,
      '/newsletter/potwierdz',
      '/newsletter/potwierdz/x',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe('unsubscribe form (decision 008: always the same answer)', () => {
  test('linked from the footer; validates in both languages; a subscriber gets a link that unsubscribes', async ({
    page,
    baseURL,
  }) => {
    // A confirmed English subscriber to take off the list.
    const address = uniqueEmail('unsub');
    await page.goto('/en/faq');
    const signup = newsletterForm(page, 'en');
    await fillNewsletter(signup, { email: address, voivodeships: ['Opole'] });
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await expect(signup.getByRole('status')).not.toBeEmpty();
    await page.goto(linkIn(await mailTo(address, /confirm/), '/en/newsletter/confirm', baseURL ?? ''));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toContainText('confirmed');

    await page.goto('/faq');
    await newsletterForm(page).getByRole('link', { name: 'Rezygnacja z subskrypcji' }).click();
    await expect(page).toHaveURL(`${baseURL}/newsletter/wypisz`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const form = page.getByRole('form', { name: 'Rezygnacja z newslettera' });
    await form.getByRole('button', { name: 'Wyślij link do rezygnacji' }).click();
    await expect(await describedError(form.getByRole('textbox', { name: 'E-mail', exact: true }))).toHaveText(
      'To pole jest wymagane.',
    );

    await page.goto('/en/newsletter/unsubscribe');
    const en = page.getByRole('form', { name: 'Unsubscribe from the newsletter' });
    await en.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody@');
    await en.getByRole('button', { name: 'Send me the unsubscribe link' }).click();
    await expect(await describedError(en.getByRole('textbox', { name: 'E-mail', exact: true }))).toHaveText(
      'Enter a valid e-mail address.',
    );

    // An address that never subscribed gets the same answer as a subscriber.
    const stranger = uniqueEmail('stranger');
    await en.getByRole('textbox', { name: 'E-mail', exact: true }).fill(stranger);
    await en.getByRole('button', { name: 'Send me the unsubscribe link' }).click();
    const done = 'If this address is subscribed to the newsletter, we have sent it an unsubscribe link.';
    await expect(en.getByRole('status')).toContainText(done);
    await expect(
      notifications(page, 'en').getByRole('button', { name: /The form has been sent\. Thank you!/ }),
    ).toBeVisible();
    expect(submissionsOf(stranger)).toEqual([expect.objectContaining({ kind: 'unsubscribe', lang: 'en' })]);

    await en.getByRole('textbox', { name: 'E-mail', exact: true }).fill(address);
    // Editing starts a new attempt: the previous answer goes until this one comes.
    await expect(en.getByRole('status')).toBeHidden();
    await en.getByRole('button', { name: 'Send me the unsubscribe link' }).click();
    await expect(en.getByRole('status')).toContainText(done);
    const mail = await mailTo(address, /Unsubscribe/);
    await page.goto(linkIn(mail, '/en/newsletter/unsubscribe', baseURL ?? ''));
    await page.getByRole('button', { name: 'Unsubscribe me' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your address has been removed from the newsletter. We will not send it any more offers.',
    );
  });
});

/** A text field by its accessible name (the label without the required mark). */
function box(form: Locator, name: string): Locator {
  return form.getByRole('textbox', { name, exact: true });
}

/** Fills text fields by label and ticks the consent box when asked. */
async function fill(form: Locator, fields: Record<string, string>, consent = true) {
  for (const [label, value] of Object.entries(fields)) await box(form, label).fill(value);
  if (consent) await form.getByRole('checkbox').check();
}

async function expectSent(page: Page, form: Locator, lang: 'pl' | 'en' = 'pl') {
  const text = lang === 'pl' ? 'Formularz został wysłany. Dziękujemy!' : 'The form has been sent. Thank you!';
  await expect(
    notifications(page, lang).getByRole('button', { name: new RegExp(text.replace(/[.!]/g, '\\$&')) }),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('');
}

test.describe('contact page (SPEC §2)', () => {
  test('shows the sales department: hours, free and regular line, e-mail', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    const sales = page.getByRole('region', { name: 'Skontaktuj się z działem sprzedaży' });
    await expect(sales).toContainText('Poniedziałek–piątek 8:00–16:00');
    await expect(sales.getByRole('link', { name: '800 000 000' })).toHaveAttribute('href', 'tel:800000000');
    await expect(sales.getByRole('link', { name: '+48 22 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+48220000000',
    );
    await expect(sales.getByRole('link', { name: 'sprzedaz@example.pl' })).toHaveAttribute(
      'href',
      'mailto:sprzedaz@example.pl',
    );
  });

  test('validates in Polish (focus to the first invalid field, nothing sent) and sends, stored and mailed to sales', async ({
    page,
  }) => {
    const sent = countRequests(page, '/api/form/contact');
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Napisz do nas' });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expect(
      notifications(page).getByRole('button', { name: /Wypełnij poprawnie formularz\./ }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Imię', exact: true })).toBeFocused();
    await expect(
      await describedError(form.getByRole('textbox', { name: 'Nazwisko', exact: true })),
    ).toHaveText('To pole jest wymagane.');
    await form.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill('K');
    await form.getByRole('textbox', { name: 'Wiadomość', exact: true }).fill('Krótko');
    await box(form, 'Telefon (opcjonalnie)').fill('123');
    await form.getByRole('textbox', { name: 'Wiadomość', exact: true }).blur();
    await expect(
      await describedError(form.getByRole('textbox', { name: 'Nazwisko', exact: true })),
    ).toHaveText('Nazwisko jest za krótkie.');
    await expect(
      await describedError(form.getByRole('textbox', { name: 'Wiadomość', exact: true })),
    ).toHaveText('Wiadomość jest za krótka.');
    await expect(await describedError(box(form, 'Telefon (opcjonalnie)'))).toHaveText(
      'Numer telefonu jest za krótki.',
    );
    expect(sent()).toBe(0);

    // The honeypot is out of sight, out of the tab order and out of the accessibility tree.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(form.locator('.form-honeypot')).toHaveAttribute('aria-hidden', 'true');

    const address = uniqueEmail('contact');
    await fill(form, {
      Imię: 'Jan',
      Nazwisko: 'Kowalski',
      'Firma (opcjonalnie)': '',
      'E-mail': address,
      'Telefon (opcjonalnie)': '',
      Wiadomość: 'Proszę o kontakt w sprawie biur w Łodzi.',
    });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expectSent(page, form);
    expect(sent()).toBe(1);
    const [stored] = submissionsOf(address);
    expect(stored).toMatchObject({
      kind: 'contact',
      lang: 'pl',
      payload: {
        firstName: 'Jan',
        lastName: 'Kowalski',
        message: 'Proszę o kontakt w sprawie biur w Łodzi.',
      },
    });
    const sales = await mailTo('sprzedaz@example.pl', undefined, address);
    expect(sales.text).toContain('Proszę o kontakt w sprawie biur w Łodzi.');
  });

  test('validates in English', async ({ page }) => {
    await page.goto('/en/kontakt');
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jan@');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).blur();
    await expect(await describedError(form.getByRole('textbox', { name: 'E-mail', exact: true }))).toHaveText(
      'Enter a valid e-mail address.',
    );
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(
      notifications(page, 'en').getByRole('button', { name: /Fill in the form correctly\./ }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
    await expect(
      await describedError(form.getByRole('textbox', { name: 'First name', exact: true })),
    ).toHaveText('This field is required.');
    await form.getByRole('textbox', { name: 'Company (optional)', exact: true }).fill('X');
    await form.getByRole('textbox', { name: 'Company (optional)', exact: true }).blur();
    await expect(
      await describedError(form.getByRole('textbox', { name: 'Company (optional)', exact: true })),
    ).toHaveText('The company name is too short.');
  });
});

test.describe('offer page forms (contact-classified, classified-file)', () => {
  test('both validate in both languages and send with the offer id', async ({ page }) => {
    await page.goto(`/en/szczegoly_ogloszenia/${OFFER_ID}`);
    const question = page.getByRole('form', { name: 'Ask a question about the offer' });
    await question.getByRole('button', { name: 'Send' }).click();
    await expect(
      await describedError(question.getByRole('textbox', { name: 'Name', exact: true })),
    ).toHaveText('This field is required.');
    await expect(
      await describedError(question.getByRole('textbox', { name: 'Message', exact: true })),
    ).toHaveText('This field is required.');
    const documents = page.getByRole('form', { name: 'Offer documents' });
    await documents.getByRole('textbox', { name: 'Name', exact: true }).fill('J');
    await documents.getByRole('textbox', { name: 'Name', exact: true }).blur();
    await expect(
      await describedError(documents.getByRole('textbox', { name: 'Name', exact: true })),
    ).toHaveText('The name is too short.');

    await page.goto(`/szczegoly_ogloszenia/${OFFER_ID}`);
    const section = page.locator('section#contact-offer');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Zapytaj o tę ofertę');
    const pytanie = page.getByRole('form', { name: 'Zadaj pytanie o ofertę' });
    await pytanie.getByRole('button', { name: 'Wyślij' }).click();
    await expect(
      await describedError(pytanie.getByRole('textbox', { name: 'Imię i nazwisko', exact: true })),
    ).toHaveText('To pole jest wymagane.');

    const asker = uniqueEmail('offer-q');
    await fill(pytanie, {
      'Imię i nazwisko': 'Anna Nowak',
      'E-mail': asker,
      'Telefon (opcjonalnie)': '600 100 200',
      Wiadomość: 'Czy można obejrzeć lokal w przyszłym tygodniu?',
    });
    await pytanie.getByRole('button', { name: 'Wyślij' }).click();
    await expectSent(page, pytanie);
    expect(submissionsOf(asker)).toEqual([
      expect.objectContaining({
        kind: 'contact-classified',
        offer_id: OFFER_ID,
        payload: expect.objectContaining({ classifiedId: OFFER_ID, phone: '600 100 200' }),
      }),
    ]);

    const dokumenty = page.getByRole('form', { name: 'Dokumenty oferty' });
    await dokumenty.getByRole('button', { name: 'Wyślij mi dokumenty' }).click();
    await expect(
      await describedError(dokumenty.getByRole('textbox', { name: 'E-mail', exact: true })),
    ).toHaveText('To pole jest wymagane.');
    const reader = uniqueEmail('offer-docs');
    await fill(dokumenty, { 'Imię i nazwisko': 'Piotr Zieliński', 'E-mail': reader });
    await dokumenty.getByRole('button', { name: 'Wyślij mi dokumenty' }).click();
    await expectSent(page, dokumenty);
    expect(submissionsOf(reader)).toEqual([
      expect.objectContaining({ kind: 'classified-file', offer_id: OFFER_ID, lang: 'pl' }),
    ]);
    // The visitor gets the documents by mail.
    await expect((await mailTo(reader)).to).toBe(reader);
  });
});

test.describe('ask-request form under an empty list', () => {
  test('carries the search criteria, validates in both languages and sends', async ({ page }) => {
    await page.goto(EMPTY_LIST);
    await expect(page.getByText('Brak wyników wyszukiwania')).toBeVisible();
    const section = page.getByRole('region', { name: 'Nie znalazłeś odpowiedniej nieruchomości?' });
    await expect(section.getByText('Twoje kryteria wyszukiwania: sprzedaż, mazowieckie')).toBeVisible();
    const form = section.getByRole('form');
    await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill('12 34');
    await form.getByRole('textbox', { name: 'Telefon', exact: true }).blur();
    await expect(
      await describedError(form.getByRole('textbox', { name: 'Telefon', exact: true })),
    ).toHaveText('Numer telefonu jest za krótki.');

    const address = uniqueEmail('ask');
    await fill(form, {
      'Imię i nazwisko': 'Ewa Lis',
      'E-mail': address,
      Telefon: '+48 600 200 300',
      Wiadomość: 'Szukam magazynu do 1000 m² pod Warszawą.',
    });
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await expectSent(page, form);
    expect(submissionsOf(address)).toEqual([
      expect.objectContaining({
        kind: 'ask-reqest',
        payload: expect.objectContaining({
          typeClassified: 1,
          localizationVoivodeship: 14,
          phone: '+48 600 200 300',
        }),
      }),
    ]);

    await page.goto('/en/wynajem/f/price-gte=999999999');
    const en = page.getByRole('form', { name: "Haven't found the right property?" });
    await en.getByRole('button', { name: 'Send' }).click();
    await expect(await describedError(en.getByRole('textbox', { name: 'Phone', exact: true }))).toHaveText(
      'This field is required.',
    );
    await expect(await describedError(en.getByRole('textbox', { name: 'Message', exact: true }))).toHaveText(
      'This field is required.',
    );
  });
});

for (const width of [375, 1280]) {
  test.describe(`axe finds nothing on the forms at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('contact page, with its errors shown', async ({ page }) => {
      await page.goto('/kontakt');
      await page.getByRole('form', { name: 'Napisz do nas' }).getByRole('button', { name: 'Wyślij' }).click();
      await expect(page.locator('main .form-field__error').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('offer page with its forms', async ({ page }) => {
      await page.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({ status: 200, body: '<html></html>' }),
      );
      await page.goto(`/szczegoly_ogloszenia/${OFFER_ID}`);
      await expect(page.getByRole('form', { name: 'Dokumenty oferty' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('newsletter pages', async ({ page }) => {
      await page.goto(`/newsletter/potwierdz/${UNKNOWN_TOKEN}`);
      await expect(page.getByRole('button', { name: 'Potwierdzam zapis' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`/en/newsletter/unsubscribe/${UNKNOWN_TOKEN}`);
      await page.getByRole('button', { name: 'Unsubscribe me' }).click();
      await expect(page.getByRole('status')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/newsletter/wypisz');
      await expect(page.getByRole('form', { name: 'Rezygnacja z newslettera' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('footer newsletter with the picker open and errors shown', async ({ page }) => {
      await page.goto('/en/faq');
      const form = newsletterForm(page, 'en');
      await form.getByRole('button', { name: 'Sign up' }).click();
      await picker(form).trigger.click();
      await expect(picker(form).panel).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
