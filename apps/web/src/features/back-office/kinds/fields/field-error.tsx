/** What ties a field's control to its error: marked invalid, described by the message below it. */
export const errorProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A field's error message, under its control (see `errorProps`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="bo-field__error">
      {error}
    </p>
  ) : null;
}
