'use client';

import { moveTarget } from '../media/media-list';

/**
 * "Wyżej" and "Niżej" of one row of an ordered list (the FAQ's order, a group's members): a move
 * past either end stays focusable but says it cannot go (`aria-disabled`), so focus never jumps.
 * `data-move` names the button for useKeptFocus, which puts focus back on it after the move.
 */
export function MoveButtons({
  itemKey,
  index,
  count,
  labels,
  texts,
  onMove,
}: {
  itemKey: string | number;
  index: number;
  count: number;
  labels: { up: string; down: string };
  texts: { up: string; down: string };
  onMove: (index: number, how: 'up' | 'down') => void;
}) {
  return (['up', 'down'] as const).map((how) => {
    const possible = moveTarget(index, count, how) !== null;
    return (
      <button
        key={how}
        type="button"
        className="bo-link-button"
        data-move={`${itemKey}-${how}`}
        aria-disabled={possible ? undefined : true}
        aria-label={labels[how]}
        onClick={() => possible && onMove(index, how)}
      >
        {texts[how]}
      </button>
    );
  });
}
