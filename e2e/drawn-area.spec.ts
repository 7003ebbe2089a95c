import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { resultCount, tiles } from './support/offers';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

/**
 * Issue 36 "Draw an area": a polygon drawn with the mouse around Kraków, or a circle around a town
 * chosen with the keyboard, filters the list and the map alike; the area is in the URL, so Back
 * and a shared link (opened without JavaScript) show the same offers.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

/** The figure in the interactive map's status ('12 ofert w widocznym obszarze'), once loaded. */
async function mapTotal(map: Locator): Promise<number> {
  const status = map.locator('.offer-map__status[role="status"]').last();
  await expect(status).toHaveText(/\d/);
  return Number((await status.textContent())?.replace(/\D/g, ''));
}

/** The ids of the offers on the list's page. */
async function listedIds(page: Page): Promise<string[]> {
  return tiles(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-offer-id') ?? ''));
}

/** The interactive map of the list's map section, opened from its static Kraków badge. */
async function openMapOnKrakow(region: Locator): Promise<Locator> {
  const badge = region.locator('[data-cluster-id][title^="Kraków"]');
  await badge.scrollIntoViewIfNeeded();
  await badge.click();
  const map = region.getByRole('region', { name: /Interakty|Interactive/ });
  await expect(map).toBeVisible();
  await mapTotal(region);
  return map;
}

test('a polygon drawn with the mouse around Kraków filters the list and the map alike; Back and the link keep it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A map, three lists, a fresh browser and axe runs: more than one page's usual time.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sprzedaz');
  const everything = await resultCount(page);
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Wyniki na mapie', exact: true });
  const map = await openMapOnKrakow(region);

  await page.getByRole('button', { name: 'Zaznacz obszar' }).click();
  const panel = page.getByRole('region', { name: 'Zaznacz obszar na mapie' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Pokaż oferty w obszarze' })).toBeDisabled();
  // Four corners about 10 km around the centre the badge opened the map on (zoom 10).
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await map.boundingBox();
  if (!box) throw new Error('no map box');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [
    [-110, -90],
    [110, -90],
    [110, 90],
    [-110, 90],
  ] as const) {
    await page.mouse.click(cx + dx, cy + dy);
  }
  await expect(panel.getByRole('status')).toHaveText('Narożniki: 4 z 20');
  await expectNoAxeViolations(page, '[data-offer-map-section]');
  await panel.getByRole('button', { name: 'Pokaż oferty w obszarze' }).click();

  await expect(page).toHaveURL(/\/sprzedaz\/f\/drawnArea=p[0-9a-z.-]+$/);
  await expect(page.locator('[data-drawn-area]')).toContainText('obszaru zaznaczonego na mapie');
  const inArea = await resultCount(page);
  expect(inArea).toBeGreaterThan(0);
  expect(inArea).toBeLessThan(everything);
  const ids = await listedIds(page);
  expect(ids.length).toBeGreaterThan(0);

  // The static markers and the interactive map count the same offers.
  const areaRegion = page.getByRole('region', { name: 'Wyniki na mapie', exact: true });
  const badges = await areaRegion
    .locator('[data-cluster-id]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.replace(/\D/g, ''))));
  expect(badges.reduce((sum, n) => sum + n, 0)).toBe(inArea);
  const show = areaRegion.getByRole('button', { name: 'Pokaż mapę interaktywną' });
  if (await show.isVisible()) await show.click();
  await expect(areaRegion.locator('path.offer-map__area')).toHaveCount(1);
  // Polled: a map kept open across the navigation shows the old figure until its next answer.
  await expect.poll(() => mapTotal(areaRegion), { timeout: 30_000 }).toBe(inArea);

  // Back: the list of everything; forward: the area again.
  const shared = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/sprzedaz$/);
  expect(await resultCount(page)).toBe(everything);
  await page.goForward();
  await expect(page).toHaveURL(shared);
  expect(await resultCount(page)).toBe(inArea);

  // The link opened in a fresh browser without JavaScript: the same offers.
  const fresh = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await decideConsent(fresh, baseURL ?? '');
  const other = await fresh.newPage();
  await other.goto(shared);
  expect(await resultCount(other)).toBe(inArea);
  expect(await listedIds(other)).toEqual(ids);
  // "Usuń obszar" is a link, so it works there too.
  await other.getByRole('link', { name: 'Usuń obszar' }).click();
  await expect(other).toHaveURL(/\/sprzedaz$/);
  expect(await resultCount(other)).toBe(everything);
  await fresh.close();

  // Alert me from the area's list: the sign-up page names the list with its area.
  const areaList = new URL(shared).pathname;
  await page.getByRole('link', { name: 'Powiadamiaj mnie o nowych ofertach' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powiadamiaj mnie o nowych ofertach');
  expect(new URL(page.url()).pathname).toBe(`/alerty/nowy${areaList}`);
  await expect(page.locator('.alert-page__list')).toHaveText(
    `Obserwowana lista ofert: ${areaList} (z obszarem zaznaczonym na mapie)`,
  );
  await expect(page.locator('.alert-page__list').getByRole('link')).toHaveAttribute('href', areaList);

  // A broken area is a 404, not a list of everything.
  const broken = await page.goto('/sprzedaz/f/drawnArea=p1.2');
  expect(broken?.status()).toBe(404);
});

test('with the keyboard only: a radius around a town, at 390 px, in English', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/sprzedaz/f/typeProperty=3');
  const everything = await resultCount(page);
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Results on the map', exact: true });
  const show = region.getByRole('button', { name: 'Show interactive map' });
  await show.focus();
  await page.keyboard.press('Enter');
  await mapTotal(region);

  const draw = page.getByRole('button', { name: 'Draw an area' });
  await draw.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Draw an area on the map' });
  await expect(panel.getByRole('heading', { name: 'Draw an area on the map' })).toBeFocused();
  // Nothing sideways on a phone, and axe finds nothing in the panel.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '[data-offer-map-section]');

  // Tab from the heading to the town field: past the three buttons (two disabled, skipped).
  const town = panel.getByRole('combobox', { name: 'Town' });
  for (let step = 0; step < 6 && !(await town.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(town).toBeFocused();
  await page.keyboard.type('Atlantis');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText(/do not know a town of that name/);
  await town.fill('');
  await page.keyboard.type('kraków');
  await page.keyboard.press('Tab');
  const radius = panel.getByRole('combobox', { name: 'Radius' });
  await expect(radius).toBeFocused();
  await radius.selectOption('20');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Show offers within the radius' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The list path keeps the property type and adds the circle.
  await expect(page).toHaveURL(/\/en\/sprzedaz\/f\/typeProperty=3;drawnArea=c[0-9a-z.]+$/);
  const inCircle = await resultCount(page);
  expect(inCircle).toBeLessThanOrEqual(everything);
  const areaRegion = page.getByRole('region', { name: 'Results on the map', exact: true });
  const again = areaRegion.getByRole('button', { name: 'Show interactive map' });
  if (await again.isVisible()) await again.click();
  await expect(areaRegion.locator('path.offer-map__area')).toHaveCount(1);
  await expect.poll(() => mapTotal(areaRegion), { timeout: 30_000 }).toBe(inCircle);
  // "Remove the area" on the map goes back to the list without it.
  await page.getByRole('button', { name: 'Remove the area' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/sprzedaz\/f\/typeProperty=3$/);
  expect(await resultCount(page)).toBe(everything);
});

test("the home page's map has the sale list's alert link, without JavaScript, in both languages", async ({
  browser,
  baseURL,
}) => {
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await decideConsent(plain, baseURL ?? '');
  const page = await plain.newPage();
  for (const [home, name, signUp, list] of [
    [
      '/',
      'Powiadamiaj mnie o nowych ofertach',
      '/alerty/nowy/sprzedaz',
      'Obserwowana lista ofert: /sprzedaz',
    ],
    ['/en', 'Alert me', '/en/alerts/new/sprzedaz', 'The offer list you watch: /en/sprzedaz'],
  ] as const) {
    await page.goto(home);
    // Under the map, in its section: where its markers and an area drawn on it lead.
    const alertMe = page.locator('[data-offer-map-section]').getByRole('link', { name, exact: true });
    await expect(alertMe).toHaveAttribute('rel', 'nofollow');
    await alertMe.click();
    expect(new URL(page.url()).pathname).toBe(signUp);
    await expect(page.locator('.alert-page__list')).toHaveText(list);
  }
  await plain.close();
});
