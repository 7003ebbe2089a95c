'use client';

import type { Language } from '@estate/domain/language';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

type PathBuilder = typeof import('./search-form-path').searchFormPath;

let pathBuilder: Promise<PathBuilder> | null = null;

/**
 * The path builder, with the 1,020-town table it checks a town against (24 KB gzip), is loaded on
 * the form's first focus rather than with the page (decision 017); a failed load is tried again.
 */
function loadPathBuilder(): Promise<PathBuilder> {
  if (!pathBuilder) {
    pathBuilder = import('./search-form-path').then((module) => module.searchFormPath);
    pathBuilder.catch(() => {
      pathBuilder = null;
    });
  }
  return pathBuilder;
}

/**
 * The search form's element: without JavaScript it posts to the /szukaj handler, which answers 303
 * to the list path (decision 012); with it, the same path is built here and navigated to. If the
 * builder cannot be loaded (offline, a new deploy), the form is posted as without JavaScript.
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
      onFocus={() => {
        loadPathBuilder().catch(() => undefined);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = new FormData(form);
        loadPathBuilder().then(
          (searchFormPath) => router.push(searchFormPath(values, lang)),
          () => form.submit(),
        );
      }}
    >
      {children}
    </form>
  );
}
