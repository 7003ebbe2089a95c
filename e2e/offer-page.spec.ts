import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dataLayerOf, decideConsent } from './support/shell';
import { test } from './support/test';

/** A seeded rent offer with five photos, a video, documents and an agent (deterministic demo data). */
const ID = 14;

interface Detail {
  id: number;
  tipi: string;
  title: string;
  price: number;
  lat: number;
  lng: number;
  localizationTown: string;
  videoId: string;
  photos: unknown[];
  publishedAt: string;
}

async function detail(page: Page, id = ID): Promise<Detail> {
  const response = await page.request.get(`/api/classified/${id}?lang=pl`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Detail }).data;
}

/**
 * Embla loads on the carousel's first use, not with the page. A pointer over the gallery is such a
 * use; moved off and back while the page hydrates (listeners attach then), until Embla has taken
 * over (`data-ready`), which mouse drags need.
 */
async function emblaTakesOver(page: Page): Promise<void> {
  const gallery = page.locator('.offer-carousel__viewport');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await gallery.hover();
    await expect(gallery).toHaveAttribute('data-ready', 'true', { timeout: 3000 });
  }).toPass();
}

/**
 * Holds back the script chunk with Embla's code (known by an event name only Embla has) until
 * `release()`, and tells whether the page has asked for it. Other chunks pass unchanged.
 */
async function holdEmbla(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('slideFocusStart')) {
        requested = true;
        await released;
      }
      // The body is decoded: the server's compression headers no longer describe it.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  return { requested: () => requested, release: () => release() };
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await decideConsent(context, baseURL ?? '');
  // The video provider is never reached from tests.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, body: '<html></html>' }));
});

test('the offer with its details, labelled, with dates dd/mm/yyyy and the price in PLN', async ({ page }) => {
  await page.goto(`/szczegoly_ogloszenia/${ID}`);
  const offer = await detail(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
  await expect(page).toHaveTitle(new RegExp(`^${offer.title.replace(/[()]/g, '.')}`));
  const details = page.locator('.offer-details');
  await expect(details.locator('[data-field="tipi"] dd')).toHaveText(offer.tipi);
  await expect(details.locator('[data-field="publishedAt"] dd')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(details.locator('[data-field="price"] dt')).toHaveText('Cena');
  await expect(details.locator('[data-field="price"] dd')).toHaveText(/^[\d\u00a0]+\u00a0zł$/);
  await expect(details.locator('[data-field="priceSqMeter"] dd')).toHaveText(/zł\/m²$/);
  await expect(details.locator('[data-field="landRegister"] dt')).toHaveText('Księga wieczysta');
  await expect(page.locator('.offer-page__content .prose p').first()).toBeVisible();
  await expect(page.locator('section#contact-offer').getByRole('heading', { level: 2 })).toHaveText(
    'Zapytaj o tę ofertę',
  );
  await page.goto(`/en/szczegoly_ogloszenia/${ID}`);
  await expect(page.locator('.offer-details [data-field="landRegister"] dt')).toHaveText(
    'Land register number',
  );
  await expect(page.locator('.offer-details [data-field="price"] dd')).toHaveText(/^PLN\u00a0[\d,]+$/);
});

test('breadcrumbs, JSON-LD and one canonical URL for the /{group}/{tipi} spelling', async ({ page }) => {
  const offer = await detail(page);
  await page.goto(`/szczegoly_ogloszenia/${ID}/1/${offer.tipi}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/szczegoly_ogloszenia/${ID}$`),
  );
  const crumbs = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
  await expect(crumbs.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Nieruchomości na wynajem' })).toHaveAttribute(
    'href',
    '/wynajem',
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(offer.title);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const listing = blocks.find((block) => block['@type'] === 'RealEstateListing') as {
    name: string;
    offers: { price: number; priceCurrency: string; availability: string };
  };
  await expect.poll(() => listing?.name).toBe(offer.title);
  await expect.poll(() => listing.offers.priceCurrency).toBe('PLN');
  await expect.poll(() => listing.offers.price).toBe(offer.price / 100);
  await expect.poll(() => listing.offers.availability).toBe('https://schema.org/InStock');
  const breadcrumbList = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
    itemListElement: unknown[];
  };
  await expect.poll(() => breadcrumbList?.itemListElement.length).toBe(5);
});

test('a missing offer is the 404 page', async ({ page }) => {
  const response = await page.goto('/szczegoly_ogloszenia/999999');
  await expect.poll(() => response?.status()).toBe(404);
  await expect(
    page.getByText('Przykro nam, ale pod wskazanym adresem nie mamy nieruchomości.'),
  ).toBeVisible();
  const text = await page.goto('/en/szczegoly_ogloszenia/abc');
  await expect.poll(() => text?.status()).toBe(404);
});

test.describe('photo carousel', () => {
  test('first photo is the eager, high-priority image in a fixed 4:3 box', async ({ page }) => {
    await page.goto(`/szczegoly_ogloszenia/${ID}`);
    const first = page.locator('.offer-carousel__slide img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /-480\.webp 480w/);
    const box = await page.locator('.offer-carousel__viewport').boundingBox();
    await expect.poll(() => Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100)).toBe(133);
  });

  test('the next photos and the agent photo wait until the page has loaded and painted', async ({ page }) => {
    await page.goto(`/szczegoly_ogloszenia/${ID}`);
    await page.waitForLoadState('networkidle');
    const slides = page.locator('.offer-carousel__slide');
    // Present once the page has painted, as lazy images (decision 042).
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('.agent-card__photo')).toHaveAttribute('loading', 'lazy');
    // Resource timings of the three images, once each has arrived.
    const timings = () =>
      page.evaluate(() => {
        const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const started = (selector: string) => {
          const image = document.querySelector<HTMLImageElement>(selector);
          if (!image?.currentSrc) return null;
          return performance.getEntriesByName(image.currentSrc)[0]?.startTime ?? null;
        };
        return {
          loadEnd: loaded.loadEventEnd,
          first: started('.offer-carousel__slide:nth-child(1) img'),
          second: started('.offer-carousel__slide:nth-child(2) img'),
          agent: started('.agent-card__photo'),
        };
      });
    await expect.poll(async () => Object.values(await timings()).every((value) => value !== null)).toBe(true);
    const timing = await timings();
    // The first photo is the page's largest paint: requested with the page, before its load event.
    expect(timing.first ?? Number.POSITIVE_INFINITY).toBeLessThan(timing.loadEnd);
    // The others were asked for only after it (the scroller and the lazy-loading margin would have
    // had them compete with the first view).
    expect(timing.second ?? 0).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.agent ?? 0).toBeGreaterThanOrEqual(timing.loadEnd);
    // And the second photo is there when the visitor moves to it.
    await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect
      .poll(() =>
        slides
          .nth(1)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every photo and the agent photo are in the page as plain images', async ({ page }) => {
      await page.goto(`/szczegoly_ogloszenia/${ID}`);
      const photos = (await detail(page)).photos as { path: string }[];
      const slides = page.locator('.offer-carousel__slide img');
      await expect(slides).toHaveCount(photos.length);
      for (const [i, photo] of photos.entries()) {
        await expect(slides.nth(i)).toHaveAttribute('src', `${photo.path}-960.webp`);
      }
      await expect(page.locator('.agent-card__photo')).toHaveAttribute('src', /^\/media\/agents\//);
    });
  });

  test('arrow keys, buttons and full screen', async ({ page }) => {
    await page.goto(`/szczegoly_ogloszenia/${ID}`);
    const offer = await detail(page);
    const counter = page.getByTestId('carousel-counter');
    await expect(counter).toHaveText(`1 / ${offer.photos.length}`);
    const gallery = page.getByRole('region', { name: 'Zdjęcia oferty' });
    // Here with Embla: the test below drives the same controls before it loads.
    await emblaTakesOver(page);
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${offer.photos.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${offer.photos.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`2 / ${offer.photos.length}`);
    await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
    await expect(counter).toHaveText(`3 / ${offer.photos.length}`);
    await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await expect(counter).toHaveText(`1 / ${offer.photos.length}`);

    await page.getByRole('button', { name: 'Pełny ekran' }).click();
    const dialog = page.getByRole('dialog', { name: offer.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.offer-carousel__counter')).toHaveText(`2 / ${offer.photos.length}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counter).toHaveText(`2 / ${offer.photos.length}`);
  });

  test('arrows and keys work before Embla, which only a first use fetches; it takes over in place', async ({
    page,
  }) => {
    const embla = await holdEmbla(page);
    await page.goto(`/szczegoly_ogloszenia/${ID}`);
    const photos = (await detail(page)).photos.length;
    const counter = page.getByTestId('carousel-counter');
    const gallery = page.getByRole('region', { name: 'Zdjęcia oferty' });
    const slides = page.locator('.offer-carousel__slide');
    await page.waitForLoadState('networkidle');
    // Nobody has used the carousel yet: the page's own load did not fetch Embla.
    expect(embla.requested()).toBe(false);

    // The native scroller moves by the arrows (the first click may come before hydration: retried).
    await expect(async () => {
      await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
      await expect(counter).toHaveText(`2 / ${photos}`, { timeout: 3000 });
    }).toPass();
    // That first use asked for Embla, held back here.
    await expect.poll(() => embla.requested()).toBe(true);
    await expect(gallery).not.toHaveAttribute('data-ready', 'true');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
    await expect.poll(() => gallery.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
    await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await expect(counter).toHaveText(`1 / ${photos}`);
    // Looping without Embla too: previous from the first is the last, next from the last the first.
    await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
    await expect(counter).toHaveText(`${photos} / ${photos}`);
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${photos}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${photos}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${photos} / ${photos}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${photos}`);
    await expect.poll(() => gallery.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
    await expect(gallery).not.toHaveAttribute('data-ready', 'true');

    // Embla arrives and takes over at the photo shown: no longer scrolled, the second photo in place.
    embla.release();
    await expect(gallery).toHaveAttribute('data-ready', 'true');
    await expect(counter).toHaveText(`2 / ${photos}`);
    expect(await gallery.evaluate((el) => el.scrollLeft)).toBe(0);
    const view = await gallery.boundingBox();
    const second = await slides.nth(1).boundingBox();
    expect(Math.abs((second?.x ?? -1) - (view?.x ?? 0))).toBeLessThan(2);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${photos}`);
  });

  test('swipe with a pointer drag', async ({ page }) => {
    await page.goto(`/szczegoly_ogloszenia/${ID}`);
    const counter = page.getByTestId('carousel-counter');
    await expect(counter).toHaveText(/^1 \//);
    // A mouse drag is Embla's: the pointer over the gallery, as before any drag, loads it.
    await emblaTakesOver(page);
    const box = await page.locator('.offer-carousel__viewport').boundingBox();
    if (!box) throw new Error('no carousel');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    await page.mouse.up();
    await expect(counter).toHaveText(/^2 \//);
  });
});

test('phone reveal records the click and shows the number as a tel: link', async ({ page }) => {
  await page.goto(`/szczegoly_ogloszenia/${ID}`);
  await expect(page.locator('.agent-card a[href^="tel:"]')).toHaveCount(0);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/stats/classified'));
  await page.getByRole('button', { name: 'Pokaż numer' }).click();
  const response = await answered;
  await expect.poll(() => response.status()).toBe(200);
  await expect.poll(() => response.request().postDataJSON()).toEqual({ classifiedId: ID });
  const { data } = (await response.json()) as { data: { phone: string } };
  const link = page.locator('.agent-card a[href^="tel:"]');
  await expect(link).toHaveText(data.phone);
  await expect(link).toHaveAttribute('href', `tel:${data.phone.replace(/[^\d+]/g, '')}`);
});

test('PDF download parses, in the page language', async ({ page }) => {
  await page.goto(`/en/szczegoly_ogloszenia/${ID}`);
  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute('href', `/get/classified-pdf/${ID}?lang=en`);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(await download.path());
  await expect.poll(() => bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('four nearby offers from the API, without the offer itself', async ({ page }) => {
  await page.goto(`/szczegoly_ogloszenia/${ID}`);
  const offer = await detail(page);
  const response = await page.request.post('/api/classified/nearby', {
    data: {
      geolocation: { lat: offer.lat, lng: offer.lng, radius: 150 },
      localizationTown: offer.localizationTown,
      itemsPerPage: 4,
      currentPage: 1,
      classifiedId: ID,
    },
  });
  const ids = ((await response.json()) as { data: { id: number }[] }).data.map((o) => String(o.id));
  const nearby = page.getByTestId('nearby-offers').locator('.offer-tile');
  await expect(nearby).toHaveCount(4);
  await expect
    .poll(async () => nearby.evaluateAll((els) => els.map((e) => e.getAttribute('data-offer-id'))))
    .toEqual(ids);
  await expect.poll(() => ids.includes(String(ID))).toBe(false);
});

test('the video loads only after a click', async ({ page }) => {
  await page.goto(`/szczegoly_ogloszenia/${ID}`);
  const offer = await detail(page);
  await expect(page.locator('.offer-page__video iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Odtwórz film' }).click();
  await expect(page.locator('.offer-page__video iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${offer.videoId}?autoplay=1`,
  );
});

test('offer analytics, print action and the print stylesheet', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', '1');
  });
  await page.goto(`/szczegoly_ogloszenia/${ID}`);
  await expect
    .poll(async () =>
      (await dataLayerOf(page)).find((e) => (e as { event?: string }).event === 'offerAnalytics'),
    )
    .toMatchObject({ event: 'offerAnalytics', offer: { id: String(ID) } });
  await page.getByRole('button', { name: 'Drukuj' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.offer-page__actions')).toBeHidden();
  await expect(page.locator('.offer-page__nearby')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.offer-details')).toBeVisible();
});

test('share links and the favourite toggle on the offer page', async ({ page }) => {
  await page.goto(`/szczegoly_ogloszenia/${ID}`);
  const actions = page.locator('.offer-page__actions');
  await expect(actions.getByRole('link', { name: /^Udostępnij na LinkedIn/ })).toHaveAttribute(
    'href',
    new RegExp(`linkedin\\.com/sharing/share-offsite/\\?url=http%3A%2F%2F.+%2Fszczegoly_ogloszenia%2F${ID}$`),
  );
  const heart = actions.getByRole('button', { name: /^Dodaj do ulubionych/ });
  await heart.click();
  await expect(actions.getByRole('button', { name: /^Usuń z ulubionych/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.favourites-link__count')).toHaveAttribute('data-count', '1');
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on an offer page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/szczegoly_ogloszenia/${ID}`, `/en/szczegoly_ogloszenia/91`]) {
      await page.goto(path);
      await expect(page.getByTestId('carousel-counter')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
