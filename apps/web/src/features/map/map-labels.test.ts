import { describe, expect, it } from 'vitest';
import enMessages from '../../../messages/en.json';
import plMessages from '../../../messages/pl.json';
import { parseMapLabels } from './map-labels';
import { formatCount } from './plural';

/** The `map` namespace proposed for messages/pl.json and messages/en.json (same keys in both). */
const PROPOSED_MESSAGES = {
  pl: {
    region: 'Mapa ofert',
    mapSummary: {
      one: 'Mapa Polski z liczbą ofert w województwach i miastach, łącznie # oferta',
      few: 'Mapa Polski z liczbą ofert w województwach i miastach, łącznie # oferty',
      many: 'Mapa Polski z liczbą ofert w województwach i miastach, łącznie # ofert',
      other: 'Mapa Polski z liczbą ofert w województwach i miastach, łącznie # oferty',
    },
    offers: { one: '# oferta', few: '# oferty', many: '# ofert', other: '# oferty' },
    locations: 'Oferty według miejsc',
    showInteractive: 'Pokaż mapę interaktywną',
    bordersCredit:
      'Granice województw – źródło: PRG, GUGiK; polska-geojson © 2019 Piotr Patrzyk (licencja MIT)',
    interactiveMap: 'Interaktywna mapa ofert',
    loading: 'Ładowanie mapy…',
    loadError: 'Nie udało się wczytać ofert na mapie. Spróbuj ponownie później.',
    zoomIn: 'Przybliż',
    zoomOut: 'Oddal',
    cluster: {
      one: '# oferta w tym miejscu, przybliż',
      few: '# oferty w tym miejscu, przybliż',
      many: '# ofert w tym miejscu, przybliż',
      other: '# oferty w tym miejscu, przybliż',
    },
    offersInView: {
      one: '# oferta w widocznym obszarze',
      few: '# oferty w widocznym obszarze',
      many: '# ofert w widocznym obszarze',
      other: '# oferty w widocznym obszarze',
    },
    sold: 'Sprzedane',
  },
  en: {
    region: 'Offer map',
    mapSummary: {
      one: 'Map of Poland with the number of offers by voivodeship and city, # offer in all',
      few: 'Map of Poland with the number of offers by voivodeship and city, # offers in all',
      many: 'Map of Poland with the number of offers by voivodeship and city, # offers in all',
      other: 'Map of Poland with the number of offers by voivodeship and city, # offers in all',
    },
    offers: { one: '# offer', few: '# offers', many: '# offers', other: '# offers' },
    locations: 'Offers by place',
    showInteractive: 'Show interactive map',
    bordersCredit:
      'Voivodeship borders – source: PRG, GUGiK; polska-geojson © 2019 Piotr Patrzyk (MIT licence)',
    interactiveMap: 'Interactive offer map',
    loading: 'Loading the map…',
    loadError: 'The offers on the map could not be loaded. Please try again later.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    cluster: {
      one: '# offer here, zoom in',
      few: '# offers here, zoom in',
      many: '# offers here, zoom in',
      other: '# offers here, zoom in',
    },
    offersInView: {
      one: '# offer in view',
      few: '# offers in view',
      many: '# offers in view',
      other: '# offers in view',
    },
    sold: 'Sold',
  },
} as const;

describe('parseMapLabels', () => {
  it('accepts the proposed Polish and English texts', () => {
    const pl = parseMapLabels({ ...PROPOSED_MESSAGES.pl, area: plMessages.map.area });
    expect(formatCount(pl.offers, 3, 'pl')).toBe('3 oferty');
    expect(formatCount(pl.cluster, 25, 'pl')).toBe('25 ofert w tym miejscu, przybliż');
    const en = parseMapLabels({ ...PROPOSED_MESSAGES.en, area: enMessages.map.area });
    expect(formatCount(en.offersInView, 1, 'en')).toBe('1 offer in view');
  });

  it('reads the message files, drawing an area included (issue 36)', () => {
    expect(parseMapLabels(plMessages.map).area.draw).toBe('Zaznacz obszar');
    expect(parseMapLabels(enMessages.map).area.draw).toBe('Draw an area');
  });

  it('refuses a namespace with a text missing, naming it', () => {
    const { zoomOut: _, ...missing } = PROPOSED_MESSAGES.pl;
    expect(() => parseMapLabels(missing)).toThrow(/zoomOut/);
    expect(() => parseMapLabels(undefined)).toThrow();
  });
});
