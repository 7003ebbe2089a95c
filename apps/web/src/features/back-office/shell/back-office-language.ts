import 'server-only';
import { type Language, parseLanguage } from '@estate/domain/language';
import { getLocale } from 'next-intl/server';

/** The language of this back-office request: the staff member's cookie, as the proxy passed it on. */
export async function backOfficeLanguage(): Promise<Language> {
  return parseLanguage(await getLocale());
}
