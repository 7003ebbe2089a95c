import type { InputHTMLAttributes } from 'react';

/** A labelled input with its error tied to it (aria-describedby), shown after a submit. */
export function BoField({
  id,
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string }) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        // Said, not left to the default: checkers read an input without a type as no text field
        // (HTML_CodeSniffer refused `autocomplete="name"` on one); a field's own type wins.
        type="text"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="bo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The six digits of an authenticator app, with the button that sends them. */
export function CodeFields({
  label,
  submit,
  busy,
  autoFocus,
}: {
  label: string;
  submit: string;
  busy: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <BoField
        id="code"
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus={autoFocus}
      />
      <button type="submit" className="bo-button" disabled={busy}>
        {submit}
      </button>
    </>
  );
}

/** The person's password, proving it is them (signing in, turning on a second factor), with the button that sends it. */
export function PasswordFields({ label, submit, busy }: { label: string; submit: string; busy: boolean }) {
  return (
    <>
      <BoField id="password" label={label} type="password" autoComplete="current-password" required />
      <button type="submit" className="bo-button" disabled={busy}>
        {submit}
      </button>
    </>
  );
}
