'use client';

import { errorProps, FieldError, FieldHint } from './field-error';

/** A kind's choice among fixed options (a group's type, a voivodeship), its error tied to it. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  empty,
  error,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly [string, string][];
  /** The label of no choice, when none is allowed. */
  empty: string | null;
  error: string | undefined;
  hint?: string;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <select id={id} name={name} defaultValue={value} {...errorProps(id, error, hint)}>
        {empty !== null && <option value="">{empty}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
