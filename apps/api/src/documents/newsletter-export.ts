import type { Language } from '@estate/domain/language';
import type { SubscriberStatus } from '@estate/domain/newsletter-subscribers';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { columnsWorkbook, dateTimeColumn, namedValueColumn, type SheetColumn } from './columns-workbook';

/** One subscriber as a row of the export: what the back office's list shows. */
interface SubscriberSheetRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  voivodeships: number[];
  isAgent: boolean;
  lang: Language;
  consent: { text: string; version: string; at: string };
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastDigestAt: string | null;
}

const STATUS_NAMES: Record<SubscriberStatus, Record<Language, string>> = {
  pending: { pl: 'niepotwierdzony', en: 'pending' },
  confirmed: { pl: 'potwierdzony', en: 'confirmed' },
  unsubscribed: { pl: 'wypisany', en: 'unsubscribed' },
};

/** The export's columns, in order. Times are spreadsheet dates of Polish wall-clock time, as the back office shows them. */
const COLUMNS: SheetColumn<SubscriberSheetRow>[] = [
  { key: 'id', headers: { pl: 'ID', en: 'ID' }, width: 8, value: (row) => row.id },
  { key: 'email', headers: { pl: 'E-mail', en: 'E-mail' }, width: 32, value: (row) => row.email },
  namedValueColumn('status', { pl: 'Status', en: 'Status' }, 16, STATUS_NAMES, (row) => row.status),
  {
    key: 'voivodeships',
    headers: { pl: 'Województwa', en: 'Voivodeships' },
    width: 36,
    value: (row, lang) =>
      row.voivodeships.length === 0
        ? lang === 'en'
          ? 'all'
          : 'wszystkie'
        : row.voivodeships
            .map((code) => voivodeshipByCode(code))
            .map((v) => (v ? (lang === 'en' ? v.nameEn : v.namePl) : ''))
            .filter(Boolean)
            .join(', '),
  },
  {
    key: 'agent',
    headers: { pl: 'Pośrednik', en: 'Agent' },
    width: 10,
    value: (row, lang) => (row.isAgent ? (lang === 'en' ? 'yes' : 'tak') : lang === 'en' ? 'no' : 'nie'),
  },
  { key: 'lang', headers: { pl: 'Język', en: 'Language' }, width: 8, value: (row) => row.lang },
  dateTimeColumn('consentAt', { pl: 'Zgoda udzielona', en: 'Consent given' }, 18, (row) => row.consent.at),
  {
    key: 'consentText',
    headers: { pl: 'Treść zgody', en: 'Consent text' },
    width: 60,
    value: (row) => row.consent.text,
  },
  {
    key: 'consentVersion',
    headers: { pl: 'Wersja zgody', en: 'Consent version' },
    width: 12,
    value: (row) => row.consent.version,
  },
  dateTimeColumn('createdAt', { pl: 'Zapisany', en: 'Signed up' }, 18, (row) => row.createdAt),
  dateTimeColumn('confirmedAt', { pl: 'Potwierdzony', en: 'Confirmed' }, 18, (row) => row.confirmedAt),
  dateTimeColumn('unsubscribedAt', { pl: 'Wypisany', en: 'Unsubscribed' }, 18, (row) => row.unsubscribedAt),
  dateTimeColumn(
    'lastDigestAt',
    { pl: 'Ostatnie zestawienie', en: 'Last digest' },
    18,
    (row) => row.lastDigestAt,
  ),
];

/** The newsletter's subscribers as a workbook, headed in the staff member's language (decision 036). */
export async function subscribersXlsx(rows: readonly SubscriberSheetRow[], lang: Language): Promise<Buffer> {
  return columnsWorkbook(lang === 'en' ? 'Subscribers' : 'Subskrybenci', COLUMNS, rows, lang);
}
