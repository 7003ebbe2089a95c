'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { InlineFieldForm } from '../forms/inline-field-form';
import { useSectionForm } from '../forms/use-section-form';
import { errorProps } from '../kinds/fields/field-error';
import { sendChecked } from '../shell/checked-fetch';
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
  const statusForm = useSectionForm();
  const assigneeForm = useSectionForm();
  const [nextStatus, setNextStatus] = useState(status);
  const [nextAssignee, setNextAssignee] = useState(assigneeId ?? '');
  const url = `/api/back-office/inbox/${submissionId}`;

  const onStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void statusForm.runChecked(
      () => sendChecked(`${url}/status`, { status: nextStatus }, schemas.submission, 'PUT'),
      () => reloadWith(t('statusSaved')),
    );
  };
  const onAssignee = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void assigneeForm.runChecked(
      () =>
        sendChecked(
          `${url}/assignee`,
          { staffId: nextAssignee === '' ? null : nextAssignee },
          schemas.submission,
          'PUT',
        ),
      () => reloadWith(t('assigneeSaved')),
    );
  };

  return (
    <section className="bo-panel" aria-labelledby="inbox-handling">
      <h2 id="inbox-handling">{t('handling')}</h2>
      <InlineFieldForm
        id="inbox-status"
        label={t('status')}
        error={statusForm.fields.status}
        submit={t('saveStatus')}
        busy={statusForm.busy}
        onSubmit={onStatus}
      >
        <select
          id="inbox-status"
          value={nextStatus}
          onChange={(event) => setNextStatus(event.target.value)}
          {...errorProps('inbox-status', statusForm.fields.status)}
        >
          {statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </InlineFieldForm>
      {statusForm.status}
      <InlineFieldForm
        id="inbox-assignee"
        label={t('assignee')}
        error={assigneeForm.fields.staffId}
        submit={t('saveAssignee')}
        busy={assigneeForm.busy}
        secondary
        onSubmit={onAssignee}
      >
        <select
          id="inbox-assignee"
          value={nextAssignee}
          onChange={(event) => setNextAssignee(event.target.value)}
          {...errorProps('inbox-assignee', assigneeForm.fields.staffId)}
        >
          <option value="">{t('nobody')}</option>
          {assignees.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </InlineFieldForm>
      {assigneeForm.status}
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
