'use client';

import { BACK_OFFICE_ROOT, backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { BACK_OFFICE_LANGUAGE_COOKIE } from '@/lib/routing/back-office-language';
import { sendChecked } from './checked-fetch';
import { confirmLeaving } from './use-unsaved-changes-guard';

/**
 * Switches the back office's language (a cookie for /panel, a year) and shows the page again; with
 * unsaved edits on the page it asks first (`unsaved`), since the cookie is written before the reload.
 */
export function LanguageSwitch({
  lang,
  label,
  text,
  unsaved,
}: {
  lang: Language;
  label: string;
  text: string;
  unsaved: string;
}) {
  const other = lang === 'pl' ? 'en' : 'pl';
  return (
    <button
      type="button"
      className="bo-link-button"
      lang={other}
      aria-label={label}
      onClick={() => {
        if (!confirmLeaving(unsaved)) return;
        // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the proxy reads on the next request (the Cookie Store API is not in every browser staff use).
        document.cookie = `${BACK_OFFICE_LANGUAGE_COOKIE}=${other}; path=${BACK_OFFICE_ROOT}; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
        window.location.reload();
      }}
    >
      {text}
    </button>
  );
}

/** Ends this session (the others stay) and returns to the sign-in page; asks first over unsaved edits. */
export function SignOutButton({ text, unsaved }: { text: string; unsaved: string }) {
  return (
    <button
      type="button"
      className="bo-link-button"
      onClick={async () => {
        if (!confirmLeaving(unsaved)) return;
        // Whatever the answer, the sign-in page follows (a session the API kept ends by itself).
        await sendChecked('/api/auth/sign-out', {}, () =>
          import('@estate/domain/api/staff-auth-answers').then((m) => m.authDoneAnswerSchema),
        );
        window.location.assign(backOfficePaths.signIn);
      }}
    >
      {text}
    </button>
  );
}
