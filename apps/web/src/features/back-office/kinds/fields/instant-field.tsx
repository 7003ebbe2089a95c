'use client';

import { errorProps, FieldError } from './field-error';

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
}: {
  id: string;
  name: string;
  label: string;
  /** YYYY-MM-DDTHH:mm in Polish time; '' for none. */
  value: string;
  error: string | undefined;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="datetime-local" defaultValue={value} {...errorProps(id, error)} />
      <FieldError id={id} error={error} />
    </div>
  );
}
