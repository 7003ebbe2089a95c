'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { setFlash } from './flash-message';
import { useSectionForm } from './use-section-form';

/**
 * The admins' setting of how many months the personal data of submissions are kept (decision 035).
 * The bounds come from the page, so this script carries none of the domain's schemas; the API
 * checks them again (`retention_months_range`).
 */
export function InboxRetentionForm({
  months,
  min,
  max,
  fallback,
}: {
  months: number;
  min: number;
  max: number;
  /** The period when nobody has set one. */
  fallback: number;
}) {
  const t = useTranslations('backOffice.inbox.retention');
  const { busy, fields, run, status } = useSectionForm();
  const [value, setValue] = useState(String(months));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = Number(value);
    void run(
      // Sent as typed (a number when it reads as one), so the API names what is wrong.
      () =>
        sendJson(
          '/api/back-office/inbox/retention',
          { months: value.trim() === '' || Number.isNaN(asked) ? value : asked },
          'PUT',
        ),
      (answer) => {
        const saved = (answer.data?.data as { months?: number } | undefined)?.months ?? asked;
        // The page reads the period again, so its text agrees with what was saved.
        const message = t('saved', { months: saved });
        setFlash(message);
        window.location.reload();
        return message;
      },
    );
  };

  return (
    <form className="bo-form bo-form--inline" noValidate onSubmit={onSubmit}>
      <div className="bo-field">
        <label htmlFor="inbox-retention">{t('months')}</label>
        <input
          id="inbox-retention"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={fields.months ? true : undefined}
          aria-describedby={
            fields.months ? 'inbox-retention-hint inbox-retention-error' : 'inbox-retention-hint'
          }
        />
        <p id="inbox-retention-hint" className="bo-field__hint">
          {t('hint', { min, max, fallback })}
        </p>
        {fields.months && (
          <p id="inbox-retention-error" className="bo-field__error">
            {fields.months}
          </p>
        )}
      </div>
      <button type="submit" className="bo-button" disabled={busy}>
        {t('save')}
      </button>
      {status}
    </form>
  );
}
