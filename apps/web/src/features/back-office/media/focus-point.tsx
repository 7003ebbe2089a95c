'use client';

import type { MouseEvent, ReactNode } from 'react';
import { BoField } from '../forms/bo-field';

/** A percentage typed or clicked, as the API takes it: a whole number from 0 to 100. */
export function focusPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * A photo's focal point (decision 061), for the pointer: a click on the photo puts the point where
 * the subject is, and a ring marks it. `FocusFields` are the keyboard's way to the same point.
 * Tiles that crop the photo anchor it there (object-position).
 */
export function FocusImage({
  image,
  x,
  y,
  onChange,
}: {
  /** The photo as drawn in the list (an <img> the size of its thumbnail). */
  image: ReactNode;
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
}) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      focusPercent(((event.clientX - box.left) / box.width) * 100),
      focusPercent(((event.clientY - box.top) / box.height) * 100),
    );
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: FocusFields set the point from the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: as above; the photo is not a control of its own.
    <div className="bo-focus__image" onClick={pick} data-testid="focus-picker">
      {image}
      <span className="bo-focus__mark" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
    </div>
  );
}

/** The focal point in percent from the top left, typed: what a click on the photo sets. */
export function FocusFields({
  id,
  x,
  y,
  labels,
  onChange,
}: {
  id: string;
  x: number;
  y: number;
  labels: { hint: string; x: string; y: string };
  onChange: (x: number, y: number) => void;
}) {
  const point = { x, y };
  /** The point with one of its numbers typed anew; an emptied field keeps the number it had. */
  const typed = (axis: 'x' | 'y', value: string) => {
    const next = { ...point, [axis]: focusPercent(value.trim() === '' ? point[axis] : Number(value)) };
    onChange(next.x, next.y);
  };
  return (
    <div className="bo-focus">
      <p id={`${id}-hint`} className="bo-field__hint">
        {labels.hint}
      </p>
      <div className="bo-pair bo-focus__fields">
        {(['x', 'y'] as const).map((axis) => (
          <BoField
            key={axis}
            id={`${id}-${axis}`}
            label={labels[axis]}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            value={point[axis]}
            aria-describedby={`${id}-hint`}
            onChange={(event) => typed(axis, event.currentTarget.value)}
          />
        ))}
      </div>
    </div>
  );
}
