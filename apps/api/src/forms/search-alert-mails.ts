import { formatDate } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import { routePath } from '@estate/domain/routes';
import type { AlertReason } from '@estate/domain/search-alert-match';
import { type AlertFrequency, alertListPath, alertPagePath } from '@estate/domain/search-alerts';
import { type Block, composeMail, link, p } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';
import { listUnsubscribeHeaders, SIGNATURE } from './newsletter-mails';

/** The API route a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058) for one alert. */
const ALERT_UNSUBSCRIBE_ENDPOINT = '/api/search-alerts/unsubscribe';

const FREQUENCY_NAMES: Record<Language, Record<AlertFrequency, string>> = {
  pl: { immediately: 'od razu', daily: 'raz dziennie', weekly: 'raz w tygodniu' },
  en: { immediately: 'immediately', daily: 'once a day', weekly: 'once a week' },
};

const TEXTS = {
  pl: {
    hello: 'Dzień dobry,',
    confirmSubject: 'Potwierdź alert o nowych ofertach nieruchomości',
    confirmLead:
      'dziękujemy za zapis na powiadomienia o nowych ofertach. Aby zacząć je otrzymywać, potwierdź swój adres e-mail:',
    confirmButton: 'Potwierdzam alert',
    confirmNote:
      'Link jest ważny przez 48 godzin. Jeśli zapis nie pochodzi od Ciebie, po prostu zignoruj tę wiadomość: ' +
      'bez potwierdzenia nie wyślemy Ci żadnego powiadomienia, a Twoje dane usuniemy po wygaśnięciu linku.',
    list: 'Lista ofert',
    frequency: 'Jak często',
    consent: 'Twoja zgoda',
    alertSubject: (count: number) => `Nowe oferty dla Twojego alertu (${count})`,
    alertLead: (since: string) => `od ${since} pojawiły się oferty pasujące do Twojego alertu:`,
    reasons: {
      published: 'nowa',
      joinedGroup: 'nowa w tej grupie',
      priceLowered: 'niższa cena',
      leftPreparation: 'już w sprzedaży',
    },
    more: (count: number) => `Pozostałe oferty (${count}) znajdziesz na liście: `,
    manage: 'Swoje alerty możesz przejrzeć, wstrzymać, zmienić lub usunąć tutaj: ',
    why: 'Otrzymujesz tę wiadomość, ponieważ zapisałeś się na powiadomienia o nowych ofertach. ',
    unsubscribe: 'Aby zrezygnować z tego alertu, otwórz tę stronę i potwierdź: ',
  },
  en: {
    hello: 'Hello,',
    confirmSubject: 'Please confirm your alert for new property offers',
    confirmLead:
      'thank you for signing up for alerts about new offers. To start receiving them, please confirm your e-mail address:',
    confirmButton: 'Confirm my alert',
    confirmNote:
      'The link is valid for 48 hours. If you did not sign up, simply ignore this message: without ' +
      'confirmation we will not send you any alert, and your details will be deleted once the link expires.',
    list: 'Offer list',
    frequency: 'How often',
    consent: 'Your consent',
    alertSubject: (count: number) => `New offers for your alert (${count})`,
    alertLead: (since: string) => `since ${since} these offers matching your alert have appeared:`,
    reasons: {
      published: 'new',
      joinedGroup: 'new in this group',
      priceLowered: 'lower price',
      leftPreparation: 'now for sale',
    },
    more: (count: number) => `${count} more offers are on the list: `,
    manage: 'You can see, pause, change or delete your alerts here: ',
    why: 'You receive this message because you signed up for alerts about new offers. ',
    unsubscribe: 'To stop this alert, open this page and confirm: ',
  },
} as const;

interface AlertLinks {
  siteUrl: string;
  lang: Language;
  /** The alert's stored Polish list path. */
  path: string;
  unsubscribeToken: string;
  /** None in a confirmation: who typed a pending sign-up's address may not be its owner. */
  manageToken?: string;
}

function footer(links: AlertLinks): Block[] {
  const texts = TEXTS[links.lang];
  const page = (name: 'manage' | 'unsubscribe', token: string) =>
    `${links.siteUrl}${alertPagePath(name, links.lang, token)}`;
  return [
    p(SIGNATURE[links.lang]),
    ...(links.manageToken
      ? [{ kind: 'small', parts: [texts.manage, link(page('manage', links.manageToken))] } satisfies Block]
      : []),
    {
      kind: 'small',
      parts: [texts.why, texts.unsubscribe, link(page('unsubscribe', links.unsubscribeToken))],
    },
  ];
}

function headers(links: AlertLinks) {
  return listUnsubscribeHeaders(links.siteUrl, links.unsubscribeToken, null, ALERT_UNSUBSCRIBE_ENDPOINT);
}

const listUrl = (links: AlertLinks) => `${links.siteUrl}${alertListPath(links.path, links.lang)}`;

/** The double opt-in mail of one alert: nothing is sent until its link is opened. */
export function alertConfirmationMail(
  input: AlertLinks & { to: string; confirmToken: string; frequency: AlertFrequency; consentText: string },
): OutgoingMail {
  const texts = TEXTS[input.lang];
  const blocks: Block[] = [
    p(texts.hello),
    p(texts.confirmLead),
    {
      kind: 'button',
      href: `${input.siteUrl}${alertPagePath('confirm', input.lang, input.confirmToken)}`,
      label: texts.confirmButton,
    },
    p(texts.confirmNote),
    {
      kind: 'fields',
      rows: [
        [texts.list, listUrl(input)],
        [texts.frequency, FREQUENCY_NAMES[input.lang][input.frequency]],
        [texts.consent, input.consentText],
      ],
    },
    ...footer(input),
  ];
  return {
    to: input.to,
    subject: texts.confirmSubject,
    ...composeMail(input.lang, blocks),
    headers: headers(input),
  };
}

/** One offer of an alert's mail. */
export interface AlertMailOffer {
  id: number;
  title: string;
  town: string;
  price: number | null;
  reason: AlertReason;
}

/** An alert's mail: the offers that newly match its filter, each with why, the rest counted. */
export function alertMail(
  input: AlertLinks & { to: string; since: string; offers: readonly AlertMailOffer[]; totalOffers: number },
): OutgoingMail {
  const { lang, siteUrl } = input;
  const texts = TEXTS[lang];
  const blocks: Block[] = [
    p(texts.hello),
    p(texts.alertLead(formatDate(input.since))),
    {
      kind: 'list',
      items: input.offers.map((offer) => [
        link(`${siteUrl}${routePath('szczegoly_ogloszenia', { id: offer.id }, lang)}`, offer.title),
        ` (${[
          offer.town,
          offer.price === null ? '' : formatPrice(offer.price, lang),
          texts.reasons[offer.reason],
        ]
          .filter(Boolean)
          .join(', ')})`,
      ]),
    },
  ];
  if (input.totalOffers > input.offers.length) {
    blocks.push(p(texts.more(input.totalOffers - input.offers.length), link(listUrl(input))));
  }
  blocks.push(...footer(input));
  return {
    to: input.to,
    subject: texts.alertSubject(input.totalOffers),
    ...composeMail(lang, blocks),
    headers: headers(input),
  };
}
