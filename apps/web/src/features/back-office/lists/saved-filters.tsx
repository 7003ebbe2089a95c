'use client';

import type { SavedFilter } from '@estate/domain/api/saved-filter-responses';
import type { ErrorCode } from '@estate/domain/error-codes';
import type { SavedFilterList } from '@estate/domain/saved-filters';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import {
  deleteFilterAction,
  type SavedFilterDeletion,
  type SavedFilterSave,
  saveFilterAction,
} from './saved-filter-action';

/**
 * A person's saved filters of a back-office list (decision 062): each a link to the list with its
 * query (so opening one needs no script), a button deleting it, and a form saving the list's
 * current filter under a name (the same name replaces it), both posted to server actions with the
 * list's address as their permalink, so saving and deleting need no script either. Any list passes its name, path and
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
  const te = useTranslations('errorCodes');
  const here = query === '' ? path : `${path}?${query}`;
  const [save, saveAction, saving] = useActionState<SavedFilterSave | null, FormData>(
    saveFilterAction,
    null,
    here,
  );
  const [deletion, deleteAction, deleting] = useActionState<SavedFilterDeletion | null, FormData>(
    deleteFilterAction,
    null,
    here,
  );
  const id = `saved-filter-${list}`;
  const busy = saving || deleting;

  const refused = save?.outcome === 'refused' ? save : null;
  const error = refused?.nameError && te(refused.nameError as ErrorCode);
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
              <form action={deleteAction}>
                <input type="hidden" name="id" value={filter.id} />
                <input type="hidden" name="name" value={filter.name} />
                <button
                  type="submit"
                  className="bo-button bo-button--secondary bo-button--small"
                  disabled={busy}
                  aria-label={t('delete', { name: filter.name })}
                >
                  {t('deleteShort')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form className="bo-form bo-form--inline" noValidate action={saveAction}>
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="query" value={query} />
        <div className="bo-field">
          <label htmlFor={`${id}-name`}>{t('name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            // A refused name stays as typed (an action's form is reset after it runs).
            defaultValue={refused?.name ?? ''}
            key={refused ? `refused-${refused.name}` : 'name'}
            maxLength={60}
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
      {save?.outcome === 'saved' && (
        <p role="status" className="bo-notice">
          {t('saved', { name: save.name.trim() })}
        </p>
      )}
      {refused && !refused.nameError && (
        <p role="alert" className="bo-alert">
          {te(refused.code as ErrorCode)}
        </p>
      )}
      {deletion?.outcome === 'deleted' && (
        <p role="status" className="bo-notice">
          {t('deleted', { name: deletion.name })}
        </p>
      )}
      {deletion?.outcome === 'refused' && (
        <p role="alert" className="bo-alert">
          {te(deletion.code as ErrorCode)}
        </p>
      )}
    </section>
  );
}
