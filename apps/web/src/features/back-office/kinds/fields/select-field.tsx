'use client';

import { LabelledField } from '../../forms/labelled-field';
import { errorProps, type WidgetProps } from './field-error';

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
}: WidgetProps & {
  value: string;
  options: readonly [string, string][];
  /** The label of no choice, when none is allowed. */
  empty: string | null;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <select id={id} name={name} defaultValue={value} {...errorProps(id, error, hint)}>
        {empty !== null && <option value="">{empty}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
