import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Holds the autosave's writes of an offer (its PUT) until the answer's `release()`, so a test sees
 * the unsaved-changes guard ask before the draft saves itself, whatever this machine's speed (the
 * write would otherwise race the 2 s pause); `release()` also lets the page write freely again.
 */
export async function holdOfferAutosave(page: Page, offerId: string): Promise<() => Promise<void>> {
  const itemWrite = new RegExp(`/api/back-office/kinds/offers/${offerId}$`);
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(itemWrite, async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.fallback();
  });
  return async () => {
    open();
    await page.unroute(itemWrite);
  };
}

/** Waits until the map's pin has its tip (its box's bottom middle) within a few pixels of the map's middle. */
export async function expectPinCentred(map: Locator, pin: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [box, pinBox] = await Promise.all([map.boundingBox(), pin.boundingBox()]);
      if (!box || !pinBox) return Number.POSITIVE_INFINITY;
      return Math.max(
        Math.abs(pinBox.x + pinBox.width / 2 - (box.x + box.width / 2)),
        Math.abs(pinBox.y + pinBox.height - (box.y + box.height / 2)),
      );
    })
    .toBeLessThan(4);
}
