'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useSectionForm } from '../forms/use-section-form';
import { AskFirst } from '../shell/ask-first';
import { sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

/**
 * The newsletter screen's writes (decision 036): the digest's frequency (admins), a test digest to
 * oneself, and a subscriber's removal on request. The choices and limits come as props from the
 * server screen; the answers' schemas are loaded on the first write, so the page's bundle carries
 * no schema module.
 */
const schemas = {
  settings: () =>
    import('@estate/domain/api/back-office-newsletter-responses').then((m) => m.digestSettingsResponseSchema),
  test: () =>
    import('@estate/domain/api/back-office-newsletter-responses').then((m) => m.digestTestResponseSchema),
  removed: () =>
    import('@estate/domain/api/back-office-newsletter-responses').then(
      (m) => m.subscriberRemovedResponseSchema,
    ),
};

/** Daily or weekly, saved at once; the screen shows the job's new next run after a reload. */
export function DigestFrequencyForm({ initial, options }: { initial: string; options: [string, string][] }) {
  const t = useTranslations('backOffice.newsletter.digest');
  const { busy, runChecked, status } = useSectionForm();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const frequency = String(new FormData(event.currentTarget).get('frequency') ?? '');
    void runChecked(
      () => sendChecked('/api/back-office/newsletter/digest', { frequency }, schemas.settings, 'PUT'),
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
  const { busy, runChecked, status } = useSectionForm();
  const send = () =>
    void runChecked(
      () => sendChecked('/api/back-office/newsletter/digest/test', { lang }, schemas.test),
      (answer) => t('testSent', { to: answer.data.to }),
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
  const { busy, runChecked, status } = useSectionForm();
  const remove = () =>
    void runChecked(
      () =>
        sendChecked(`/api/back-office/newsletter/subscribers/${id}`, undefined, schemas.removed, 'DELETE'),
      () => {
        setFlash(t('removed'));
        window.location.reload();
        return t('removed');
      },
    );
  return (
    <AskFirst
      start={t('remove')}
      startLabel={`${t('remove')}: ${email}`}
      question={t('removeConfirm', { email })}
      yes={t('removeYes')}
      no={t('removeCancel')}
      busy={busy}
      onYes={remove}
      status={status}
      buttonClass="bo-link-button"
    />
  );
}
