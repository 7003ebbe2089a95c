'use client';

import { GRID_VIEWS, type GridView } from '@estate/domain/constants';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState } from 'react';
import { GRID_VIEW_STORAGE_KEY, readGridView } from './grid-view';

const ICONS: Record<GridView, string> = {
  grid3:
    'M3 3h5v5H3zM10 3h4v5h-4zM16 3h5v5h-5zM3 10h5v5H3zM10 10h4v5h-4zM16 10h5v5h-5zM3 17h5v4H3zM10 17h4v4h-4zM16 17h5v4h-5z',
  grid6:
    'M2 3h3v3H2zM7 3h3v3H7zM12 3h3v3h-3zM17 3h3v3h-3zM2 9h3v3H2zM7 9h3v3H7zM12 9h3v3h-3zM17 9h3v3h-3zM2 15h3v3H2zM7 15h3v3H7zM12 15h3v3h-3zM17 15h3v3h-3z',
  list: 'M3 4h4v4H3zM9 5h12v2H9zM3 10h4v4H3zM9 11h12v2H9zM3 16h4v4H3zM9 17h12v2H9z',
};

/**
 * Switches the results between grid3, grid6 and list (SPEC §2) and remembers it under `gridView`.
 * The layout itself is an attribute on the results box, which the inline script set before paint.
 */
export function GridViewToggle() {
  const t = useTranslations('offers');
  const ref = useRef<HTMLFieldSetElement>(null);
  const [view, setView] = useState<GridView | null>(null);

  // The inline script does this on a full load; after a client-side navigation it did not run, so
  // the remembered layout is applied here, before paint.
  useLayoutEffect(() => {
    const stored = readGridView();
    setView(stored);
    ref.current?.closest('[data-view]')?.setAttribute('data-view', stored);
  }, []);

  const choose = (next: GridView) => {
    setView(next);
    ref.current?.closest('[data-view]')?.setAttribute('data-view', next);
    try {
      localStorage.setItem(GRID_VIEW_STORAGE_KEY, next);
    } catch {
      // Not remembered when storage is off; the layout still changes.
    }
  };

  return (
    <fieldset ref={ref} className="grid-toggle">
      <legend className="visually-hidden">{t('layoutLabel')}</legend>
      {GRID_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className="grid-toggle__button"
          aria-pressed={view === option}
          aria-label={t(`layouts.${option}`)}
          title={t(`layouts.${option}`)}
          onClick={() => choose(option)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={ICONS[option]} fill="currentColor" />
          </svg>
        </button>
      ))}
    </fieldset>
  );
}
