import { expect, type Locator, type Page } from '@playwright/test';

/** The tiles of the list on the page. */
export function tiles(page: Page): Locator {
  return page.locator('.offer-grid .offer-tile');
}

/** '1 830 000 zł' or 'PLN 1,830,000' -> 1830000. */
export function priceValue(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The figure in the results count ('180 ofert'). */
export async function resultCount(page: Page): Promise<number> {
  const count = page.getByTestId('results-count');
  await expect(count).toBeVisible();
  return Number(await count.getAttribute('data-total'));
}

/** POST /api/classified through the site, as the list page sends it; answers meta.total. */
export async function apiTotal(page: Page, body: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/classified', { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

/**
 * The back office's offer form with every field, as its editor sends it: a former telephone
 * exchange for sale in Warsaw; `fields` override any of them.
 */
export function offerForm(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    titlePl: 'Dawna centrala telefoniczna',
    titleEn: 'A former telephone exchange',
    leadPl: 'Budynek z parkingiem',
    leadEn: 'A building with parking',
    descriptionPl: '<p>Dawna centrala telefoniczna.</p>',
    descriptionEn: '<p>A former telephone exchange.</p>',
    typeClassified: 1,
    typeProperty: 3,
    voivodeship: 14,
    town: 'Warszawa',
    street: 'ul. Długa 1',
    postalCode: '00-001',
    lat: 52.23,
    lng: 21.01,
    price: 250_000_000,
    discountPrice: null,
    priceSqMeter: null,
    areaBuilding: 640,
    areaGround: 1500,
    areaRental: null,
    areaRentalOffice: null,
    areaRentalWarehouse: null,
    areaRentalRetail: null,
    agentId: null,
    flags: {},
    ...fields,
  };
}

/** An offer written (`offerForm(fields)`) and published in the back office by the signed-in staff member of `page`; its id. */
export async function publishOffer(
  page: Page,
  baseURL: string,
  fields: Record<string, unknown>,
): Promise<number> {
  const headers = { origin: new URL(baseURL).origin };
  const created = await page.request.post(`${baseURL}/api/back-office/offers`, {
    headers,
    data: offerForm(fields),
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const published = await page.request.post(`${baseURL}/api/back-office/offers/${id}/publication`, {
    headers,
    data: { action: 'publish' },
  });
  expect(published.status()).toBe(200);
  return id;
}
