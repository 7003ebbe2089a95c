'use client';

import { MAX_COMPARED } from '@estate/domain/compare-offers';
import { useTranslations } from 'next-intl';
import { toggleCompared, useCompareState } from './compare-store';

/**
 * "Compare" on a tile, the offer page and favourites (issue 36): adds the offer to the list kept in
 * this browser, or takes it out. A full list (four) takes no more; the button says so and stays
 * focusable, so the reason can be read.
 */
export function CompareToggle({
  id,
  title,
  className = 'compare-toggle',
}: {
  id: number;
  title: string;
  className?: string;
}) {
  const t = useTranslations('offers.compare');
  const state = useCompareState(id);
  const label =
    state === 'in'
      ? t('remove', { title })
      : state === 'full'
        ? t('full', { count: MAX_COMPARED })
        : t('add', { title });
  return (
    <button
      type="button"
      className={className}
      aria-pressed={state === 'in'}
      aria-label={label}
      title={label}
      aria-disabled={state === 'full' || undefined}
      // Until the stored list is read, a press could not know whether it adds or removes.
      disabled={state === null}
      onClick={() => {
        if (state === 'in' || state === 'out') toggleCompared(id);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 5h6v14H4zM14 5h6v14h-6z"
          fill={state === 'in' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
