import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { errorProps } from '../kinds/fields/field-error';
import { LabelledField } from './labelled-field';

/** A labelled input with its error tied to it (aria-describedby), shown after a submit. */
export function BoField({
  id,
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={id}
        // Said, not left to the default: checkers read an input without a type as no text field
        // (HTML_CodeSniffer refused `autocomplete="name"` on one); a field's own type wins.
        type="text"
        {...errorProps(id, error, hint)}
        {...input}
      />
    </LabelledField>
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

/**
 * A new password and the same again (an invitation's, a reset's, a change's), the §5 rules as the
 * first one's hint; the API judges the rules, the form only that the two agree.
 */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: string;
  errors: { password?: string | undefined; rePassword?: string | undefined };
}) {
  const t = useTranslations('backOffice');
  return (
    <>
      <BoField
        id="password"
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={t('passwordRules')}
        error={errors.password}
      />
      <BoField
        id="rePassword"
        label={t('fields.rePassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.rePassword}
      />
    </>
  );
}
