import type { Language } from '@estate/domain/language';
import { voivodeshipCountText } from '@estate/domain/voivodeship-count';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import type { KeyboardEvent, Ref } from 'react';
import { allVoivodeshipsChecked, type VoivodeshipSelection } from './voivodeship-selection';

export interface VoivodeshipPickerTexts {
  voivodeships: string;
  voivodeshipsLegend: string;
  checkAll: string;
  close: string;
}

/** The picker's ids: fixed, so the server's static markup and the live picker agree. */
const ID = 'newsletter-voivodeships';

interface Props {
  lang: Language;
  texts: VoivodeshipPickerTexts;
  selection: VoivodeshipSelection;
  open: boolean;
  disabled?: boolean;
  error?: string;
  /** The live picker's handlers and refs; absent in the server's static markup. */
  live?: {
    triggerRef: Ref<HTMLButtonElement>;
    checkAllRef: Ref<HTMLInputElement>;
    onKeyDown: (event: KeyboardEvent) => void;
    onToggle: () => void;
    onClose: () => void;
    onCheckAll: (checked: boolean) => void;
    onCheck: (key: (typeof VOIVODESHIPS)[number]['key'], checked: boolean) => void;
  };
}

/**
 * The voivodeship picker's markup without hooks: the server renders it closed and inert before the
 * footer's form has loaded (decision 050), and VoivodeshipPicker renders it live.
 */
export function VoivodeshipPickerView({ lang, texts, selection, open, disabled, error, live }: Props) {
  // Static, the boxes are uncontrolled: the same HTML, and React does not warn about a missing handler.
  const checked = (value: boolean) => (live ? { checked: value } : { defaultChecked: value });
  const panelId = `${ID}-panel`;
  const errorId = `${ID}-error`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the picker closes it.
    <div
      className={`voivodeship-picker${open ? ' voivodeship-picker--open' : ''}`}
      onKeyDown={live?.onKeyDown}
    >
      <span className="form-field__label" aria-hidden="true">
        {texts.voivodeships}
      </span>
      <button
        ref={live?.triggerRef}
        type="button"
        className="voivodeship-picker__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        onClick={live?.onToggle}
      >
        <span className="visually-hidden">{texts.voivodeships}: </span>
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
          onClick={live?.onClose}
        />
      )}
      <div id={panelId} className="voivodeship-picker__panel" hidden={!open}>
        <fieldset className="voivodeship-picker__fieldset">
          <legend className="voivodeship-picker__legend">{texts.voivodeshipsLegend}</legend>
          <div className="form-check voivodeship-picker__all">
            <input
              ref={live?.checkAllRef}
              id={`${ID}-all`}
              type="checkbox"
              {...checked(allVoivodeshipsChecked(selection))}
              onChange={live && ((event) => live.onCheckAll(event.target.checked))}
            />
            <label htmlFor={`${ID}-all`}>{texts.checkAll}</label>
          </div>
          <ul className="voivodeship-picker__list">
            {VOIVODESHIPS.map((voivodeship) => (
              <li key={voivodeship.key} className="form-check">
                <input
                  id={`${ID}-${voivodeship.key}`}
                  type="checkbox"
                  value={voivodeship.key}
                  {...checked(selection.includes(voivodeship.key))}
                  onChange={live && ((event) => live.onCheck(voivodeship.key, event.target.checked))}
                />
                <label htmlFor={`${ID}-${voivodeship.key}`}>
                  {lang === 'en' ? voivodeship.nameEn : voivodeship.namePl}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="button"
          className="button button--secondary voivodeship-picker__close"
          onClick={live?.onClose}
        >
          {texts.close}
        </button>
      </div>
    </div>
  );
}
