// What visitors ask the API for, as request mixes for the load runs of bench/api-tiers.mjs.

/**
 * List pages with the spec's variants, filters, sorts and deep pages (SPEC §3, §7), as the site
 * sends them. (The site sends a circle, `geolocation`, only to /api/classified/nearby.)
 */
export const LISTING_MIX = [
  { typeClassified: 1, itemsPerPage: 6, currentPage: 1 },
  { typeClassified: 2, itemsPerPage: 6, typeProperty: 1, 'areaRentalOffice[gte]': 1 },
  { typeClassified: 1, itemsPerPage: 6, localizationVoivodeship: 14, isSpecialOffer: 0 },
  {
    typeClassified: 1,
    itemsPerPage: 6,
    'price[gte]': 50_000_000,
    'price[lte]': 200_000_000,
    order: 'price_asc',
  },
  { typeClassified: 1, itemsPerPage: 6, currentPage: 40, order: 'newest' },
  { typeClassified: 1, itemsPerPage: 6, 'areaGround[gte]': 1000, order: 'area_desc' },
  { typeClassified: 1, isNew: 1, itemsPerPage: 8 },
  { isRecommended: 1, itemsPerPage: 6 },
  { order: 'viewed_period', itemsPerPage: 3 },
  { typeClassified: 1, itemsPerPage: 6, localizationVoivodeship: 12, localizationTown: 'Kraków' },
  { typeClassified: 2, itemsPerPage: 6, localizationVoivodeship: 2, order: 'price_asc' },
  { typeClassified: 1, itemsPerPage: 6, isDiscount: 1, order: 'price_desc' },
].map((body) => ({ path: '/api/classified', body }));

const POLAND = { south: 49, west: 14.1, north: 54.9, east: 24.2 };
const MAZOWIECKIE = { south: 51.0, west: 19.2, north: 53.5, east: 23.2 };
const WARSAW = { south: 52.1, west: 20.85, north: 52.37, east: 21.25 };
const CRACOW_CENTRE = { south: 50.03, west: 19.88, north: 50.09, east: 20.0 };

/**
 * The home page's static map (no filter), the list pages' static maps (their list's filter), and
 * the interactive map at the zooms a visitor moves through: country, voivodeship, town, district.
 */
export const MAP_MIX = [
  { lang: 'pl' },
  { typeClassified: 1, lang: 'pl' },
  { typeClassified: 2, lang: 'en' },
  { typeClassified: 1, localizationVoivodeship: 14, lang: 'pl' },
  { lang: 'pl', bbox: POLAND, zoom: 6 },
  { typeClassified: 1, lang: 'pl', bbox: POLAND, zoom: 6 },
  { typeClassified: 1, lang: 'pl', bbox: MAZOWIECKIE, zoom: 8 },
  { lang: 'en', bbox: WARSAW, zoom: 11 },
  { typeClassified: 2, lang: 'pl', bbox: WARSAW, zoom: 11 },
  { lang: 'pl', bbox: CRACOW_CENTRE, zoom: 14 },
].map((body) => ({ path: '/api/classified/map', body }));

/** Offer pages: `count` published offers spread over the whole id range, in both languages. */
export async function offerMix(apiBase, offers, count = 40) {
  const requests = [];
  for (let i = 0; requests.length < count && i < count * 3; i += 1) {
    const id = 1 + Math.floor(((i * 7919) % (count * 3)) * (offers / (count * 3)));
    const path = `/api/classified/${id}?lang=${i % 2 ? 'en' : 'pl'}`;
    const response = await fetch(apiBase + path);
    await response.arrayBuffer();
    if (response.ok) requests.push({ method: 'GET', path });
  }
  if (requests.length === 0) throw new Error('no published offer found for the offer mix');
  return requests;
}
