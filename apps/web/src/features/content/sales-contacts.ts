import type { Language } from '@estate/domain/language';
import { htmlToText } from '@/lib/html/sanitize-html';
import { type Chunk, chunkContent } from './chunks';

/** SPEC §2 sales contact block: hours, a free line, a regular-rate line and an address. */
export interface SalesContacts {
  /** Empty when the chunk is missing: the caller shows the spec's hours from its messages. */
  hours: string;
  freeLine: string;
  paidLine: string;
  email: string;
}

/** The sales department's details from their content chunks, as plain text; shared by footer and contact page. */
export function salesContacts(chunks: readonly Chunk[], lang: Language): SalesContacts {
  return {
    hours: htmlToText(chunkContent(chunks, 'footer-sales-hours', lang)),
    freeLine: htmlToText(chunkContent(chunks, 'footer-free-line', lang)),
    paidLine: htmlToText(chunkContent(chunks, 'footer-paid-line', lang)),
    email: htmlToText(chunkContent(chunks, 'footer-sales-email', lang)),
  };
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
