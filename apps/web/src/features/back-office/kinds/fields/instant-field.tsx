'use client';

import { LabelledField } from '../../forms/labelled-field';
import { errorProps, type WidgetProps } from './field-error';

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
}: WidgetProps & {
  /** YYYY-MM-DDTHH:mm in Polish time; '' for none. */
  value: string;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="datetime-local"
        defaultValue={value}
        {...errorProps(id, error, hint)}
      />
    </LabelledField>
  );
}
