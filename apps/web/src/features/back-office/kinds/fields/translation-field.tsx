'use client';

import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isRecord } from '@/lib/is-record';
import type { TranslationChoice } from '../form-spec';
import { errorProps, FieldError, FieldHint, type WidgetProps } from './field-error';

/** The items of a list answer as choices (read without zod: a page's choices, not stored data). */
function choicesOf(json: unknown): TranslationChoice[] {
  const data = isRecord(json) && Array.isArray(json.data) ? json.data : [];
  return data.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.key !== 'string' || !isRecord(item.values)) return [];
    const { title, lang } = item.values;
    return typeof title === 'string' && (lang === 'pl' || lang === 'en')
      ? [{ key: item.key, title, lang }]
      : [];
  });
}

/**
 * The same item in the other language (decision 052 S6, issue 35): a choice among the items of the
 * other language that no item is linked to yet (and the one linked now), the newest first; a search
 * asks the API for such items by words of their titles, among all of them, not only the newest.
 * A new item's language is chosen in its form, so the choices follow that field.
 */
export function TranslationField({
  id,
  name,
  label,
  hint,
  lang,
  value,
  options,
  empty,
  kind,
  error,
}: WidgetProps & {
  lang: 'pl' | 'en';
  value: string;
  options: readonly TranslationChoice[];
  empty: string;
  kind: string;
}) {
  const t = useTranslations('backOffice.kinds.translation');
  const te = useTranslations('errorCodes');
  const box = useRef<HTMLDivElement>(null);
  const [itemLang, setItemLang] = useState(lang);
  const [choices, setChoices] = useState(options);
  const [chosen, setChosen] = useState(value);
  const [words, setWords] = useState('');
  const [found, setFound] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const other = itemLang === 'pl' ? 'en' : 'pl';

  // A new item's language field (its form's `lang` choice) decides which items may be its translation.
  useEffect(() => {
    const language = box.current?.closest('form')?.elements.namedItem('lang');
    if (!(language instanceof HTMLSelectElement)) return;
    const follow = () => setItemLang(language.value === 'en' ? 'en' : 'pl');
    follow();
    language.addEventListener('change', follow);
    return () => language.removeEventListener('change', follow);
  }, []);

  const search = async () => {
    setBusy(true);
    setFound(null);
    try {
      const query = new URLSearchParams({ lang: other, untranslated: 'true' });
      if (words.trim() !== '') query.set('q', words.trim());
      const response = await fetch(`${kindPaths(kind).list}?${query}`, { credentials: 'same-origin' });
      if (!response.ok) {
        setFound(te('internal_error'));
        return;
      }
      const results = choicesOf(await response.json());
      // The one chosen stays a choice, whatever the search found.
      const kept = choices.filter((choice) => choice.key === chosen);
      setChoices([...kept, ...results.filter((choice) => choice.key !== chosen)]);
      setFound(t('found', { count: results.length }));
    } catch {
      setFound(te('internal_error'));
    } finally {
      setBusy(false);
    }
  };

  const shown = choices.filter((choice) => choice.lang === other);
  return (
    <div className="bo-field" ref={box}>
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        value={shown.some((choice) => choice.key === chosen) ? chosen : ''}
        onChange={(event) => setChosen(event.currentTarget.value)}
        {...errorProps(id, error, hint)}
      >
        <option value="">{empty}</option>
        {shown.map((choice) => (
          <option key={choice.key} value={choice.key} lang={choice.lang}>
            {choice.title}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
      <div className="bo-form--inline">
        <div className="bo-field">
          <label htmlFor={`${id}-search`}>{t('search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={words}
            maxLength={100}
            onChange={(event) => setWords(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches here instead of saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
        </div>
        <button type="button" className="bo-button bo-button--secondary" disabled={busy} onClick={search}>
          {t('searchButton')}
        </button>
      </div>
      <p role="status" className="bo-field__hint">
        {found ?? ''}
      </p>
    </div>
  );
}
