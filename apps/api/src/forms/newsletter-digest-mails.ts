import { formatDate } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import type { DigestReason } from '@estate/domain/newsletter-digest';
import { newsletterPagePath } from '@estate/domain/newsletter-pages';
import { routePath } from '@estate/domain/routes';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { type Block, composeMail, link, type MailImage, p } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';
import { offerPhotoUrl } from '../media/media-paths';
import { listUnsubscribeHeaders, SIGNATURE } from './newsletter-mails';

/** One offer of a digest, as its mail lists it. */
export interface DigestMailOffer {
  id: number;
  title: string;
  town: string;
  voivodeship: number;
  price: number | null;
  reason: DigestReason;
  /** Its main photo in the subscriber's language (the stem of its sized files), or none. */
  photo: { path: string; width: number; height: number; alt: string } | null;
}

/** How wide an offer's photo is drawn in the mail; the 480 px file, sharp on screens of twice the density. */
const PHOTO_WIDTH = 240;

interface DigestMailInput {
  to: string;
  lang: Language;
  siteUrl: string;
  /** The first offers of the digest (newest first) and how many there are in all. */
  offers: readonly DigestMailOffer[];
  totalOffers: number;
  specialOffers: readonly { id: number; name: string }[];
  /** Since when the offers are new, and the voivodeships the subscriber chose (none: all). */
  since: string;
  voivodeships: readonly number[];
  /**
   * The digest's own unsubscribe token and the mailbox List-Unsubscribe offers besides; null for
   * staff's test mail, which goes to no subscriber (its footer links the unsubscribe form).
   */
  unsubscribe: { token: string; mailbox: string } | null;
}

/** The texts of the digest in both languages (decision 036). */
const TEXTS = {
  pl: {
    subject: (count: number) => `Nowe oferty nieruchomości (${count})`,
    hello: 'Dzień dobry,',
    lead: (since: string, where: string) =>
      `oto oferty nieruchomości opublikowane lub przecenione od ${since} ${where}.`,
    inVoivodeships: (names: string) => `w województwach: ${names}`,
    everywhere: 'we wszystkich województwach',
    repriced: 'nowa cena',
    more: (count: number) => `Pozostałe nowe oferty (${count}) znajdziesz na stronie nowości: `,
    specialOffers: 'Aktualne oferty specjalne:',
    why: 'Otrzymujesz tę wiadomość, ponieważ zapisałeś się do newslettera z ofertami nieruchomości. ',
    unsubscribe: 'Aby zrezygnować z newslettera, otwórz tę stronę i potwierdź: ',
    testNote:
      'To jest wiadomość testowa z panelu: tak wyglądałoby teraz zestawienie dla subskrybenta wszystkich ' +
      'województw. Subskrybent dostaje w stopce własny link rezygnacji; tutaj: ',
  },
  en: {
    subject: (count: number) => `New property offers (${count})`,
    hello: 'Hello,',
    lead: (since: string, where: string) =>
      `here are the property offers published or repriced since ${since} ${where}.`,
    inVoivodeships: (names: string) => `in these voivodeships: ${names}`,
    everywhere: 'in all voivodeships',
    repriced: 'new price',
    more: (count: number) => `${count} more new offers are on the new offers page: `,
    specialOffers: 'Current special offers:',
    why: 'You receive this message because you subscribed to our property newsletter. ',
    unsubscribe: 'To unsubscribe, open this page and confirm: ',
    testNote:
      'This is a test message from the back office: the digest a subscriber to all voivodeships would ' +
      'get now. A subscriber’s footer has their own unsubscribe link; here: ',
  },
} as const;

/**
 * An offer's photo in the HTML part: the smallest of its sized files (480 px, the media store's,
 * through the site's public address), drawn 240 px wide in its own proportions, linked to the offer
 * as its title is; its alt text, or the title when staff left it empty.
 */
function photoOf(
  photo: NonNullable<DigestMailOffer['photo']>,
  title: string,
  href: string,
  siteUrl: string,
): MailImage {
  return {
    image: {
      src: `${siteUrl}${offerPhotoUrl(photo.path, 480)}`,
      width: PHOTO_WIDTH,
      height: Math.round((PHOTO_WIDTH * photo.height) / photo.width),
      alt: photo.alt.trim() === '' ? title : photo.alt,
      href,
    },
  };
}

function offerLine(offer: DigestMailOffer, input: DigestMailInput) {
  const { lang, siteUrl } = input;
  const texts = TEXTS[lang];
  const voivodeship = voivodeshipByCode(offer.voivodeship);
  const place = [offer.town, voivodeship ? (lang === 'en' ? voivodeship.nameEn : voivodeship.namePl) : '']
    .filter(Boolean)
    .join(', ');
  const details = [place, offer.price === null ? '' : formatPrice(offer.price, lang)]
    .filter(Boolean)
    .join(', ');
  const href = `${siteUrl}${routePath('szczegoly_ogloszenia', { id: offer.id }, lang)}`;
  return [
    ...(offer.photo ? [photoOf(offer.photo, offer.title, href, siteUrl)] : []),
    link(href, offer.title),
    ` (${details}${offer.reason === 'repriced' ? `; ${texts.repriced}` : ''})`,
  ];
}

/**
 * The digest: the offers new to the subscriber with a link to each on the site (and its main photo in
 * the HTML part), the rest counted,
 * the current special offers, and a working one-click unsubscribe (RFC 8058 headers and a link).
 */
export function digestMail(input: DigestMailInput): OutgoingMail {
  const { lang, siteUrl } = input;
  const texts = TEXTS[lang];
  const names = input.voivodeships
    .map((code) => voivodeshipByCode(code))
    .map((v) => (v ? (lang === 'en' ? v.nameEn : v.namePl) : ''))
    .filter(Boolean)
    .join(', ');
  const blocks: Block[] = [
    p(texts.hello),
    p(texts.lead(formatDate(input.since), names ? texts.inVoivodeships(names) : texts.everywhere)),
    { kind: 'list', items: input.offers.map((offer) => offerLine(offer, input)) },
  ];
  if (input.totalOffers > input.offers.length) {
    blocks.push(
      p(
        texts.more(input.totalOffers - input.offers.length),
        link(`${siteUrl}${routePath('nowosci', {}, lang)}`),
      ),
    );
  }
  if (input.specialOffers.length > 0) {
    blocks.push(p(texts.specialOffers), {
      kind: 'list',
      items: input.specialOffers.map((group) => [
        link(
          `${siteUrl}${routePath('oferta_specjalna', { specialoffertype: 'promocje', typeId: group.id }, lang)}`,
          group.name,
        ),
      ]),
    });
  }
  blocks.push(p(SIGNATURE[lang]));
  const unsubscribeUrl = `${siteUrl}${newsletterPagePath('unsubscribe', lang, input.unsubscribe?.token)}`;
  blocks.push(
    input.unsubscribe
      ? { kind: 'small', parts: [texts.why, texts.unsubscribe, link(unsubscribeUrl)] }
      : { kind: 'small', parts: [texts.testNote, link(unsubscribeUrl)] },
  );
  return {
    to: input.to,
    subject: texts.subject(input.totalOffers),
    ...composeMail(lang, blocks),
    ...(input.unsubscribe
      ? { headers: listUnsubscribeHeaders(siteUrl, input.unsubscribe.token, input.unsubscribe.mailbox) }
      : {}),
  };
}
