'use client';

import type { FormEvent, ReactNode } from 'react';
import { ConflictNotice } from './conflict-notice';
import type { useKindAction } from './use-kind-action';

/**
 * An item's editor form, the same frame for every kind's and the offers' (decision 052 §3.10): named
 * for assistive technology, marked ready once its fields are filled (`data-ready`, which the e2e
 * waits for), the last answer's status, and a refused stale write's notice whose "save over theirs"
 * saves the form again at their version.
 */
export function EditorForm({
  action: { formRef, status, conflict, busy },
  className,
  label,
  testId,
  ready,
  theirsHref,
  onSubmit,
  save,
  children,
}: {
  action: Pick<ReturnType<typeof useKindAction>, 'formRef' | 'status' | 'conflict' | 'busy'>;
  className: string;
  label: string | undefined;
  testId: string;
  ready: boolean;
  /** This item's editor, where "their version" opens. */
  theirsHref: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Saves the form at a version (the conflict's, to save over theirs). */
  save: (form: HTMLFormElement, version: number) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      data-testid={testId}
      data-ready={ready ? 'true' : undefined}
    >
      {status}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          theirsHref={theirsHref}
          busy={busy}
          onOverwrite={(theirs) => formRef.current && save(formRef.current, theirs)}
        />
      )}
      {children}
    </form>
  );
}
