import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { decideConsent } from './support/shell';
import { test } from './support/test';

for (const width of [375, 1280]) {
  test.describe(`axe finds nothing on the shell at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home page with the cookie dialog, Polish', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
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
      await expectNoAxeViolations(page);
    });

    test('a content page and the 404 page for a decided visitor', async ({ page, context, baseURL }) => {
      await decideConsent(context, baseURL ?? '');
      await page.goto('/pl/o-nas');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas');
      await expectNoAxeViolations(page);
      await page.goto('/en/missing');
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expectNoAxeViolations(page);
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
      await expectNoAxeViolations(page);
      await context.setOffline(false);
    });
  });
}
