'use client';

import { fromWarsawLocal, toWarsawLocal } from '@estate/domain/warsaw-time';
import { type FormEvent, useState } from 'react';
import { InlineFieldForm } from '../../forms/inline-field-form';
import { errorProps } from '../fields/field-error';

/**
 * "Publish at" a Polish date and time: the one field of every publication panel (offers, content,
 * FAQ, groups, the home page). An empty or impossible time is answered here; the server's answer
 * to the chosen time (in the past, say) comes in as `error`.
 */
export function ScheduleForm({
  id,
  publishAt,
  busy,
  error,
  texts,
  onSchedule,
}: {
  id: string;
  /** The stored schedule, shown as the field's first value. */
  publishAt: string | null;
  busy: boolean;
  error: string | undefined;
  texts: { scheduleAt: string; schedule: string; needsTime: string };
  onSchedule: (instant: string) => void;
}) {
  const [at, setAt] = useState(publishAt ? toWarsawLocal(new Date(publishAt)) : '');
  const [missing, setMissing] = useState(false);
  const shown = missing ? texts.needsTime : error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instant = fromWarsawLocal(at);
    setMissing(!instant);
    if (instant) onSchedule(instant);
  };

  return (
    <InlineFieldForm
      id={id}
      label={texts.scheduleAt}
      error={shown}
      submit={texts.schedule}
      busy={busy}
      secondary
      noValidate
      onSubmit={submit}
    >
      <input
        id={id}
        name="at"
        type="datetime-local"
        value={at}
        onChange={(event) => setAt(event.target.value)}
        {...errorProps(id, shown)}
      />
    </InlineFieldForm>
  );
}
