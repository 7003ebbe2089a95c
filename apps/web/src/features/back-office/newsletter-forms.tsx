'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { setFlash } from './flash-message';
import { useSectionForm } from './use-section-form';

/**
 * The newsletter screen's writes (decision 036): the digest's frequency (admins), a test digest to
 * oneself, and a subscriber's removal on request. The choices and limits come as props from the
 * server screen, so this bundle carries no schema module.
 */

/** Daily or weekly, saved at once; the screen shows the job's new next run after a reload. */
export function DigestFrequencyForm({ initial, options }: { initial: string; options: [string, string][] }) {
  const t = useTranslations('backOffice.newsletter.digest');
  const { busy, run, status } = useSectionForm();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const frequency = String(new FormData(event.currentTarget).get('frequency') ?? '');
    void run(
      () => sendJson('/api/back-office/newsletter/digest', { frequency }, 'PUT'),
      () => {
        setFlash(t('saved'));
        window.location.reload();
        return t('saved');
      },
    );
  };
  return (
    <form className="bo-form" noValidate onSubmit={onSubmit}>
      <fieldset className="bo-fieldset">
        <legend>{t('frequency')}</legend>
        {options.map(([value, label]) => (
          <label key={value} className="bo-check">
            <input type="radio" name="frequency" value={value} defaultChecked={value === initial} />
            {label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="bo-button" disabled={busy}>
        {t('save')}
      </button>
      {status}
    </form>
  );
}

/** Mails the digest of the previewed language to the signed-in person, through the outbox. */
export function DigestTestButton({ lang, disabled }: { lang: string; disabled: boolean }) {
  const t = useTranslations('backOffice.newsletter.preview');
  const { busy, run, status } = useSectionForm();
  const send = () =>
    void run(
      () => sendJson('/api/back-office/newsletter/digest/test', { lang }),
      (answer) => t('testSent', { to: String((answer.data?.data as { to?: string } | undefined)?.to ?? '') }),
    );
  return (
    <div className="bo-stack">
      <p>
        <button type="button" className="bo-button" disabled={busy || disabled} onClick={send}>
          {t('test')}
        </button>
      </p>
      {status}
    </div>
  );
}

/**
 * Removes a subscriber's data on their request, after a second, explicit click: the row goes, an
 * anonymous entry stays in the audit log. The page is reloaded with a message.
 */
export function SubscriberRemoval({ id, email }: { id: number; email: string }) {
  const t = useTranslations('backOffice.newsletter.subscribers');
  const { busy, run, status } = useSectionForm();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  // The question replaces the button: focus goes to its answer, not back to the page's start.
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const remove = () =>
    void run(
      () => sendJson(`/api/back-office/newsletter/subscribers/${id}`, undefined, 'DELETE'),
      () => {
        setFlash(t('removed'));
        window.location.reload();
        return t('removed');
      },
    );
  if (!asking) {
    return (
      <button
        type="button"
        className="bo-link-button"
        aria-label={`${t('remove')}: ${email}`}
        onClick={() => setAsking(true)}
      >
        {t('remove')}
      </button>
    );
  }
  return (
    <div className="bo-actions">
      <p>{t('removeConfirm', { email })}</p>
      <button type="button" className="bo-link-button" disabled={busy} onClick={remove} ref={confirm}>
        {t('removeYes')}
      </button>
      <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
        {t('removeCancel')}
      </button>
      {status}
    </div>
  );
}
