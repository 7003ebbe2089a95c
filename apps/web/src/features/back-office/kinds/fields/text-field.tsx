'use client';

import { errorProps, FieldError, FieldHint } from './field-error';

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
}: {
  id: string;
  name: string;
  label: string;
  lang: string;
  value: string;
  max: number | null;
  required: boolean;
  error: string | undefined;
  hint?: string;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
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
      <FieldError id={id} error={error} />
    </div>
  );
}
