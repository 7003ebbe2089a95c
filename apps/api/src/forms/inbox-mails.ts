import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { ContactFormKind } from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import { INBOX_KIND_NAMES } from '../documents/inbox-export';
import { type Block, composeMail, oneLine, p } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';
import type { OfferAgentRecipient, OfferForForm } from '../repositories/submission-repository';

/**
 * The form inbox's mails to staff (decision 035), each in the language the person reads the back
 * office in: a new submission about an offer to the agent whose card the offer carries (sales get
 * theirs from `contact-mails.ts`), and a submission given to someone by someone else. Both link to
 * the submission in the back office, where its status, notes and assignment are.
 */

const SIGNATURE: Record<Language, string> = {
  pl: 'Panel nieruchomości',
  en: 'The property back office',
};

const HELLO: Record<Language, (name: string) => string> = {
  pl: (name) => `Dzień dobry ${name},`,
  en: (name) => `Hello ${name},`,
};

const TEXTS = {
  pl: {
    enquirySubject: (tipi: string, name: string) => `Nowe zapytanie o Twoją ofertę ${tipi}: ${name}`,
    question: (title: string, tipi: string) =>
      `klient pyta o Twoją ofertę „${title}” (${tipi}) przez formularz na stronie oferty.`,
    documents: (title: string, tipi: string) =>
      `klient poprosił o dokumenty Twojej oferty „${title}” (${tipi}); linki wysłaliśmy mu automatycznie.`,
    name: 'Imię i nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    language: 'Język klienta',
    languages: { pl: 'polski', en: 'angielski' },
    open: 'Otwórz zgłoszenie w panelu',
    enquiryNote: (id: number) =>
      `Zgłoszenie nr ${id} otrzymał też dział sprzedaży. Odpowiedz na tę wiadomość, aby napisać do klienta.`,
    assignedSubject: (id: number) => `Przydzielono Ci zgłoszenie nr ${id}`,
    assigned: (by: string, id: number) => `${by} przekazuje Ci zgłoszenie nr ${id}.`,
    form: 'Formularz',
    offer: 'Oferta',
    assignedNote: 'Dane klienta i notatki zespołu są w panelu.',
  },
  en: {
    enquirySubject: (tipi: string, name: string) => `New enquiry about your offer ${tipi}: ${name}`,
    question: (title: string, tipi: string) =>
      `a visitor asks about your offer “${title}” (${tipi}) through the form on the offer page.`,
    documents: (title: string, tipi: string) =>
      `a visitor asked for the documents of your offer “${title}” (${tipi}); the links were mailed to them automatically.`,
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Their language',
    languages: { pl: 'Polish', en: 'English' },
    open: 'Open the submission in the back office',
    enquiryNote: (id: number) =>
      `The sales department has received submission no. ${id} too. Reply to this message to write to the visitor.`,
    assignedSubject: (id: number) => `Enquiry no. ${id} has been assigned to you`,
    assigned: (by: string, id: number) => `${by} has assigned enquiry no. ${id} to you.`,
    form: 'Form',
    offer: 'Offer',
    assignedNote: 'The visitor’s details and the team’s notes are in the back office.',
  },
} as const;

function submissionUrl(siteUrl: string, id: number): string {
  return `${siteUrl}${backOfficePaths.submission(id)}`;
}

/** What the visitor sent about the offer, as the agent's mail repeats it (the sales mail does too). */
export interface OfferEnquiry {
  kind: 'contact-classified' | 'classified-file';
  submissionId: number;
  name: string;
  email: string;
  phone?: string;
  message?: string;
  lang: Language;
}

/** A new submission about an offer, to the agent whose card it carries; Reply-To the visitor. */
export function offerAgentMail(
  siteUrl: string,
  agent: OfferAgentRecipient,
  offer: OfferForForm,
  enquiry: OfferEnquiry,
): OutgoingMail {
  const texts = TEXTS[agent.lang];
  const title = agent.lang === 'en' ? offer.title_en : offer.title_pl;
  const blocks: Block[] = [
    p(HELLO[agent.lang](agent.name)),
    p(
      enquiry.kind === 'contact-classified'
        ? texts.question(title, offer.tipi)
        : texts.documents(title, offer.tipi),
    ),
    {
      kind: 'fields',
      rows: [
        [texts.name, enquiry.name],
        [texts.email, enquiry.email],
        [texts.phone, enquiry.phone],
        [texts.language, texts.languages[enquiry.lang]],
      ],
    },
    ...(enquiry.message ? [{ kind: 'quote', text: enquiry.message } as Block] : []),
    { kind: 'button', href: submissionUrl(siteUrl, enquiry.submissionId), label: texts.open },
    { kind: 'small', parts: [texts.enquiryNote(enquiry.submissionId)] },
    p(SIGNATURE[agent.lang]),
  ];
  return {
    to: agent.email,
    replyTo: enquiry.email,
    subject: oneLine(texts.enquirySubject(offer.tipi, enquiry.name)),
    ...composeMail(agent.lang, blocks),
  };
}

/** A submission given to someone by someone else. Names no personal data: those stay in the panel. */
export function assignmentMail(
  siteUrl: string,
  assignee: { email: string; name: string; lang: Language },
  by: string,
  submission: { id: number; kind: ContactFormKind; offer: { tipi: string; title: string } | null },
): OutgoingMail {
  const texts = TEXTS[assignee.lang];
  return {
    to: assignee.email,
    subject: texts.assignedSubject(submission.id),
    ...composeMail(assignee.lang, [
      p(HELLO[assignee.lang](assignee.name)),
      p(texts.assigned(by, submission.id)),
      {
        kind: 'fields',
        rows: [
          [texts.form, INBOX_KIND_NAMES[submission.kind][assignee.lang]],
          [
            texts.offer,
            submission.offer ? `${submission.offer.tipi} — ${submission.offer.title}` : undefined,
          ],
        ],
      },
      { kind: 'button', href: submissionUrl(siteUrl, submission.id), label: texts.open },
      { kind: 'small', parts: [texts.assignedNote] },
      p(SIGNATURE[assignee.lang]),
    ]),
  };
}
