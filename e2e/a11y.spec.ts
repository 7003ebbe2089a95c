import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { decideConsent } from './support/shell';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  // Ids and targets only: enough to find the problem, short enough to read in a failure.
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const width of [375, 1280]) {
  test.describe(`axe finds nothing on the shell at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home page with the cookie dialog, Polish', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect.poll(() => violations(page)).toEqual([]);
    });

    test('cookie dialog details view, English', async ({ page }) => {
      await page.goto('/en');
      await page.getByRole('dialog').getByRole('button', { name: 'Settings' }).click();
      await page
        .getByRole('dialog')
        .getByRole('group', { name: 'Marketing' })
        .getByRole('radio', { name: 'Accept', exact: true })
        .check();
      await expect(page.getByRole('button', { name: 'Save my choice' })).toBeDisabled();
      await expect.poll(() => violations(page)).toEqual([]);
    });

    test('a content page and the 404 page for a decided visitor', async ({ page, context, baseURL }) => {
      await decideConsent(context, baseURL ?? '');
      await page.goto('/pl/o-nas');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas');
      await expect.poll(() => violations(page)).toEqual([]);
      await page.goto('/en/missing');
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect.poll(() => violations(page)).toEqual([]);
    });

    test('open menu and notifications', async ({ page, context, baseURL }) => {
      await decideConsent(context, baseURL ?? '');
      await page.goto('/kontakt');
      if (width < 1200) {
        await page.getByRole('button', { name: 'Otwórz menu' }).click();
        await expect(page.locator('#main-menu')).toBeVisible();
      } else {
        await page.locator('.main-nav__group summary').click();
        await expect(page.locator('#main-menu').getByRole('link', { name: 'Promocje' })).toBeVisible();
      }
      await context.setOffline(true);
      await expect(page.getByRole('button', { name: /Brak połączenia/ })).toBeVisible();
      await expect.poll(() => violations(page)).toEqual([]);
      await context.setOffline(false);
    });
  });
}
