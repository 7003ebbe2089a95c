import { formatDateTime } from '@estate/domain/dates';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/forms';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 17's tenders (decision 032) in a browser: an editor turns an offer into an oral auction
 * (the notice's rules named field by field), marks its regulations, previews the unpublished page,
 * publishes it; visitors see the notice, the geoportal links and the upcoming tenders in both
 * languages, and the calendar file opens at 10:00 Polish time. Serial: one offer throughout.
 */
test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('e2e-tender-editor');
const PASSWORD = 'Haslo-Przetargu-2026';
const TITLE = `Działka przetargowa ${Date.now()}`;
const YEAR = new Date().getUTCFullYear() + 1;
let context: BrowserContext;
let editor: Page;
let offerId = '';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test('an editor writes an oral auction: the notice is required part by part, then saved', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  ({ context, page: editor } = await activatedStaff(browser, baseURL, {
    email,
    role: 'editor',
    name: 'Tadeusz Przetarg',
    password: PASSWORD,
  }));
  await editor.goto('/panel/oferty/nowa');

  await editor.getByLabel('Tytuł (polski) *').fill(TITLE);
  await editor.getByLabel('Tytuł (angielski) *').fill('Plot sold at auction');
  await editor.getByLabel('Rodzaj nieruchomości').selectOption({ label: 'grunt' });
  await editor.getByLabel('Województwo *').selectOption({ label: 'mazowieckie' });
  await editor.getByLabel('Miejscowość *').fill('Warszawa');
  await editor.getByLabel('Szerokość geograficzna *').fill('52,2297');
  await editor.getByLabel('Długość geograficzna *').fill('21,0122');
  await editor.getByLabel('Cena (zł)').fill('1 200 000');
  // The notice appears with a tender mode only.
  const notice = editor.getByRole('group', { name: 'Przetarg' });
  await expect(notice).toBeHidden();
  await editor.getByLabel('Tryb sprzedaży').selectOption({ label: 'przetarg ustny (aukcja)' });
  await expect(notice).toBeVisible();
  await editor.getByLabel('Identyfikatory działek').fill('146518_8.0108.27/3, działka 28');
  await editor.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(editor.locator('#tenderAt-error')).toHaveText('To pole jest wymagane.');
  await expect(editor.locator('#deposit-error')).toHaveText('To pole jest wymagane.');
  await expect(editor.locator('#bidIncrement-error')).toHaveText('To pole jest wymagane.');
  await expect(editor.locator('#plotIds-error')).toContainText('146518_8.0108.27/3');

  await notice.getByLabel('Data i godzina przetargu *').fill(`${YEAR}-12-15T10:00`);
  await notice.getByLabel('Termin wpłaty wadium *').fill(`${YEAR}-12-15T12:00`);
  await notice.getByLabel('Cena wywoławcza (zł) *').fill('1 200 000');
  await notice.getByLabel('Wadium (zł) *').fill('120 000');
  await notice.getByLabel('Minimalne postąpienie (zł) *').fill('12 000');
  await notice.getByLabel('Miejsce przetargu (polski) *').fill('Warszawa, ul. Obrzeżna 7, sala 2.14');
  await notice.getByLabel('Miejsce przetargu (angielski) *').fill('Warsaw, 7 Obrzeżna Street, room 2.14');
  await editor.getByLabel('Identyfikatory działek').fill('146518_8.0108.27/3, 146518_8.0108.28');
  await editor.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(editor.locator('#depositDeadline-error')).toHaveText(
    'Termin wpłaty wadium musi przypadać przed przetargiem.',
  );
  await expectNoAxeViolations(editor);
  await notice.getByLabel('Termin wpłaty wadium *').fill(`${YEAR}-12-11T23:59`);
  await editor.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(editor).toHaveURL(/\/panel\/oferty\/\d+$/);
  offerId = /(\d+)$/.exec(editor.url())?.[1] ?? '';
  // Read back in Polish time.
  await expect(editor.getByLabel('Data i godzina przetargu *')).toHaveValue(`${YEAR}-12-15T10:00`);
  await expect(editor.getByLabel('Minimalne postąpienie (zł) *')).toHaveValue('12000');
});

test('the regulations marked, the offer first in a special-offer group; the unpublished page previewed by staff only', async ({
  browser,
}) => {
  test.slow();
  const documents = editor.getByRole('region', { name: 'Dokumenty' });
  await documents.getByLabel('Tytuł po polsku').first().fill('Regulamin aukcji');
  await documents.getByLabel('Tytuł po angielsku').first().fill('Auction rules');
  await documents
    .getByLabel('Plik PDF')
    .setInputFiles({ name: 'regulamin.pdf', mimeType: 'application/pdf', buffer: PDF });
  await documents.getByRole('button', { name: 'Wyślij dokument' }).click();
  await expect(documents.getByText('Dodano dokument „Regulamin aukcji”.')).toBeVisible();
  await documents.getByLabel('Regulamin przetargu').check();
  await documents.getByRole('button', { name: 'Zapisz kolejność i tytuły' }).click();
  await expect(documents.getByText('Zapisano kolejność i tytuły dokumentów.')).toBeVisible();
  await editor.reload();
  await expect(
    editor.getByRole('region', { name: 'Dokumenty' }).getByLabel('Regulamin przetargu'),
  ).toBeChecked();

  // Among the special offers, first in its group (the highest order).
  const groups = editor.getByRole('region', { name: 'Oferty specjalne' });
  await groups.getByRole('checkbox', { name: 'Jesienna obniżka cen' }).check();
  await groups.getByLabel('Kolejność w grupie Jesienna obniżka cen').fill('9000');
  await groups.getByRole('button', { name: 'Zapisz grupy' }).click();
  await expect(groups.getByText('Zapisano grupy oferty.')).toBeVisible();
  await editor.reload();
  await expect(editor.getByLabel('Kolejność w grupie Jesienna obniżka cen')).toHaveValue('9000');
  await expectNoAxeViolations(editor);

  // The preview: the page as it will be, for staff; a 404 for visitors, never indexed.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    editor.getByRole('link', { name: /Podgląd strony oferty/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Podgląd oferty' })).toContainText(
    'odwiedzający zobaczą ją dopiero po publikacji',
  );
  await expect(preview.getByRole('heading', { name: 'Ogłoszenie o przetargu' })).toBeVisible();
  expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  const previewAnswer = await preview.request.get(`/podglad/${offerId}`);
  expect(previewAnswer.headers()['cache-control']).toMatch(/no-store/);
  expect(previewAnswer.headers()['x-page-cache']).toBeUndefined();
  await expectNoAxeViolations(preview);
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.request.get(`/podglad/${offerId}`)).status()).toBe(404);
  expect((await visitor.request.get(`/szczegoly_ogloszenia/${offerId}`)).status()).toBe(404);
});

test('published: the notice, the geoportal links and a calendar file at 10:00 Polish time', async ({
  browser,
}) => {
  test.slow();
  await editor.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(editor.getByText('Widać ją na stronie.')).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await expect
    .poll(async () => (await visitor.request.get(`/szczegoly_ogloszenia/${offerId}`)).status(), {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBe(200);
  await visitor.goto(`/szczegoly_ogloszenia/${offerId}`);
  const section = visitor.getByRole('region', { name: 'Ogłoszenie o przetargu' });
  await expect(section).toContainText(`15/12/${YEAR}, 10:00`);
  await expect(section).toContainText('Warszawa, ul. Obrzeżna 7, sala 2.14');
  await expect(section).toContainText('1 200 000');
  await expect(section).toContainText(`11/12/${YEAR}, 23:59`);
  await expect(section.getByRole('link', { name: 'Regulamin aukcji' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /146518_8\.0108\.27\/3/ })).toHaveAttribute(
    'href',
    'https://mapy.geoportal.gov.pl/imap/?identifyParcel=146518_8.0108.27/3',
  );

  const calendarHref = await section
    .getByRole('link', { name: /Dodaj przetarg do kalendarza/ })
    .getAttribute('href');
  const ics = await visitor.request.get(calendarHref ?? '');
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const vevent = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the calendar file holds no event');
  const event = new ICAL.Event(vevent);
  expect(formatDateTime(event.startDate.toJSDate())).toBe(`15/12/${YEAR}, 10:00`);
  expect(event.summary).toBe(`Przetarg: ${TITLE}`);
  expect(event.location).toBe('Warszawa, ul. Obrzeżna 7, sala 2.14');
  await expectNoAxeViolations(visitor);
});

test('the upcoming tenders in both languages, soonest first, the new one among the demo’s', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Przetargi' }).click();
  await expect(page).toHaveURL(/\/przetargi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Przetargi' })).toBeVisible();
  const entries = page.locator('.tenders-page__list > li');
  expect(await entries.count()).toBeGreaterThan(1);
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toContainText(`15/12/${YEAR}, 10:00`);
  await expect(card).toContainText('przetarg ustny (aukcja)');
  await expect(card.getByRole('link', { name: `Dodaj do kalendarza: ${TITLE}` })).toBeVisible();
  const times = await page
    .locator('.tender-card__when time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(times).toEqual([...times].sort());
  await expectNoAxeViolations(page);

  await page.locator('.lang-toggle__link').click();
  await expect(page).toHaveURL(/\/en\/przetargi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenders' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Plot sold at auction' })).toContainText('oral auction');
  await expectNoAxeViolations(page);
});
