/** What a pool photo shows; the scene painter draws one building of this kind (or none, for land). */
export type SceneKind = 'exchange' | 'office' | 'warehouse' | 'land' | 'commercial' | 'residential';

export interface PoolPhoto {
  /** 1-based number in the file name (photo-07). */
  n: number;
  kind: SceneKind;
  /** Light of the scene, so photos of one kind still differ at a glance. */
  light: 'day' | 'sunset' | 'overcast' | 'dusk';
  altPl: string;
  altEn: string;
}

/**
 * The ~24 illustrative offer photos. Offers share them (300 demo offers, 100 000 benchmark offers),
 * so the alt texts describe the picture itself; the offer appends its town.
 */
export const OFFER_PHOTOS: readonly PoolPhoto[] = [
  {
    n: 1,
    kind: 'exchange',
    light: 'day',
    altPl: 'Budynek dawnej centrali telefonicznej od strony ulicy',
    altEn: 'Former telephone exchange building seen from the street',
  },
  {
    n: 2,
    kind: 'exchange',
    light: 'sunset',
    altPl: 'Ceglany budynek centrali z masztem antenowym',
    altEn: 'Brick exchange building with an antenna mast',
  },
  {
    n: 3,
    kind: 'exchange',
    light: 'dusk',
    altPl: 'Elewacja frontowa budynku technicznego o zmierzchu',
    altEn: 'Front elevation of the technical building at dusk',
  },
  {
    n: 4,
    kind: 'exchange',
    light: 'overcast',
    altPl: 'Budynek centrali i ogrodzony plac manewrowy',
    altEn: 'Exchange building and its fenced yard',
  },
  {
    n: 5,
    kind: 'exchange',
    light: 'day',
    altPl: 'Trzykondygnacyjny budynek telekomunikacyjny w zabudowie miejskiej',
    altEn: 'Three-storey telecom building among town houses',
  },
  {
    n: 6,
    kind: 'exchange',
    light: 'sunset',
    altPl: 'Budynek techniczny z wieżą radiolinii',
    altEn: 'Technical building with a radio relay tower',
  },
  {
    n: 7,
    kind: 'office',
    light: 'day',
    altPl: 'Biurowiec z przeszkloną elewacją',
    altEn: 'Office block with a glazed facade',
  },
  {
    n: 8,
    kind: 'office',
    light: 'overcast',
    altPl: 'Budynek biurowy z parkingiem przed wejściem',
    altEn: 'Office building with a car park in front of the entrance',
  },
  {
    n: 9,
    kind: 'office',
    light: 'sunset',
    altPl: 'Biurowiec w centrum miasta o zachodzie słońca',
    altEn: 'City-centre office building at sunset',
  },
  {
    n: 10,
    kind: 'office',
    light: 'dusk',
    altPl: 'Oświetlony budynek biurowy wieczorem',
    altEn: 'Office building with its lights on in the evening',
  },
  {
    n: 11,
    kind: 'warehouse',
    light: 'day',
    altPl: 'Hala magazynowa z rampami rozładunkowymi',
    altEn: 'Warehouse with loading docks',
  },
  {
    n: 12,
    kind: 'warehouse',
    light: 'overcast',
    altPl: 'Budynek magazynowy i utwardzony plac',
    altEn: 'Warehouse building and paved yard',
  },
  {
    n: 13,
    kind: 'warehouse',
    light: 'sunset',
    altPl: 'Hala magazynowa z bramami wjazdowymi',
    altEn: 'Warehouse hall with entrance gates',
  },
  {
    n: 14,
    kind: 'warehouse',
    light: 'day',
    altPl: 'Zaplecze magazynowe z częścią socjalno-biurową',
    altEn: 'Storage building with an office and staff section',
  },
  {
    n: 15,
    kind: 'land',
    light: 'day',
    altPl: 'Niezabudowana działka z widokiem na las',
    altEn: 'Undeveloped plot with a view of the woods',
  },
  {
    n: 16,
    kind: 'land',
    light: 'sunset',
    altPl: 'Działka inwestycyjna przy drodze dojazdowej',
    altEn: 'Investment plot by the access road',
  },
  {
    n: 17,
    kind: 'land',
    light: 'overcast',
    altPl: 'Płaski teren porośnięty trawą',
    altEn: 'Flat grassland',
  },
  {
    n: 18,
    kind: 'land',
    light: 'day',
    altPl: 'Ogrodzona działka z pojedynczymi drzewami',
    altEn: 'Fenced plot with scattered trees',
  },
  {
    n: 19,
    kind: 'commercial',
    light: 'day',
    altPl: 'Parterowy pawilon handlowo-usługowy',
    altEn: 'Single-storey retail and service pavilion',
  },
  {
    n: 20,
    kind: 'commercial',
    light: 'sunset',
    altPl: 'Budynek usługowy z witrynami od strony ulicy',
    altEn: 'Commercial building with shop windows on the street',
  },
  {
    n: 21,
    kind: 'commercial',
    light: 'overcast',
    altPl: 'Lokal handlowy w parterze budynku',
    altEn: 'Ground-floor retail unit',
  },
  {
    n: 22,
    kind: 'residential',
    light: 'day',
    altPl: 'Budynek mieszkalny z balkonami',
    altEn: 'Residential block with balconies',
  },
  {
    n: 23,
    kind: 'residential',
    light: 'sunset',
    altPl: 'Blok mieszkalny wśród zieleni',
    altEn: 'Apartment block among greenery',
  },
  {
    n: 24,
    kind: 'residential',
    light: 'overcast',
    altPl: 'Budynek mieszkalny przy spokojnej ulicy',
    altEn: 'Residential building on a quiet street',
  },
];

/**
 * Which pool photos fit a property type (ids of @estate/domain/property-types), best first:
 * a land plot must never show an office block.
 */
export const PHOTO_KINDS_BY_TYPE: Readonly<Record<number, readonly SceneKind[]>> = {
  1: ['office', 'commercial'],
  2: ['land'],
  3: ['exchange'],
  4: ['warehouse'],
  5: ['commercial', 'office'],
  6: ['residential'],
  7: ['commercial', 'residential'],
  8: ['land', 'warehouse'],
};
