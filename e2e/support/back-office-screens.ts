import { expect, type Page } from '@playwright/test';

/**
 * Every screen of the back office an admin reaches: the lists, the hubs, the forms of a new item.
 * One list for every check that walks them all (phones, axe), so a new screen is added once.
 */
const BACK_OFFICE_SCREENS = [
  '/panel',
  '/panel/oferty',
  '/panel/oferty/nowa',
  '/panel/oferty/import',
  '/panel/zgloszenia',
  '/panel/tresci',
  '/panel/tresci/news',
  '/panel/tresci/news/nowy',
  '/panel/tresci/kategorie',
  '/panel/strona',
  '/panel/strona/faq',
  '/panel/strona/glowna',
  '/panel/strona/teksty',
  '/panel/strona/grupy',
  '/panel/strona/grupy/nowa',
  '/panel/newsletter',
  '/panel/alerty',
  '/panel/zespol',
  '/panel/dziennik',
  '/panel/konto',
];

/** Lists whose first row links to an item screen (an existing offer, a submission…), visited too. */
const BACK_OFFICE_ITEMS: Record<string, string> = {
  '/panel/oferty': '[data-testid="bo-offers"] tbody a',
  '/panel/zgloszenia': '[data-testid="bo-inbox"] tbody a',
  '/panel/tresci/news': '[data-testid="content-list"] tbody a',
  '/panel/strona/grupy': '.bo-table tbody a',
};

/**
 * Opens every back-office screen in `page` (signed in as an admin), each once, waits for its heading
 * and runs `check` on it; a list with rows is followed by its first item's screen.
 */
export async function visitEveryBackOfficeScreen(
  page: Page,
  check: (path: string) => Promise<void>,
): Promise<void> {
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await check(path);
  };
  for (const path of BACK_OFFICE_SCREENS) {
    await visit(path);
    const item = BACK_OFFICE_ITEMS[path];
    if (item && (await page.locator(item).count()) > 0) {
      await visit((await page.locator(item).first().getAttribute('href')) ?? path);
    }
  }
}
