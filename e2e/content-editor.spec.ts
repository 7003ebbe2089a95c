import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { decideConsent } from './support/shell';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * Issue 18's content editing (decision 037), the issue's scenario through the real stack: an editor
 * writes a news item in Polish and English with an image; both lists show it; each language's
 * switch goes to the other's item; a news item scheduled a minute or two ahead stays hidden until
 * its time and then appears without a restart; a blog article's switch lands on its translation;
 * a page whose slug changes keeps answering at the old one with a permanent redirect. Serial: the
 * steps build on each other.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const PASSWORD = 'Redakcja#Wpisy2026';
const TITLE_PL = `Nowe biuro sprzedaży ${stamp}`;
const TITLE_EN = `A new sales office ${stamp}`;
let editorContext: BrowserContext;
let editor: Page;
let visitorContext: BrowserContext;
let visitor: Page;
let plId = '';
let enId = '';

/** A photo-like picture, 1600 × 1000. */
function picture(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Polish wall-clock time (YYYY-MM-DDTHH:mm) of an instant, as the datetime-local field takes it. */
function warsawLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Fills the editor's common fields and the cover image with its alt text. */
async function writeItem(
  page: Page,
  values: {
    lang: 'polski' | 'angielski';
    title: string;
    lead: string;
    text: string;
    alt: string;
    colour: string;
  },
) {
  await page.getByLabel('Język wpisu').selectOption({ label: values.lang });
  await page.getByLabel('Tytuł', { exact: true }).fill(values.title);
  await page.getByLabel('Wstęp').fill(values.lead);
  await page.getByLabel('Obraz główny').setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(values.colour),
  });
  await expect(page.getByText('Obraz wysłany; zapisz wpis, by go użyć.')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Tekst alternatywny obrazu głównego').fill(values.alt);
  const text = page.getByRole('textbox', { name: 'Treść' });
  await text.click();
  await page.keyboard.type(values.text);
}

/** What this file wrote, deleted at its end: the specs after it read the demo's content. */
const created: { kind: string; id: string }[] = [];

/** Creates the draft and answers its id, from the editor's address it moves to. */
async function createDraft(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(page).toHaveURL(/\/panel\/tresci\/\w+\/\d+$/);
  await expect(page.getByText('To szkic: widzą go tylko pracownicy.')).toBeVisible();
  const [, kind = '', id = ''] = /\/panel\/tresci\/(\w+)\/(\d+)$/.exec(page.url()) ?? [];
  created.push({ kind, id });
  return id;
}

async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Opublikuj teraz' }).click();
  await expect(page.getByText('Widać go na stronie.')).toBeVisible({ timeout: 15_000 });
}

/** Whether a public list page, freshly loaded, shows a title (the page cache follows the change signal). */
async function listShows(page: Page, path: string, title: string): Promise<boolean> {
  await page.goto(path);
  return (await page.getByTestId('news-list').getByText(title, { exact: true }).count()) > 0;
}

test.beforeAll(async ({ browser, baseURL }) => {
  ({ context: editorContext, page: editor } = await activatedStaff(browser, baseURL, {
    email: `e2e-content-${stamp}@example.pl`,
    role: 'editor',
    name: 'Redaktor Wpisów',
    password: PASSWORD,
  }));
  visitorContext = await browser.newContext();
  await decideConsent(visitorContext, baseURL ?? '');
  visitor = await visitorContext.newPage();
});

test.afterAll(async ({ baseURL }) => {
  // Through the editable kinds' API (decision 052), with the version each item is at; the newest
  // first, so a linked item's partner is gone before it.
  const kinds: Record<string, string> = {
    news: 'news',
    events: 'events',
    blog: 'blog-posts',
    pages: 'pages',
  };
  for (const { kind, id } of created.reverse()) {
    const path = `/api/back-office/kinds/${kinds[kind] ?? kind}/${id}`;
    const opened = await editor.request.get(path);
    expect(opened.status(), `read ${kind} ${id}`).toBe(200);
    const answer = await editor.request.delete(path, {
      headers: { origin: baseURL ?? '', 'if-match': opened.headers().etag ?? '' },
    });
    expect(answer.status(), `delete ${kind} ${id}`).toBe(204);
  }
  await editorContext?.close();
  await visitorContext?.close();
});

test('an editor writes a news item in Polish and English with an image, linked as translations', async () => {
  test.slow();
  await editor.goto('/panel');
  await editor
    .getByRole('navigation', { name: 'Menu panelu' })
    .getByRole('link', { name: 'Treści', exact: true })
    .click();
  await expect(
    editor.getByRole('heading', { level: 1, name: 'Aktualności, wydarzenia, blog i strony' }),
  ).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'Aktualności', exact: true }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Aktualności' })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'Nowa aktualność' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Nowa aktualność' })).toBeVisible();

  // Sent empty: the title is required, said beside the field.
  await editor.getByRole('button', { name: 'Utwórz szkic' }).click();
  await expect(editor.locator('#title-error')).toHaveText('To pole jest wymagane.');

  await writeItem(editor, {
    lang: 'polski',
    title: TITLE_PL,
    lead: 'Otwieramy nowe biuro sprzedaży w Gdańsku.',
    text: 'Zapraszamy od poniedziałku.',
    alt: 'Budynek biura od frontu',
    colour: '#3a6ea5',
  });
  // An image in the text, with its alt text asked at once.
  editor.once('dialog', (dialog) => void dialog.accept('Wnętrze biura'));
  await editor.getByTestId('content-image-file').setInputFiles({
    name: 'inside.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('#a5703a'),
  });
  await expect(
    editor.getByRole('textbox', { name: 'Treść' }).locator('img[alt="Wnętrze biura"]'),
  ).toBeVisible({
    timeout: 30_000,
  });
  plId = await createDraft(editor);
  await expectNoAxeViolations(editor);

  await editor.goto('/panel/tresci/news/nowy');
  await writeItem(editor, {
    lang: 'angielski',
    title: TITLE_EN,
    lead: 'We open a new sales office in Gdańsk.',
    text: 'Welcome from Monday.',
    alt: 'The office building from the front',
    colour: '#3a6ea5',
  });
  await editor.getByLabel('Tłumaczenie (ten sam wpis w drugim języku)').selectOption({ label: TITLE_PL });
  enId = await createDraft(editor);
  await expect(editor.getByLabel('Tłumaczenie (ten sam wpis w drugim języku)')).toHaveValue(plId);

  // A draft is not public.
  expect((await visitor.goto(`/aktualnosci/show/${plId}`))?.status()).toBe(404);

  await publishNow(editor);
  await editor.goto(`/panel/tresci/news/${plId}`);
  await expect(editor.getByLabel('Tłumaczenie (ten sam wpis w drugim języku)')).toHaveValue(enId);
  await publishNow(editor);
});

test('both lists show it, and each language’s switch goes to the other’s item', async ({ baseURL }) => {
  await expect.poll(() => listShows(visitor, '/aktualnosci', TITLE_PL), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => listShows(visitor, '/en/aktualnosci', TITLE_EN), { timeout: 30_000 }).toBe(true);

  await visitor.goto(`/aktualnosci/show/${plId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE_PL })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Budynek biura od frontu' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Wnętrze biura' })).toBeVisible();
  await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${baseURL}/en/aktualnosci/show/${enId}`,
  );
  await visitor.locator('.lang-toggle__link').click();
  await expect(visitor).toHaveURL(`${baseURL}/en/aktualnosci/show/${enId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE_EN })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'The office building from the front' })).toBeVisible();
  await visitor.locator('.lang-toggle__link').click();
  await expect(visitor).toHaveURL(`${baseURL}/aktualnosci/show/${plId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE_PL })).toBeVisible();
});

test('a news item scheduled a minute or two ahead stays hidden until its time, then shows', async () => {
  test.setTimeout(300_000);
  const title = `Zaplanowana aktualność ${stamp}`;
  await editor.goto('/panel/tresci/news/nowy');
  await editor.getByLabel('Tytuł', { exact: true }).fill(title);
  await editor.getByLabel('Wstęp').fill('Ta wiadomość ukaże się później.');
  const id = await createDraft(editor);

  // The next whole minute at least a minute ahead, in Polish time (the field takes minutes).
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await editor.getByLabel('Data i godzina publikacji (czas polski)').fill(warsawLocal(at));
  await editor.getByRole('button', { name: 'Zaplanuj publikację' }).click();
  await expect(editor.getByText(/Wpis zostanie opublikowany/)).toBeVisible({ timeout: 15_000 });
  // The state agrees with "wpis" (issue 34), not with the offers' "oferta".
  await expect(editor.getByRole('region', { name: 'Publikacja' })).toContainText('Stan: zaplanowany.');

  expect(await listShows(visitor, '/aktualnosci', title)).toBe(false);
  expect((await visitor.goto(`/aktualnosci/show/${id}`))?.status()).toBe(404);
  expect(Date.now()).toBeLessThan(at.getTime());

  // Its time comes: the publication loop publishes it and moves the content signal; the cached
  // list follows within seconds, without a restart.
  await expect
    .poll(() => listShows(visitor, '/aktualnosci', title), { timeout: 240_000, intervals: [2_000] })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect((await visitor.goto(`/aktualnosci/show/${id}`))?.status()).toBe(200);
});

test('a blog article’s language switch lands on its translation', async ({ baseURL }) => {
  const pl = '/blog/jak-kupic-dawna-centrale-telefoniczna-7-krokow';
  const en = '/en/blog/how-to-buy-a-former-telephone-exchange-in-7-steps';
  await visitor.goto(pl);
  await visitor.locator('.lang-toggle__link').click();
  await expect(visitor).toHaveURL(`${baseURL}${en}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'How to buy a former telephone exchange in 7 steps',
  );
});

test('a page whose slug changes keeps answering at the old one with a permanent redirect', async ({
  baseURL,
}) => {
  test.slow();
  const oldSlug = `strona-testowa-${stamp}`;
  const newSlug = `nowy-adres-${stamp}`;
  await editor.goto('/panel/tresci/pages/nowy');
  await editor.getByLabel('Tytuł', { exact: true }).fill(`Strona testowa ${stamp}`);
  await editor.getByLabel('Opis dla wyszukiwarek').fill('Strona do sprawdzenia przekierowania.');
  await editor.getByRole('textbox', { name: 'Treść' }).click();
  await editor.keyboard.type('Treść strony testowej.');
  await createDraft(editor);
  await expect(editor.getByLabel('Adres (slug)')).toHaveValue(oldSlug);
  await publishNow(editor);
  await expectNoAxeViolations(editor);
  await expect
    .poll(async () => (await visitor.goto(`/pl/${oldSlug}`))?.status(), { timeout: 30_000 })
    .toBe(200);

  await editor.getByLabel('Adres (slug)').fill(newSlug);
  await editor.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(editor.getByText('Zapisano.')).toBeVisible();
  // A published page's edit is its draft until it is published (decision 052).
  await editor.getByRole('button', { name: 'Opublikuj zmiany' }).click();

  await expect
    .poll(
      async () => {
        const response = await visitor.request.get(`/pl/${oldSlug}`, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ''}`;
      },
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`^308 (?:https?://[^/]+)?/pl/${newSlug}$`));
  await visitor.goto(`/pl/${oldSlug}`);
  await expect(visitor).toHaveURL(`${baseURL}/pl/${newSlug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Strona testowa ${stamp}` })).toBeVisible();
});
