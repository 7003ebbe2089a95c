import type { FormEvent, ReactNode } from 'react';
import { LabelledField } from './labelled-field';

/**
 * A form of one field and its button on one line (a setting, a publication's time, an inbox
 * submission's state): the field's frame is `LabelledField`'s, its control the `children`.
 */
export function InlineFieldForm({
  id,
  label,
  error,
  submit,
  busy,
  secondary = false,
  onSubmit,
  children,
  after,
}: {
  id: string;
  label: string;
  error: string | undefined;
  submit: string;
  busy: boolean;
  /** A lesser action beside another form's (a secondary button). */
  secondary?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** What follows the button in the form's line (the answer's status). */
  after?: ReactNode;
}) {
  return (
    <form className="bo-form bo-form--inline" noValidate onSubmit={onSubmit}>
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
