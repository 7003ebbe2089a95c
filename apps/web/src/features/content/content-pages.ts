import 'server-only';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';

/** A list's title, with its page number after page 1, so every page of a list has its own title. */
export async function listTitle(lang: Language, title: string, page: number): Promise<string> {
  if (page <= 1) return title;
  const t = await getTranslations({ locale: lang, namespace: 'content' });
  return t('pagedTitle', { title, page });
}
