'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { InlineFieldForm } from '../forms/inline-field-form';
import { useSectionForm } from '../forms/use-section-form';
import { errorProps } from '../kinds/fields/field-error';
import { type CheckedAnswer, sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

/** A choice of a select: the value sent and its text, in the staff member's language. */
type Choice = { value: string; label: string };

const schemas = {
  submission: () =>
    import('@estate/domain/api/back-office-inbox-responses').then((m) => m.inboxSubmissionResponseSchema),
  note: () => import('@estate/domain/api/back-office-inbox-responses').then((m) => m.inboxNoteResponseSchema),
};

/** After a change the page is read again, so every part of it agrees with the server. */
function reloadWith(message: string): string {
  setFlash(message);
  window.location.reload();
  return message;
}

/** One choice of a submission's handling, saved by its own button, with its answer's status under it. */
function HandlingChoice<T>({
  id,
  label,
  initial,
  choices,
  none,
  field,
  submit,
  secondary,
  send,
  saved,
}: {
  id: string;
  label: string;
  initial: string;
  choices: Choice[];
  /** The choice of none ('' sent), first. */
  none?: string;
  /** The body's field its error comes back under. */
  field: string;
  submit: string;
  secondary?: boolean;
  send: (value: string) => Promise<CheckedAnswer<T>>;
  saved: string;
}) {
  const form = useSectionForm();
  const [value, setValue] = useState(initial);
  const error = form.fields[field];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.runChecked(
      () => send(value),
      () => reloadWith(saved),
    );
  };
  return (
    <>
      <InlineFieldForm
        id={id}
        label={label}
        error={error}
        submit={submit}
        busy={form.busy}
        secondary={secondary}
        noValidate
        onSubmit={onSubmit}
      >
        <select
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          {...errorProps(id, error)}
        >
          {none !== undefined && <option value="">{none}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </InlineFieldForm>
      {form.status}
    </>
  );
}

/**
 * How a submission is handled (issue 18, decision 035): its status and who has it. The choices
 * come from the page (the statuses in its language, the staff who may see this submission), so
 * this script carries none of the domain's schemas but the answers', loaded on the first write.
 */
export function InboxHandlingForms({
  submissionId,
  status,
  statuses,
  assigneeId,
  assignees,
}: {
  submissionId: number;
  status: string;
  statuses: Choice[];
  assigneeId: string | null;
  /** Without "nobody", which the form adds. */
  assignees: Choice[];
}) {
  const t = useTranslations('backOffice.inbox.detail');
  const url = `/api/back-office/inbox/${submissionId}`;
  return (
    <section className="bo-panel" aria-labelledby="inbox-handling">
      <h2 id="inbox-handling">{t('handling')}</h2>
      <HandlingChoice
        id="inbox-status"
        label={t('status')}
        initial={status}
        choices={statuses}
        field="status"
        submit={t('saveStatus')}
        send={(next) => sendChecked(`${url}/status`, { status: next }, schemas.submission, 'PUT')}
        saved={t('statusSaved')}
      />
      <HandlingChoice
        id="inbox-assignee"
        label={t('assignee')}
        initial={assigneeId ?? ''}
        choices={assignees}
        none={t('nobody')}
        field="staffId"
        submit={t('saveAssignee')}
        secondary
        send={(next) =>
          sendChecked(`${url}/assignee`, { staffId: next === '' ? null : next }, schemas.submission, 'PUT')
        }
        saved={t('assigneeSaved')}
      />
    </section>
  );
}

/** A new staff note on a submission; the page shows it after reloading. */
export function InboxNoteForm({ submissionId, maxLength }: { submissionId: number; maxLength: number }) {
  const t = useTranslations('backOffice.inbox.detail');
  const { busy, fields, runChecked, status } = useSectionForm();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void runChecked(
      () => sendChecked(`/api/back-office/inbox/${submissionId}/notes`, { text }, schemas.note),
      () => reloadWith(t('noteAdded')),
    );
  };

  return (
    <form className="bo-form" noValidate onSubmit={onSubmit}>
      <div className="bo-field">
        <label htmlFor="inbox-note">{t('note')}</label>
        <textarea
          id="inbox-note"
          rows={4}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={fields.text ? true : undefined}
          aria-describedby={fields.text ? 'inbox-note-hint inbox-note-error' : 'inbox-note-hint'}
        />
        <p id="inbox-note-hint" className="bo-field__hint">
          {t('noteHint', { max: maxLength })}
        </p>
        {fields.text && (
          <p id="inbox-note-error" className="bo-field__error">
            {fields.text}
          </p>
        )}
      </div>
      <button type="submit" className="bo-button" disabled={busy}>
        {t('addNote')}
      </button>
      {status}
    </form>
  );
}
