'use client';

import { type ReactNode, useActionState } from 'react';
import type { ManageOutcome } from './alert-actions';

/**
 * One of the manage page's forms (an alert's buttons, or "delete all"): a server action, so it
 * works without JavaScript; a change that went through shows the page again, one that failed (the
 * link expired, the alert is gone, the API or network failed) says so here instead of silently
 * showing the page unchanged.
 */
export function AlertManageForm({
  action,
  className,
  texts,
  children,
}: {
  action: (previous: ManageOutcome, form: FormData) => Promise<ManageOutcome>;
  className: string;
  texts: Record<Exclude<ManageOutcome, null>, string>;
  children: ReactNode;
}) {
  const [outcome, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className={className} aria-busy={pending || undefined}>
      {children}
      {outcome && (
        <p role="alert" className="alert-list__error">
          {texts[outcome]}
        </p>
      )}
    </form>
  );
}
