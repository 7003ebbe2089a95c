'use client';

import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields } from '../forms/bo-field';
import { sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

/**
 * The password of a mailed link: an invitation (ends signed in, 'account activated') or a
 * forgotten password (then sign in again, 'password changed'). The §5 messages the API finds show
 * under their fields.
 */
export function PasswordForm({ token, kind }: { token: string; kind: 'invitation' | 'reset' }) {
  const t = useTranslations('backOffice');
  const te = useTranslations('errorCodes');
  const tf = useTranslations('feedback');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (code: string) => te(code as ErrorCode);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      token,
      password: String(form.get('password') ?? ''),
      rePassword: String(form.get('rePassword') ?? ''),
    };
    // "Passwords must match" is said at once; the §5 rules are the API's (the domain's schema), so the
    // back office's scripts carry no copy of them and public pages share none of its modules.
    if (body.password !== body.rePassword) {
      setErrors({ rePassword: 'passwords_mismatch' });
      setFormError(te('form_errors'));
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    const answer = await sendChecked('/api/back-office/password', body, () =>
      import('@estate/domain/api/staff-responses').then((m) => m.passwordSetResponseSchema),
    );
    setBusy(false);
    if (answer.ok) {
      setFlash(tf(kind === 'invitation' ? 'accountActivated' : 'passwordChanged'));
      window.location.assign(kind === 'invitation' ? backOfficePaths.dashboard : backOfficePaths.signIn);
      return;
    }
    const { code, fields } = answer.error;
    setErrors(fields);
    if (Object.keys(fields).length > 0) {
      setFormError(te('form_errors'));
      return;
    }
    setFormError(code ? text(code) : te('internal_error'));
  }

  return (
    <form className="bo-form" noValidate onSubmit={onSubmit}>
      {formError && (
        <p role="alert" className="bo-alert">
          {formError}
        </p>
      )}
      <NewPasswordFields
        label={t('fields.password')}
        errors={{
          password: errors.password ? text(errors.password) : undefined,
          rePassword: errors.rePassword ? text(errors.rePassword) : undefined,
        }}
      />
      <button type="submit" className="bo-button" disabled={busy}>
        {kind === 'invitation' ? t('activation.submit') : t('reset.submit')}
      </button>
    </form>
  );
}
