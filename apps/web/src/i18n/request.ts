import { parseLanguage } from '@estate/domain/language';
import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = parseLanguage(await requestLocale);
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: 'Europe/Warsaw' };
});
