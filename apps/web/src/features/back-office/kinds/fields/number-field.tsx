'use client';

import { errorProps, FieldError } from './field-error';

/** A kind's whole-number field (a blog category's place), its bounds from the schema, its error tied to it. */
export function NumberField({
  id,
  name,
  label,
  value,
  min,
  max,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
  min: number | null;
  max: number | null;
  error: string | undefined;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        step={1}
        min={min ?? undefined}
        max={max ?? undefined}
        defaultValue={value}
        {...errorProps(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
