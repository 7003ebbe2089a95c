import type { Language } from '@estate/domain/language';
import { newsletterPagePath } from '@estate/domain/newsletter-pages';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { composeMail, p } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';

/**
 * Links of the newsletter mails. Tokens travel in the path: the site redirects any query string
 * away (SPEC §2 route guards), so `?token=` would never reach its page. The paths are the site's
 * newsletter pages (domain newsletter-pages.ts).
 */
function newsletterLinks(siteUrl: string, lang: Language) {
  return {
    confirm: (token: string) => `${siteUrl}${newsletterPagePath('confirm', lang, token)}`,
    unsubscribe: (token: string) => `${siteUrl}${newsletterPagePath('unsubscribe', lang, token)}`,
  };
}

/**
 * RFC 2369/8058 headers for every mail of the list: mail clients show an "unsubscribe" button and
 * POST `List-Unsubscribe=One-Click` to the HTTPS URL, which the API answers without a page.
 */
export function listUnsubscribeHeaders(
  siteUrl: string,
  token: string,
  /** The newsletter's sales mailbox, offered besides; null for a search alert, which staff have no screen to stop. */
  mailbox: string | null,
  /** The API's one-click route the token is appended to: the newsletter's, or a search alert's. */
  endpoint = '/api/newsletter/unsubscribe',
): Record<string, string> {
  const link = `<${siteUrl}${endpoint}/${token}>`;
  return {
    'List-Unsubscribe': mailbox === null ? link : `${link}, <mailto:${mailbox}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export const SIGNATURE: Record<Language, string> = {
  pl: 'Z pozdrowieniami\nZespół sprzedaży nieruchomości',
  en: 'Kind regards\nThe property sales team',
};

function voivodeshipList(codes: readonly number[], lang: Language): string {
  return codes
    .map((code) => voivodeshipByCode(code))
    .map((v) => (v ? (lang === 'en' ? v.nameEn : v.namePl) : ''))
    .filter(Boolean)
    .join(', ');
}

interface ConfirmationMailInput {
  to: string;
  lang: Language;
  siteUrl: string;
  confirmToken: string;
  unsubscribeToken: string;
  voivodeships: readonly number[];
  isAgent: boolean;
  consentText: string;
  /** The address offered for unsubscribing by mail in List-Unsubscribe. */
  unsubscribeMailbox: string;
}

/** The double opt-in mail: nothing is sent to the address until its link is opened. */
export function confirmationMail(input: ConfirmationMailInput): OutgoingMail {
  const { lang, siteUrl } = input;
  const links = newsletterLinks(siteUrl, lang);
  const confirmUrl = links.confirm(input.confirmToken);
  const unsubscribeUrl = links.unsubscribe(input.unsubscribeToken);
  const regions = voivodeshipList(input.voivodeships, lang);
  const body =
    lang === 'en'
      ? composeMail('en', [
          p('Hello,'),
          p(
            'Thank you for signing up for our newsletter with property offers. To start receiving it, ' +
              'please confirm your e-mail address:',
          ),
          { kind: 'button', href: confirmUrl, label: 'Confirm my subscription' },
          p(
            'The link is valid for 48 hours. If you did not sign up, simply ignore this message: ' +
              'without confirmation we will not send you any newsletter, and your details will be ' +
              'deleted once the link expires.',
          ),
          {
            kind: 'fields',
            rows: [
              ['Voivodeships', regions],
              ['Brokerage agent', input.isAgent ? 'yes' : 'no'],
              ['Your consent', input.consentText],
            ],
          },
          p(SIGNATURE.en),
          { kind: 'small', parts: ['You can unsubscribe at any time: ', { href: unsubscribeUrl }] },
        ])
      : composeMail('pl', [
          p('Dzień dobry,'),
          p(
            'dziękujemy za zapis do newslettera z ofertami nieruchomości. Aby zacząć go otrzymywać, ' +
              'potwierdź swój adres e-mail:',
          ),
          { kind: 'button', href: confirmUrl, label: 'Potwierdzam zapis' },
          p(
            'Link jest ważny przez 48 godzin. Jeśli zapis nie pochodzi od Ciebie, po prostu zignoruj tę ' +
              'wiadomość: bez potwierdzenia nie wyślemy Ci żadnego newslettera, a Twoje dane usuniemy ' +
              'po wygaśnięciu linku.',
          ),
          {
            kind: 'fields',
            rows: [
              ['Województwa', regions],
              ['Pośrednik w obrocie nieruchomościami', input.isAgent ? 'tak' : 'nie'],
              ['Twoja zgoda', input.consentText],
            ],
          },
          p(SIGNATURE.pl),
          {
            kind: 'small',
            parts: ['Z newslettera możesz zrezygnować w każdej chwili: ', { href: unsubscribeUrl }],
          },
        ]);
  return {
    to: input.to,
    subject:
      lang === 'en'
        ? 'Please confirm your property newsletter subscription'
        : 'Potwierdź zapis do newslettera z ofertami nieruchomości',
    ...body,
    headers: listUnsubscribeHeaders(siteUrl, input.unsubscribeToken, input.unsubscribeMailbox),
  };
}

/** Answer to the unsubscribe form: the link that unsubscribes, valid 48 h. */
export function unsubscribeRequestMail(input: {
  to: string;
  lang: Language;
  siteUrl: string;
  token: string;
}): OutgoingMail {
  const url = newsletterLinks(input.siteUrl, input.lang).unsubscribe(input.token);
  const body =
    input.lang === 'en'
      ? composeMail('en', [
          p('Hello,'),
          p(
            'we have received a request to remove this address from our property newsletter. ' +
              'To unsubscribe, open this link:',
          ),
          { kind: 'button', href: url, label: 'Unsubscribe' },
          p(
            'The link is valid for 48 hours. If you did not make this request, ignore this message ' +
              'and you will keep receiving the newsletter.',
          ),
          p(SIGNATURE.en),
        ])
      : composeMail('pl', [
          p('Dzień dobry,'),
          p(
            'otrzymaliśmy prośbę o wypisanie tego adresu z newslettera z ofertami nieruchomości. ' +
              'Aby zrezygnować z subskrypcji, otwórz link:',
          ),
          { kind: 'button', href: url, label: 'Wypisz mnie z newslettera' },
          p(
            'Link jest ważny przez 48 godzin. Jeśli prośba nie pochodzi od Ciebie, zignoruj tę ' +
              'wiadomość — nadal będziesz otrzymywać newsletter.',
          ),
          p(SIGNATURE.pl),
        ]);
  return {
    to: input.to,
    subject:
      input.lang === 'en'
        ? 'Unsubscribe from the property newsletter'
        : 'Rezygnacja z newslettera z ofertami nieruchomości',
    ...body,
  };
}
