'use client';

import type { Language } from '@estate/domain/language';
import { voivodeshipCountText } from '@estate/domain/voivodeship-count';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  allVoivodeshipsChecked,
  checkAllVoivodeships,
  toggleVoivodeship,
  type VoivodeshipSelection,
} from './voivodeship-selection';

interface Props {
  lang: Language;
  selection: VoivodeshipSelection;
  onChange: (selection: VoivodeshipSelection) => void;
  disabled?: boolean;
  /** The API's bad_voivodeshipID message, tied to the trigger. */
  error?: string;
}

/**
 * SPEC §4 voivodeship picker: a trigger showing the count opens a panel over a backdrop; the trigger,
 * the backdrop, the panel's button and Escape close it. A disclosure, not a dialog: the page stays
 * usable, Tab leaves the panel as it would any list of checkboxes.
 */
export function VoivodeshipPicker({ lang, selection, onChange, disabled, error }: Props) {
  const t = useTranslations('forms.newsletter');
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const trigger = useRef<HTMLButtonElement>(null);
  const checkAll = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) checkAll.current?.focus();
  }, [open]);
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the picker closes it.
    <div className={`voivodeship-picker${open ? ' voivodeship-picker--open' : ''}`} onKeyDown={onKeyDown}>
      <span className="form-field__label" aria-hidden="true">
        {t('voivodeships')}
      </span>
      <button
        ref={trigger}
        type="button"
        className="voivodeship-picker__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('voivodeships')}: </span>
        <span data-testid="voivodeship-count">{voivodeshipCountText(selection.length, lang)}</span>
        <span className="voivodeship-picker__chevron" aria-hidden="true" />
      </button>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
      {open && (
        // The backdrop is for pointers; keyboard users close with Escape or the panel's button.
        <div
          className="voivodeship-picker__backdrop"
          data-testid="voivodeship-backdrop"
          aria-hidden="true"
          onClick={close}
        />
      )}
      <div id={panelId} className="voivodeship-picker__panel" hidden={!open}>
        <fieldset className="voivodeship-picker__fieldset">
          <legend className="voivodeship-picker__legend">{t('voivodeshipsLegend')}</legend>
          <div className="form-check voivodeship-picker__all">
            <input
              ref={checkAll}
              id={`${id}-all`}
              type="checkbox"
              checked={allVoivodeshipsChecked(selection)}
              onChange={(event) => onChange(checkAllVoivodeships(event.target.checked))}
            />
            <label htmlFor={`${id}-all`}>{t('checkAll')}</label>
          </div>
          <ul className="voivodeship-picker__list">
            {VOIVODESHIPS.map((voivodeship) => (
              <li key={voivodeship.key} className="form-check">
                <input
                  id={`${id}-${voivodeship.key}`}
                  type="checkbox"
                  value={voivodeship.key}
                  checked={selection.includes(voivodeship.key)}
                  onChange={(event) =>
                    onChange(toggleVoivodeship(selection, voivodeship.key, event.target.checked))
                  }
                />
                <label htmlFor={`${id}-${voivodeship.key}`}>
                  {lang === 'en' ? voivodeship.nameEn : voivodeship.namePl}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="button" className="button button--secondary voivodeship-picker__close" onClick={close}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
