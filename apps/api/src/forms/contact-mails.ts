import {
  type AskRequestForm,
  type ClassifiedFileForm,
  CONTACT_CONSENT,
  type ContactClassifiedForm,
  type ContactForm,
} from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import { classifiedTypeById, propertyTypeName } from '@estate/domain/property-types';
import { routePath } from '@estate/domain/routes';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { type Block, composeMail, link, oneLine, p } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';
import type { OfferDocumentForForm, OfferForForm } from '../repositories/submission-repository';

/**
 * The mails of the contact forms: one to sales (in Polish, Reply-To the visitor) and an
 * acknowledgement to the visitor in their language (Reply-To sales).
 *
 * The acknowledgement never repeats what the visitor typed (name, message): the address is
 * unverified, and a form that mails arbitrary text to any address is a spam relay. It says only
 * what the API itself knows: the offer, the documents, the criteria picked from lists.
 */

export interface MailContext {
  siteUrl: string;
  salesEmail: string;
  submissionId: number;
}

const SIGNATURE: Record<Language, string> = {
  pl: 'Z pozdrowieniami\nDział sprzedaży nieruchomości',
  en: 'Kind regards\nThe property sales department',
};

const FOOTER: Record<Language, string> = {
  pl:
    'Wiadomość wysłana automatycznie po wypełnieniu formularza na naszej stronie. Jeśli formularz nie ' +
    'został wysłany przez Ciebie, zignoruj ją. Na tę wiadomość możesz odpowiedzieć — trafi do działu sprzedaży.',
  en:
    'This message was sent automatically after a form was filled in on our website. If it was not you, ' +
    'please ignore it. You can reply to this message; the reply goes to our sales department.',
};

const OFFICE_HOURS: Record<Language, string> = {
  pl: 'Odpowiemy najszybciej, jak to możliwe — biuro sprzedaży pracuje od poniedziałku do piątku w godzinach 8:00–16:00.',
  en: 'We will reply as soon as possible; our sales office is open Monday to Friday, 8:00–16:00.',
};

function offerUrl(siteUrl: string, offerId: number, lang: Language): string {
  return `${siteUrl}${routePath('szczegoly_ogloszenia', { id: offerId }, lang)}`;
}

function offerPdfUrl(siteUrl: string, offerId: number): string {
  return `${siteUrl}/get/classified-pdf/${offerId}`;
}

function offerTitle(offer: OfferForForm, lang: Language): string {
  return lang === 'en' ? offer.title_en : offer.title_pl;
}

function fileSize(bytes: number, lang: Language): string {
  const locale = lang === 'en' ? 'en-GB' : 'pl-PL';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

function documentUrl(siteUrl: string, documentPath: string): string {
  if (/^https?:\/\//.test(documentPath)) return documentPath;
  return `${siteUrl}${documentPath.startsWith('/') ? '' : '/'}${documentPath}`;
}

function consentRow(lang: Language): readonly [string, string] {
  return ['Zgoda (agreement1)', `${CONTACT_CONSENT[lang]} [wersja ${CONTACT_CONSENT.version}]`];
}

function languageName(lang: Language): string {
  return lang === 'en' ? 'angielski' : 'polski';
}

function salesMail(ctx: MailContext, visitorEmail: string, subject: string, blocks: Block[]): OutgoingMail {
  return {
    to: ctx.salesEmail,
    replyTo: visitorEmail,
    subject: oneLine(subject),
    ...composeMail('pl', [
      ...blocks,
      {
        kind: 'small',
        parts: [`Zgłoszenie nr ${ctx.submissionId}. Odpowiedz na tę wiadomość, aby napisać do klienta.`],
      },
    ]),
  };
}

function visitorMail(
  ctx: MailContext,
  to: string,
  lang: Language,
  subject: string,
  blocks: Block[],
): OutgoingMail {
  return {
    to,
    replyTo: ctx.salesEmail,
    subject,
    ...composeMail(lang, [
      p(lang === 'en' ? 'Hello,' : 'Dzień dobry,'),
      ...blocks,
      p(SIGNATURE[lang]),
      { kind: 'small', parts: [FOOTER[lang]] },
    ]),
  };
}

export function contactClassifiedMails(
  ctx: MailContext,
  form: ContactClassifiedForm,
  offer: OfferForForm,
): OutgoingMail[] {
  const { lang } = form;
  const title = offerTitle(offer, lang);
  return [
    salesMail(ctx, form.email, `Zapytanie o ofertę ${offer.tipi}: ${form.name}`, [
      p('Klient pyta o ofertę przez formularz na stronie oferty.'),
      {
        kind: 'fields',
        rows: [
          ['Oferta', `${offer.tipi} — ${offer.title_pl} (${offer.town})`],
          ['Imię i nazwisko', form.name],
          ['E-mail', form.email],
          ['Telefon', form.phone],
          ['Język klienta', languageName(lang)],
          consentRow(lang),
        ],
      },
      { kind: 'quote', text: form.message },
      p('Oferta na stronie: ', link(offerUrl(ctx.siteUrl, offer.id, 'pl'))),
    ]),
    visitorMail(
      ctx,
      form.email,
      lang,
      lang === 'en' ? `Your enquiry about offer ${offer.tipi}` : `Twoje zapytanie o ofertę ${offer.tipi}`,
      [
        p(
          lang === 'en'
            ? `thank you for your enquiry about the offer “${title}” (${offer.tipi}). Our adviser will contact you.`
            : `dziękujemy za zapytanie o ofertę „${title}” (${offer.tipi}). Skontaktuje się z Tobą nasz doradca.`,
        ),
        p(OFFICE_HOURS[lang]),
        p(lang === 'en' ? 'The offer: ' : 'Oferta: ', link(offerUrl(ctx.siteUrl, offer.id, lang))),
      ],
    ),
  ];
}

/** The criteria of an ask request that come from lists, in the language given. */
function criteria(form: AskRequestForm, lang: Language): Array<readonly [string, string | undefined]> {
  const en = lang === 'en';
  const type = form.typeClassified ? classifiedTypeById(form.typeClassified) : undefined;
  const voivodeship = form.localizationVoivodeship
    ? voivodeshipByCode(form.localizationVoivodeship)
    : undefined;
  return [
    [en ? 'Transaction' : 'Rodzaj transakcji', type ? (en ? type.nameEn : type.namePl) : undefined],
    [
      en ? 'Property type' : 'Typ nieruchomości',
      form.typeProperty ? propertyTypeName(form.typeProperty, lang) : undefined,
    ],
    [
      en ? 'Voivodeship' : 'Województwo',
      voivodeship ? (en ? voivodeship.nameEn : voivodeship.namePl) : undefined,
    ],
  ];
}

export function askRequestMails(ctx: MailContext, form: AskRequestForm): OutgoingMail[] {
  const { lang } = form;
  const picked = criteria(form, lang).filter(([, value]) => value);
  const summary = criteria(form, 'pl')
    .map(([, value]) => value)
    .filter(Boolean)
    .join(', ');
  return [
    salesMail(ctx, form.email, `Klient szuka nieruchomości${summary ? ` (${summary})` : ''}: ${form.name}`, [
      p('Klient opisał nieruchomość, której szuka. Zaproponuj mu pasujące oferty, także te w przygotowaniu.'),
      {
        kind: 'fields',
        rows: [
          ['Imię i nazwisko', form.name],
          ['E-mail', form.email],
          ['Telefon', form.phone],
          ...criteria(form, 'pl'),
          ['Miejscowość', form.localizationTown],
          ['Język klienta', languageName(lang)],
          consentRow(lang),
        ],
      },
      { kind: 'quote', text: form.message },
    ]),
    visitorMail(
      ctx,
      form.email,
      lang,
      lang === 'en' ? 'Your property request' : 'Twoje zapytanie o nieruchomość',
      [
        p(
          lang === 'en'
            ? 'thank you for telling us what property you are looking for. Our adviser will go through our ' +
                'offers, including those still being prepared for sale, and get back to you.'
            : 'dziękujemy za opisanie nieruchomości, której szukasz. Nasz doradca przejrzy nasze oferty, także ' +
                'te dopiero przygotowywane do sprzedaży, i odezwie się do Ciebie.',
        ),
        ...(picked.length > 0 ? [{ kind: 'fields', rows: picked } as Block] : []),
        p(OFFICE_HOURS[lang]),
      ],
    ),
  ];
}

export function contactMails(ctx: MailContext, form: ContactForm): OutgoingMail[] {
  const { lang } = form;
  const name = `${form.firstName} ${form.lastName}`;
  return [
    salesMail(
      ctx,
      form.email,
      `Wiadomość z formularza kontaktowego: ${name}${form.firm ? `, ${form.firm}` : ''}`,
      [
        p('Nowa wiadomość z formularza na stronie Kontakt.'),
        {
          kind: 'fields',
          rows: [
            ['Imię', form.firstName],
            ['Nazwisko', form.lastName],
            ['Firma', form.firm],
            ['E-mail', form.email],
            ['Telefon', form.phone],
            ['Język klienta', languageName(lang)],
            consentRow(lang),
          ],
        },
        { kind: 'quote', text: form.message },
      ],
    ),
    visitorMail(
      ctx,
      form.email,
      lang,
      lang === 'en' ? 'We have received your message' : 'Otrzymaliśmy Twoją wiadomość',
      [
        p(
          lang === 'en'
            ? 'thank you for your message sent through the contact form on our website.'
            : 'dziękujemy za wiadomość wysłaną przez formularz kontaktowy na naszej stronie.',
        ),
        p(OFFICE_HOURS[lang]),
      ],
    ),
  ];
}

/** The visitor gets the offer's documents as links (and its PDF card); sales learn who asked. */
export function classifiedFileMails(
  ctx: MailContext,
  form: ClassifiedFileForm,
  offer: OfferForForm,
  documents: readonly OfferDocumentForForm[],
): OutgoingMail[] {
  const { lang } = form;
  const en = lang === 'en';
  const title = offerTitle(offer, lang);
  const items = documents.map((d) => [
    link(documentUrl(ctx.siteUrl, d.path), en ? d.title_en : d.title_pl),
    ` (${fileSize(d.size_bytes, lang)})`,
  ]);
  const pdf = offerPdfUrl(ctx.siteUrl, offer.id);
  return [
    salesMail(ctx, form.email, `Dokumenty oferty ${offer.tipi} dla: ${form.name}`, [
      p(
        documents.length > 0
          ? `Klient pobrał przez formularz dokumenty oferty (${documents.length}); wysłaliśmy mu linki automatycznie.`
          : 'Klient poprosił o dokumenty oferty, która nie ma ich na stronie — prześlij je, proszę, samodzielnie.',
      ),
      {
        kind: 'fields',
        rows: [
          ['Oferta', `${offer.tipi} — ${offer.title_pl} (${offer.town})`],
          ['Imię i nazwisko', form.name],
          ['E-mail', form.email],
          ['Język klienta', languageName(lang)],
          consentRow(lang),
        ],
      },
      p('Oferta na stronie: ', link(offerUrl(ctx.siteUrl, offer.id, 'pl'))),
    ]),
    visitorMail(
      ctx,
      form.email,
      lang,
      en ? `Documents of offer ${offer.tipi}` : `Dokumenty oferty ${offer.tipi}`,
      [
        p(
          en
            ? `as requested, here are the documents of the offer “${title}” (${offer.tipi}):`
            : `zgodnie z prośbą przesyłamy dokumenty oferty „${title}” (${offer.tipi}):`,
        ),
        {
          kind: 'list',
          items: [...items, [link(pdf, en ? 'Offer sheet (PDF)' : 'Karta oferty (PDF)')]],
        },
        ...(documents.length === 0
          ? [
              p(
                en
                  ? 'Further documents of this offer are not online yet; our adviser will send them to you.'
                  : 'Pozostałych dokumentów tej oferty nie ma jeszcze na stronie — prześle je nasz doradca.',
              ),
            ]
          : []),
        p(en ? 'The offer: ' : 'Oferta: ', link(offerUrl(ctx.siteUrl, offer.id, lang))),
        p(OFFICE_HOURS[lang]),
      ],
    ),
  ];
}
