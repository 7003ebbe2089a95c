import { type BrowserContext, expect, type Page } from '@playwright/test';
import { activatedStaff } from './support/staff';
import { test } from './support/test';

/**
 * The articles' translation picker (decision 052 S6, issue 35): a new item in one language is
 * offered the other language's items that nothing is linked to yet, and its search finds such an
 * item by words of its title among all of them, not only the 25 newest; an item already linked to
 * a translation is never offered.
 */
const stamp = Date.now();
let context: BrowserContext;
let editor: Page;
const created: { key: string; version: number }[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  ({ context, page: editor } = await activatedStaff(browser, baseURL, {
    email: `e2e-translations-${stamp}@example.pl`,
    role: 'editor',
    name: 'Redaktor Tłumaczeń',
    password: 'Tlumaczenia#Wpisy2026',
  }));
});

test.afterAll(async ({ baseURL }) => {
  // The newest first: a linked item's partner is gone before it.
  for (const { key, version } of created.reverse()) {
    const answer = await editor.request.delete(`/api/back-office/kinds/news/${key}`, {
      headers: { origin: baseURL ?? '', 'if-match': `"${version}"` },
    });
    expect(answer.status(), `delete news ${key}`).toBe(204);
  }
  await context?.close();
});

async function create(baseURL: string | undefined, values: Record<string, unknown>) {
  const answer = await editor.request.post('/api/back-office/kinds/news', {
    headers: { origin: baseURL ?? '' },
    data: values,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { key: string; version: number } };
  created.push(data);
  return data.key;
}

test('a new item’s translation is searched among all unlinked items of the other language', async ({
  baseURL,
}) => {
  test.slow();
  const oldest = `Dzień otwarty ${stamp} w Sopocie`;
  const linked = `Dzień otwarty ${stamp} w Gdyni`;
  await create(baseURL, { lang: 'pl', title: oldest });
  const linkedKey = await create(baseURL, { lang: 'pl', title: linked });
  // 25 newer ones: the oldest is past the first page.
  for (let n = 0; n < 25; n += 1) await create(baseURL, { lang: 'pl', title: `Spotkanie ${n} ${stamp}` });
  await create(baseURL, { lang: 'en', title: `Open day ${stamp}`, translationId: Number(linkedKey) });

  await editor.goto('/panel/tresci/news/nowy');
  await expect(editor.locator('form[data-ready="true"]')).toBeVisible();
  await editor.getByLabel('Język wpisu').selectOption({ label: 'angielski' });
  const picker = editor.getByLabel('Tłumaczenie (ten sam wpis w drugim języku)');
  await expect(picker.getByRole('option', { name: `Spotkanie 24 ${stamp}` })).toHaveCount(1);
  await expect(picker.getByRole('option', { name: oldest })).toHaveCount(0);

  await editor.getByLabel('Szukaj wpisu drugiego języka bez tłumaczenia').fill(`dzień otwarty ${stamp}`);
  await editor.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(editor.getByText('Znaleziono 1 wpis: jest na liście wyboru.')).toBeVisible();
  await expect(picker.getByRole('option', { name: oldest })).toHaveCount(1);
  await expect(picker.getByRole('option', { name: linked })).toHaveCount(0);
  await picker.selectOption({ label: oldest });
});
