'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { sendJson } from './back-office-fetch';
import { RichTextField } from './rich-text-field';
import { useSectionForm } from './use-section-form';

/**
 * One named text (chunk) in both languages, saved together (`PUT /api/back-office/chunks/{name}`):
 * rich text where the site renders HTML, a plain text box otherwise.
 */
export function ChunkForm({
  name,
  kind,
  title,
  description,
  pl,
  en,
  max,
}: {
  name: string;
  kind: 'plain' | 'rich';
  title: string;
  description: string | null;
  pl: string;
  en: string;
  max: number;
}) {
  const t = useTranslations('backOffice.site.chunks');
  const tl = useTranslations('backOffice.languages');
  const { busy, fields, run, status, formRef } = useSectionForm();
  const base = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () =>
        sendJson(
          `/api/back-office/chunks/${encodeURIComponent(name)}`,
          { pl: String(form.get('pl') ?? ''), en: String(form.get('en') ?? '') },
          'PUT',
        ),
      () => t('saved', { name: title }),
    );
  };

  return (
    <section className="bo-panel bo-panel--wide" aria-labelledby={`${base}-title`} data-chunk={name}>
      <h3 id={`${base}-title`}>{title}</h3>
      <p className="bo-muted">
        <code>{name}</code>
        {description ? ` – ${description}` : ''}
      </p>
      <form
        ref={formRef}
        className="bo-form bo-site-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${base}-title`}
      >
        {(['pl', 'en'] as const).map((lang) =>
          kind === 'rich' ? (
            <RichTextField
              key={lang}
              id={`${base}-${lang}`}
              name={lang}
              label={tl(lang)}
              lang={lang}
              defaultValue={lang === 'pl' ? pl : en}
              error={fields[lang]}
            />
          ) : (
            <div key={lang} className="bo-field">
              <label htmlFor={`${base}-${lang}`}>{tl(lang)}</label>
              <textarea
                id={`${base}-${lang}`}
                name={lang}
                lang={lang}
                rows={2}
                maxLength={max}
                defaultValue={lang === 'pl' ? pl : en}
                aria-invalid={fields[lang] ? true : undefined}
                aria-describedby={fields[lang] ? `${base}-${lang}-error` : undefined}
              />
              {fields[lang] && (
                <p id={`${base}-${lang}-error`} className="bo-field__error">
                  {fields[lang]}
                </p>
              )}
            </div>
          ),
        )}
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={busy}>
            {t('save')}
          </button>
        </div>
        {status}
      </form>
    </section>
  );
}
