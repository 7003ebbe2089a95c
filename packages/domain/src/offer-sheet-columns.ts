import { changedFields } from './audit-changes';
import { MAX_DATABASE_ID } from './constants';
import { formatDateTime } from './dates';
import { type ErrorCode, zodIssuesToFieldErrors } from './error-codes';
import type { Language } from './language';
import { groszeToPln, plnToGrosze } from './money';
import {
  EDITABLE_OFFER_FLAGS,
  type EditableOfferFlag,
  type OfferEditorInput,
  type OfferEditorValues,
  type OfferStatus,
  offerEditorSchema,
} from './offer-editor';
import { splitParcelIds } from './parcels';
import { CLASSIFIED_TYPES, PROPERTY_TYPES, SALE_MODE_NAMES, SALE_MODES } from './property-types';
import { isAnyErrorCode } from './staff-error-codes';
import { townCoordinates } from './town-coordinates';
import { VOIVODESHIPS } from './voivodeships';
import { fromWarsawLocal } from './warsaw-time';

/**
 * The columns of the back office's offer sheet (issue 17, decision 031): the export of the offers
 * list writes them and the import reads them, so an export is importable unchanged. Each column
 * names its headers in both languages (a sheet may use either, in any order), how the export
 * writes an offer's value and how the import reads a cell back into the offer editor's values
 * (`offerEditorSchema`, which then checks the whole offer as the editor does).
 *
 * More columns are added by appending entries made with the factories below.
 */

/** One import takes at most this many rows of offers, in a file of at most this size. */
export const OFFER_IMPORT_MAX_ROWS = 5_000;
export const OFFER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** One export holds at most this many offers. */
export const OFFER_EXPORT_MAX_ROWS = 10_000;

/** A cell as read from a sheet: rich text and links as their text, a formula as its result. */
export type SheetCell = string | number | boolean | Date | null;

/** One offer as the export writes it. */
export interface SheetOffer {
  id: number;
  status: OfferStatus;
  /** Its public page, when it is published. */
  link: string | null;
  values: OfferEditorValues;
}

type EditorField = keyof OfferEditorValues;
type Headers = Readonly<Record<Language, string>>;

/** What a cell means for the editor's values (`undefined`: the editor's default), or what is wrong with it. */
type CellReading = { value: unknown } | { code: ErrorCode };

/** How the export formats a column's cells. */
export type SheetFormat = 'integer' | 'text' | 'money' | 'area' | 'coordinate' | 'link';

interface ColumnBase {
  /** The column's name in code: the editor's field for a column of values. */
  key: string;
  headers: Headers;
  format: SheetFormat;
  /** The export's column width, in characters. */
  width: number;
  write(offer: SheetOffer, lang: Language): string | number | null;
}

export type OfferSheetColumn =
  /** The offer's id: an empty cell makes a new offer. */
  | (ColumnBase & { role: 'id'; read(cell: SheetCell): CellReading })
  /** One of the editor's values. */
  | (ColumnBase & { role: 'value'; field: EditorField; read(cell: SheetCell): CellReading })
  /** One of the editor's flags (`flags` is one value of the editor, a column per flag in the sheet). */
  | (ColumnBase & { role: 'flag'; flag: EditableOfferFlag; read(cell: SheetCell): CellReading })
  /** Written by the export for the reader, ignored by the import. */
  | (ColumnBase & { role: 'readOnly' });

type ValueColumn = Extract<OfferSheetColumn, { role: 'value' }>;

// --- Cells ---

/** A cell as text, trimmed ('' for an empty cell). */
function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/**
 * A number typed into a cell, or written as text the way people write them: '1 250 000,50',
 * '1.250.000', '1,250,000.50', '420.5'. null for an empty cell, undefined for anything else.
 */
export function cellNumber(cell: SheetCell): number | null | undefined {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  let text = cell.replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return null;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    // Both: the last one separates the decimals, the other groups the digits.
    const [group, decimal] = comma > dot ? ['.', ','] : [',', '.'];
    text = text.split(group).join('').replace(decimal, '.');
  } else {
    // One of them: once it separates the decimals, more often it groups the digits.
    const separator = comma >= 0 ? ',' : '.';
    const count = text.split(separator).length - 1;
    text = count === 1 ? text.replace(separator, '.') : text.split(separator).join('');
  }
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** A name as people type it: spaces and letter case do not count. */
function normalName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

const header = (pl: string, en: string): Headers => ({ pl, en });

function stored(offer: SheetOffer, field: EditorField): unknown {
  return offer.values[field];
}

// --- Column factories ---

/** Free text. An empty cell reads as '' (the editor stores an optional text's '' as none). */
function textColumn(field: EditorField, headers: Headers, width = 24): ValueColumn {
  return {
    key: field,
    role: 'value',
    field,
    headers,
    format: 'text',
    width,
    write: (offer) => {
      const value = stored(offer, field);
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    },
    read: (cell) => ({ value: cellText(cell) }),
  };
}

/** A number of the kind `format` says; money is written in PLN and read into grosze. */
function numberColumn(
  field: EditorField,
  headers: Headers,
  format: 'money' | 'area' | 'coordinate' | 'integer',
  width = 16,
): ValueColumn {
  return {
    key: field,
    role: 'value',
    field,
    headers,
    format,
    width,
    write: (offer) => {
      const value = stored(offer, field);
      if (typeof value !== 'number') return null;
      return format === 'money' ? groszeToPln(value) : value;
    },
    read: (cell) => {
      const value = cellNumber(cell);
      if (value === undefined) return { code: 'invalid_value' };
      if (value === null) return { value: null };
      if (format === 'integer' && !Number.isInteger(value)) return { code: 'invalid_value' };
      return { value: format === 'money' ? plnToGrosze(value) : value };
    },
  };
}

/**
 * One of a list, by its name in either language (as the export writes it in the sheet's). An
 * empty cell is the editor's default (or 'required' where it has none).
 */
function nameColumn<Value extends string | number>(
  field: EditorField,
  headers: Headers,
  choices: readonly { value: Value; names: Headers }[],
  width = 20,
): ValueColumn {
  const byName = new Map<string, Value>();
  for (const choice of choices) {
    for (const name of Object.values(choice.names)) byName.set(normalName(name), choice.value);
  }
  return {
    key: field,
    role: 'value',
    field,
    headers,
    format: 'text',
    width,
    write: (offer, lang) =>
      choices.find((choice) => choice.value === stored(offer, field))?.names[lang] ?? null,
    read: (cell) => {
      const text = cellText(cell);
      if (text === '') return { value: undefined };
      const value = byName.get(normalName(text));
      return value === undefined ? { code: 'import_name_unknown' } : { value };
    },
  };
}

/**
 * Rich text (HTML) as the editor stores it: read as typed, not trimmed, so an exported
 * description reads back as the same text. (A spreadsheet cell holds at most 32,767 characters.)
 */
function htmlColumn(field: EditorField, headers: Headers): ValueColumn {
  return {
    ...textColumn(field, headers, 60),
    read: (cell) => ({
      value: cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell),
    }),
  };
}

const YES_NO: Readonly<Record<'yes' | 'no', Headers>> = {
  yes: header('tak', 'yes'),
  no: header('nie', 'no'),
};
const YES = new Set(['tak', 'yes', 't', 'y', '1', 'x', 'true', 'prawda']);
const NO = new Set(['nie', 'no', 'n', '0', '', 'false', 'fałsz']);

/** A yes/no cell: "tak"/"nie" or "yes"/"no" (and 1/0, x, a checkbox's true/false); empty is no. */
function readYesNo(cell: SheetCell): CellReading {
  if (typeof cell === 'boolean') return { value: cell };
  const text = normalName(cellText(cell));
  if (YES.has(text)) return { value: true };
  return NO.has(text) ? { value: false } : { code: 'invalid_value' };
}

const writeYesNo = (value: unknown, lang: Language) => YES_NO[value === true ? 'yes' : 'no'][lang];

/** A yes/no value of the editor. */
function yesNoColumn(field: EditorField, headers: Headers): ValueColumn {
  return {
    key: field,
    role: 'value',
    field,
    headers,
    format: 'text',
    width: 10,
    write: (offer, lang) => writeYesNo(stored(offer, field), lang),
    read: readYesNo,
  };
}

/** The sheet's name of each flag staff set (the editor's, decision 030); `flags.<flag>` is its key. */
const FLAG_HEADERS: Readonly<Record<EditableOfferFlag, Headers>> = {
  isNew: header('Nowość', 'New'),
  isMakeOffer: header('Złóż ofertę', 'Make an offer'),
  isNegotiablePrice: header('Cena do negocjacji', 'Negotiable price'),
  isSold: header('Sprzedana', 'Sold'),
  isNewPrice: header('Nowa cena', 'New price'),
  isTeletechnicalInfrastructure: header('Infrastruktura teletechniczna', 'Teletechnical infrastructure'),
  isVideoDrone: header('Film z drona', 'Drone video'),
  isConcept: header('Koncepcja zagospodarowania', 'Development concept'),
  isRecommended: header('Polecana', 'Recommended'),
  isInPreparation: header('W przygotowaniu', 'In preparation'),
  isSpecialOffer: header('Oferta specjalna', 'Special offer'),
};

const flagColumns: OfferSheetColumn[] = EDITABLE_OFFER_FLAGS.map((flag) => ({
  key: `flags.${flag}`,
  role: 'flag',
  flag,
  headers: FLAG_HEADERS[flag],
  format: 'text',
  width: 12,
  write: (offer, lang) => writeYesNo(offer.values.flags[flag], lang),
  read: readYesNo,
}));

/** A column the export writes for the reader and the import ignores. */
function readOnlyColumn(
  key: string,
  headers: Headers,
  write: ColumnBase['write'],
  format: SheetFormat = 'text',
  width = 16,
): OfferSheetColumn {
  return { key, role: 'readOnly', headers, format, width, write };
}

const idColumn: OfferSheetColumn = {
  key: 'id',
  role: 'id',
  headers: header('ID', 'ID'),
  format: 'integer',
  width: 8,
  write: (offer) => offer.id,
  read: (cell) => {
    const value = cellNumber(cell);
    if (value === null) return { value: null };
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > MAX_DATABASE_ID) {
      return { code: 'invalid_value' };
    }
    return { value };
  },
};

/** The offer code: an empty cell keeps an offer's code, or numbers a new one. */
const tipiColumn: ValueColumn = {
  ...textColumn('tipi', header('Kod oferty', 'Offer code'), 12),
  read: (cell) => {
    const text = cellText(cell).toUpperCase();
    return { value: text === '' ? null : text };
  },
};

/** 'dd/mm/yyyy HH:mm', 'dd/mm/yyyy, HH:mm' or 'yyyy-mm-dd HH:mm' (or with a T) as datetime-local text. */
function wallClock(text: string): string | null {
  const european = /^(\d{2})\/(\d{2})\/(\d{4}),?\s+(\d{2}):(\d{2})$/.exec(text);
  if (european) return `${european[3]}-${european[2]}-${european[1]}T${european[4]}:${european[5]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})[T\s](\d{2}:\d{2})$/.exec(text);
  return iso ? `${iso[1]}T${iso[2]}` : null;
}

/**
 * A moment as Polish wall-clock time (a tender's start, its deposit deadline; decision 032):
 * written 'dd/mm/yyyy, HH:mm' as the site shows it, read from that, from 'yyyy-mm-dd HH:mm', or
 * from a date cell (a spreadsheet's dates have no zone: their clock is read as Polish time).
 */
function momentColumn(field: EditorField, headers: Headers): ValueColumn {
  return {
    key: field,
    role: 'value',
    field,
    headers,
    format: 'text',
    width: 18,
    write: (offer) => {
      const value = stored(offer, field);
      return typeof value === 'string' ? formatDateTime(value) : null;
    },
    read: (cell) => {
      if (cell === null || cell === '') return { value: null };
      const local = cell instanceof Date ? cell.toISOString().slice(0, 16) : wallClock(cellText(cell));
      const instant = local === null ? null : fromWarsawLocal(local);
      // As the database keeps moments (UTC), so an unchanged cell reads as the stored value.
      return instant === null ? { code: 'invalid_value' } : { value: new Date(instant).toISOString() };
    },
  };
}

/** Parcel identifiers, ", "-separated in one cell. */
const plotIdsColumn: ValueColumn = {
  ...textColumn('plotIds', header('Identyfikatory działek', 'Parcel identifiers'), 30),
  write: (offer) => offer.values.plotIds.join(', '),
  read: (cell) => ({ value: splitParcelIds(cellText(cell)) }),
};

const OFFER_STATUS_NAMES: Readonly<Record<OfferStatus, Headers>> = {
  draft: header('szkic', 'draft'),
  scheduled: header('zaplanowana', 'scheduled'),
  published: header('opublikowana', 'published'),
  unpublished: header('niepublikowana', 'unpublished'),
};

const named = <T extends { namePl: string; nameEn: string }>(item: T) => header(item.namePl, item.nameEn);

export const OFFER_SHEET_COLUMNS: readonly OfferSheetColumn[] = [
  idColumn,
  tipiColumn,
  textColumn('titlePl', header('Tytuł (polski)', 'Title (Polish)'), 50),
  textColumn('titleEn', header('Tytuł (angielski)', 'Title (English)'), 50),
  textColumn('leadPl', header('Wstęp (polski)', 'Lead (Polish)'), 50),
  textColumn('leadEn', header('Wstęp (angielski)', 'Lead (English)'), 50),
  htmlColumn('descriptionPl', header('Opis (polski)', 'Description (Polish)')),
  htmlColumn('descriptionEn', header('Opis (angielski)', 'Description (English)')),
  textColumn('mpzpPl', header('Miejscowy plan (polski)', 'Zoning plan (Polish)'), 40),
  textColumn('mpzpEn', header('Miejscowy plan (angielski)', 'Zoning plan (English)'), 40),
  textColumn('sellerRightsPl', header('Prawa sprzedającego (polski)', 'Seller’s rights (Polish)'), 40),
  textColumn('sellerRightsEn', header('Prawa sprzedającego (angielski)', 'Seller’s rights (English)'), 40),
  nameColumn(
    'typeClassified',
    header('Rodzaj oferty', 'Offer type'),
    CLASSIFIED_TYPES.map((type) => ({ value: type.id, names: named(type) })),
    12,
  ),
  nameColumn(
    'typeProperty',
    header('Typ nieruchomości', 'Property type'),
    PROPERTY_TYPES.map((type) => ({ value: type.id, names: named(type) })),
    28,
  ),
  nameColumn(
    'voivodeship',
    header('Województwo', 'Voivodeship'),
    VOIVODESHIPS.map((voivodeship) => ({ value: voivodeship.code, names: named(voivodeship) })),
  ),
  textColumn('town', header('Miejscowość', 'Town'), 20),
  textColumn('street', header('Ulica', 'Street')),
  textColumn('postalCode', header('Kod pocztowy', 'Postal code'), 12),
  numberColumn('lat', header('Szerokość geograficzna', 'Latitude'), 'coordinate', 12),
  numberColumn('lng', header('Długość geograficzna', 'Longitude'), 'coordinate', 12),
  numberColumn('price', header('Cena (PLN)', 'Price (PLN)'), 'money'),
  numberColumn('discountPrice', header('Cena promocyjna (PLN)', 'Discount price (PLN)'), 'money'),
  numberColumn('priceSqMeter', header('Cena za m² (PLN)', 'Price per m² (PLN)'), 'money', 14),
  numberColumn('areaBuilding', header('Powierzchnia budynku (m²)', 'Building area (m²)'), 'area', 14),
  numberColumn('areaGround', header('Powierzchnia działki (m²)', 'Plot area (m²)'), 'area', 14),
  numberColumn('areaRental', header('Powierzchnia do wynajęcia (m²)', 'Rentable area (m²)'), 'area', 14),
  numberColumn('areaRentalOffice', header('Powierzchnia biurowa (m²)', 'Office area (m²)'), 'area', 14),
  numberColumn(
    'areaRentalWarehouse',
    header('Powierzchnia magazynowa (m²)', 'Warehouse area (m²)'),
    'area',
    14,
  ),
  numberColumn('areaRentalRetail', header('Powierzchnia handlowa (m²)', 'Retail area (m²)'), 'area', 14),
  nameColumn(
    'saleMode',
    header('Tryb sprzedaży', 'Sale mode'),
    SALE_MODES.map((mode) => ({ value: mode, names: SALE_MODE_NAMES[mode] })),
  ),
  textColumn('plotNumbers', header('Numery działek', 'Plot numbers')),
  plotIdsColumn,
  textColumn('landRegister', header('Księga wieczysta', 'Land register'), 18),
  yesNoColumn('mpzp', header('Objęta MPZP', 'Zoning plan in force')),
  textColumn('videoId', header('Film YouTube (identyfikator)', 'YouTube video (id)'), 16),
  numberColumn('agentId', header('ID opiekuna', 'Agent ID'), 'integer', 10),
  // A tender's notice (decision 032): kept only while the sale mode is a tender.
  momentColumn('tenderAt', header('Termin przetargu', 'Tender date')),
  textColumn('tenderPlacePl', header('Miejsce przetargu (polski)', 'Tender place (Polish)'), 36),
  textColumn('tenderPlaceEn', header('Miejsce przetargu (angielski)', 'Tender place (English)'), 36),
  numberColumn('startingPrice', header('Cena wywoławcza (PLN)', 'Starting price (PLN)'), 'money'),
  numberColumn('deposit', header('Wadium (PLN)', 'Deposit (PLN)'), 'money', 14),
  momentColumn('depositDeadline', header('Termin wpłaty wadium', 'Deposit due by')),
  numberColumn(
    'bidIncrement',
    header('Minimalne postąpienie (PLN)', 'Minimum bid increment (PLN)'),
    'money',
    14,
  ),
  ...flagColumns,
  readOnlyColumn('status', header('Stan', 'Status'), (offer, lang) => OFFER_STATUS_NAMES[offer.status][lang]),
  readOnlyColumn('link', header('Link', 'Link'), (offer) => offer.link, 'link', 50),
];

// --- Reading a sheet ---

const BY_HEADER = new Map<string, { column: OfferSheetColumn; lang: Language | null }>();
for (const column of OFFER_SHEET_COLUMNS) {
  for (const lang of ['pl', 'en'] as const) {
    const name = normalName(column.headers[lang]);
    const other = BY_HEADER.get(name);
    if (other && other.column !== column) throw new Error(`Two sheet columns are headed "${name}"`);
    // A header both languages share tells nothing of the sheet's language.
    BY_HEADER.set(name, { column, lang: column.headers.pl === column.headers.en ? null : lang });
  }
}

/** A header row read: the column at each position, the sheet's language, what is wrong with it. */
export interface SheetHeader {
  /** null: an empty header cell (its column is ignored), or an unknown or repeated one. */
  columns: readonly (OfferSheetColumn | null)[];
  /** The language most headers are written in, Polish unless English wins. */
  lang: Language;
  /** Header problems, by position (0-based), with the header's text. */
  errors: readonly { index: number; text: string; code: ErrorCode }[];
  /** What messages call a column or field: the sheet's own header, else the header in its language. */
  label(key: string): string;
}

export function readSheetHeader(texts: readonly SheetCell[]): SheetHeader {
  const columns: (OfferSheetColumn | null)[] = [];
  const errors: { index: number; text: string; code: ErrorCode }[] = [];
  const found = new Map<string, string>();
  const votes = { pl: 0, en: 0 };
  texts.forEach((cell, index) => {
    const text = cellText(cell);
    const match = text === '' ? undefined : BY_HEADER.get(normalName(text));
    if (text !== '' && !match) {
      // The same unknown header twice is one error.
      if (!errors.some((error) => error.text === text)) {
        errors.push({ index, text, code: 'import_header_unknown' });
      }
    } else if (match && found.has(match.column.key)) {
      errors.push({ index, text, code: 'import_header_duplicate' });
    }
    if (!match || found.has(match.column.key)) {
      columns.push(null);
      return;
    }
    found.set(match.column.key, text);
    if (match.lang) votes[match.lang] += 1;
    columns.push(match.column);
  });
  const lang: Language = votes.en > votes.pl ? 'en' : 'pl';
  return {
    columns,
    lang,
    errors,
    label: (key) => {
      const own = found.get(key);
      if (own !== undefined) return own;
      const column = OFFER_SHEET_COLUMNS.find((each) => each.key === key);
      return column ? column.headers[lang] : key;
    },
  };
}

/** A row's cells as read: the offer's id (null: a new offer), its values, the cells that are wrong. */
export interface SheetRow {
  id: number | null;
  values: Partial<Record<EditorField, unknown>>;
  /** The flags the sheet has columns for. */
  flags: Partial<Record<EditableOfferFlag, boolean>>;
  errors: { key: string; code: ErrorCode }[];
}

export function readSheetRow(header: SheetHeader, cells: readonly SheetCell[]): SheetRow {
  const row: SheetRow = { id: null, values: {}, flags: {}, errors: [] };
  header.columns.forEach((column, index) => {
    if (!column || column.role === 'readOnly') return;
    const reading = column.read(cells[index] ?? null);
    if ('code' in reading) row.errors.push({ key: column.key, code: reading.code });
    else if (column.role === 'id') row.id = reading.value as number | null;
    else if (column.role === 'flag') row.flags[column.flag] = reading.value as boolean;
    else row.values[column.field] = reading.value;
  });
  return row;
}

/** Whether a row holds nothing at all (sheets often carry empty rows below the data). */
export function isBlankRow(cells: readonly SheetCell[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

/** A new offer's values that the editor's schema gives no default for and a sheet may leave out. */
const NEW_OFFER: Partial<OfferEditorInput> = {
  tipi: null,
  price: null,
  discountPrice: null,
  priceSqMeter: null,
  areaBuilding: null,
  areaGround: null,
  areaRental: null,
  areaRentalOffice: null,
  areaRentalWarehouse: null,
  areaRentalRetail: null,
  agentId: null,
  flags: {},
};

/** Whether a cell's value is what the offer holds ('' and no value are the same; an empty code keeps it). */
function sameValue(field: EditorField, read: unknown, held: unknown): boolean {
  if (field === 'tipi' && read === null) return true;
  const plain = (value: unknown) => (value === undefined || value === '' ? null : value);
  return JSON.stringify(plain(read)) === JSON.stringify(plain(held));
}

/** The longest text a change shows of a value (descriptions are long): the rest is cut to "…". */
export const SHEET_CHANGE_MAX_TEXT = 300;

/** A cell's value as a change shows it, in one language: as the export writes it. */
type SheetChangeValue = string | number | null;

/** One column a row changes: its header and its value before and after, each in both languages. */
interface SheetChange {
  /** The column's key: the editor's field, `flags.<flag>` for a flag. */
  key: string;
  column: Headers;
  before: Readonly<Record<Language, SheetChangeValue>>;
  after: Readonly<Record<Language, SheetChangeValue>>;
}

function shown(value: string | number | null): SheetChangeValue {
  if (typeof value !== 'string') return value;
  if (value === '') return null;
  return value.length > SHEET_CHANGE_MAX_TEXT ? `${value.slice(0, SHEET_CHANGE_MAX_TEXT - 1)}…` : value;
}

/**
 * The columns whose values differ between an offer's values and what a row makes of them, in the
 * sheet's column order, each value as the export writes it (so a person reads what the sheet says).
 */
export function sheetChanges(held: OfferEditorValues, values: OfferEditorValues): SheetChange[] {
  const differ = changedFields(held, values);
  const before: SheetOffer = { id: 0, status: 'draft', link: null, values: held };
  const after: SheetOffer = { ...before, values };
  const changes: SheetChange[] = [];
  for (const column of OFFER_SHEET_COLUMNS) {
    const changed =
      (column.role === 'value' && column.field in differ) ||
      (column.role === 'flag' && held.flags[column.flag] !== values.flags[column.flag]);
    if (!changed) continue;
    const both = (offer: SheetOffer) => ({
      pl: shown(column.write(offer, 'pl')),
      en: shown(column.write(offer, 'en')),
    });
    changes.push({ key: column.key, column: column.headers, before: both(before), after: both(after) });
  }
  return changes;
}

/** What a row does to an offer, once the offer it names (if any) is known. */
export interface SheetRowOutcome {
  /** The offer's values after the row, as the editor's schema gives them; null when the row is wrong. */
  values: OfferEditorValues | null;
  /** Whether the row changes anything (always, for a new offer). */
  changed: boolean;
  /** Each wrong column (or field of the offer the sheet has no column for) with its code. */
  errors: { key: string; code: ErrorCode }[];
}

/**
 * A row's values over the offer it updates (`held`, the editor's values of the stored offer: the
 * columns the sheet lacks stay as they are) or over a new offer's defaults (`held` null), checked
 * by the editor's schema. An empty latitude or longitude takes the town's. A row that changes
 * nothing is not checked: it writes nothing.
 */
export function offerFromSheetRow(held: OfferEditorValues | null, row: SheetRow): SheetRowOutcome {
  const errors = [...row.errors];
  const wrong = new Set(errors.map((error) => error.key));
  const given = Object.entries(row.values).filter(([field]) => !wrong.has(field));
  const flags = Object.entries(row.flags).filter(([flag]) => !wrong.has(`flags.${flag}`));
  // The flags the sheet has over the offer's (or a new one's, all off).
  if (flags.length > 0) given.push(['flags', { ...held?.flags, ...Object.fromEntries(flags) }]);
  const input: Record<string, unknown> = { ...(held ?? NEW_OFFER), ...Object.fromEntries(given) };

  let coordinatesFromTown = false;
  if (input.lat === null || input.lat === undefined || input.lng === null || input.lng === undefined) {
    coordinatesFromTown = true;
    const found = townCoordinates(input.town, input.voivodeship);
    if (input.lat === null || input.lat === undefined) input.lat = found?.[0];
    if (input.lng === null || input.lng === undefined) input.lng = found?.[1];
  }

  if (
    held &&
    errors.length === 0 &&
    given.every(([field]) => sameValue(field as EditorField, input[field], held[field as EditorField]))
  ) {
    return { values: held, changed: false, errors };
  }

  const parsed = offerEditorSchema.safeParse(input);
  if (!parsed.success) {
    for (const [key, code] of Object.entries(zodIssuesToFieldErrors(parsed.error.issues, isAnyErrorCode))) {
      if (wrong.has(key)) continue;
      // Coordinates that were to come from the town: the town's (or voivodeship's) error says why.
      if (coordinatesFromTown && (key === 'lat' || key === 'lng') && input[key] === undefined) continue;
      errors.push({ key, code });
    }
  }
  if (!parsed.success || errors.length > 0) return { values: null, changed: true, errors };
  const values = parsed.data;
  const changed =
    held === null ||
    Object.keys(changedFields(held, { ...values, tipi: values.tipi ?? held.tipi })).length > 0;
  return { values, changed, errors };
}
