import { describe, expect, it } from 'vitest';
import { EDITABLE_OFFER_FLAGS, type OfferEditorValues, offerEditorSchema } from './offer-editor';
import {
  cellNumber,
  isBlankRow,
  OFFER_SHEET_COLUMNS,
  offerFromSheetRow,
  readSheetHeader,
  readSheetRow,
  SHEET_CHANGE_MAX_TEXT,
  type SheetCell,
  type SheetOffer,
  sheetChanges,
} from './offer-sheet-columns';
import { SALE_MODE_NAMES, SALE_MODES } from './property-types';
import { TOWNS } from './towns';

/** A stored offer's editor values: a former exchange for sale in Gdańsk. */
const heldInput = {
  tipi: 'T00042',
  titlePl: 'Dawna centrala w Gdańsku',
  titleEn: 'Former exchange in Gdańsk',
  leadPl: 'Budynek z parkingiem',
  descriptionPl: '<p>Opis</p>',
  typeClassified: 1,
  typeProperty: 3,
  voivodeship: 22,
  town: 'Gdańsk',
  street: 'ul. Długa 1',
  postalCode: '80-001',
  lat: 54.35,
  lng: 18.65,
  price: 250_000_050,
  discountPrice: 199_999_999,
  priceSqMeter: null,
  areaBuilding: 640.5,
  areaGround: 1500,
  areaRental: null,
  areaRentalOffice: null,
  areaRentalWarehouse: null,
  areaRentalRetail: null,
  landRegister: 'GD1G/00012345/6',
  agentId: 7,
  flags: { isNew: true },
};
/** A sale mode besides the default that needs no more fields than these. */
const otherMode =
  SALE_MODES.find(
    (mode) => mode !== 'sale' && offerEditorSchema.safeParse({ ...heldInput, saleMode: mode }).success,
  ) ?? 'sale';
const held: OfferEditorValues = offerEditorSchema.parse({ ...heldInput, saleMode: otherMode });

const offer: SheetOffer = { id: 42, status: 'published', link: 'https://example.pl/oferta/42', values: held };

const headers = (lang: 'pl' | 'en') => OFFER_SHEET_COLUMNS.map((column) => column.headers[lang]);
const cellsOf = (lang: 'pl' | 'en') => OFFER_SHEET_COLUMNS.map((column) => column.write(offer, lang));

/** A sheet row from named cells under a header of those names (Polish headers by column key). */
function sheet(cells: Record<string, SheetCell>) {
  const keys = Object.keys(cells);
  const header = readSheetHeader(
    keys.map((key) => OFFER_SHEET_COLUMNS.find((column) => column.key === key)?.headers.pl ?? key),
  );
  return { header, row: readSheetRow(header, Object.values(cells)) };
}

describe('the offer sheet columns', () => {
  it('have headers no other column has, in either language', () => {
    const all = OFFER_SHEET_COLUMNS.flatMap((column) => [
      ...new Set([column.headers.pl, column.headers.en].map((text) => text.toLowerCase())),
    ]);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(OFFER_SHEET_COLUMNS.map((column) => column.key)).size).toBe(OFFER_SHEET_COLUMNS.length);
  });

  it.each(['pl', 'en'] as const)('read back unchanged what the export writes (%s)', (lang) => {
    const header = readSheetHeader(headers(lang));
    expect(header.errors).toEqual([]);
    expect(header.lang).toBe(lang);
    const row = readSheetRow(header, cellsOf(lang));
    expect(row.errors).toEqual([]);
    expect(row.id).toBe(42);
    expect(offerFromSheetRow(held, row)).toEqual({ values: held, changed: false, errors: [] });
  });

  it('write names in the language, money in PLN, and read-only columns for the reader', () => {
    const byKey = (lang: 'pl' | 'en') =>
      Object.fromEntries(OFFER_SHEET_COLUMNS.map((column, index) => [column.key, cellsOf(lang)[index]]));
    expect(byKey('pl')).toMatchObject({
      id: 42,
      tipi: 'T00042',
      typeClassified: 'sprzedaż',
      voivodeship: 'pomorskie',
      price: 2_500_000.5,
      discountPrice: 1_999_999.99,
      saleMode: SALE_MODE_NAMES[otherMode].pl,
      agentId: 7,
      status: 'opublikowana',
      link: 'https://example.pl/oferta/42',
    });
    expect(byKey('en')).toMatchObject({
      typeClassified: 'sale',
      voivodeship: 'Pomeranian',
      status: 'published',
    });
  });

  it('have a column for every value of the offer editor, one per flag (decision 056)', () => {
    const covered = new Set(
      OFFER_SHEET_COLUMNS.flatMap((column) =>
        column.role === 'value' ? [column.field] : column.role === 'flag' ? ['flags'] : [],
      ),
    );
    expect([...covered].sort()).toEqual(Object.keys(held).sort());
    expect(OFFER_SHEET_COLUMNS.filter((column) => column.role === 'flag')).toHaveLength(
      EDITABLE_OFFER_FLAGS.length,
    );
  });

  it('read flags and yes/no as either language writes them, descriptions as typed', () => {
    const { row } = sheet({
      'flags.isNew': 'nie',
      'flags.isSold': 'Yes',
      'flags.isRecommended': true,
      'flags.isConcept': null,
      'flags.isVideoDrone': 'może',
      mpzp: 'tak',
      descriptionPl: '  <p>Opis</p>\n',
    });
    expect(row.flags).toEqual({ isNew: false, isSold: true, isRecommended: true, isConcept: false });
    expect(row.errors).toEqual([{ key: 'flags.isVideoDrone', code: 'invalid_value' }]);
    expect(row.values).toEqual({ mpzp: true, descriptionPl: '  <p>Opis</p>\n' });
  });

  it('list each column a row changes, old and new in both languages, long texts cut', () => {
    const long = 'x'.repeat(SHEET_CHANGE_MAX_TEXT + 50);
    const { row } = sheet({
      id: 42,
      'flags.isNew': 'nie',
      'flags.isSold': 'nie',
      price: 2_600_000,
      descriptionEn: long,
    });
    const outcome = offerFromSheetRow(held, row);
    expect(outcome.changed).toBe(true);
    if (!outcome.values) throw new Error('no values');
    expect(sheetChanges(held, outcome.values)).toEqual([
      {
        key: 'descriptionEn',
        column: { pl: 'Opis (angielski)', en: 'Description (English)' },
        before: { pl: null, en: null },
        after: {
          pl: `${long.slice(0, SHEET_CHANGE_MAX_TEXT - 1)}…`,
          en: `${long.slice(0, SHEET_CHANGE_MAX_TEXT - 1)}…`,
        },
      },
      {
        key: 'price',
        column: { pl: 'Cena (PLN)', en: 'Price (PLN)' },
        before: { pl: 2_500_000.5, en: 2_500_000.5 },
        after: { pl: 2_600_000, en: 2_600_000 },
      },
      {
        key: 'flags.isNew',
        column: { pl: 'Nowość', en: 'New' },
        before: { pl: 'tak', en: 'yes' },
        after: { pl: 'nie', en: 'no' },
      },
    ]);
  });

  it('find columns by header in either language, in any order, with spaces and case as typed', () => {
    const header = readSheetHeader(['  cena (pln) ', 'Voivodeship', null, 'ID']);
    expect(header.columns.map((column) => column?.key ?? null)).toEqual(['price', 'voivodeship', null, 'id']);
    expect(header.errors).toEqual([]);
    expect(header.label('price')).toBe('cena (pln)');
  });

  it('name unknown and repeated headers as errors, and label the missing columns in the sheet’s language', () => {
    const header = readSheetHeader(['Title (Polish)', 'Colour', 'Tytuł (polski)', 'Offer type']);
    expect(header.errors).toEqual([
      { index: 1, text: 'Colour', code: 'import_header_unknown' },
      { index: 2, text: 'Tytuł (polski)', code: 'import_header_duplicate' },
    ]);
    expect(header.columns.map((column) => column?.key ?? null)).toEqual([
      'titlePl',
      null,
      null,
      'typeClassified',
    ]);
    expect(header.lang).toBe('en');
    expect(header.label('town')).toBe('Town');
    expect(header.label('colour')).toBe('colour');
  });

  it('read names in either language and every sale mode by its names', () => {
    for (const mode of SALE_MODES) {
      for (const name of Object.values(SALE_MODE_NAMES[mode])) {
        expect(sheet({ saleMode: name.toUpperCase() }).row.values).toEqual({ saleMode: mode });
      }
    }
    expect(sheet({ voivodeship: 'Masovian', typeProperty: 'MAGAZYN', typeClassified: 'rent' }).row).toEqual({
      id: null,
      values: { voivodeship: 14, typeProperty: 4, typeClassified: 2 },
      flags: {},
      errors: [],
    });
    expect(sheet({ voivodeship: 'Mazowsze' }).row.errors).toEqual([
      { key: 'voivodeship', code: 'import_name_unknown' },
    ]);
  });

  it('read numbers as people write them', () => {
    expect(
      [
        '1 250 000,50',
        '1.250.000',
        '1,250,000.50',
        '420.5',
        '420,5',
        ' ',
        12.5,
        'abc',
        '1,2,3.4.5',
        true,
      ].map((cell) => cellNumber(cell)),
    ).toEqual([
      1_250_000.5,
      1_250_000,
      1_250_000.5,
      420.5,
      420.5,
      null,
      12.5,
      undefined,
      undefined,
      undefined,
    ]);
    expect(sheet({ price: '1 250 000,50', areaGround: 'dużo', id: 'x' }).row).toEqual({
      id: null,
      values: { price: 125_000_050 },
      flags: {},
      errors: [
        { key: 'areaGround', code: 'invalid_value' },
        { key: 'id', code: 'invalid_value' },
      ],
    });
  });

  it('make a new offer from a few columns, its coordinates the town’s', () => {
    const { row } = sheet({
      id: null,
      tipi: ' ',
      titlePl: 'Działka w Radomiu',
      titleEn: 'Plot in Radom',
      typeClassified: 'sprzedaż',
      typeProperty: 'grunt',
      voivodeship: 'mazowieckie',
      town: 'Radom',
      price: 350000,
    });
    const outcome = offerFromSheetRow(null, row);
    const radom = TOWNS.find((town) => town[0] === 'Radom');
    expect(outcome.errors).toEqual([]);
    expect(outcome.changed).toBe(true);
    expect(outcome.values).toMatchObject({
      tipi: null,
      titlePl: 'Działka w Radomiu',
      voivodeship: 14,
      lat: radom?.[2],
      lng: radom?.[3],
      price: 35_000_000,
      leadPl: '',
      street: null,
      saleMode: 'sale',
      flags: { isNew: false },
    });
  });

  it('say what a new offer lacks, and only the voivodeship when its name is unknown', () => {
    expect(offerFromSheetRow(null, sheet({ titlePl: 'Sam tytuł' }).row).errors).toEqual(
      expect.arrayContaining([
        { key: 'titleEn', code: 'required' },
        { key: 'typeClassified', code: 'required' },
        { key: 'voivodeship', code: 'required' },
        { key: 'town', code: 'required' },
      ]),
    );
    const { row } = sheet({
      titlePl: 'Działka',
      titleEn: 'Plot',
      typeClassified: 'sale',
      typeProperty: 'land plot',
      voivodeship: 'Atlantis',
      town: 'Nibylandia',
    });
    expect(offerFromSheetRow(null, row)).toEqual({
      values: null,
      changed: true,
      errors: [{ key: 'voivodeship', code: 'import_name_unknown' }],
    });
  });

  it('change only the columns a row has, checked as the editor checks them', () => {
    const { row } = sheet({ id: 42, price: 1_000_000 });
    const outcome = offerFromSheetRow(held, row);
    expect(outcome.errors).toEqual([{ key: 'discountPrice', code: 'discount_not_lower' }]);
    const lower = offerFromSheetRow(held, sheet({ id: 42, price: 2_100_000, street: '' }).row);
    expect(lower.errors).toEqual([]);
    expect(lower.values).toEqual({ ...held, price: 210_000_000, street: null });
    // An empty code keeps the offer's.
    expect(lower.values?.tipi).toBe('T00042');
  });

  it('take the town’s coordinates for empty ones when a row moves an offer', () => {
    const { row } = sheet({ id: 42, town: 'Gdynia', lat: null, lng: '' });
    const gdynia = TOWNS.find((town) => town[0] === 'Gdynia');
    expect(offerFromSheetRow(held, row).values).toMatchObject({
      town: 'Gdynia',
      lat: gdynia?.[2],
      lng: gdynia?.[3],
    });
  });

  it('leave alone an unchanged row, even over an offer the editor would refuse today', () => {
    const old = { ...held, town: 'Nowhere' };
    const outcome = offerFromSheetRow(old, sheet({ id: 42, town: 'Nowhere', tipi: 't00042' }).row);
    expect(outcome).toEqual({ values: old, changed: false, errors: [] });
    expect(offerFromSheetRow(old, sheet({ id: 42, price: 2_400_000 }).row).errors).toEqual([
      { key: 'town', code: 'town_unknown' },
    ]);
  });

  it('write a tender’s notice in Polish time and read it back unchanged, or from a typed or date cell', () => {
    const tender = offerEditorSchema.parse({
      ...heldInput,
      saleMode: 'oral_auction',
      tenderAt: '2026-12-15T09:00:00.000Z',
      tenderPlacePl: 'Gdańsk, sala 102',
      tenderPlaceEn: 'Gdańsk, room 102',
      startingPrice: 250_000_000,
      deposit: 25_000_000,
      depositDeadline: '2026-12-11T22:59:00.000Z',
      bidIncrement: 2_500_000,
      plotIds: ['226101_1.0001.12/3', '226101_1.0001.13'],
    });
    const tenderOffer: SheetOffer = { ...offer, values: tender };
    const written = Object.fromEntries(
      OFFER_SHEET_COLUMNS.map((column) => [column.key, column.write(tenderOffer, 'pl')]),
    );
    expect([written.tenderAt, written.depositDeadline, written.bidIncrement, written.plotIds]).toEqual([
      '15/12/2026, 10:00',
      '11/12/2026, 23:59',
      25_000,
      '226101_1.0001.12/3, 226101_1.0001.13',
    ]);
    const keys = ['id', 'tenderAt', 'depositDeadline', 'deposit', 'plotIds'] as const;
    const same = sheet(Object.fromEntries(keys.map((key) => [key, written[key] ?? null])));
    expect(offerFromSheetRow(tender, same.row)).toMatchObject({ changed: false, errors: [] });
    // Typed the ISO way, or as a date cell (its clock read as Polish time): an hour later.
    for (const cell of ['2026-12-15 11:00', new Date('2026-12-15T11:00:00Z')]) {
      const later = offerFromSheetRow(tender, sheet({ id: 42, tenderAt: cell }).row);
      expect(later.values?.tenderAt).toBe('2026-12-15T10:00:00.000Z');
    }
    expect(offerFromSheetRow(tender, sheet({ id: 42, tenderAt: 'next Monday' }).row).errors).toEqual([
      { key: 'tenderAt', code: 'invalid_value' },
    ]);
  });

  it('tell empty rows apart', () => {
    expect(isBlankRow([null, '', '  '])).toBe(true);
    expect(isBlankRow([null, 0])).toBe(false);
  });
});
