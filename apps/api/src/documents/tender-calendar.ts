import { formatDateTime } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import type { TenderNotice } from '@estate/domain/offer-types';
import { SALE_MODE_NAMES } from '@estate/domain/property-types';
import { ICalCalendar } from 'ical-generator';

/** How long a calendar entry for a tender lasts: the notice gives a start only. */
const TENDER_MINUTES = 60;

const LABELS = {
  pl: {
    tender: 'Przetarg',
    startingPrice: 'Cena wywoławcza',
    deposit: 'Wadium',
    depositDeadline: 'płatne do',
    bidIncrement: 'Minimalne postąpienie',
    regulations: 'Regulamin',
    offer: 'Oferta',
  },
  en: {
    tender: 'Tender',
    startingPrice: 'Starting price',
    deposit: 'Deposit',
    depositDeadline: 'due by',
    bidIncrement: 'Minimum bid increment',
    regulations: 'Regulations',
    offer: 'Offer',
  },
} as const;

/**
 * A tender as an iCalendar file (RFC 5545) a visitor adds to their calendar: its start as a UTC
 * instant (every calendar shows it in its own zone, right in Poland too), the place, and the
 * notice's figures in the description. The UID is stable, so a second import updates the entry.
 */
export function tenderCalendar(input: {
  offerId: number;
  title: string;
  tender: TenderNotice;
  lang: Language;
  offerUrl: string;
  siteUrl: string;
  now: Date;
}): string {
  const { tender, lang, offerUrl } = input;
  const labels = LABELS[lang];
  const start = new Date(tender.at);
  const money = (grosze: number) => formatPrice(grosze, lang);
  const lines = [
    `${SALE_MODE_NAMES[tender.mode][lang]}`,
    `${labels.startingPrice}: ${money(tender.startingPrice)}`,
    `${labels.deposit}: ${money(tender.deposit)}, ${labels.depositDeadline} ${formatDateTime(tender.depositDeadline)}`,
    ...(tender.bidIncrement === null ? [] : [`${labels.bidIncrement}: ${money(tender.bidIncrement)}`]),
    ...(tender.regulations ? [`${labels.regulations}: ${input.siteUrl}${tender.regulations.path}`] : []),
    `${labels.offer}: ${offerUrl}`,
  ];
  const calendar = new ICalCalendar({
    prodId: { company: 'estate', product: 'tenders', language: lang.toUpperCase() },
  });
  calendar.createEvent({
    id: `tender-${input.offerId}@${new URL(input.siteUrl).host}`,
    stamp: input.now,
    start,
    end: new Date(start.getTime() + TENDER_MINUTES * 60_000),
    summary: `${labels.tender}: ${input.title}`,
    location: tender.place,
    description: lines.join('\n'),
    url: offerUrl,
  });
  return calendar.toString();
}
