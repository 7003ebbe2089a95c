/**
 * What ties a field's control to its hint and error: marked invalid, described by the texts below
 * it (the hint's, then the error's).
 */
export const errorProps = (id: string, error: string | undefined, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
});

/** A field's hint, under its label (see `errorProps`). */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={`${id}-hint`} className="bo-field__hint">
      {hint}
    </p>
  ) : null;
}

/** A field's error message, under its control (see `errorProps`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="bo-field__error">
      {error}
    </p>
  ) : null;
}

/** What `KindField` gives every widget it draws: where the field sends, its label, hint and error. */
export interface WidgetProps {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
}
