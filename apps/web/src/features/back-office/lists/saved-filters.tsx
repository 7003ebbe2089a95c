'use client';

import type { SavedFilter } from '@estate/domain/api/saved-filter-responses';
import type { SavedFilterList } from '@estate/domain/saved-filters';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

const ENDPOINT = '/api/back-office/saved-filters';

/** The answers' schemas, loaded on the first save or deletion (decision 052 §3.10). */
const answers = () => import('@estate/domain/api/saved-filter-responses');
const schemas = {
  saved: () => answers().then((m) => m.savedFilterResponseSchema),
  deleted: () => answers().then((m) => m.savedFilterDeletedResponseSchema),
};

/**
 * A person's saved filters of a back-office list (decision 062): each a link to the list with its
 * query (so opening one needs no script), a button deleting it, and a form saving the list's
 * current filter under a name (the same name replaces it). Any list passes its name, path and
 * current query; the kinds' list screen can take it as it is.
 */
export function SavedFilters({
  list,
  path,
  query,
  filters,
}: {
  list: SavedFilterList;
  path: string;
  /** The list's current query string (its filters and sort, without the page). */
  query: string;
  filters: readonly SavedFilter[];
}) {
  const t = useTranslations('backOffice.savedFilters');
  const { busy, fields, runChecked, status } = useSectionForm();
  const [name, setName] = useState('');
  const id = `saved-filter-${list}`;

  const reloadSaying = (message: string) => {
    // The page reads the list again, so its links agree with what is stored.
    setFlash(message);
    window.location.reload();
    return message;
  };
  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void runChecked(
      () => sendChecked(ENDPOINT, { list, name, query }, schemas.saved),
      () => reloadSaying(t('saved', { name: name.trim() })),
    );
  };
  const onDelete = (filter: SavedFilter) => {
    void runChecked(
      () => sendChecked(`${ENDPOINT}/${filter.id}`, undefined, schemas.deleted, 'DELETE'),
      () => reloadSaying(t('deleted', { name: filter.name })),
    );
  };

  const error = fields.name ?? fields.query;
  return (
    <section className="bo-saved-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {filters.length === 0 ? (
        <p className="bo-muted">{t('none')}</p>
      ) : (
        <ul className="bo-saved-filters__list">
          {filters.map((filter) => (
            <li key={filter.id}>
              <a href={filter.query === '' ? path : `${path}?${filter.query}`}>{filter.name}</a>
              <button
                type="button"
                className="bo-button bo-button--secondary bo-button--small"
                disabled={busy}
                aria-label={t('delete', { name: filter.name })}
                onClick={() => onDelete(filter)}
              >
                {t('deleteShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="bo-form bo-form--inline" noValidate onSubmit={onSave}>
        <div className="bo-field">
          <label htmlFor={`${id}-name`}>{t('name')}</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="bo-field__error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="bo-button" disabled={busy}>
          {t('save')}
        </button>
      </form>
      {status}
    </section>
  );
}
