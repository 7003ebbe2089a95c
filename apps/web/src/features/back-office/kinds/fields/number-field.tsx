'use client';

import { LabelledField } from '../../forms/labelled-field';
import { errorProps, type WidgetProps } from './field-error';

/** A kind's whole-number field (a blog category's place), its bounds from the schema, its error tied to it. */
export function NumberField({
  id,
  name,
  label,
  value,
  min,
  max,
  error,
  hint,
}: WidgetProps & {
  value: number;
  min: number | null;
  max: number | null;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        step={1}
        min={min ?? undefined}
        max={max ?? undefined}
        defaultValue={value}
        {...errorProps(id, error, hint)}
      />
    </LabelledField>
  );
}
