import type { Paged } from '@estate/domain/api/response-envelopes';
import { contentListPath } from '@estate/domain/content-list-path';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ContentListLayout } from './content-list-layout';
import type { DatedList } from './dated-article-routes';

/** The news and events lists' page: their title and lead, the grid, "nothing yet" when empty, the pages. */
export async function DatedListLayout({
  list,
  children,
}: {
  list: DatedList<Paged<unknown>>;
  children: ReactNode;
}) {
  const { name, lang, state, page } = list;
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
  ]);
  return (
    <ContentListLayout
      title={t(`${name}.title`)}
      lead={t(`${name}.description`)}
      empty={page.data.length === 0 ? tc('empty') : undefined}
      pagination={
        <Pagination
          page={state.page}
          pages={page.meta.pages}
          href={(p) => contentListPath({ name }, { page: p }, lang)}
        />
      }
    >
      {children}
    </ContentListLayout>
  );
}
