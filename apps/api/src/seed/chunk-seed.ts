import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertInBatches } from './batch-insert';

/**
 * Editable text blocks looked up by name and language (SPEC §3 "Content chunk"). Contact values
 * are plain text so the site can put them in tel:/mailto: links; intros may hold simple HTML.
 */
export const CHUNKS: Readonly<Record<string, { pl: string; en: string }>> = {
  'footer-company-name': { pl: 'Spółka Nieruchomości Sp. z o.o.', en: 'Spółka Nieruchomości Sp. z o.o.' },
  'footer-address': {
    pl: 'Spółka Nieruchomości Sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa',
    en: 'Spółka Nieruchomości Sp. z o.o., ul. Przykładowa 1, 00-001 Warsaw, Poland',
  },
  'footer-sales-hours': { pl: 'Poniedziałek–piątek 8:00–16:00', en: 'Monday to Friday 8:00–16:00' },
  'footer-free-line': { pl: '800 000 000', en: '800 000 000' },
  'footer-paid-line': { pl: '+48 22 000 00 00', en: '+48 22 000 00 00' },
  'footer-sales-email': { pl: 'sprzedaz@example.pl', en: 'sprzedaz@example.pl' },
  'customer-phone': { pl: '+48 22 000 00 00', en: '+48 22 000 00 00' },
  'newsletter-intro': {
    pl: 'Zapisz się do newslettera, a raz w tygodniu otrzymasz nowe oferty nieruchomości z wybranych województw.',
    en: 'Subscribe to the newsletter and get new property offers from the voivodeships you choose once a week.',
  },
  'newsletter-consent': {
    pl: 'Wyrażam zgodę na otrzymywanie od Spółka Nieruchomości Sp. z o.o. newslettera z ofertami nieruchomości na podany adres e-mail. Zgodę mogę wycofać w każdej chwili.',
    en: 'I agree to receive the property newsletter from Spółka Nieruchomości Sp. z o.o. at the e-mail address provided. I can withdraw my consent at any time.',
  },
  'contact-intro': {
    pl: 'Masz pytanie o ofertę lub współpracę? Napisz do nas – odpowiemy w ciągu dwóch dni roboczych.',
    en: 'Have a question about an offer or working with us? Write to us – we reply within two working days.',
  },
  'search-intro': {
    pl: 'Znajdź nieruchomość dla siebie: dawne centrale telefoniczne, działki, biura, magazyny i lokale w całej Polsce.',
    en: 'Find the right property: former telephone exchanges, plots, offices, warehouses and units all over Poland.',
  },
  'map-intro': {
    pl: 'Kliknij mapę, aby zobaczyć oferty w swojej okolicy.',
    en: 'Click the map to see offers near you.',
  },
  'in-preparation-intro': {
    pl: 'Te nieruchomości wkrótce trafią do sprzedaży. Zgłoś zainteresowanie, a poinformujemy Cię o publikacji oferty.',
    en: 'These properties will go on sale soon. Register your interest and we will tell you when the offer is published.',
  },
  'favourites-empty': {
    pl: 'Nie masz jeszcze ulubionych ofert. Kliknij serduszko przy ofercie, aby ją zapisać.',
    en: 'You have no favourite offers yet. Click the heart on an offer to save it.',
  },
};

/** The chunks in one transaction; skipped when the table already has rows. */
export async function seedChunks(db: Kysely<DatabaseSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('chunks').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const rows = Object.entries(CHUNKS).flatMap(([name, text]) => [
      { name, lang: 'pl', content: text.pl },
      { name, lang: 'en', content: text.en },
    ]);
    await insertInBatches(trx, 'chunks', rows);
  });
}
