'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { CodeFields, PasswordFields } from '../forms/bo-field';
import { sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';
import type { QrDrawing } from './totp-qr';
import { totpQrAction } from './totp-qr-action';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Better Auth's answers, loaded on the first try (decision 052 §3.10). */
const answers = () => import('@estate/domain/api/staff-auth-answers');
const enrolmentAnswer = () => answers().then((m) => m.totpEnrolmentAnswerSchema);
const codeAnswer = () => answers().then((m) => m.authDoneAnswerSchema);

/**
 * Turning on two-step verification (TOTP): the password confirms it is the person, the key goes
 * into their authenticator app (scanned as a QR code, typed, or through the otpauth link), the
 * backup codes are copied or saved, and a first code proves it works.
 */
export function TwoFactorEnrolment() {
  const t = useTranslations('backOffice');
  const te = useTranslations('errorCodes');
  const tf = useTranslations('feedback');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    const answer = await sendChecked('/api/auth/two-factor/enable', { password }, enrolmentAnswer);
    setBusy(false);
    if (answer.ok) setEnrolment({ totpURI: answer.data.totpURI, backupCodes: answer.data.backupCodes });
    else setError(answer.status === 429 ? te('rate_limited') : tf('loginError'));
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setBusy(true);
    setError(null);
    const answer = await sendChecked('/api/auth/two-factor/verify-totp', { code }, codeAnswer);
    setBusy(false);
    if (answer.ok) {
      setFlash(t('twoFactor.enabled'));
      window.location.reload();
    } else {
      setError(answer.error.code === 'rate_limited' ? te('rate_limited') : te('invalid_value'));
    }
  }

  if (!enrolment) {
    return (
      <form className="bo-form" noValidate onSubmit={start}>
        <p>{t('twoFactor.passwordLead')}</p>
        {error && (
          <p role="alert" className="bo-alert">
            {error}
          </p>
        )}
        <PasswordFields label={t('fields.password')} submit={t('twoFactor.start')} busy={busy} />
      </form>
    );
  }

  return (
    <form className="bo-form" noValidate onSubmit={confirm}>
      <p>{t('twoFactor.secretLead')}</p>
      <TotpKey uri={enrolment.totpURI} />
      <BackupCodes codes={enrolment.backupCodes} />
      {error && (
        <p role="alert" className="bo-alert">
          {error}
        </p>
      )}
      <CodeFields label={t('fields.code')} submit={t('twoFactor.confirm')} busy={busy} />
    </form>
  );
}

/**
 * The key as a QR code drawn by the site's server (decision 053), the key to type beside it for a
 * phone that cannot scan, and the otpauth link for an authenticator on this very device.
 */
function TotpKey({ uri }: { uri: string }) {
  const t = useTranslations('backOffice.twoFactor');
  const [qr, setQr] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let current = true;
    // Without the drawing (an error, a lost session) the typed key below still enrols.
    totpQrAction(uri)
      .then((drawing) => current && setQr(drawing))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return (
    <div className="bo-totp">
      {qr && (
        <svg
          className="bo-totp__qr"
          role="img"
          aria-label={t('qrLabel')}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
          data-testid="totp-qr"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      )}
      <div className="bo-totp__key">
        <fieldset className="bo-totp__fieldset">
          <legend>{t('secret')}</legend>
          <code className="bo-secret" data-testid="totp-secret">
            {secret}
          </code>
        </fieldset>
        <p>
          <a href={uri} data-testid="totp-uri">
            {t('openApp')}
          </a>
        </p>
      </div>
    </div>
  );
}

/**
 * The backup codes, shown once: copied to the clipboard (the button says so in a live region) or
 * saved as a text file made in the browser, so they never travel again.
 */
function BackupCodes({ codes }: { codes: string[] }) {
  const t = useTranslations('backOffice.twoFactor');
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const [file, setFile] = useState<string | null>(null);
  const text = `${t('codesFileHeading')}\n\n${codes.join('\n')}\n`;
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    setFile(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  async function copy() {
    // The clipboard exists only on a secure origin and may be refused: then the person selects them.
    const done = await navigator.clipboard?.writeText(codes.join('\n')).then(
      () => true,
      () => false,
    );
    setCopied(done ? 'copied' : 'copyFailed');
  }

  return (
    <section className="bo-backup" aria-labelledby="backup-codes-title">
      <h3 id="backup-codes-title">{t('backupCodesTitle')}</h3>
      <p>{t('backupCodes')}</p>
      <ul className="bo-codes" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="bo-backup__actions">
        <button type="button" className="bo-button bo-button--secondary" onClick={copy}>
          {t('copyCodes')}
        </button>
        {file && (
          <a className="bo-button bo-button--secondary" href={file} download={t('codesFileName')}>
            {t('downloadCodes')}
          </a>
        )}
        <span role="status" className="bo-backup__status">
          {copied && t(copied)}
        </span>
      </div>
    </section>
  );
}
