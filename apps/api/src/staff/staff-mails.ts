import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { composeMail, p } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';

/** Invitation and password-reset mails of staff accounts, in the language of the person. */
interface StaffLinkMail {
  to: string;
  name: string;
  lang: Language;
  siteUrl: string;
  token: string;
}

const SIGNATURE: Record<Language, string> = {
  pl: 'Zespół sprzedaży nieruchomości',
  en: 'The property sales team',
};

const TEXTS = {
  invitation: {
    pl: {
      subject: 'Zaproszenie do panelu nieruchomości',
      body: 'zaproszono Cię do panelu, w którym zespół publikuje oferty i treści serwisu nieruchomości. Ustaw hasło, aby aktywować konto.',
      button: 'Aktywuj konto',
      note: 'Link jest jednorazowy i ważny 48 godzin. Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    },
    en: {
      subject: 'Your invitation to the property back office',
      body: 'you have been invited to the back office where the team publishes the property site’s offers and content. Set a password to activate your account.',
      button: 'Activate your account',
      note: 'The link works once and for 48 hours. If you did not expect this invitation, ignore this message.',
    },
  },
  reset: {
    pl: {
      subject: 'Nowe hasło do panelu nieruchomości',
      body: 'otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w panelu.',
      button: 'Ustaw nowe hasło',
      note: 'Link jest jednorazowy i ważny godzinę. Jeśli to nie Ty prosisz o nowe hasło, zignoruj tę wiadomość: obecne hasło działa dalej.',
    },
    en: {
      subject: 'A new password for the property back office',
      body: 'we have received a request to set a new password for your back-office account.',
      button: 'Set a new password',
      note: 'The link works once and for one hour. If you did not ask for a new password, ignore this message: your current password still works.',
    },
  },
} as const;

const HELLO: Record<Language, (name: string) => string> = {
  pl: (name) => `Dzień dobry ${name},`,
  en: (name) => `Hello ${name},`,
};

/**
 * The invitation (a single-use link, valid 48 hours, that sets the first password) or a forgotten
 * password's link (single use, one hour).
 */
export function staffLinkMail(
  kind: 'invitation' | 'reset',
  { to, name, lang, siteUrl, token }: StaffLinkMail,
): OutgoingMail {
  const texts = TEXTS[kind][lang];
  const url = `${siteUrl}${kind === 'invitation' ? backOfficePaths.activate(token) : backOfficePaths.resetPassword(token)}`;
  return {
    to,
    subject: texts.subject,
    ...composeMail(lang, [
      p(HELLO[lang](name)),
      p(texts.body),
      { kind: 'button', href: url, label: texts.button },
      { kind: 'small', parts: [texts.note] },
      p(SIGNATURE[lang]),
    ]),
  };
}
