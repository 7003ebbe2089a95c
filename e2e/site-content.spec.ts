import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { deleteKindItem } from './support/editors';
import { decideConsent } from './support/shell';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 18's site content in the back office (decisions 038 and 040), through the real stack: an
 * editor adds two FAQ entries, which stay drafts (marked in the FAQ's preview, absent from the public
 * FAQ) until published, then reorders them and the public FAQ of that language follows; edits a
 * footer text and the footer shows it within seconds; adds a home slide with an uploaded image and
 * its alt text and sets the promotion's dates as a draft, which `/` does not show until it is
 * published while staff's preview does; creates a special-offer group with two offers in an order,
 * whose public page is a 404 while it is a draft and lists them so once published. Every screen is
 * checked with axe. What the test changed is put back at the end, as later specs read the demo
 * content.
 */
const stamp = Date.now();
const PASSWORD = 'Redakcja#Tresci2026';

let editor: Page;
let editorContext: BrowserContext;
let origin = '';

test.beforeAll(async ({ browser, baseURL }) => {
  origin = new URL(baseURL ?? '').origin;
  ({ context: editorContext, page: editor } = await activatedStaff(browser, baseURL, {
    email: `e2e-site-${stamp}@example.pl`,
    role: 'editor',
    name: 'Redaktor Treści',
    password: PASSWORD,
  }));
});

test.afterAll(async () => {
  await editorContext?.close();
});

/** A FAQ entry as the editable kinds' API lists it. */
interface FaqItem {
  key: string;
  version: number;
  status: string;
  values: { question: string };
}

/** A back-office call as the signed-in editor (its cookie; the Origin the API checks). */
async function backOffice<T>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
  version?: number,
): Promise<T> {
  const response = await editor.request.fetch(`${origin}${path}`, {
    method,
    // A kind's write names the version it started from (decision 052).
    headers: { origin, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Reloads a public page until `check` passes: the page cache follows the change signal within seconds. */
async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
}

test('the hub lists the four screens, for editors, from the navigation', async () => {
  await editor.goto('/panel');
  await editor
    .getByRole('navigation', { name: 'Menu panelu' })
    .getByRole('link', { name: 'Strona', exact: true })
    .click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Treści strony' })).toBeVisible();
  for (const name of ['FAQ', 'Teksty stopki i inne', 'Strona główna', 'Grupy ofert specjalnych']) {
    await expect(editor.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(editor);
});

test('two English FAQ entries stay drafts until published; moved, /en/faq shows them in that order', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const first = `E2E question one ${stamp}?`;
  const second = `E2E question two ${stamp}?`;
  await editor.goto('/panel/strona/faq?lang=en');
  for (const question of [first, second]) {
    await editor.getByLabel('Pytanie', { exact: true }).fill(question);
    await editor.getByRole('textbox', { name: 'Odpowiedź' }).click();
    await editor.keyboard.type(`The answer to ${question}`);
    await editor.getByRole('button', { name: 'Dodaj pytanie' }).click();
    await expect(editor.getByTestId('bo-flash')).toHaveText(
      'Dodano pytanie jako szkic. Opublikuj je, aby pokazać je na stronie.',
    );
  }
  const order = editor.getByTestId('faq-order');
  await expect(order.getByRole('listitem').filter({ hasText: second })).toContainText('(Stan: szkic)');

  // Drafts: staff's preview of the FAQ shows them marked; the public FAQ and visitors' preview do not.
  const preview = await editorContext.newPage();
  await preview.goto('/en/podglad/faq');
  await expect(preview.getByTestId('preview-notice')).toBeVisible();
  await expect(preview.getByTestId('faq-list').locator('summary', { hasText: first })).toHaveText(
    `Draft: ${first}`,
  );
  await expectNoAxeViolations(preview);
  await preview.close();
  await decideConsent(context, baseURL ?? '');
  await page.goto('/en/faq');
  await expect(page.getByText(first)).toHaveCount(0);
  expect((await page.request.get('/en/podglad/faq')).status()).toBe(404);

  // The first published in its form, the second through the API.
  await order.getByRole('link', { name: `Edytuj pytanie: ${first}`, exact: true }).click();
  const publication = editor.getByRole('region', { name: 'Publikacja' });
  await publication.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(publication.getByText('Widać je na stronie.')).toBeVisible({ timeout: 15_000 });
  // The state agrees with "pytanie" (issue 34), not with the offers' "oferta".
  await expect(publication).toContainText('Stan: opublikowane.');
  await expectNoAxeViolations(editor);
  const drafts = await backOffice<{ data: FaqItem[] }>('GET', '/api/back-office/kinds/faq?lang=en');
  const secondEntry = drafts.data.find((entry) => entry.values.question === second);
  expect(secondEntry?.status).toBe('draft');
  await backOffice(
    'POST',
    `/api/back-office/kinds/faq/${secondEntry?.key}/publication`,
    { action: 'publish' },
    secondEntry?.version,
  );
  await editor.reload();

  await expect(order.getByRole('listitem').filter({ hasText: second })).not.toContainText('(Stan:');
  await order.getByRole('button', { name: `Przesuń wyżej: ${second}`, exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Zapisano kolejność' })).toBeVisible();
  // The moved entry's button keeps the focus, so a keyboard user can go on moving it.
  await expect(order.getByRole('button', { name: `Przesuń wyżej: ${second}`, exact: true })).toBeFocused();
  await expectNoAxeViolations(editor);

  await eventually(page, '/en/faq', async () => {
    const questions = await page.getByTestId('faq-list').locator('summary').allTextContents();
    expect(questions.indexOf(second)).toBeGreaterThan(-1);
    expect(questions.indexOf(second)).toBeLessThan(questions.indexOf(first));
  });
  // The Polish FAQ is another list: it does not hold them.
  await page.goto('/faq');
  await expect(page.getByTestId('faq-list').getByText(first)).toHaveCount(0);

  // Cleaned up through the editable kinds' API (decision 052), each at the version it is at.
  const entries = await backOffice<{ data: FaqItem[] }>('GET', '/api/back-office/kinds/faq?lang=en');
  for (const entry of entries.data.filter((item) => item.values.question.includes(String(stamp)))) {
    const removed = await editor.request.delete(`${origin}/api/back-office/kinds/faq/${entry.key}`, {
      headers: { origin, 'if-match': `"${entry.version}"` },
    });
    expect(removed.status(), `delete FAQ entry ${entry.key}`).toBe(204);
  }
});

test('an edited footer text shows in the footer within seconds', async ({ page, context, baseURL }) => {
  const hours = `Monday to Friday 7:30–15:30 (${stamp})`;
  await editor.goto('/panel/strona/teksty');
  await expect(editor.getByRole('heading', { level: 2, name: 'Stopka' })).toBeVisible();
  const chunk = editor.getByRole('region', { name: 'Godziny pracy działu sprzedaży' });
  const english = chunk.getByLabel('angielski', { exact: true });
  const before = await english.inputValue();
  await english.fill(hours);
  await chunk.getByRole('button', { name: 'Zapisz tekst' }).click();
  await expect(chunk.getByRole('status')).toHaveText('Zapisano tekst „Godziny pracy działu sprzedaży”.');
  await expectNoAxeViolations(editor);

  await decideConsent(context, baseURL ?? '');
  const started = Date.now();
  await eventually(page, '/en/kontakt', async () => {
    await expect(page.locator('footer')).toContainText(hours, { timeout: 1_000 });
  });
  console.log(`footer text shown ${Date.now() - started} ms after the save`);

  await english.fill(before);
  await chunk.getByRole('button', { name: 'Zapisz tekst' }).click();
  await expect(chunk.getByRole('status')).toHaveText('Zapisano tekst „Godziny pracy działu sprzedaży”.');
});

test('a home slide with its image and alt text and a promotion with dates, saved as a draft, show on / once published', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const title = `Slajd e2e ${stamp}`;
  const alt = `Zielony budynek ${stamp}`;
  await editor.goto('/panel/strona/glowna?lang=pl');
  const form = editor.getByTestId('home-entry-form');
  const slides = form.getByTestId('slider-item');
  const count = await slides.count();
  await form.getByRole('button', { name: 'Dodaj slajd' }).click();
  const slide = form.getByRole('group', { name: `Slajd ${count + 1}` });
  await expect(slide.getByLabel('Tytuł')).toBeFocused();
  const image = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  await slide
    .getByLabel('Obraz slajdu')
    .setInputFiles({ name: 'slajd.png', mimeType: 'image/png', buffer: image });
  await expect(slide.getByText('Obraz wgrany. Zapisz formularz, aby go użyć.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(slide.locator('img.bo-site-image__preview')).toHaveAttribute('src', /^\/media\/site\/slide-/);
  await slide.getByLabel('Opis alternatywny obrazu').fill(alt);
  await slide.getByLabel('Tytuł').fill(title);
  await slide.getByLabel('Tekst', { exact: true }).fill('Nowy slajd dodany w teście.');
  await slide.getByLabel('Łącze', { exact: true }).fill('javascript:alert(1)');
  await slide.getByLabel('Tekst przycisku łącza').fill('Zobacz oferty');

  const promotion = form.getByRole('group', { name: 'Promocja (okienko)' });
  await expect(promotion.getByLabel('Pokazuj okienko promocji')).toBeChecked();
  await promotion.getByLabel('Pokazuj od').fill('2026-01-01T08:00');
  await promotion.getByLabel('Pokazuj do').fill('2025-12-31T08:00');
  await form.getByRole('button', { name: 'Zapisz szkic' }).click();
  // Refused with the reasons beside the fields; nothing typed is lost.
  await expect(
    slide.getByText('Podaj ścieżkę tej strony (zaczynającą się od /) albo adres https://.'),
  ).toBeVisible();
  await expect(promotion.getByText('Koniec musi być później niż początek.')).toBeVisible();
  await expectNoAxeViolations(editor);

  await slide.getByLabel('Łącze', { exact: true }).fill('/sprzedaz');
  await promotion.getByLabel('Pokazuj do').fill('2099-12-31T23:00');
  await form.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText(
    'Zapisano szkic. Strona publiczna zmieni się po publikacji.',
  );
  // The form shows the draft; the publication panel says it differs from the public page.
  await expect(editor.getByTestId('slider-item')).toHaveCount(count + 1);
  await expect(editor.getByTestId('draft-state')).toHaveText('Szkic różni się od strony publicznej.');
  await expectNoAxeViolations(editor);

  // A draft: not on the public home page; staff's preview shows it, visitors' is a 404.
  await decideConsent(context, baseURL ?? '');
  await page.goto('/');
  await expect(page.locator(`img[alt="${alt}"]`)).toHaveCount(0);
  expect((await page.request.get('/podglad/strona-glowna')).status()).toBe(404);
  const preview = await editorContext.newPage();
  await preview.goto('/podglad/strona-glowna');
  await expect(preview.getByTestId('preview-notice')).toBeVisible();
  await expect(preview.locator(`img[alt="${alt}"]`)).toHaveCount(1);
  expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await preview.close();

  // Published now: the form shows the public page again, and `/` follows within seconds.
  const publication = editor.getByTestId('publication-panel');
  await publication.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  await expect(editor.getByTestId('draft-state')).toHaveText(
    'Brak szkicu: formularz pokazuje stronę publiczną. Zapisanie go tworzy szkic.',
  );
  await eventually(page, '/', async () => {
    await expect(page.locator(`img[alt="${alt}"]`)).toHaveCount(1, { timeout: 1_000 });
  });
  // The new slide is the last ("4 z 4"); slides out of view are inert, so it is found by its label.
  await expect(
    page.locator(`.home-slider__slide[aria-label="${count + 1} z ${count + 1}"] .home-slider__title`),
  ).toHaveText(title);
  await expect(page.getByTestId('promo-popup')).toBeVisible();
  const home = await backOffice<{ data: { values: { popup: { startsAt: string; endsAt: string } } } }>(
    'GET',
    '/api/back-office/kinds/home/pl',
  );
  // Typed in Polish time: 08:00 on 1 January is 07:00 UTC (winter time).
  expect(home.data.values.popup).toMatchObject({
    startsAt: '2026-01-01T07:00:00.000Z',
    endsAt: '2099-12-31T22:00:00.000Z',
  });

  // Put the demo's home page back: its slides, and the promotion without dates, published.
  const current = await backOffice<{
    data: {
      version: number;
      values: { slider: { title: string }[]; popup: Record<string, unknown>; whoWeAre: unknown };
    };
  }>('GET', '/api/back-office/kinds/home/pl');
  const { values } = current.data;
  const draft = await backOffice<{ data: { version: number } }>(
    'PUT',
    '/api/back-office/kinds/home/pl',
    {
      slider: values.slider.filter((item) => item.title !== title),
      popup: { ...values.popup, startsAt: null, endsAt: null },
      whoWeAre: values.whoWeAre,
    },
    current.data.version,
  );
  await backOffice(
    'POST',
    '/api/back-office/kinds/home/pl/publication',
    { action: 'publish' },
    draft.data.version,
  );
});

test('a new promotion group with two offers in an order: a 404 while a draft, listed so on its public page once published', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const name = `Promocja e2e ${stamp}`;
  const offers = await backOffice<{ data: { id: number; tipi: string; titlePl: string }[] }>(
    'GET',
    '/api/back-office/offers?status=published&sort=tipi&order=asc',
  );
  const [one, two] = offers.data;
  if (!one || !two) throw new Error('the demo has no two published offers');

  await editor.goto('/panel/strona/grupy');
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'Nowa grupa' }).click();
  await editor.getByLabel('Nazwa po polsku').fill(name);
  await editor.getByLabel('Nazwa po angielsku').fill(`E2E promotion ${stamp}`);
  await editor.getByRole('textbox', { name: 'Opis po polsku' }).click();
  await editor.keyboard.type('Dwie oferty w wybranej kolejności.');
  await editor.getByRole('button', { name: 'Utwórz grupę' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText(
    'Utworzono grupę jako szkic. Dodaj do niej oferty, potem ją opublikuj.',
  );
  const groupId = Number(/\/panel\/strona\/grupy\/(\d+)$/.exec(new URL(editor.url()).pathname)?.[1]);
  expect(groupId).toBeGreaterThan(0);

  const members = editor.getByTestId('group-members');
  for (const offer of [one, two]) {
    await editor.getByRole('searchbox', { name: 'Szukaj oferty po kodzie lub tytule' }).fill(offer.tipi);
    await editor.getByRole('button', { name: 'Szukaj', exact: true }).click();
    const add = editor.getByRole('button', { name: `Dodaj do grupy ofertę ${offer.tipi}`, exact: true });
    // Each search loads the page again (its answer holds the button): its handlers are attached
    // before the add is pressed.
    await expect(add).toBeVisible();
    await expect(editor.locator('form[data-ready="true"]').first()).toBeAttached();
    // The first by a bare click, with no pointer or focus before it (as some assistive tools
    // send): it was said to be added and was not saved, so the next search's page lost it.
    if (offer === one) await add.dispatchEvent('click');
    else await add.click();
    await expect(editor.getByText(`Dodano ofertę ${offer.tipi} na końcu grupy.`)).toBeVisible();
  }
  await editor.reload();
  await expect(members.locator('li code')).toHaveText([one.tipi, two.tipi]);
  await expect(editor.locator('form[data-ready="true"]').first()).toBeAttached();
  await members.getByRole('button', { name: `Przesuń wyżej ofertę ${two.tipi}`, exact: true }).click();
  await expect(editor.getByText(`Oferta ${two.tipi} jest teraz na pozycji 1 z 2.`)).toBeVisible();
  await expect(members.locator('li code')).toHaveText([two.tipi, one.tipi]);
  await expectNoAxeViolations(editor);

  // A draft: its public page is a 404, and it is in no public list; staff's preview shows it.
  await decideConsent(context, baseURL ?? '');
  const publicPath = `/oferta_specjalna/promocje/${groupId}`;
  expect((await page.request.get(publicPath)).status()).toBe(404);
  expect((await page.request.get(`/podglad/grupy/${groupId}`)).status()).toBe(404);
  await page.goto('/oferta_specjalna/promocje');
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  const preview = await editorContext.newPage();
  await preview.goto(`/podglad/grupy/${groupId}`);
  await expect(preview.getByTestId('preview-notice')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.locator('.offer-grid .offer-tile .offer-tile__title')).toHaveText([
    two.titlePl,
    one.titlePl,
  ]);
  await expectNoAxeViolations(preview);
  await preview.close();

  const publication = editor.getByRole('region', { name: 'Publikacja' });
  await publication.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(publication.getByText('Widać ją na stronie.')).toBeVisible({ timeout: 15_000 });
  await eventually(page, publicPath, async () => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 1_000 });
    await expect(page.locator('.offer-grid .offer-tile .offer-tile__title')).toHaveText(
      [two.titlePl, one.titlePl],
      { timeout: 1_000 },
    );
  });

  await deleteKindItem(editor, origin, 'offer-groups', groupId);
});
