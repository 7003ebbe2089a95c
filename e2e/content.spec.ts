import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiJson, cardTitles, dismissPromoPopup, type PagedApi, warsawDate } from './support/content';
import { decideConsent, waitForHydration } from './support/shell';
import { test } from './support/test';

/** The content screens of issue 6 against the seeded demo data, in Polish and English. */

type Lang = 'pl' | 'en';
const LANGS: readonly Lang[] = ['pl', 'en'];
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

interface MainPage {
  slider: { title: string; text: string; link: string | null; linkLabel: string | null }[];
  popup: { title: string; text: string; link: string | null; linkLabel: string | null } | null;
  whoWeAre: { title: string; html: string; videoId: string | null };
  salesTiles: { region: string; name: string; phone: string; email: string; photo: string | null }[];
}
interface Article {
  id: number;
  title: string;
  lead: string;
  publishedAt: string;
}
interface EventItem extends Article {
  eventDate: string;
  place: string;
}
interface BlogPost extends Article {
  slug: string;
  author: string | null;
  category: { slug: string; name: string } | null;
}
interface Faq {
  id: number;
  question: string;
  answer: string;
}
interface Group {
  id: number;
  name: string;
  description: string;
  offerCount: number;
}

const mainPage = async (page: Page, lang: Lang) =>
  (await apiJson<{ data: MainPage }>(page, `/api/main_page?lang=${lang}`)).data;

test.beforeEach(async ({ context, baseURL, page }) => {
  await decideConsent(context, baseURL ?? '');
  // The video provider is never reached from tests.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, body: '<html></html>' }));
});

test.describe('home page (SPEC §2 Home)', () => {
  for (const lang of LANGS) {
    test(`shows the API's slider, who-we-are, FAQ and sales tiles (${lang})`, async ({ page }) => {
      await dismissPromoPopup(page);
      const content = await mainPage(page, lang);
      const faq = (await apiJson<{ data: Faq[] }>(page, `/api/faq?lang=${lang}`)).data;
      await page.goto(lang === 'en' ? '/en' : '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const slider = page.getByRole('region', { name: lang === 'en' ? 'Featured' : 'Wyróżnione' });
      await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = slider.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(content.slider.length);
      for (const [i, slide] of content.slider.entries()) {
        const label =
          lang === 'en' ? `${i + 1} of ${content.slider.length}` : `${i + 1} z ${content.slider.length}`;
        await expect(slides.nth(i)).toHaveAttribute('aria-label', label);
        await expect(slides.nth(i).locator('.home-slider__title')).toHaveText(slide.title);
        await expect(slides.nth(i).locator('.home-slider__text')).toHaveText(slide.text);
        if (slide.link) await expect(slides.nth(i).locator('a')).toHaveAttribute('href', slide.link);
      }

      const who = page.locator('section.who-we-are');
      await expect(who.getByRole('heading', { level: 2 })).toHaveText(content.whoWeAre.title);
      const firstParagraph = /<p>(.*?)<\/p>/.exec(content.whoWeAre.html)?.[1] ?? '';
      await expect(who.locator('.prose p').first()).toHaveText(firstParagraph);

      const homeFaq = page.getByTestId('home-faq');
      await expect(homeFaq.locator('summary')).toHaveText(faq.slice(0, 4).map((item) => item.question));
      await expect(page.locator('.home-faq').getByRole('link')).toHaveAttribute(
        'href',
        lang === 'en' ? '/en/faq' : '/faq',
      );

      const tiles = page.getByTestId('sales-tiles').locator('.sales-tile');
      await expect(tiles).toHaveCount(content.salesTiles.length);
      for (const [i, tile] of content.salesTiles.entries()) {
        const card = tiles.nth(i);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(tile.region);
        await expect(card.locator('.sales-tile__name')).toHaveText(tile.name);
        await expect(card.getByRole('link', { name: tile.phone })).toHaveAttribute(
          'href',
          `tel:${tile.phone.replace(/[^\d+]/g, '')}`,
        );
        await expect(card.getByRole('link', { name: tile.email })).toHaveAttribute(
          'href',
          `mailto:${tile.email}`,
        );
        if (tile.photo) {
          await expect(card.getByRole('img', { name: tile.name })).toHaveAttribute('src', tile.photo);
        }
      }
      // The offer sliders and the search form of issue 5 are still there.
      await expect(page.getByTestId('home-new')).toBeVisible();
      await expect(page.locator('.home-search form')).toBeVisible();
    });
  }

  test('the slider moves by its buttons and the arrow keys, and never by itself', async ({ page }) => {
    await dismissPromoPopup(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Wyróżnione' });
    const slides = slider.locator('[aria-roledescription="slide"]');
    const active = slider.locator('[data-active="true"]');
    await expect(slides).toHaveCount(3);
    await expect(active).toHaveAttribute('aria-label', '1 z 3');
    // Slides out of view are inert: their links are neither tabbable nor read.
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    // The buttons drive the native scroller until Embla loads (this first use fetches it) and Embla
    // after, so the steps below may meet either; they work once hydrated, and the first click may
    // come before that, so retry it.
    await expect(async () => {
      await slider.getByRole('button', { name: 'Następny slajd' }).click();
      await expect(active).toHaveAttribute('aria-label', '2 z 3', { timeout: 3000 });
    }).toPass();
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
    await expect(slider.getByRole('button', { name: /^Pokaż slajd 2:/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.keyboard.press('ArrowRight');
    await expect(active).toHaveAttribute('aria-label', '3 z 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(active).toHaveAttribute('aria-label', '1 z 3');
    await slider.getByRole('button', { name: /^Pokaż slajd 3:/ }).click();
    await expect(active).toHaveAttribute('aria-label', '3 z 3');
    // Looping: next from the last is the first.
    await slider.getByRole('button', { name: 'Następny slajd' }).click();
    await expect(active).toHaveAttribute('aria-label', '1 z 3');

    // No autoplay: nothing moves while the visitor reads.
    await page.waitForTimeout(2500);
    await expect(active).toHaveAttribute('aria-label', '1 z 3');
  });

  test("the later slides' and offer rows' pictures wait until the page has loaded, in boxes kept for them", async ({
    page,
  }) => {
    await dismissPromoPopup(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Wyróżnione' });
    const frames = slider.locator('.home-slider__frame');
    await expect(frames).toHaveCount(3);
    // Every frame has the first picture's box, whether its own picture is there yet or not.
    const heights = async () =>
      (await frames.evaluateAll((all) => all.map((frame) => frame.getBoundingClientRect().height))).map(
        Math.round,
      );
    const [first, ...others] = await heights();
    expect(first).toBeGreaterThan(100);
    expect(others).toEqual([first, first]);
    // The second slide's picture, and the photos of the offer rows further down, are requested once
    // the page has loaded and painted (decision 042).
    const started = (selector: string) =>
      page.evaluate((selector) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        const entry = image?.currentSrc ? performance.getEntriesByName(image.currentSrc)[0] : undefined;
        const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return entry ? { start: entry.startTime, loadEnd: loaded.loadEventEnd } : null;
      }, selector);
    const tilePhoto = page.getByTestId('home-new').locator('.offer-tile__photo').first();
    await tilePhoto.scrollIntoViewIfNeeded();
    for (const selector of [
      '.home-slider__slide:nth-child(2) img',
      '[data-testid="home-new"] .offer-tile__photo',
    ]) {
      await expect.poll(() => started(selector)).not.toBeNull();
      const timing = await started(selector);
      expect(timing?.start ?? 0, selector).toBeGreaterThanOrEqual(
        timing?.loadEnd ?? Number.POSITIVE_INFINITY,
      );
    }
    expect(await heights()).toEqual([first, first, first]);
  });

  test('the promotion popup closes by its button and stays closed after a reload', async ({ page }) => {
    const content = await mainPage(page, 'pl');
    if (!content.popup) throw new Error('the demo data has a popup');
    await page.goto('/');
    const popup = page.getByRole('region', { name: content.popup.title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(content.popup.text);
    await expect(popup.getByRole('link', { name: content.popup.linkLabel ?? '' })).toHaveAttribute(
      'href',
      content.popup.link ?? '',
    );
    // Fixed in a corner and not modal: the page beside it stays usable, nothing shifted and focus
    // stayed where it was; it is not a dialog (nothing is asked of the visitor).
    expect(await popup.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect(page.locator('.home-search form')).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await popup.getByRole('button', { name: 'Zamknij' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Wyróżnione' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-popup')).toBeHidden();
    // Another page of the same session does not bring it back either.
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-popup')).toBeHidden();
  });

  test('Escape closes the popup and returns focus; a new session shows it again', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/en');
    const popup = page.getByRole('region', { name: 'Autumn promotion' });
    await expect(popup).toBeVisible();
    // A keyboard visitor reaches the popup, then leaves it with Escape.
    await popup.getByRole('link', { name: 'See promotions' }).focus();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-popup')).toBeHidden();

    const fresh = await browser.newContext({ baseURL });
    await decideConsent(fresh, baseURL ?? '');
    const again = await fresh.newPage();
    await again.goto('/en');
    await expect(again.getByRole('region', { name: 'Autumn promotion' })).toBeVisible();
    await fresh.close();
  });

  test('on a phone the popup keeps clear of the scroll-to-top corner', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible();
    const box = await popup.boundingBox();
    // The scroll button is 48 px wide, 16 px from the right edge.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375 - 48 - 16);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(700);
  });

  test('the popup waits while the cookie banner asks for consent', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-popup')).toBeHidden();
    await context.close();
  });

  test('the who-we-are video loads only after a click', async ({ page }) => {
    await dismissPromoPopup(page);
    const content = await mainPage(page, 'pl');
    await page.goto('/');
    const who = page.locator('section.who-we-are');
    await expect(who.getByRole('button', { name: 'Odtwórz film' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await who.getByRole('button', { name: 'Odtwórz film' }).click();
    const frame = who.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${content.whoWeAre.videoId}?autoplay=1`,
    );
    await expect(frame).toHaveAttribute('title', `Film: ${content.whoWeAre.title}`);
  });
});

test.describe('news (SPEC §2, 6 a page)', () => {
  for (const lang of LANGS) {
    test(`list pages and an item match the API (${lang})`, async ({ page }) => {
      const first = await apiJson<PagedApi<Article>>(page, `/api/news?lang=${lang}&page=1&onPage=6`);
      expect(first.meta.pages).toBeGreaterThan(1);
      await page.goto(`${prefix(lang)}/aktualnosci`);
      const list = page.getByTestId('news-list');
      await expect(cardTitles(list)).toHaveText(first.data.map((item) => item.title));
      // The date reads 'Opublikowano dd/mm/yyyy' to assistive technology, the date alone on screen.
      await expect(list.locator('time').first()).toHaveText(
        new RegExp(`${warsawDate(first.data[0]?.publishedAt ?? '')}$`),
      );

      const last = first.meta.pages;
      const lastPage = await apiJson<PagedApi<Article>>(page, `/api/news?lang=${lang}&page=${last}&onPage=6`);
      await page
        .getByRole('navigation', { name: lang === 'en' ? 'Result pages' : 'Strony wyników' })
        .getByRole('link', { name: lang === 'en' ? `Page ${last}` : `Strona ${last}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/aktualnosci/f/page=${last}$`));
      await expect(cardTitles(list)).toHaveText(lastPage.data.map((item) => item.title));
      await expect(page).toHaveTitle(new RegExp(`${lang === 'en' ? 'page' : 'strona'} ${last}`));

      const item = first.data[0];
      if (!item) throw new Error('seeded news');
      const full = (await apiJson<{ data: Article & { content: string } }>(page, `/api/news/${item.id}`))
        .data;
      await page.goto(`${prefix(lang)}/aktualnosci`);
      // The head is checked after this client-side navigation.
      await waitForHydration(page);
      await cardTitles(list).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/aktualnosci/show/${item.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(page.locator('.content-article__lead')).toHaveText(item.lead);
      const paragraph = /<p>([^<]*)/.exec(full.content)?.[1] ?? '';
      await expect(page.locator('.content-article__body p').first()).toContainText(paragraph);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"NewsArticle"') && text.includes(item.title))).toBe(true);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${prefix(lang)}/aktualnosci/show/${item.id}$`),
      );
    });
  }

  test('page 1 written out redirects to the bare list; a page past the end is a 404', async ({ page }) => {
    await page.goto('/aktualnosci/f/page=1');
    await expect(page).toHaveURL(/\/aktualnosci$/);
    const response = await page.goto('/aktualnosci/f/page=99');
    expect(response?.status()).toBe(404);
  });
});

test.describe('events (SPEC §2, 4 on the first page, then 6)', () => {
  for (const lang of LANGS) {
    test(`pages of 4 then 6 and an item match the API (${lang})`, async ({ page }) => {
      const query = (n: number) => `/api/events?lang=${lang}&firstPage=4&page=${n}&onPage=6`;
      const one = await apiJson<PagedApi<EventItem>>(page, query(1));
      const two = await apiJson<PagedApi<EventItem>>(page, query(2));
      expect(one.data).toHaveLength(4);
      expect(two.data).toHaveLength(6);

      await page.goto(`${prefix(lang)}/wydarzenia`);
      const list = page.getByTestId('event-list');
      await expect(cardTitles(list)).toHaveText(one.data.map((event) => event.title));
      await expect(list.locator('.event-meta dd').nth(1)).toHaveText(one.data[0]?.place ?? '');
      await page.getByRole('link', { name: lang === 'en' ? 'Page 2' : 'Strona 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/wydarzenia/f/page=2$`));
      await expect(cardTitles(list)).toHaveText(two.data.map((event) => event.title));

      const event = two.data[0];
      if (!event) throw new Error('seeded events');
      await cardTitles(list).first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
      await expect(page.locator('.content-article__meta')).toContainText(event.place);
      await expect(page.locator('.content-article__meta time')).toHaveText(warsawDate(event.eventDate));
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"Event"') && text.includes(event.eventDate))).toBe(true);
    });
  }
});

test.describe('blog (SPEC §2: category filter buttons)', () => {
  for (const lang of LANGS) {
    test(`category buttons, pages and an article match the API (${lang})`, async ({ page }) => {
      const categories = (
        await apiJson<{ data: { slug: string; name: string; count: number }[] }>(
          page,
          `/api/blog/categories?lang=${lang}`,
        )
      ).data;
      await page.goto(`${prefix(lang)}/blog`);
      const filter = page.getByRole('navigation', {
        name: lang === 'en' ? 'Blog categories' : 'Kategorie bloga',
      });
      await expect(filter.getByRole('link')).toHaveText([
        lang === 'en' ? 'All' : 'Wszystkie',
        ...categories.map((category) => category.name),
      ]);
      await expect(filter.getByRole('link').first()).toHaveAttribute('aria-current', 'page');

      const category = categories[0];
      if (!category) throw new Error('seeded categories');
      const filtered = await apiJson<PagedApi<BlogPost>>(
        page,
        `/api/blog?lang=${lang}&page=1&onPage=6&categorySlug=${category.slug}&order=desc`,
      );
      await filter.getByRole('link', { name: category.name }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog/f/category=${category.slug}$`));
      await expect(filter.getByRole('link', { name: category.name })).toHaveAttribute('aria-current', 'page');
      const list = page.getByTestId('blog-list');
      await expect(cardTitles(list)).toHaveText(filtered.data.map((post) => post.title));
      await expect(list.locator('.post-meta__category')).toHaveText(filtered.data.map(() => category.name));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Blog: ${category.name}`);

      const second = await apiJson<PagedApi<BlogPost>>(
        page,
        `/api/blog?lang=${lang}&page=2&onPage=6&order=desc`,
      );
      await filter.getByRole('link', { name: lang === 'en' ? 'All' : 'Wszystkie' }).click();
      await page.getByRole('link', { name: lang === 'en' ? 'Page 2' : 'Strona 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog/f/page=2$`));
      await expect(cardTitles(list)).toHaveText(second.data.map((post) => post.title));

      const post = second.data[0];
      if (!post) throw new Error('seeded posts');
      await cardTitles(list).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog/${post.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      if (post.author) await expect(page.locator('.content-article__meta')).toContainText(post.author);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"BlogPosting"') && text.includes(post.title))).toBe(true);
    });
  }

  test('a category and a page together, and an unknown category is a 404', async ({ page }) => {
    // Written in another order: redirected to the one spelling.
    await page.goto('/blog/f/page=1;category=porady');
    await expect(page).toHaveURL(/\/blog\/f\/category=porady$/);
    expect((await page.goto('/blog/f/category=nie-ma-takiej'))?.status()).toBe(404);
    expect((await page.goto('/blog/f/sort=asc'))?.status()).toBe(404);
  });
});

test.describe('missing items are 404 pages (SPEC §8)', () => {
  test("a group under another kind's path; an item or article of the other language sends on", async ({
    page,
  }) => {
    const news = await apiJson<PagedApi<Article>>(page, '/api/news?lang=pl&page=1&onPage=6');
    const posts = await apiJson<PagedApi<BlogPost>>(page, '/api/blog?lang=en&page=1&onPage=6&order=desc');
    const groups = await apiJson<PagedApi<Group>>(page, '/api/grouptype/list/territorial?page=1&limit=6');
    expect((await page.goto(`/oferta_specjalna/promocje/${groups.data[0]?.id}`))?.status()).toBe(404);
    // A Polish news item under /en is where the language switch leads: it is sent on to its
    // English translation (decision 037).
    const item = await apiJson<{ data: { translationId: number | null } }>(
      page,
      `/api/news/${news.data[0]?.id}`,
    );
    expect((await page.goto(`/en/aktualnosci/show/${news.data[0]?.id}`))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/en/aktualnosci/show/${item.data.translationId}`);
    // The same ones at their own address are pages.
    expect((await page.goto(`/aktualnosci/show/${news.data[0]?.id}`))?.status()).toBe(200);
    expect((await page.goto(`/en/blog/${posts.data[0]?.slug}`))?.status()).toBe(200);
    // An English article's slug under the Polish blog is where the language switch leads: it is
    // sent on to the Polish translation (issue 18).
    const english = await apiJson<{ data: { translationSlug: string | null } }>(
      page,
      `/api/blog/slug?lang=en&slug=${posts.data[0]?.slug}`,
    );
    expect((await page.goto(`/blog/${posts.data[0]?.slug}`))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/blog/${english.data.translationSlug}`);
    expect((await page.goto(`/oferta_specjalna/terytorialne/${groups.data[0]?.id}`))?.status()).toBe(200);
  });

  for (const path of [
    '/aktualnosci/show/99999',
    '/aktualnosci/show/abc',
    '/en/aktualnosci/show/99999',
    '/wydarzenia/show/99999',
    '/blog/nie-ma-takiego-artykulu',
    '/en/blog/no-such-article',
    '/oferta_specjalna/promocje/99999',
    '/pl/nie-ma-takiej-strony',
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    });
  }
});

test.describe('FAQ (SPEC §2, collapsible answers)', () => {
  for (const lang of LANGS) {
    test(`every question of the API, answers open and close (${lang})`, async ({ page }) => {
      const faq = (await apiJson<{ data: Faq[] }>(page, `/api/faq?lang=${lang}`)).data;
      await page.goto(`${prefix(lang)}/faq`);
      const list = page.getByTestId('faq-list');
      await expect(list.locator('summary')).toHaveText(faq.map((item) => item.question));
      const first = list.locator('details').first();
      const answer = first.locator('.faq-item__answer');
      await expect(answer).toBeHidden();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
      const text = /<p>([^<]*)/.exec(faq[0]?.answer ?? '')?.[1] ?? '';
      await expect(answer).toContainText(text.slice(0, 40));
      expect(await answer.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('1500px');
      await first.locator('summary').click();
      await expect(answer).toBeHidden();
      // And by keyboard.
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();
    });
  }
});

test.describe('special offers (SPEC §2: promocje, typy-nieruchomosci, terytorialne)', () => {
  const KINDS = [
    { type: 'promocje', api: 'promotion', query: 'order=DESC' },
    { type: 'typy-nieruchomosci', api: 'offer_type', query: 'sort=id&order=ASC' },
    { type: 'terytorialne', api: 'territorial', query: 'order=DESC' },
  ] as const;
  for (const lang of LANGS) {
    for (const kind of KINDS) {
      test(`${kind.type} lists the API's groups (${lang})`, async ({ page }) => {
        const groups = await apiJson<PagedApi<Group>>(
          page,
          `/api/grouptype/list/${kind.api}?page=1&limit=6&${kind.query}&lang=${lang}`,
        );
        await page.goto(`${prefix(lang)}/oferta_specjalna/${kind.type}`);
        const list = page.getByTestId('group-list');
        await expect(list.locator('.group-tile__title')).toHaveText(groups.data.map((group) => group.name));
        await expect(
          page.getByRole('navigation', { name: /Rodzaje ofert specjalnych|Kinds of special offers/ }),
        ).toBeVisible();
        const firstGroup = groups.data[0];
        if (!firstGroup) throw new Error('seeded groups');
        await expect(list.getByRole('link', { name: firstGroup.name })).toHaveAttribute(
          'href',
          `${prefix(lang)}/oferta_specjalna/${kind.type}/${firstGroup.id}`,
        );
        if (groups.meta.pages > 1) {
          const next = await apiJson<PagedApi<Group>>(
            page,
            `/api/grouptype/list/${kind.api}?page=2&limit=6&${kind.query}&lang=${lang}`,
          );
          await page.getByRole('link', { name: lang === 'en' ? 'Page 2' : 'Strona 2' }).click();
          await expect(page).toHaveURL(new RegExp(`/oferta_specjalna/${kind.type}/f/page=2$`));
          await expect(list.locator('.group-tile__title')).toHaveText(next.data.map((group) => group.name));
        }
      });
    }

    test(`a group page shows its description and offers, paged (${lang})`, async ({ page }) => {
      const groups = await apiJson<PagedApi<Group>>(
        page,
        `/api/grouptype/list/territorial?page=1&limit=6&order=DESC&lang=${lang}`,
      );
      const group = groups.data[0];
      if (!group) throw new Error('seeded groups');
      const query = (n: number) =>
        `/api/grouptype/classifieds/${group.id}?page=${n}&limit=6&sort=specialOffer&order=DESC&lang=${lang}`;
      const one = await apiJson<PagedApi<{ id: number; title: string }>>(page, query(1));
      expect(one.meta.pages).toBeGreaterThan(1);

      await page.goto(`${prefix(lang)}/oferta_specjalna/terytorialne`);
      await page.getByTestId('group-list').getByRole('link', { name: group.name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
      const description = /<p>([^<]*)/.exec(group.description)?.[1] ?? '';
      await expect(page.locator('.group-page__description p').first()).toHaveText(description);
      await expect(page.getByTestId('results-count')).toHaveAttribute('data-total', String(one.meta.total));
      const tiles = page.locator('.offer-grid .offer-tile');
      await expect(tiles.locator('.offer-tile__title')).toHaveText(one.data.map((offer) => offer.title));

      const two = await apiJson<PagedApi<{ id: number; title: string }>>(page, query(2));
      await page.getByRole('link', { name: lang === 'en' ? 'Page 2' : 'Strona 2' }).click();
      await expect(page).toHaveURL(new RegExp(`/oferta_specjalna/terytorialne/${group.id}/f/page=2$`));
      await expect(tiles.locator('.offer-tile__title')).toHaveText(two.data.map((offer) => offer.title));
    });
  }
});

test.describe('content pages by slug (SPEC §2 /{lang}/{slug})', () => {
  for (const [lang, slug] of [
    ['pl', 'o-nas'],
    ['en', 'about-us'],
  ] as const) {
    test(`/${lang}/${slug} shows the API's page`, async ({ page }) => {
      const data = (
        await apiJson<{ data: { title: string; description: string; content: string } }>(
          page,
          `/api/page?slug=${slug}&lang=${lang}`,
        )
      ).data;
      await page.goto(`/${lang}/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', data.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/${slug}$`),
      );
      await expect(page.locator('.prose p').first()).toBeVisible();
      expect(await page.locator('.prose script').count()).toBe(0);
    });
  }
});

for (const width of [375, 1280]) {
  test.describe(`axe finds nothing on the content screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    const PAGES: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
      {
        name: 'home with the popup open',
        path: '/',
        prepare: async (page) => {
          await expect(page.getByTestId('promo-popup')).toBeVisible();
        },
      },
      { name: 'news list (English)', path: '/en/aktualnosci' },
      {
        name: 'news item',
        path: '/aktualnosci',
        prepare: async (page) => {
          await page.locator('.article-card__link').first().click();
          await expect(page.locator('.content-article')).toBeVisible();
        },
      },
      { name: 'events list, page 2', path: '/wydarzenia/f/page=2' },
      {
        name: 'event',
        path: '/en/wydarzenia',
        prepare: async (page) => {
          await page.locator('.article-card__link').first().click();
          await expect(page.locator('.content-article')).toBeVisible();
        },
      },
      { name: 'blog category', path: '/blog/f/category=porady' },
      {
        name: 'blog article',
        path: '/en/blog',
        prepare: async (page) => {
          await page.locator('.article-card__link').first().click();
          await expect(page.locator('.content-article')).toBeVisible();
        },
      },
      {
        name: 'FAQ with an answer open',
        path: '/faq',
        prepare: async (page) => {
          await page.getByTestId('faq-list').locator('summary').first().click();
          await expect(page.getByTestId('faq-list').locator('details[open]')).toHaveCount(1);
        },
      },
      { name: 'special offers list', path: '/oferta_specjalna/typy-nieruchomosci' },
      {
        name: 'special-offer group',
        path: '/en/oferta_specjalna/promocje',
        prepare: async (page) => {
          await page.locator('.group-tile__link').first().click();
          await expect(page.locator('.group-page')).toBeVisible();
        },
      },
    ];
    for (const { name, path, prepare } of PAGES) {
      test(name, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await prepare?.(page);
        // After a client-side navigation Next sets the new title when the page's metadata has
        // streamed in, which can be a moment after the content shows (seen once on a slow day).
        await expect(page).toHaveTitle(/\S/);
        await expectNoAxeViolations(page);
      });
    }
  });
}
