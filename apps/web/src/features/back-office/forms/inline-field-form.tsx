import type { FormHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './labelled-field';

/**
 * A form of one field and its button on one line (a setting, a publication's time, an inbox
 * submission's state, a list's filter): the field's frame is `LabelledField`'s, its control (and
 * any hidden values sent beside it) the `children`; how it sends is the form's own attributes
 * (`noValidate onSubmit`, `method="get" action`, a server action).
 */
export function InlineFieldForm({
  id,
  label,
  error,
  submit,
  busy,
  secondary = false,
  children,
  after,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'id' | 'className' | 'children'> & {
  id: string;
  label: string;
  error?: string | undefined;
  submit: string;
  busy?: boolean;
  /** A lesser action beside another form's (a secondary button). */
  secondary?: boolean;
  children: ReactNode;
  /** What follows the button in the form's line (the answer's status). */
  after?: ReactNode;
}) {
  return (
    <form className="bo-form bo-form--inline" {...form}>
      <LabelledField id={id} label={label} error={error}>
        {children}
      </LabelledField>
      <button
        type="submit"
        className={secondary ? 'bo-button bo-button--secondary' : 'bo-button'}
        disabled={busy}
      >
        {submit}
      </button>
      {after}
    </form>
  );
}
