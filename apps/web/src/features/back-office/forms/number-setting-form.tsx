'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { errorProps } from '../kinds/fields/field-error';
import { type CheckedAnswer, sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';
import { InlineFieldForm } from './inline-field-form';
import { useSectionForm } from './use-section-form';

/**
 * The admins' whole-number settings: how many months the personal data of submissions are kept
 * (decision 035) and how many days a first publication makes an offer new (decision 058). Each
 * names its route, its body's field and its texts here.
 */
const SETTINGS = {
  inboxRetention: { endpoint: '/api/back-office/inbox/retention', field: 'months', id: 'inbox-retention' },
  offerNewDays: { endpoint: '/api/back-office/offers/new-days', field: 'days', id: 'offer-new-days' },
} as const;
type NumberSetting = keyof typeof SETTINGS;

/**
 * A setting's save, its answer checked by the domain's schema (loaded on the first save, so zod
 * never comes with the page): the value the API stored.
 */
export async function saveSetting(setting: NumberSetting, body: unknown): Promise<CheckedAnswer<number>> {
  const { endpoint } = SETTINGS[setting];
  if (setting === 'inboxRetention') {
    const answer = await sendChecked(endpoint, body, retentionAnswer, 'PUT');
    return answer.ok ? { ...answer, data: answer.data.data.months } : answer;
  }
  const answer = await sendChecked(endpoint, body, newDaysAnswer, 'PUT');
  return answer.ok ? { ...answer, data: answer.data.data.days } : answer;
}
const retentionAnswer = () =>
  import('@estate/domain/api/back-office-inbox-responses').then((m) => m.inboxRetentionResponseSchema);
const newDaysAnswer = () =>
  import('@estate/domain/api/back-office-offer-responses').then((m) => m.offerNewDaysResponseSchema);

function useSettingTexts(setting: NumberSetting) {
  const inbox = useTranslations('backOffice.inbox.retention');
  const offers = useTranslations('backOffice.offerRecord');
  return setting === 'inboxRetention'
    ? {
        label: inbox('months'),
        hint: (bounds: { min: number; max: number; fallback: number }) => inbox('hint', bounds),
        save: inbox('save'),
        saved: (value: number) => inbox('saved', { months: value }),
      }
    : {
        label: offers('newDays'),
        hint: (bounds: { min: number; max: number; fallback: number }) => offers('newDaysHint', bounds),
        save: offers('newDaysSave'),
        saved: (value: number) => offers('newDaysSaved', { days: value }),
      };
}

/**
 * One setting's form. The bounds come from the page, so this script carries none of the domain's
 * schemas; the API checks them again and names what is wrong.
 */
export function NumberSettingForm({
  setting,
  value: current,
  min,
  max,
  fallback,
}: {
  setting: NumberSetting;
  value: number;
  min: number;
  max: number;
  /** The value when nobody has set one. */
  fallback: number;
}) {
  const { field, id } = SETTINGS[setting];
  const texts = useSettingTexts(setting);
  const { busy, fields, runChecked, status } = useSectionForm();
  const [value, setValue] = useState(String(current));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = Number(value);
    void runChecked(
      // Sent as typed (a number when it reads as one), so the API names what is wrong.
      () => saveSetting(setting, { [field]: value.trim() === '' || Number.isNaN(asked) ? value : asked }),
      (saved) => {
        // The page reads the setting again, so its text agrees with what was saved.
        const message = texts.saved(saved);
        setFlash(message);
        window.location.reload();
        return message;
      },
    );
  };

  const error = fields[field];
  const hint = texts.hint({ min, max, fallback });
  return (
    <InlineFieldForm
      id={id}
      label={texts.label}
      error={error}
      submit={texts.save}
      busy={busy}
      noValidate
      onSubmit={onSubmit}
      after={status}
    >
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        {...errorProps(id, error, hint)}
      />
      {/* The hint under the number, which it bounds. */}
      <p id={`${id}-hint`} className="bo-field__hint">
        {hint}
      </p>
    </InlineFieldForm>
  );
}
