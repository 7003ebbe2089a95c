'use client';

import { errorProps, FieldError, FieldHint } from './field-error';

/**
 * A point in time as staff read it: Polish wall-clock time (the label says so), which a save sends
 * as an ISO instant (`sent-value.ts`); an event's date.
 */
export function InstantField({
  id,
  name,
  label,
  value,
  error,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  /** YYYY-MM-DDTHH:mm in Polish time; '' for none. */
  value: string;
  error: string | undefined;
  hint?: string;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type="datetime-local"
        defaultValue={value}
        {...errorProps(id, error, hint)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
