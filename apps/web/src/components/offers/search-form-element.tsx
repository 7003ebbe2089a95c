'use client';

import type { Language } from '@estate/domain/language';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { searchFormPath } from '@/lib/offers/search-form-path';

/**
 * The search form's element: without JavaScript it posts to the /szukaj handler, which answers 303
 * to the list path (decision 012); with it, the same path is built here and navigated to.
 */
export function SearchFormElement({
  lang,
  action,
  label,
  children,
}: {
  lang: Language;
  action: string;
  label: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <form
      className="search-form"
      method="post"
      action={action}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        router.push(searchFormPath(new FormData(event.currentTarget), lang));
      }}
    >
      {children}
    </form>
  );
}
