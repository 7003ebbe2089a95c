'use client';

import { errorProps, FieldError } from './field-error';

/** A kind's choice among fixed options (a group's type, a voivodeship), its error tied to it. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  empty,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly [string, string][];
  /** The label of no choice, when none is allowed. */
  empty: string | null;
  error: string | undefined;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} {...errorProps(id, error)}>
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
