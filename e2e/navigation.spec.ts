import { expect } from '@playwright/test';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL ?? '');
});

test.describe('narrow screens (375 px): the menu is a full-screen overlay', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the toggle opens it, sets aria-expanded and the body class; a link click closes it', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Otwórz menu' });
    const menu = page.locator('#main-menu');
    await expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/\bnav-open\b/);
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(375);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(740);

    await menu.getByRole('link', { name: 'Wynajem' }).click();
    await expect(page).toHaveURL(`${baseURL}/wynajem`);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the special-offers submenu opens inside the overlay and its links close it too', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.locator('#main-menu summary', { hasText: 'Oferty specjalne' }).click();
    for (const name of ['Promocje', 'Typy nieruchomości', 'Terytorialne']) {
      await expect(page.locator('#main-menu').getByRole('link', { name })).toBeVisible();
    }
    await page.locator('#main-menu').getByRole('link', { name: 'Terytorialne' }).click();
    await expect(page).toHaveURL(`${baseURL}/oferta_specjalna/terytorialne`);
    await expect(page.locator('#main-menu')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
  });

  test('Escape closes it and returns focus to the toggle', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(page.locator('body')).toHaveClass(/\bnav-open\b/);
    await page.keyboard.press('Escape');
    await expect(page.locator('#main-menu')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeFocused();
  });

  test('Tab keeps focus inside the open menu and its toggle', async ({ page }) => {
    await page.goto('/kontakt');
    const toggle = page.getByRole('button', { name: 'Otwórz menu' });
    await toggle.click();
    await page.keyboard.press('Tab');
    await expect(page.locator('#main-menu').getByRole('link', { name: 'O nas' })).toBeFocused();
    // Ten top-level entries (the special offers are a summary) then back to the toggle.
    for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
    await expect(page.locator('#main-menu').getByRole('link', { name: 'Kontakt' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Zamknij menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#main-menu').getByRole('link', { name: 'O nas' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Zamknij menu' })).toBeFocused();
  });

  test('the logo, favourites and language toggle stay in the header bar', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Favourites/ })).toBeVisible();
    await expect(page.locator('.lang-toggle__link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  });
});

test.describe('wide screens (1280 px): the inline menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every entry of SPEC §2 without a toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    for (const name of [
      'O nas',
      'Sprzedaż',
      'Wynajem',
      'W przygotowaniu',
      'Dla pośredników',
      'Aktualności',
      'Wydarzenia',
      'Blog',
      'Kontakt',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.locator('summary')).toHaveText('Oferty specjalne');
    await expect(page.locator('body')).not.toHaveClass(/\bnav-open\b/);
  });

  test('the English menu has the matching entries and links', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const [name, href] of [
      ['About us', '/en/about-us'],
      ['For sale', '/en/sprzedaz'],
      ['For rent', '/en/wynajem'],
      ['In preparation', '/en/do_sprzedania_wkrotce'],
      ['For intermediaries', '/en/for-intermediaries'],
      ['News', '/en/aktualnosci'],
      ['Events', '/en/wydarzenia'],
      ['Blog', '/en/blog'],
      ['Contact', '/en/kontakt'],
    ] as Array<[string, string]>) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await nav.locator('summary').click();
    await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/en/oferta_specjalna/promocje',
    );
    await expect(nav.getByRole('link', { name: 'Property types' })).toHaveAttribute(
      'href',
      '/en/oferta_specjalna/typy-nieruchomosci',
    );
    await expect(nav.getByRole('link', { name: 'Territorial' })).toHaveAttribute(
      'href',
      '/en/oferta_specjalna/terytorialne',
    );
  });

  test('the submenu closes on Escape and on a click elsewhere', async ({ page }) => {
    await page.goto('/');
    const group = page.locator('.main-nav__group');
    await group.locator('summary').click();
    await expect(group).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(group).not.toHaveAttribute('open');
    await expect(group.locator('summary')).toBeFocused();
    await group.locator('summary').click();
    await expect(group.getByRole('link', { name: 'Promocje' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(group).not.toHaveAttribute('open');
  });

  test('the current page is marked in the menu', async ({ page }) => {
    await page.goto('/sprzedaz/mazowieckie');
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(nav.getByRole('link', { name: 'Sprzedaż' })).toHaveAttribute('aria-current', 'true');
    await page.goto('/pl/kontakt');
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('header, scroll button and anchors', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shrinks once the page is scrolled more than 80 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    const full = (await header.boundingBox())?.height ?? 0;
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).not.toHaveClass(/site-header--compact/);
    await page.evaluate(() => window.scrollTo(0, 81));
    await expect(header).toHaveClass(/site-header--compact/);
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(full);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--compact/);
  });

  test('the scroll-to-top button appears once the footer top is in the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Przewiń do góry' });
    await expect(button).toBeHidden();
    // The home page's later sections take their height when first drawn (content-visibility,
    // decision 050): drawn once, the footer's top stays where it is measured here.
    await page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, 0);
      await frame();
    });
    await expect(button).toBeHidden();
    const footerTop = await page
      .locator('footer')
      .evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
    // One pixel short of the footer, then one pixel in.
    await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight - 1), footerTop);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight + 2), footerTop);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
  });

  test('a #hash link scrolls after 600 ms, leaving 100 px above the target', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/kontakt');
    // Before hydration the browser jumps to the target itself, as a page without scripts does.
    await waitForHydration(page);
    await page
      .locator('footer')
      .getByRole('link', { name: 'Newsletter' })
      .evaluate((link) => {
        const w = window as unknown as { clickedAt: number; firstScrollAt?: number };
        // When the page first moves, measured in the page: how fast this machine is does not matter,
        // since a timer never fires early.
        window.addEventListener('scroll', () => {
          w.firstScrollAt ??= performance.now();
        });
        w.clickedAt = performance.now();
        (link as HTMLAnchorElement).click();
      });
    await expect(page).toHaveURL(/\/kontakt#newsletter$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('newsletter')?.getBoundingClientRect().top ?? 0),
        ),
      )
      .toBe(100);
    // Before 600 ms the page had not moved.
    const delay = await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; firstScrollAt?: number };
      return (w.firstScrollAt ?? 0) - w.clickedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(595);
    await expect(page.locator('#newsletter')).toBeFocused();
  });

  test('opening a page at a #hash ends with the target 100 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/faq#newsletter');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('newsletter')?.getBoundingClientRect().top ?? 0),
        ),
      )
      .toBe(100);
  });
});

test.describe('favourites link', () => {
  test('counts the bookmarks kept in localStorage and follows changes', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'bookmarks',
        JSON.stringify([{ tipi: 'T00001' }, { tipi: 'T00002' }, { id: 'no tipi' }]),
      );
    });
    await page.reload();
    const link = page.locator('header .favourites-link');
    await expect(link).toHaveAttribute('href', '/ulubione');
    await expect(link.locator('.favourites-link__count')).toHaveText('2');
    await expect(link).toContainText('2 zapisane oferty');
    await page.evaluate(() => {
      localStorage.setItem('bookmarks', JSON.stringify([{ tipi: 'T00001' }]));
      window.dispatchEvent(new Event('bookmarks-changed'));
    });
    await expect(link.locator('.favourites-link__count')).toHaveText('1');
    await page.goto('/en');
    await expect(page.locator('header .favourites-link')).toHaveAttribute('href', '/en/ulubione');
    await expect(page.locator('header .favourites-link')).toContainText('1 saved offer');
  });
});
