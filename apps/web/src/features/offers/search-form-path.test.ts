import { describe, expect, it } from 'vitest';
import { searchFormPath } from './search-form-path';

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('searchFormPath', () => {
  it('goes to the sale list by default and keeps only chosen values', () => {
    expect(searchFormPath(form({ typeProperty: '', 'price-gte': '' }), 'pl')).toBe('/sprzedaz');
    expect(searchFormPath(form({}), 'en')).toBe('/en/sprzedaz');
  });

  it('puts voivodeship and town in the path, filters in the f segment, price in PLN', () => {
    const path = searchFormPath(
      form({
        typeClassified: 'rent',
        voivodeship: 'lodzkie',
        town: 'Łódź',
        typeProperty: '1',
        'price-gte': '100 000',
        'areaBuilding-lte': '250,5',
        isDiscount: '1',
        isNew: 'on',
        order: 'price_asc',
      }),
      'pl',
    );
    expect(path).toBe(
      '/wynajem/lodzkie/lodz/f/typeProperty=1;price-gte=100000;areaBuilding-lte=250.5;isNew=1;isDiscount=1;order=price_asc',
    );
  });

  it('goes to an offer by its number typed as the town, whatever else the form holds (issue 36)', () => {
    expect(searchFormPath(form({ town: 't 00696', voivodeship: 'mazowieckie', isNew: '1' }), 'pl')).toBe(
      '/szukaj/numer/T00696',
    );
    expect(searchFormPath(form({ town: '#T00696', typeClassified: 'rent' }), 'en')).toBe(
      '/en/szukaj/numer/T00696',
    );
    expect(searchFormPath(form({ town: 'WAR/12' }), 'pl')).toBe('/szukaj/numer/WAR%2F12');
  });

  it('keeps the list’s drawn area through a new search (issue 36), and nothing that is not one', () => {
    expect(searchFormPath(form({ drawnArea: 'c255s.aa.2s', typeProperty: '3' }), 'en')).toBe(
      '/en/sprzedaz/f/typeProperty=3;drawnArea=c255s.aa.2s',
    );
    expect(searchFormPath(form({ drawnArea: 'x;page=3' }), 'pl')).toBe('/sprzedaz');
  });

  it('drops an unknown town, a town without voivodeship and junk values', () => {
    expect(searchFormPath(form({ voivodeship: 'mazowieckie', town: 'Atlantis' }), 'pl')).toBe(
      '/sprzedaz/mazowieckie',
    );
    expect(searchFormPath(form({ town: 'Warszawa', typeProperty: '99', 'price-lte': 'abc' }), 'pl')).toBe(
      '/sprzedaz',
    );
    expect(searchFormPath(form({ order: 'newest', voivodeship: 'nowhere' }), 'en')).toBe('/en/sprzedaz');
  });
});
