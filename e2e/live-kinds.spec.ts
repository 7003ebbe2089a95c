import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signedInEditors } from './support/editors';
import { test } from './support/test';

/**
 * Issue 34's live kinds as staff meet them (decision 052, S3/S4 web): the blog's categories and
 * the named texts have no drafts or publication, every save is public at once, yet a tab opened
 * before someone else's save is refused with that person's address and keeps what was typed, and
 * saves it over on request. The categories' screen also refuses a taken slug and the deletion of a
 * category posts are in. Two editors, each in their own browser context; what the test changed is
 * put back at the end, as later specs read the demo content.
 */
const stamp = Date.now();
const PASSWORD = 'Redakcja#Zywe2026';
const FIRST = `e2e-live-a-${stamp}@example.pl`;
const SCREEN = '/panel/tresci/kategorie';

const editors = signedInEditors({
  first: { email: FIRST, name: 'Anna Pierwsza' },
  second: { email: `e2e-live-b-${stamp}@example.pl`, name: 'Bartek Drugi' },
  password: PASSWORD,
});

test('a blog category is added with its slug made, a stale tab names who saved, a taken slug and a category in use are refused', async () => {
  const { first, second } = editors;
  test.slow();
  const polish = `Kategoria E2E ${stamp}`;
  await first.goto(SCREEN);
  await expect(
    first.getByText('Każdy zapis jest od razu widoczny na stronie', { exact: false }),
  ).toBeVisible();
  const add = first.getByRole('region', { name: 'Nowa kategoria' });
  await add.getByLabel('Nazwa po polsku').fill(polish);
  await add.getByLabel('Nazwa po angielsku').fill(`E2E category ${stamp}`);
  await add.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Dodano kategorię.');
  const mine = (page: Page) =>
    page.getByRole('listitem').filter({ hasText: `Adres: kategoria-e2e-${stamp}` });
  await expect(mine(first).getByLabel('Nazwa po polsku')).toHaveValue(polish);
  await expectNoAxeViolations(first);

  // A slug another category has is refused, the form keeping what was typed.
  await add.getByLabel('Adres w filtrze bloga', { exact: false }).fill(`kategoria-e2e-${stamp}`);
  await add.getByLabel('Nazwa po polsku').fill(`${polish} bis`);
  await add.getByLabel('Nazwa po angielsku').fill(`E2E category ${stamp} bis`);
  await add.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(add.getByText('Ten adres ma już inny wpis', { exact: false }).first()).toBeVisible();
  await expect(add.getByLabel('Nazwa po polsku')).toHaveValue(`${polish} bis`);
  // Given up: emptied, the form holds nothing unsaved that would hold back the next save's reload.
  for (const label of ['Adres w filtrze bloga', 'Nazwa po polsku', 'Nazwa po angielsku']) {
    await add.getByLabel(label, { exact: false }).fill('');
  }

  // The second editor's tab, opened before the first editor's rename, is told who saved.
  await second.goto(SCREEN);
  await mine(first).getByLabel('Nazwa po polsku').fill(`${polish} nowa`);
  await mine(first).getByRole('button', { name: 'Zapisz kategorię' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Zapisano kategorię.');
  await mine(second).getByLabel('Nazwa po angielsku').fill(`E2E category ${stamp} second`);
  await mine(second).getByRole('button', { name: 'Zapisz kategorię' }).click();
  const notice = mine(second).getByTestId('conflict-notice');
  await expect(notice).toContainText(`Zapisane przez ${FIRST}`);
  await expect(notice).toContainText('Twoje zmiany są w formularzu.');
  await expect(mine(second).getByLabel('Nazwa po angielsku')).toHaveValue(`E2E category ${stamp} second`);
  await expectNoAxeViolations(second);
  await notice.getByRole('button', { name: 'Zapisz moje mimo to' }).click();
  await expect(second.getByTestId('bo-flash')).toHaveText('Zapisano kategorię.');
  await expect(mine(second).getByLabel('Nazwa po angielsku')).toHaveValue(`E2E category ${stamp} second`);

  // A category posts are in stays; the new one goes.
  const used = first.getByRole('listitem').filter({ hasText: 'Adres: porady' });
  await used.getByRole('button', { name: 'Usuń kategorię' }).click();
  await used.getByRole('button', { name: 'Tak, usuń kategorię' }).click();
  await expect(used.getByRole('alert')).toHaveText(
    'W tej kategorii są wpisy: najpierw przenieś je do innej.',
  );
  await first.reload();
  await mine(first).getByRole('button', { name: 'Usuń kategorię' }).click();
  await mine(first).getByRole('button', { name: 'Tak, usuń kategorię' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Usunięto kategorię.');
  await expect(mine(first)).toHaveCount(0);
});

test('a named text’s two languages side by side, public at once; a stale tab names who saved and keeps what was typed', async () => {
  const { first, second } = editors;
  test.slow();
  const region = (page: Page) =>
    page.getByRole('region', { name: 'Telefon obsługi klienta (dane strukturalne)' });
  await first.goto('/panel/strona/teksty');
  await second.goto('/panel/strona/teksty');
  const before = await region(first).getByLabel('angielski', { exact: true }).inputValue();

  await region(first).getByLabel('angielski', { exact: true }).fill(`+48 800 ${stamp}`);
  await region(first).getByRole('button', { name: 'Zapisz tekst' }).click();
  await expect(region(first).getByRole('status')).toHaveText(
    'Zapisano tekst „Telefon obsługi klienta (dane strukturalne)”.',
  );

  await region(second).getByLabel('angielski', { exact: true }).fill(`+48 801 ${stamp}`);
  await region(second).getByRole('button', { name: 'Zapisz tekst' }).click();
  const notice = region(second).getByTestId('conflict-notice');
  await expect(notice).toContainText(`Zapisane przez ${FIRST}`);
  await expect(notice).toContainText('Twoje zmiany są w formularzu.');
  await expect(region(second).getByLabel('angielski', { exact: true })).toHaveValue(`+48 801 ${stamp}`);
  await expectNoAxeViolations(second);
  await notice.getByRole('button', { name: 'Zapisz moje mimo to' }).click();
  await expect(region(second).getByRole('status')).toHaveText(
    'Zapisano tekst „Telefon obsługi klienta (dane strukturalne)”.',
  );
  // The form writes on at the version its save answered: a second save needs no reload.
  await region(second).getByLabel('angielski', { exact: true }).fill(before);
  const saved = second.waitForResponse(
    (response) =>
      response.url().endsWith('/kinds/chunks/customer-phone') && response.request().method() === 'PUT',
  );
  await region(second).getByRole('button', { name: 'Zapisz tekst' }).click();
  expect((await saved).status()).toBe(200);
  await second.reload();
  await expect(region(second).getByLabel('angielski', { exact: true })).toHaveValue(before);
});
