import type { ContactFormKind } from '@estate/domain/contact-forms';
import { formatDateTime } from '@estate/domain/dates';
import type { InboxStatus } from '@estate/domain/form-inbox';
import type { Language } from '@estate/domain/language';
import { columnsWorkbook, dateTimeColumn, namedValueColumn, type SheetColumn } from './columns-workbook';

/** One submission as a row of the export: the list's item and what the sender wrote. */
interface InboxSheetRow {
  id: number;
  createdAt: string;
  updatedAt: string;
  kind: ContactFormKind;
  status: InboxStatus;
  lang: string;
  offer: { tipi: string; titlePl: string; titleEn: string } | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  firm: string | null;
  message: string | null;
  assignee: string | null;
  personalDataRemovedAt: string | null;
  /** Staff's notes, oldest first (none once the personal data are removed). */
  notes: readonly { createdAt: string; author: string | null; text: string }[];
}

/** Each form's name in the staff member's language (the export's column, the inbox's mails). */
export const INBOX_KIND_NAMES: Record<ContactFormKind, Record<Language, string>> = {
  'contact-classified': { pl: 'Pytanie o ofertę', en: 'Question about an offer' },
  'ask-reqest': { pl: 'Zlecenie poszukiwania', en: 'Property search request' },
  contact: { pl: 'Formularz kontaktowy', en: 'Contact form' },
  'classified-file': { pl: 'Prośba o dokumenty', en: 'Documents request' },
  unsubscribe: { pl: 'Wypisanie z newslettera', en: 'Newsletter unsubscribe' },
};

const STATUS_NAMES: Record<InboxStatus, Record<Language, string>> = {
  new: { pl: 'nowe', en: 'new' },
  in_progress: { pl: 'w toku', en: 'in progress' },
  done: { pl: 'załatwione', en: 'done' },
  spam: { pl: 'spam', en: 'spam' },
};

/**
 * The export's columns, in order. Times are spreadsheet dates in Polish wall-clock time, as the
 * back office shows them.
 */
const COLUMNS: SheetColumn<InboxSheetRow>[] = [
  { key: 'id', headers: { pl: 'ID', en: 'ID' }, width: 8, value: (row) => row.id },
  dateTimeColumn('createdAt', { pl: 'Wysłane', en: 'Sent' }, 18, (row) => row.createdAt),
  namedValueColumn('kind', { pl: 'Formularz', en: 'Form' }, 24, INBOX_KIND_NAMES, (row) => row.kind),
  namedValueColumn('status', { pl: 'Status', en: 'Status' }, 12, STATUS_NAMES, (row) => row.status),
  {
    key: 'offer',
    headers: { pl: 'Kod oferty', en: 'Offer code' },
    width: 12,
    value: (row) => row.offer?.tipi ?? null,
  },
  {
    key: 'offerTitle',
    headers: { pl: 'Tytuł oferty', en: 'Offer title' },
    width: 36,
    value: (row, lang) => (row.offer ? (lang === 'en' ? row.offer.titleEn : row.offer.titlePl) : null),
  },
  { key: 'name', headers: { pl: 'Imię i nazwisko', en: 'Name' }, width: 24, value: (row) => row.name },
  { key: 'email', headers: { pl: 'E-mail', en: 'E-mail' }, width: 30, value: (row) => row.email },
  { key: 'phone', headers: { pl: 'Telefon', en: 'Phone' }, width: 16, value: (row) => row.phone },
  { key: 'firm', headers: { pl: 'Firma', en: 'Company' }, width: 20, value: (row) => row.firm },
  { key: 'message', headers: { pl: 'Wiadomość', en: 'Message' }, width: 60, value: (row) => row.message },
  { key: 'lang', headers: { pl: 'Język', en: 'Language' }, width: 8, value: (row) => row.lang },
  {
    key: 'assignee',
    headers: { pl: 'Przypisane do', en: 'Assigned to' },
    width: 22,
    value: (row) => row.assignee,
  },
  dateTimeColumn('updatedAt', { pl: 'Ostatnia zmiana', en: 'Last change' }, 18, (row) => row.updatedAt),
  dateTimeColumn(
    'removedAt',
    { pl: 'Dane osobowe usunięte', en: 'Personal data removed' },
    20,
    (row) => row.personalDataRemovedAt,
  ),
  {
    key: 'notes',
    headers: { pl: 'Notatki', en: 'Notes' },
    width: 60,
    kind: 'notes',
    // One line a note: when (Polish time, as the panel shows it), who, what.
    value: (row) =>
      row.notes.length === 0
        ? null
        : row.notes
            .map((note) => `${formatDateTime(note.createdAt)} ${note.author ?? '—'}: ${note.text}`)
            .join('\n'),
  },
];

/** The inbox's submissions as a workbook, headed in the staff member's language (decision 035). */
export async function inboxXlsx(rows: readonly InboxSheetRow[], lang: Language): Promise<Buffer> {
  return columnsWorkbook(lang === 'en' ? 'Submissions' : 'Zgłoszenia', COLUMNS, rows, lang);
}
