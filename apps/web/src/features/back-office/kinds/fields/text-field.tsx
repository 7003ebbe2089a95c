'use client';

import { LabelledField } from '../../forms/labelled-field';
import { errorProps, type WidgetProps } from './field-error';

/** A kind's text field: a short text in two lines, in the item's language, its error tied to it. */
export function TextField({
  id,
  name,
  label,
  lang,
  value,
  max,
  required,
  error,
  hint,
}: WidgetProps & {
  lang: string;
  value: string;
  max: number | null;
  required: boolean;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={max ?? undefined}
        defaultValue={value}
        lang={lang}
        required={required}
        {...errorProps(id, error, hint)}
      />
    </LabelledField>
  );
}
