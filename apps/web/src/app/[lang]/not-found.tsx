import { isLanguage } from '@estate/domain/language';
import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/shell/not-found-page';

/**
 * SPEC §8: the 404 page where Next draws it itself, in the browser after a client navigation. A
 * document request for a missing page gets the server-rendered page instead (decision 049).
 */
export default async function NotFound() {
  const lang = await getLocale();
  return <NotFoundView lang={isLanguage(lang) ? lang : 'pl'} />;
}
