import type { ReactNode } from 'react';
import { FieldError, FieldHint } from '../kinds/fields/field-error';

/**
 * A field's frame, the same in every back-office form: its label, the hint under it, the control
 * (`children`, tied to both texts by `errorProps`), then the error, shown after a submit.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
