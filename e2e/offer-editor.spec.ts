import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/forms';
import { expectPinCentred, holdOfferAutosave } from './support/offer-editing';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 17 in a browser: an agent writes an offer in the editor (field errors first), publishes it,
 * sees it on the public site, lowers its price (badge and history), and takes it down. Public pages
 * follow within the bound of decision 030; the time each change took to show is printed.
 * Serial: each step works on the offer of the one before.
 */
test.describe.configure({ mode: 'serial' });

const agentEmail = uniqueEmail('e2e-editor-agent');
const PASSWORD = 'Haslo-Edytora-2026';
const TITLE = `Centrala testowa ${Date.now()}`;
let context: BrowserContext;
let editor: Page;
let offerPath = '';
let offerId = '';
let visitorContext: BrowserContext;

/** A camera-like photo, 2000 × 1500; with `gps`, its EXIF holds coordinates and the camera. */
async function cameraPhoto(colour: string, gps: boolean, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  let image = sharp({ create: { width: 2000, height: 1500, channels: 3, background: colour } });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'Phone', Model: 'Spy 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 56/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 40/1',
      },
    });
  }
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The number the home map's picture announces (all published offers on the map). */
async function mapTotal(page: Page): Promise<number> {
  await page.goto('/');
  const name = await page
    .getByRole('region', { name: 'Mapa ofert', exact: true })
    .getByRole('img')
    .getAttribute('aria-label');
  return Number((/łącznie ([\d\s\u00a0]+)/.exec(name ?? '')?.[1] ?? '').replace(/\D/g, ''));
}

/** Seconds until `check` holds on a fresh load of `url`, polled every second (decision 030's bound). */
async function secondsUntil(
  page: Page,
  url: string,
  check: (page: Page) => Promise<boolean>,
): Promise<number> {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        await page.goto(url);
        return check(page);
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  return (Date.now() - started) / 1000;
}

test('an agent writes a new offer: every wrong field named, then a draft', async ({ browser, baseURL }) => {
  test.slow();
  ({ context, page: editor } = await activatedStaff(browser, baseURL, {
    email: agentEmail,
    role: 'agent',
    name: 'Olga Oferta',
    password: PASSWORD,
  }));

  await editor.getByRole('link', { name: 'Oferty' }).click();
  await editor.getByRole('link', { name: 'Dodaj ofertę' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Nowa oferta' })).toBeVisible();

  // Sent half-filled: each field says what is wrong, in Polish, and nothing typed is lost.
  await editor.getByLabel('Tytuł (polski) *').fill(TITLE);
  await editor.getByLabel('Miejscowość *').fill('Gdańsk');
  await editor.getByLabel('Cena (zł)').fill('1 250 000');
  await editor.getByLabel('Kod pocztowy').fill('00123');
  await editor.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(editor.locator('#titleEn-error')).toHaveText('To pole jest wymagane.');
  await expect(editor.locator('#town-error')).toHaveText('Wybierz miejscowość z listy dla tego województwa.');
  await expect(editor.locator('#postalCode-error')).toHaveText('Kod pocztowy ma postać 00-000.');
  await expect(editor.locator('#lat-error')).toHaveText('To pole jest wymagane.');
  await expect(editor.getByLabel('Tytuł (polski) *')).toHaveValue(TITLE);
  await expectNoAxeViolations(editor);

  await editor.getByLabel('Tytuł (angielski) *').fill('Test exchange');
  await editor.getByLabel('Województwo *').selectOption({ label: 'mazowieckie' });
  // The town picks the coordinates (the towns table's, as the XLSX import takes them) and centres
  // the map on its pin (issue 35).
  await editor.getByLabel('Miejscowość *').fill('Warszawa');
  await expect(editor.getByLabel('Szerokość geograficzna *')).toHaveValue('52.22977');
  await expect(editor.getByLabel('Długość geograficzna *')).toHaveValue('21.01178');
  await expect(editor.getByRole('status').filter({ hasText: 'Miejscowość Warszawa ustawiła' })).toBeVisible();
  const map = editor.getByRole('group', { name: 'Położenie na mapie' });
  const pin = map.getByRole('button', { name: 'Znacznik oferty' });
  await expect(pin).toBeVisible();
  // Centred: the pin's tip (its box's bottom middle) stands within a few pixels of the map's middle.
  await expectPinCentred(map, pin);
  await editor.getByLabel('Kod pocztowy').fill('00-123');
  await editor.getByLabel('Powierzchnia budynku (m²)').fill('640,5');
  // The lead is named for what it is: the page's description for search engines, not text on it.
  const lead = editor.getByLabel('Krótki opis dla wyszukiwarek (polski)');
  await expect(lead).toHaveAccessibleDescription(/nie na jej stronie/);
  await lead.fill('Budynek centrali z parkingiem w Warszawie.');
  // The pin can still be moved: a click elsewhere on the map fills both coordinates anew.
  // Away from the pin and from the zoom buttons (top left) and the credits (bottom right).
  const mapBox = await map.boundingBox();
  await map.click({ position: { x: (mapBox?.width ?? 400) * 0.75, y: (mapBox?.height ?? 300) * 0.3 } });
  await expect(editor.getByLabel('Szerokość geograficzna *')).not.toHaveValue('52.22977');
  await expect(editor.getByLabel('Szerokość geograficzna *')).not.toHaveValue('');
  await editor.getByLabel('Szerokość geograficzna *').fill('52,2297');
  await editor.getByLabel('Długość geograficzna *').fill('21.0122');
  const description = editor.getByRole('textbox', { name: 'Opis (polski)' });
  await description.click();
  await editor.keyboard.type('Budynek dawnej centrali ');
  await editor.keyboard.press('Control+b');
  await editor.keyboard.type('z parkingiem');
  await editor.getByRole('button', { name: 'Utwórz szkic' }).click();

  await expect(editor).toHaveURL(/\/panel\/oferty\/\d+$/);
  await expect(editor.getByText('To szkic: widzą go tylko pracownicy.')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Opis (polski)' }).locator('strong')).toHaveText(
    'z parkingiem',
  );
  offerId = /(\d+)$/.exec(editor.url())?.[1] ?? '';
  offerPath = `/szczegoly_ogloszenia/${offerId}`;
  expect((await editor.request.get(offerPath)).status()).toBe(404);
  await expectNoAxeViolations(editor);
});

test('unsaved edits: leaving by a link before the autosave asks and staying keeps them; autosaved, nothing asks and the editor reopens with them', async () => {
  test.slow();
  const title = editor.getByLabel('Tytuł (angielski) *');
  const back = editor.getByRole('link', { name: 'Wróć do listy ofert' }).first();
  const autosaved = editor.getByTestId('autosave-status');
  const asked: string[] = [];
  // A person who is asked chooses to stay (dismiss): the page and what they typed must remain.
  const stay = (dialog: { type(): string; dismiss(): Promise<void> }) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  };
  editor.on('dialog', stay);
  await expect(editor.getByTestId('offers-entry-form')).toHaveAttribute('data-ready', 'true');
  // A draft offer saves itself (decision 060 "Offers autosave"), and says so under the buttons.
  await expect(editor.getByText('Zmiany zapisują się same chwilę po przerwie w pisaniu')).toBeVisible();
  // Clicked into first, as a person does (a browser asks before leaving only a page one has used).
  // The autosave's write is held until the guard has been seen to ask, so the question does not
  // depend on how fast this machine follows the link after the typing (the write would otherwise
  // race the 2 s pause): until it is answered, the edit is unsaved.
  const release = await holdOfferAutosave(editor, offerId);
  await title.click();
  await title.fill('Test exchange, edited');
  // Left with the edit unsaved, the focus still in the field (a click by script moves none): the guard asks.
  await back.dispatchEvent('click');
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(editor).toHaveURL(new RegExp(`/panel/oferty/${offerId}$`));
  await expect(title).toHaveValue('Test exchange, edited');
  await release();

  // The field left: the draft saves itself, and leaving asks nothing.
  await title.press('Tab');
  await expect(autosaved).toHaveText(/^Zapisano o \d{2}:\d{2}\.$/, { timeout: 20_000 });
  await back.click();
  await expect(editor).toHaveURL(/\/panel\/oferty$/);
  // The reopened editor shows the autosaved text.
  await editor.goto(`/panel/oferty/${offerId}`);
  await expect(title).toHaveValue('Test exchange, edited');
  // Typed and typed back: no change, nothing saved, no question.
  await expect(editor.getByTestId('offers-entry-form')).toHaveAttribute('data-ready', 'true');
  await title.click();
  await title.fill('Something else');
  await title.fill('Test exchange, edited');
  await back.click();
  await expect(editor).toHaveURL(/\/panel\/oferty$/);
  editor.off('dialog', stay);
  expect(asked).toEqual(['beforeunload']);
  await editor.goto(`/panel/oferty/${offerId}`);
  await expect(editor.locator('html')).toHaveAttribute('lang', 'pl');
  await title.fill('Test exchange');
  await editor.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Zapisano zmiany.' })).toBeVisible();
});

test('three photos at once (one with GPS in its EXIF) and a PDF; a hostile file refused with its reason', async () => {
  test.slow();
  const photos = editor.getByRole('region', { name: 'Zdjęcia' });
  await editor.getByLabel('Wybierz zdjęcia').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#8a6a4a', true) },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#4a6a8a', false) },
    { name: 'yard.png', mimeType: 'image/png', buffer: await cameraPhoto('#6a8a4a', false, 'png') },
    { name: 'evil.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<?php system($_GET["c"]); ?>') },
  ]);
  await expect(photos.locator('li img')).toHaveCount(3, { timeout: 60_000 });
  await expect(photos.getByText('Ten plik nie jest zdjęciem JPEG, PNG, WebP ani AVIF.')).toBeVisible();
  await photos.getByLabel('Opis alternatywny po polsku').first().fill('Budynek od frontu');
  await photos.getByLabel('Opis alternatywny po angielsku').first().fill('The building from the front');
  await photos.getByRole('button', { name: 'Zapisz kolejność i opisy' }).click();
  await expect(photos.getByText('Zapisano kolejność i opisy zdjęć.')).toBeVisible();

  const documents = editor.getByRole('region', { name: 'Dokumenty' });
  await documents.getByLabel('Tytuł po polsku').first().fill('Rzut budynku');
  await documents.getByLabel('Tytuł po angielsku').first().fill('Floor plan');
  await documents
    .getByLabel('Plik PDF')
    .setInputFiles({ name: 'rzut.pdf', mimeType: 'application/pdf', buffer: PDF });
  await documents.getByRole('button', { name: 'Wyślij dokument' }).click();
  await expect(documents.getByText('Dodano dokument „Rzut budynku”.')).toBeVisible();
  await expectNoAxeViolations(editor);

  // Previewed before it is published: the page as visitors will see it, shown to its agent only.
  const preview = await context.newPage();
  await preview.goto(`/podglad/${offerId}`);
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Budynek od frontu' }).first()).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Rzut budynku' })).toBeVisible();
  // The draft's photos load for staff, in the editor and the preview (their session comes through
  // the site's forwarder), and for no one else until it is published (decision 048).
  const loaded = (img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0);
  await expect.poll(() => photos.locator('li img').first().evaluate(loaded)).toBeGreaterThan(0);
  const previewPhoto = preview.getByRole('img', { name: 'Budynek od frontu' }).first();
  await expect.poll(() => previewPhoto.evaluate(loaded)).toBeGreaterThan(0);
  const draftPhoto = await previewPhoto.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect((await fetch(draftPhoto)).status).toBe(404);
  const draftDocument = await preview.getByRole('link', { name: 'Rzut budynku' }).getAttribute('href');
  expect((await fetch(new URL(draftDocument ?? '', draftPhoto))).status).toBe(404);
  // Never published: no publication date (the draft's creation is not one); the update date stays.
  await expect(preview.locator('.offer-details [data-field="updatedAt"]')).toBeVisible();
  await expect(preview.locator('.offer-details [data-field="publishedAt"]')).toHaveCount(0);
  await preview.close();
});

test('duplicated: a new draft of its own number with the same photos and document opens, saying whose copy it is', async () => {
  test.slow();
  const tipi = `T${offerId.padStart(5, '0')}`;
  await editor.getByRole('button', { name: 'Duplikuj ofertę' }).click();
  await expect(editor).not.toHaveURL(new RegExp(`/panel/oferty/${offerId}$`));
  await expect(editor).toHaveURL(/\/panel\/oferty\/\d+$/);
  const copyId = /(\d+)$/.exec(editor.url())?.[1] ?? '';
  await expect(editor.getByTestId('bo-flash')).toHaveText(
    `To kopia oferty ${tipi}: nowy szkic z własnym numerem. Popraw, co się różni, i opublikuj.`,
  );
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(`Oferta T${copyId.padStart(5, '0')}`);
  await expect(editor.getByText('To szkic: widzą go tylko pracownicy.')).toBeVisible();
  await expect(editor.getByLabel('Tytuł (polski) *')).toHaveValue(TITLE);
  await expect(editor.getByLabel('Szerokość geograficzna *')).toHaveValue('52.2297');
  await expect(editor.getByRole('region', { name: 'Zdjęcia' }).locator('li img')).toHaveCount(3);
  await expect(
    editor.getByRole('region', { name: 'Dokumenty' }).getByRole('link', { name: /Rzut budynku/ }),
  ).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.goto(`/panel/oferty/${offerId}`);
});

test('published: on its page, in its voivodeship’s list; a lower price shows the badge and the history', async ({
  browser,
}) => {
  test.slow();
  // The list and the map as visitors had them (kept by the site's page cache), then the publication.
  visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/sprzedaz/mazowieckie');
  await visitor.goto('/sprzedaz/mazowieckie');
  const mapBefore = await mapTotal(visitor);
  await editor.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(editor.getByText('Widać ją na stronie.')).toBeVisible();
  const listed = await secondsUntil(visitor, '/sprzedaz/mazowieckie', async (page) =>
    page.getByRole('heading', { name: TITLE }).isVisible(),
  );
  await expect.poll(() => mapTotal(visitor), { timeout: 30_000, intervals: [1_000] }).toBe(mapBefore + 1);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`${offerPath}<`);
  await visitor.goto(offerPath);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // Its first publication made it new by itself for the default 14 days (decision 058).
  await expect(visitor.locator('.offer-page__badges')).toContainText('Nowość');
  const newBox = editor.getByLabel('Nowość', { exact: true });
  await expect(newBox).toBeChecked();
  await expect(newBox).toHaveAccessibleDescription(/pierwszej publikacji na 14 dni/);
  await expect(visitor.locator('.prose strong')).toHaveText('z parkingiem');
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Budynek centrali z parkingiem w Warszawie.',
  );
  await expect(visitor.getByRole('link', { name: 'Rzut budynku' })).toBeVisible();
  // A visitor keeps it among their favourites.
  await visitor
    .getByRole('button', { name: `Dodaj do ulubionych: ${TITLE}` })
    .first()
    .click();
  // The main photo with its alt text; no served width keeps the camera's EXIF (GPS included).
  const main = visitor.getByRole('img', { name: 'Budynek od frontu' }).first();
  await expect(main).toBeVisible();
  const stem = /(\/media\/offers\/u\d+-[0-9a-f]+)-\d+\.webp/.exec(
    (await main.getAttribute('src')) ?? '',
  )?.[1];
  expect(stem).toBeTruthy();
  for (const width of [480, 960, 1600]) {
    const served = await visitor.request.get(`${stem}-${width}.webp`);
    const metadata = await sharp(await served.body()).metadata();
    expect([metadata.format, metadata.exif, metadata.xmp]).toEqual(['webp', undefined, undefined]);
  }
  // The offer sheet (PDF), read back as text.
  const sheet = await visitor.request.get(`/get/classified-pdf/${offerId}?lang=pl`);
  const file = path.join(os.tmpdir(), `offer-${offerId}.pdf`);
  fs.writeFileSync(file, await sheet.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  expect(text).toContain(TITLE);
  expect(text).toContain('Warszawa');
  // The agent's card has no job and no phone: only the parts it has, no separator left behind.
  expect(text).toContain(`Opiekun oferty Olga Oferta ${agentEmail}`);
  expect(text).not.toContain('Olga Oferta,');
  expect(text).not.toMatch(/·\s*e2e-editor-agent/);
  // Nor a phone to reveal on the page: the sales line of the footer instead.
  const agentCard = visitor.locator('.agent-card');
  await expect(agentCard).toContainText('Olga Oferta');
  await expect(agentCard.getByRole('button', { name: 'Pokaż numer' })).toHaveCount(0);
  await expect(agentCard.getByRole('link', { name: '800 000 000' })).toHaveAttribute('href', 'tel:800000000');
  await expect(agentCard.locator('.agent-card__job')).toHaveCount(0);

  await editor.getByLabel('Cena (zł)').fill('1 100 000');
  await editor.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Zapisano zmiany.' })).toBeVisible();
  // A published offer's save is its draft of changes (decision 052): public once they are published.
  await editor.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  const repriced = await secondsUntil(visitor, offerPath, async (page) =>
    page.getByRole('heading', { name: 'Historia ceny' }).isVisible(),
  );
  await expect(visitor.locator('.offer-page__badges')).toContainText('Nowa cena');
  const history = visitor.locator('.offer-price-history tbody tr');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('1 250 000');
  await expect(history.first()).toContainText('1 100 000');
  console.log(
    `decision 030 bound: listed after ${listed.toFixed(1)} s, repriced page after ${repriced.toFixed(1)} s`,
  );

  // The editor shows what the API stored, without a reload: the badge it turned on, the history row.
  const newPriceBox = editor.getByLabel('Nowa cena (włącza się sama po obniżce)');
  await expect(newPriceBox).toBeChecked();
  const editorHistory = editor.getByRole('region', { name: 'Historia ceny' });
  await expect(editorHistory.locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  await expect(editorHistory).not.toContainText('Cena się nie zmieniała.');
  await expect(editorHistory.locator('tbody tr').first()).toContainText('1 100 000');

  // Another save of the same form (a box ticked, a street) keeps the badge the lower price turned on.
  await editor.getByLabel('Polecana').check();
  await editor.getByLabel('Ulica').fill('ul. Sprawdzona 2');
  await editor.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Zapisano zmiany.' })).toBeVisible();
  await expect(newPriceBox).toBeChecked();
  await expect(editor.getByLabel('Polecana')).toBeChecked();
  // A published offer's save is its draft of changes (decision 052): public once they are published.
  await editor.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  const saved = await (await editor.request.get(`/api/back-office/offers/${offerId}`)).json();
  expect(saved.data.values.flags).toMatchObject({ isNewPrice: true, isRecommended: true, isNew: true });
  // The public tile keeps its badge once the list shows the second save (its street).
  const tile = visitor.locator(`.offer-tile[data-offer-id="${offerId}"]`);
  await secondsUntil(
    visitor,
    '/sprzedaz/mazowieckie',
    async () => (await tile.textContent())?.includes('ul. Sprawdzona 2') ?? false,
  );
  await expect(tile.locator('[data-badge="isNewPrice"]')).toHaveCount(1);
  await expect(tile.locator('[data-badge="isNew"]')).toHaveCount(1);
});

test('published: an autosaved edit is its draft, the public page unchanged until "Opublikuj zmiany"', async () => {
  test.slow();
  const publicStreet = async () =>
    (await (await editor.request.get(`/api/classified/${offerId}?lang=pl`)).json()).data.street;
  await editor.goto(`/panel/oferty/${offerId}`);
  await expect(editor.getByTestId('offers-entry-form')).toHaveAttribute('data-ready', 'true');
  await expect(editor.getByText('Strona publiczna zmieni się dopiero po „Opublikuj zmiany”.')).toBeVisible();
  const street = editor.getByLabel('Ulica');
  await street.click();
  await street.fill('ul. Autozapisana 3');
  await street.press('Tab');
  await expect(editor.getByTestId('autosave-status')).toHaveText(/^Zapisano o \d{2}:\d{2}\.$/, {
    timeout: 20_000,
  });
  // The panel knows of the draft without a reload; nothing public changed.
  await expect(editor.getByTestId('draft-state')).toContainText('Szkic różni się od strony publicznej.');
  expect(await publicStreet()).toBe('ul. Sprawdzona 2');
  const visitor = await visitorContext.newPage();
  await visitor.goto(offerPath);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText('Autozapisana');
  // A reload asks nothing and shows the autosaved draft; "Opublikuj zmiany" makes it public.
  await editor.reload();
  await expect(street).toHaveValue('ul. Autozapisana 3');
  await editor.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  expect(await publicStreet()).toBe('ul. Autozapisana 3');
  await secondsUntil(visitor, offerPath, async (page) =>
    ((await page.locator('body').textContent()) ?? '').includes('ul. Autozapisana 3'),
  );
  await visitor.close();
});

test('archived: off the site and the list, which shows it under its own state; only an editor restores it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const tipi = `T${offerId.padStart(5, '0')}`;
  await editor.goto(`/panel/oferty/${offerId}`);
  await editor.getByRole('button', { name: 'Archiwizuj' }).click();
  await expect(editor.getByTestId('bo-flash')).toHaveText(
    'Oferta jest w archiwum: nie ma jej na stronie ani na liście ofert.',
  );
  // An agent cannot bring it back, nor publish it while it is archived.
  await expect(editor.getByText('Przywrócić ją może redaktor lub administrator.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Przywróć z archiwum' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Opublikuj teraz' })).toHaveCount(0);
  await expectNoAxeViolations(editor);
  await expect
    .poll(async () => (await editor.request.get(offerPath)).status(), { timeout: 30_000 })
    .toBe(404);
  await editor.goto('/panel/oferty');
  await expect(editor.getByRole('row').filter({ hasText: tipi })).toHaveCount(0);
  await editor.goto('/panel/oferty?status=archived');
  await expect(editor.getByLabel('Stan', { exact: true })).toHaveValue('archived');
  await expect(editor.getByRole('row').filter({ hasText: tipi })).toContainText('w archiwum');

  const { context: editorsContext, page: editorsPage } = await activatedStaff(browser, baseURL, {
    email: uniqueEmail('e2e-editor-editor'),
    role: 'editor',
    name: 'Edyta Archiwum',
    password: PASSWORD,
  });
  await editorsPage.goto(`/panel/oferty/${offerId}`);
  await editorsPage.getByRole('button', { name: 'Przywróć z archiwum' }).click();
  await expect(editorsPage.getByTestId('bo-flash')).toHaveText(
    'Przywrócono ofertę z archiwum. Jest niepublikowana; opublikuj ją, gdy będzie gotowa.',
  );
  await editorsPage.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(editorsPage.getByText('Widać ją na stronie.')).toBeVisible();

  // The dashboard's figures of published offers lacking something each open the list of them.
  for (const [gap, label] of [
    ['photos', 'Bez zdjęć'],
    ['coordinates', 'Bez położenia na mapie'],
    ['price', 'Bez ceny (i bez „złóż ofertę”)'],
  ] as const) {
    await editorsPage.goto('/panel');
    const link = editorsPage.getByRole('link', {
      name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}: \\d+$`),
    });
    const figure = Number(/(\d+)$/.exec((await link.textContent()) ?? '')?.[1]);
    await link.click();
    await expect(editorsPage).toHaveURL(new RegExp(`/panel/oferty\\?status=published&missing=${gap}$`));
    await expect(editorsPage.getByLabel('Braki')).toHaveValue(gap);
    const count = await editorsPage.getByRole('status').filter({ hasText: /ofert/ }).first().textContent();
    expect(Number((count ?? '').replace(/\D/g, '')), gap).toBe(figure);
  }
  await expectNoAxeViolations(editorsPage);
  await editorsContext.close();
  await expect
    .poll(async () => (await editor.request.get(offerPath)).status(), { timeout: 30_000 })
    .toBe(200);
  await editor.goto(`/panel/oferty/${offerId}`);
});

test('unpublished: the page answers 404 and the list no longer has it; another agent’s offer stays closed', async ({
  browser,
}) => {
  test.slow();
  await editor.reload();
  await editor.getByRole('button', { name: 'Wycofaj z publikacji' }).click();
  await expect(editor.getByText('Oferta nie jest widoczna na stronie.')).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  const gone = await secondsUntil(
    visitor,
    '/sprzedaz/mazowieckie',
    async (page) => (await page.getByRole('heading', { name: TITLE }).count()) === 0,
  );
  // The list and the page are separate entries of the caches, each cleared within decision 030's
  // bound (the site's second clear follows its first by 3 s), so the page may answer 404 a moment
  // after the list has let the offer go: polled within the same bound, not read once.
  const pageGone = await secondsUntil(visitor, offerPath, async () => {
    return (await visitor.request.get(offerPath)).status() === 404;
  });
  console.log(
    `decision 030 bound: gone from the list after ${gone.toFixed(1)} s, its page a 404 ${pageGone.toFixed(1)} s later`,
  );
  // The visitor's favourite says it is no longer available, without a link to the missing page.
  const favourites = await visitorContext.newPage();
  await favourites.goto('/ulubione');
  const gone404 = favourites.locator('.offer-tile--gone').filter({ hasText: TITLE });
  await expect(gone404).toContainText('Ta oferta nie jest już dostępna.');
  await expect(gone404.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(favourites);

  // Back by the list's bulk action: ticked, published, shown as such.
  const tipi = `T${offerId.padStart(5, '0')}`;
  await editor.goto('/panel/oferty');
  await editor.getByLabel(`Zaznacz ofertę ${tipi}`).check();
  await editor.getByLabel('Działanie').selectOption({ label: 'Opublikuj' });
  await editor.getByRole('button', { name: 'Zastosuj do zaznaczonych' }).click();
  await expect(editor.getByText('Zmieniono 1 ofertę.')).toBeVisible();
  await expect(editor.getByRole('row').filter({ hasText: tipi })).toContainText('opublikowana');
  await expectNoAxeViolations(editor);

  // A demo offer of another agent: the editor refuses it (and the API, 403, behind it).
  await editor.goto('/panel/oferty/1');
  await expect(editor.locator('.bo-alert')).toHaveText('Nie masz uprawnień do tej operacji.');
  await context.close();
});
