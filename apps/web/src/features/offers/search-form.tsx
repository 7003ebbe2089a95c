import type { ListPathState } from '@estate/domain/filter-path';
import { type Language, localePath } from '@estate/domain/language';
import { OFFER_ORDERS, type RangeKey } from '@estate/domain/offer-filter-fields';
import { PROPERTY_TYPES } from '@estate/domain/property-types';
import { TOWNS } from '@estate/domain/towns';

import { VOIVODESHIPS, voivodeshipName } from '@estate/domain/voivodeships';
import { useTranslations } from 'next-intl';
import { SearchFormElement } from './search-form-element';
import { SEARCH_FLAGS, SEARCH_RANGES } from './search-form-path';

export interface SearchFormState extends Partial<ListPathState> {
  typeClassified?: 'sale' | 'rent';
  /** The town's name, when the path has one. */
  townName?: string;
}

/**
 * SPEC §2 real-estate search form, server-rendered with the current list's values so a filtered
 * list shows what produced it. Towns of the chosen voivodeship are offered as suggestions; any
 * text is accepted and an unknown town is dropped by the path builder.
 */
export function SearchForm({
  lang,
  state = {},
  id = 'search',
}: {
  lang: Language;
  state?: SearchFormState;
  id?: string;
}) {
  const t = useTranslations('offers.search');
  const to = useTranslations('offers.orders');
  const filters = state.filters ?? {};
  const towns = state.voivodeship
    ? TOWNS.filter((town) => town[1] === state.voivodeship).map((town) => town[0])
    : [];
  const moreOpen = Object.entries(filters).some(
    ([key, value]) =>
      value !== undefined && (key.includes('[') || (SEARCH_FLAGS as readonly string[]).includes(key)),
  );
  const rangeValue = (key: RangeKey) => {
    const value = filters[key];
    return value === undefined ? '' : String(value);
  };
  return (
    <SearchFormElement lang={lang} action={localePath(lang, '/szukaj')} label={t('heading')}>
      {/* A list of an area drawn on the map keeps its area through a new search (issue 36). */}
      {state.area && <input type="hidden" name="drawnArea" value={state.area} />}
      <fieldset className="search-form__type">
        <legend>{t('typeClassified')}</legend>
        {(['sale', 'rent'] as const).map((type) => (
          <label key={type} className="search-form__radio">
            <input
              type="radio"
              name="typeClassified"
              value={type}
              defaultChecked={(state.typeClassified ?? 'sale') === type}
            />
            {t(type)}
          </label>
        ))}
      </fieldset>
      <div className="search-form__grid">
        <div className="search-form__field">
          <label htmlFor={`${id}-type`}>{t('typeProperty')}</label>
          <select id={`${id}-type`} name="typeProperty" defaultValue={filters.typeProperty ?? ''}>
            <option value="">{t('anyType')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {lang === 'en' ? type.nameEn : type.namePl}
              </option>
            ))}
          </select>
        </div>
        <div className="search-form__field">
          <label htmlFor={`${id}-voivodeship`}>{t('voivodeship')}</label>
          <select id={`${id}-voivodeship`} name="voivodeship" defaultValue={state.voivodeship ?? ''}>
            <option value="">{t('anyVoivodeship')}</option>
            {VOIVODESHIPS.map((v) => (
              <option key={v.key} value={v.key}>
                {voivodeshipName(v, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="search-form__field">
          <label htmlFor={`${id}-town`}>{t('town')}</label>
          <input
            id={`${id}-town`}
            name="town"
            type="text"
            autoComplete="off"
            list={towns.length > 0 ? `${id}-towns` : undefined}
            defaultValue={state.townName ?? ''}
          />
          {towns.length > 0 && (
            <datalist id={`${id}-towns`}>
              {towns.map((town) => (
                <option key={town} value={town} />
              ))}
            </datalist>
          )}
        </div>
        <div className="search-form__field">
          <label htmlFor={`${id}-order`}>{t('order')}</label>
          <select id={`${id}-order`} name="order" defaultValue={state.order ?? 'newest'}>
            {OFFER_ORDERS.map((order) => (
              <option key={order} value={order}>
                {to(order)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Ranges and flags fold away until used, so the results stay near the top on a phone. */}
      <details className="search-form__more" open={moreOpen}>
        <summary>{t('more')}</summary>
        <div className="search-form__grid">
          {SEARCH_RANGES.map((field) => (
            <fieldset key={field} className="search-form__range">
              <legend>{t(field)}</legend>
              {(['gte', 'lte'] as const).map((bound) => (
                <input
                  key={bound}
                  name={`${field}-${bound}`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  placeholder={t(bound === 'gte' ? 'from' : 'to')}
                  aria-label={t(bound === 'gte' ? 'fromLabel' : 'toLabel', { field: t(field) })}
                  defaultValue={rangeValue(`${field}[${bound}]`)}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <fieldset className="search-form__flags">
          <legend>{t('flags')}</legend>
          {SEARCH_FLAGS.map((flag) => (
            <label key={flag} className="search-form__check">
              <input type="checkbox" name={flag} value="1" defaultChecked={filters[flag] === 1} />
              {t(flag)}
            </label>
          ))}
        </fieldset>
      </details>
      <div className="search-form__actions">
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </div>
    </SearchFormElement>
  );
}
