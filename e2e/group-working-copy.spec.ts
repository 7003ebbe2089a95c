import { type APIResponse, expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signedInEditors } from './support/editors';
import { decideConsent } from './support/shell';
import { test } from './support/test';

/**
 * A published special-offer group's working copy as staff meet it (decision 052 step S5): renaming
 * it and moving its offers is a draft the public group page does not show until "Opublikuj zmiany";
 * then the page shows the new name and order. The group is removed at the end.
 */
const stamp = Date.now();
const editors = signedInEditors({
  first: { email: `e2e-group-a-${stamp}@example.pl`, name: 'Grażyna Grupowa' },
  second: { email: `e2e-group-b-${stamp}@example.pl`, name: 'Gustaw Grupowy' },
  password: 'Redakcja#Grupy2026',
});
const groups = editors.api('offer-groups');
const NAME = `Promocja opublikowana ${stamp}`;
const RENAMED = `Promocja po zmianie ${stamp}`;

async function itemOf(response: APIResponse): Promise<{ key: string; version: number }> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

test('a published group’s new name and order wait for “Opublikuj zmiany”', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const { first } = editors;
  await decideConsent(context, baseURL ?? '');
  const offers = await first.request.get(
    `${editors.origin}/api/back-office/offers?status=published&sort=tipi&order=asc`,
    { headers: { origin: editors.origin } },
  );
  const [one, two] = (await offers.json()).data as { id: number; titlePl: string }[];
  if (!one || !two) throw new Error('the demo has no two published offers');
  const created = await itemOf(
    await groups('POST', '', {
      type: 'promotion',
      namePl: NAME,
      nameEn: `Published promotion ${stamp}`,
      descriptionPl: '<p>Dwie oferty.</p>',
      descriptionEn: '<p>Two offers.</p>',
      members: [one.id, two.id],
    }),
  );
  await itemOf(await groups('POST', `/${created.key}/publication`, { action: 'publish' }, created.version));
  const publicPath = `/oferta_specjalna/promocje/${created.key}`;
  const titles = page.locator('.offer-grid .offer-tile .offer-tile__title');
  const showsPublic = async (name: string, order: string[]) =>
    expect(async () => {
      await page.goto(publicPath);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 1_000 });
      await expect(titles).toHaveText(order, { timeout: 1_000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
  await showsPublic(NAME, [one.titlePl, two.titlePl]);

  await first.goto(`/panel/strona/grupy/${created.key}`);
  await first.getByLabel('Nazwa po polsku').fill(RENAMED);
  await first.getByRole('button', { name: 'Zapisz grupę' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText(
    'Zapisano szkic. Strona publiczna zmieni się po publikacji.',
  );
  const members = first.getByTestId('group-members');
  await members
    .getByRole('button', { name: /^Przesuń wyżej ofertę /, exact: false })
    .last()
    .click();
  await expect(first.getByText(/jest teraz na pozycji 1 z 2\./)).toBeVisible();
  const publication = first.getByRole('region', { name: 'Publikacja' });
  await expect(publication.getByTestId('draft-state')).toContainText('Szkic różni się od strony publicznej.');
  await expectNoAxeViolations(first);
  // The public page keeps the published name and order meanwhile.
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(titles).toHaveText([one.titlePl, two.titlePl]);

  await publication.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  await showsPublic(RENAMED, [two.titlePl, one.titlePl]);

  const item = await itemOf(await groups('GET', `/${created.key}`));
  expect((await groups('DELETE', `/${created.key}`, undefined, item.version)).status()).toBe(204);
});
