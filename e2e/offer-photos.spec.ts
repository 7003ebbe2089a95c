import { type Browser, type CDPSession, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/forms';
import { expectPinCentred, holdOfferAutosave } from './support/offer-editing';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 35, the offer's photos (decision 061): a new offer takes photos on its first screen (the
 * first files make its draft from the form, which keeps what was typed), and photos are put in
 * order by dragging them, with a mouse or a finger, or with the keyboard's "Wyżej"/"Niżej"; the
 * saved order is the public page's. The English phone test is issue 35's whole journey of a new
 * offer at 390 px (town to map, photos, the unsaved-changes guard, autosave, publication), whose
 * Polish steps at 1280 px are this file's first test and offer-editor.spec's.
 */

const PASSWORD = 'Haslo-Zdjec-2026';

/** A new agent, signed in, in a browser context of their own. */
const newAgent = (browser: Browser, baseURL: string | undefined, name: string) =>
  activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-photos-agent'),
    role: 'agent',
    name,
    password: PASSWORD,
  });

async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The photos' alt texts (Polish) in the order the editor's list shows them. */
const editorOrder = (photos: Locator) =>
  photos
    .locator('.bo-media-list > li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

/** The form saves the draft (the editor then has its publication panel), which is published now. */
async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('To szkic: widzą go tylko pracownicy.')).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(page.getByText('Widać ją na stronie.')).toBeVisible();
}

/** The public page's photos' alt texts, in its gallery's order. */
async function publicAlts(visitor: Page, offerId: string) {
  await visitor.goto(`/szczegoly_ogloszenia/${offerId}`);
  // The photos after the first are drawn once the page has hydrated (DeferredImage), which on
  // a busy machine comes after the load event: waited for, not assumed.
  await visitor
    .locator('.offer-carousel__viewport[data-ready="true"]')
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return visitor
    .locator('.offer-carousel__slide img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
}

/** Drags row `from`'s handle onto row `to` with the mouse, in small steps as a hand moves. */
async function dragByMouse(page: Page, photos: Locator, from: number, to: number) {
  const handle = await photos.locator('.bo-drag-handle').nth(from).boundingBox();
  const target = await photos.locator('.bo-media-list > li').nth(to).boundingBox();
  if (!handle || !target) throw new Error('the photo list is not drawn');
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, to < from ? target.y + 4 : target.y + target.height - 4, { steps: 15 });
  await page.mouse.up();
}

/** The same with a finger: touch events through the browser's input, which it turns into pointer events. */
async function dragByTouch(cdp: CDPSession, photos: Locator, from: number, to: number) {
  const handle = await photos.locator('.bo-drag-handle').nth(from).boundingBox();
  const target = await photos.locator('.bo-media-list > li').nth(to).boundingBox();
  if (!handle || !target) throw new Error('the photo list is not drawn');
  const x = handle.x + handle.width / 2;
  const startY = handle.y + handle.height / 2;
  const endY = to < from ? target.y + 4 : target.y + target.height - 4;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: startY }] });
  for (let step = 1; step <= 15; step += 1) {
    const y = startY + ((endY - startY) * step) / 15;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a new offer takes photos on its first screen; dragged and moved by keyboard, their order is the public page’s', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Zdjęcia od pierwszego ekranu ${Date.now()}`;
  const { context, page } = await newAgent(browser, baseURL, 'Paweł Zdjęcie');
  // Tall enough for the three photos' rows to be on screen while one is dragged.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/panel/oferty/nowa');
  const photos = page.getByRole('region', { name: 'Zdjęcia' });
  await expect(photos.getByText('pierwsze zdjęcie zapisze szkic oferty')).toBeVisible();

  // A photo chosen while the form cannot make a draft: nothing is sent, the fields say why, all stays.
  await page.getByLabel('Tytuł (polski) *').fill(title);
  await page.getByLabel('Województwo *').selectOption({ label: 'mazowieckie' });
  await page.getByLabel('Miejscowość *').fill('Warszawa');
  await photos.getByLabel('Wybierz zdjęcia').setInputFiles([await photo('early.jpg', '#808080')]);
  await expect(
    photos.getByText('Nie wysłano zdjęć: szkic oferty powstaje z pierwszym zdjęciem'),
  ).toBeVisible();
  await expect(photos.getByText('Nie wysłano: najpierw popraw zaznaczone pola oferty.')).toBeVisible();
  await expect(page.locator('#titleEn-error')).toHaveText('To pole jest wymagane.');
  await expect(page.getByLabel('Tytuł (angielski) *')).toBeFocused();
  await expect(page).toHaveURL(/\/panel\/oferty\/nowa$/);
  await expect(page.getByLabel('Tytuł (polski) *')).toHaveValue(title);

  // Fixed, three photos at once: the draft is made from the form and the page becomes its editor.
  await page.getByLabel('Tytuł (angielski) *').fill('Photos from the first screen');
  await page.getByLabel('Krótki opis dla wyszukiwarek (polski)').fill('Wpisane przed zdjęciami.');
  await photos
    .getByLabel('Wybierz zdjęcia')
    .setInputFiles([
      await photo('a.jpg', '#aa4444'),
      await photo('b.jpg', '#44aa44'),
      await photo('c.jpg', '#4444aa'),
    ]);
  await expect(page).toHaveURL(/\/panel\/oferty\/\d+$/);
  const offerId = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(
    photos.getByRole('status').filter({ hasText: /Zapisano szkic oferty T\d+ z formularza/ }),
  ).toBeVisible();
  await expect(photos.locator('.bo-media-list > li img')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByLabel('Tytuł (polski) *')).toHaveValue(title);
  await expect(page.getByLabel('Krótki opis dla wyszukiwarek (polski)')).toHaveValue(
    'Wpisane przed zdjęciami.',
  );
  // Named in the order the uploads landed (two go at a time), which the list shows.
  for (const [index, letter] of ['A', 'B', 'C'].entries()) {
    await photos.getByLabel('Opis alternatywny po polsku').nth(index).fill(`Zdjęcie ${letter}`);
    await photos.getByLabel('Opis alternatywny po angielsku').nth(index).fill(`Photo ${letter}`);
  }
  await expect.poll(() => editorOrder(photos)).toEqual(['Zdjęcie A', 'Zdjęcie B', 'Zdjęcie C']);

  // The last photo dragged by the mouse to the top; the move is announced as a button's is.
  await dragByMouse(page, photos, 2, 0);
  await expect.poll(() => editorOrder(photos)).toEqual(['Zdjęcie C', 'Zdjęcie A', 'Zdjęcie B']);
  // The drag selected no text on its way.
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await expect(
    photos.getByRole('status').filter({ hasText: 'Zdjęcie jest teraz na pozycji 1 z 3.' }),
  ).toHaveCount(1);

  // The keyboard's way stays: "Wyżej" on the last photo, by Enter; the focus stays on that button.
  await photos.getByRole('button', { name: 'Przesuń zdjęcie 3 wyżej' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => editorOrder(photos)).toEqual(['Zdjęcie C', 'Zdjęcie B', 'Zdjęcie A']);
  await expect(photos.getByRole('button', { name: 'Przesuń zdjęcie 2 wyżej' })).toBeFocused();
  await expect(
    photos.getByRole('status').filter({ hasText: 'Zdjęcie jest teraz na pozycji 2 z 3.' }),
  ).toHaveCount(1);
  // The cover's focal point: a click on the main photo sets it (the fields say where), saved with the list.
  const picker = photos.getByTestId('focus-picker');
  const pickerBox = await picker.boundingBox();
  await picker.click({ position: { x: (pickerBox?.width ?? 0) * 0.25, y: (pickerBox?.height ?? 0) * 0.8 } });
  await expect(photos.getByLabel('Punkt ostrości od lewej (%)')).toHaveValue('25');
  await expect(photos.getByLabel('Punkt ostrości od góry (%)')).toHaveValue('80');
  await photos.getByRole('button', { name: 'Zapisz kolejność i opisy' }).click();
  await expect(photos.getByText('Zapisano kolejność i opisy zdjęć.')).toBeVisible();

  // The form saves the draft it made; the editor then has the draft's publication panel.
  await saveAndPublish(page);

  const visitor = await browser.newPage();
  await expect
    .poll(() => publicAlts(visitor, offerId), { timeout: 30_000, intervals: [1_000] })
    .toEqual(['Zdjęcie C', 'Zdjęcie B', 'Zdjęcie A']);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The gallery and the offer's tile in its list crop the cover around that point.
  const position = (image: Locator) => image.evaluate((element: HTMLElement) => element.style.objectPosition);
  expect(await position(visitor.locator('.offer-carousel__slide img').first())).toBe('25% 80%');
  await visitor.goto('/sprzedaz/mazowieckie');
  const tile = visitor.locator(`article[data-offer-id="${offerId}"] img.offer-tile__photo`);
  await expect(tile).toBeVisible();
  expect(await position(tile)).toBe('25% 80%');
  await visitor.close();
  await context.close();
});

test('in English at a phone’s width, an agent’s whole new offer: the town fills the map, photos from the first screen dragged by a finger, warned on leaving, the autosaved draft reopened, published', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { context, page } = await newAgent(browser, baseURL, 'Piotr Telefon');
  await page.setViewportSize({ width: 390, height: 1200 });
  await page.goto('/panel');
  await page.getByRole('button', { name: 'Switch the back office to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/panel/oferty/nowa');
  const title = `Zdjęcia z telefonu ${Date.now()}`;
  await page.getByLabel('Title (Polish) *').fill(title);
  await page.getByLabel('Title (English) *').fill('Photos from a phone');
  await page.getByLabel('Voivodeship *').selectOption({ label: 'Pomeranian' });
  await page.getByLabel('Town *').fill('Gdańsk');

  // The town fills the coordinates (Gdańsk's, from the towns table) and centres the map on its pin.
  await expect(
    page.getByRole('status').filter({ hasText: 'The town Gdańsk set the coordinates' }),
  ).toBeVisible();
  const coordinate = async (label: string) => Number(await page.getByLabel(label).inputValue());
  expect(await coordinate('Latitude *')).toBeCloseTo(54.35, 1);
  expect(await coordinate('Longitude *')).toBeCloseTo(18.65, 1);
  const map = page.getByRole('group', { name: 'Location on the map' });
  const pin = map.getByRole('button', { name: "The offer's pin" });
  await map.scrollIntoViewIfNeeded();
  await expect(pin).toBeVisible();
  await expectPinCentred(map, pin);

  // Two photos dropped on the first screen make the draft; the page becomes its editor.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos
    .getByLabel('Choose photos')
    .setInputFiles([await photo('one.jpg', '#aa8844'), await photo('two.jpg', '#4488aa')]);
  await expect(page).toHaveURL(/\/panel\/oferty\/\d+$/);
  const offerId = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(
    photos.getByRole('status').filter({ hasText: /The offer's draft T\d+ is saved/ }),
  ).toBeVisible();
  const images = photos.locator('.bo-media-list > li img');
  await expect(images).toHaveCount(2, { timeout: 60_000 });
  const sources = () => images.evaluateAll((all) => all.map((image) => image.getAttribute('src')));
  const before = await sources();

  // A finger on the second photo's handle drags it to the top: pointer events of type "touch".
  await page.evaluate(() => {
    const types: string[] = [];
    (window as unknown as { pointerTypes: string[] }).pointerTypes = types;
    document.addEventListener('pointerdown', (event) => types.push(event.pointerType), true);
  });
  // A field far above keeps the focus: starting a drag must not bring the page back to it.
  await page.getByLabel('Title (Polish) *').focus();
  await photos.locator('.bo-media-list').scrollIntoViewIfNeeded();
  const cdp = await context.newCDPSession(page);
  await dragByTouch(cdp, photos, 1, 0);
  await expect(photos.locator('.bo-media-list')).toBeInViewport();
  await expect(page.getByLabel('Title (Polish) *')).not.toBeInViewport();
  await expect.poll(sources).toEqual([before[1], before[0]]);
  expect(await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes)).toEqual([
    'touch',
  ]);
  await expect(
    photos
      .getByRole('status')
      .filter({ hasText: 'The photo is now number 1 of 2. Save to keep this order.' }),
  ).toHaveCount(1);
  // Named in the dragged order and saved: the public page's order once published.
  for (const [index, name] of ['dwa', 'jeden'].entries()) {
    await photos.getByLabel('Alt text in Polish').nth(index).fill(`Zdjęcie ${name}`);
    await photos.getByLabel('Alt text in English').nth(index).fill(`Photo ${name}`);
  }
  await photos.getByRole('button', { name: 'Save order and descriptions' }).click();
  await expect(photos.getByText('The order and descriptions of the photos are saved.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The draft's editor: an edit left by a link before its autosave is asked about, and staying keeps it.
  await page.goto(`/panel/oferty/${offerId}`);
  const english = page.getByLabel('Title (English) *');
  const back = page.getByRole('link', { name: 'Back to the offers' }).first();
  const asked: string[] = [];
  const stay = (dialog: { type(): string; dismiss(): Promise<void> }) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  };
  page.on('dialog', stay);
  await expect(page.getByTestId('offers-entry-form')).toHaveAttribute('data-ready', 'true');
  // The autosave's write is held until the guard has asked (as in offer-editor.spec), so the
  // question does not depend on this machine's speed.
  const release = await holdOfferAutosave(page, offerId);
  await english.click();
  await english.fill('Photos from a phone, edited');
  await back.dispatchEvent('click');
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page).toHaveURL(new RegExp(`/panel/oferty/${offerId}$`));
  await expect(english).toHaveValue('Photos from a phone, edited');
  await release();
  // Saved as typed ("Saved at hh:mm"), the editor is left without a question and reopens with it.
  await english.press('Tab');
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Saved at \d{2}:\d{2}\.$/, {
    timeout: 20_000,
  });
  await back.click();
  await expect(page).toHaveURL(/\/panel\/oferty$/);
  page.off('dialog', stay);
  expect(asked).toEqual(['beforeunload']);
  await page.goto(`/panel/oferty/${offerId}`);
  await expect(english).toHaveValue('Photos from a phone, edited');

  // Published: the public page has the photos in the order the finger left them.
  await expect(page.getByText('This is a draft: only staff see it.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('It is shown on the site.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const visitor = await browser.newPage();
  await expect
    .poll(() => publicAlts(visitor, offerId), { timeout: 30_000, intervals: [1_000] })
    .toEqual(['Zdjęcie dwa', 'Zdjęcie jeden']);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
  await context.close();
});

test('a new offer’s first document makes its draft, the heading becomes the offer’s, and a typed focal point outlives a photo’s deletion', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { context, page } = await newAgent(browser, baseURL, 'Olga Dokument');
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/panel/oferty/nowa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowa oferta');
  const documents = page.getByRole('region', { name: 'Dokumenty' });
  await expect(documents.getByText('pierwszy wysłany dokument zapisze szkic oferty')).toBeVisible();

  await page.getByLabel('Tytuł (polski) *').fill(`Dokumenty od pierwszego ekranu ${Date.now()}`);
  await page.getByLabel('Tytuł (angielski) *').fill('Documents from the first screen');
  await page.getByLabel('Województwo *').selectOption({ label: 'mazowieckie' });
  await page.getByLabel('Miejscowość *').fill('Warszawa');
  await documents.getByLabel('Tytuł po polsku').fill('Rzut parteru');
  await documents.getByLabel('Tytuł po angielsku').fill('Ground floor plan');
  // A file refused on the page anyway (over 20 MB) makes no draft: the page stays the new offer's.
  await documents.getByLabel('Plik PDF').setInputFiles({
    name: 'za-duzy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25),
  });
  await documents.getByRole('button', { name: 'Wyślij dokument' }).click();
  await expect(documents.getByText('Ten plik jest za duży.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/oferty\/nowa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowa oferta');

  await documents.getByLabel('Plik PDF').setInputFiles({
    name: 'rzut.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await documents.getByRole('button', { name: 'Wyślij dokument' }).click();

  // The draft is made from the form, the page stays and becomes its editor, its heading the offer's.
  await expect(page).toHaveURL(/\/panel\/oferty\/\d+$/);
  const offerUrl = page.url();
  await expect(
    documents.getByRole('status').filter({ hasText: /Zapisano szkic oferty T\d+ z formularza i dokument/ }),
  ).toBeVisible();
  // The form says what made the draft: the document, not photos.
  await expect(page.getByText(/Utworzono szkic oferty T\d+ z pierwszym dokumentem\./)).toBeVisible();
  await expect(page.getByText('z pierwszymi zdjęciami')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Oferta T\d+$/);
  await expect(page).toHaveTitle(/Oferta T\d+/);
  await expect(documents.getByText('Dodano dokument „Rzut parteru”.')).toBeVisible();
  await expect(documents.getByRole('link', { name: /Rzut parteru/ })).toBeVisible();

  // Photos then go to the same draft, not a second one.
  const photos = page.getByRole('region', { name: 'Zdjęcia' });
  await photos
    .getByLabel('Wybierz zdjęcia')
    .setInputFiles([await photo('first.jpg', '#aa4444'), await photo('second.jpg', '#44aa44')]);
  await expect(photos.locator('.bo-media-list > li img')).toHaveCount(2, { timeout: 60_000 });
  expect(page.url()).toBe(offerUrl);

  // A focal point typed and not saved, then the other photo deleted: the typed point stays.
  await photos.getByLabel('Punkt ostrości od lewej (%)').fill('30');
  await photos.getByLabel('Punkt ostrości od góry (%)').fill('70');
  page.once('dialog', (dialog) => void dialog.accept());
  await photos.getByRole('button', { name: 'Usuń zdjęcie 2' }).click();
  await expect(photos.getByText('Zdjęcie 2 zostało usunięte.')).toBeVisible();
  await expect(photos.locator('.bo-media-list > li')).toHaveCount(1);
  await expect(photos.getByLabel('Punkt ostrości od lewej (%)')).toHaveValue('30');
  await expect(photos.getByLabel('Punkt ostrości od góry (%)')).toHaveValue('70');
  await expectNoAxeViolations(page);
  await context.close();
});

test('a published offer’s new photo and alt texts wait for “Opublikuj zmiany”; the public page keeps what was published', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Zdjęcia opublikowanej oferty ${Date.now()}`;
  const { context, page } = await newAgent(browser, baseURL, 'Piotr Kopia');
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/panel/oferty/nowa');
  await page.getByLabel('Tytuł (polski) *').fill(title);
  await page.getByLabel('Tytuł (angielski) *').fill('A published offer’s photos');
  await page.getByLabel('Województwo *').selectOption({ label: 'mazowieckie' });
  await page.getByLabel('Miejscowość *').fill('Warszawa');
  const photos = page.getByRole('region', { name: 'Zdjęcia' });
  await photos.getByLabel('Wybierz zdjęcia').setInputFiles([await photo('front.jpg', '#aa4444')]);
  await expect(page).toHaveURL(/\/panel\/oferty\/\d+$/);
  const offerId = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(photos.locator('.bo-media-list > li img')).toHaveCount(1, { timeout: 60_000 });
  await photos.getByLabel('Opis alternatywny po polsku').fill('Front budynku');
  await photos.getByLabel('Opis alternatywny po angielsku').fill('The front');
  await photos.getByRole('button', { name: 'Zapisz kolejność i opisy' }).click();
  await expect(photos.getByText('Zapisano kolejność i opisy zdjęć.')).toBeVisible();
  // The form saves at the version the photos' writes left (no conflict), then it is published.
  await saveAndPublish(page);

  const visitor = await browser.newPage();
  const alts = () => publicAlts(visitor, offerId);
  await expect.poll(alts, { timeout: 30_000, intervals: [1_000] }).toEqual(['Front budynku']);

  // Published: a second photo and a new alt text go to the working copy; the panel says so.
  await photos.getByLabel('Wybierz zdjęcia').setInputFiles([await photo('garden.jpg', '#44aa44')]);
  await expect(photos.locator('.bo-media-list > li img')).toHaveCount(2, { timeout: 60_000 });
  await photos.getByLabel('Opis alternatywny po polsku').nth(0).fill('Front po remoncie');
  await photos.getByLabel('Opis alternatywny po polsku').nth(1).fill('Ogród');
  await photos.getByLabel('Opis alternatywny po angielsku').nth(1).fill('The garden');
  await photos.getByRole('button', { name: 'Zapisz kolejność i opisy' }).click();
  await expect(photos.getByText('Zapisano kolejność i opisy zdjęć.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opublikuj zmiany' })).toBeVisible();
  expect(await alts()).toEqual(['Front budynku']);

  // "Opublikuj zmiany" at the version the photos' writes left: the public page follows.
  await page.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(page.getByRole('button', { name: 'Opublikuj zmiany' })).toHaveCount(0);
  await expect.poll(alts, { timeout: 30_000, intervals: [1_000] }).toEqual(['Front po remoncie', 'Ogród']);
  // After the reload the editor opens the published lists.
  await expect(photos.getByLabel('Opis alternatywny po polsku').nth(0)).toHaveValue('Front po remoncie');
  await visitor.close();
  await context.close();
});

test('a stale save of the photos’ alt texts names who saved first and when, and keeps what was typed', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('e2e-photos-stale');
  const { context, page } = await activatedStaff(browser, baseURL, {
    email,
    role: 'agent',
    name: 'Ewa Dwie Karty',
    password: PASSWORD,
  });
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/panel/oferty/nowa');
  await page.getByLabel('Tytuł (polski) *').fill(`Dwie karty zdjęć ${Date.now()}`);
  await page.getByLabel('Tytuł (angielski) *').fill('Two tabs of photos');
  await page.getByLabel('Województwo *').selectOption({ label: 'mazowieckie' });
  await page.getByLabel('Miejscowość *').fill('Warszawa');
  const photos = page.getByRole('region', { name: 'Zdjęcia' });
  await photos.getByLabel('Wybierz zdjęcia').setInputFiles([await photo('front.jpg', '#4444aa')]);
  await expect(page).toHaveURL(/\/panel\/oferty\/\d+$/);
  await expect(photos.locator('.bo-media-list > li img')).toHaveCount(1, { timeout: 60_000 });

  // A second tab opens the same offer, then the first saves its alt texts: the second's version is stale.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 1600 });
  await other.goto(page.url());
  const otherPhotos = other.getByRole('region', { name: 'Zdjęcia' });
  await expect(otherPhotos.locator('.bo-media-list > li img')).toHaveCount(1, { timeout: 60_000 });
  await photos.getByLabel('Opis alternatywny po polsku').fill('Front z pierwszej karty');
  await photos.getByRole('button', { name: 'Zapisz kolejność i opisy' }).click();
  await expect(photos.getByText('Zapisano kolejność i opisy zdjęć.')).toBeVisible();

  await otherPhotos.getByLabel('Opis alternatywny po polsku').fill('Front z drugiej karty');
  await otherPhotos.getByRole('button', { name: 'Zapisz kolejność i opisy' }).click();
  const refusal = otherPhotos.getByRole('alert');
  await expect(refusal).toContainText(`Zapisane przez ${email} `);
  await expect(refusal).toContainText('(czasu polskiego). Twoje zmiany są w formularzu.');
  await expect(otherPhotos.getByLabel('Opis alternatywny po polsku')).toHaveValue('Front z drugiej karty');
  await context.close();
});
