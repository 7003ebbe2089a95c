import 'server-only';
import type { KindItem } from '@estate/domain/kinds/answers';
import { describedItemAnswerSchema, describedListAnswerSchema } from '@estate/domain/kinds/kind-description';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { LANGUAGES, type Language } from '@estate/domain/language';
import { backOfficeGet } from '@/lib/api/back-office-api';
import type { TranslationChoice } from './form-spec';

const choiceOf = (item: KindItem): TranslationChoice => ({
  key: item.key,
  title: typeof item.values.title === 'string' ? item.values.title : item.key,
  lang: item.values.lang === 'en' ? 'en' : 'pl',
});

/**
 * A translation picker's first choices (decision 052 S6): the newest items no item is linked to yet,
 * of the other language (of both for a new item, whose language its form chooses), and the item
 * linked now. The picker's search finds the older ones. Read as any kind's items (a described
 * kind's too): only their keys, titles and languages are shown.
 */
export async function translationChoices(
  kind: { name: string },
  item: KindItem | null,
): Promise<TranslationChoice[]> {
  const own: Language | null = item ? (item.values.lang === 'en' ? 'en' : 'pl') : null;
  const languages = LANGUAGES.filter((code) => code !== own);
  const linked = typeof item?.values.translationId === 'number' ? String(item.values.translationId) : null;
  const [lists, current] = await Promise.all([
    Promise.all(
      languages.map((code) =>
        backOfficeGet(
          `${kindPaths(kind.name).list}?lang=${code}&untranslated=true`,
          describedListAnswerSchema,
        ),
      ),
    ),
    linked ? backOfficeGet(kindPaths(kind.name).item(linked), describedItemAnswerSchema) : null,
  ]);
  const free = lists.flatMap((list) => list.body?.data ?? []).filter((choice) => choice.key !== item?.key);
  const now = current?.body?.data;
  return [...(now ? [choiceOf(now)] : []), ...free.map(choiceOf)];
}
