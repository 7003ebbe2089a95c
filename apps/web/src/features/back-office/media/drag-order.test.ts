import { describe, expect, it } from 'vitest';
import { dragTarget } from './drag-order';

// Three rows of a list, top to bottom: 0–100, 110–300 (a tall one), 310–360.
const rows = [
  { top: 0, bottom: 100 },
  { top: 110, bottom: 300 },
  { top: 310, bottom: 360 },
];

describe('where a dragged row goes', () => {
  it('stays while the pointer is over its own row or short of a neighbour’s middle', () => {
    expect(dragTarget(rows, 0, 50)).toBe(0);
    expect(dragTarget(rows, 0, 200)).toBe(0);
    expect(dragTarget(rows, 2, 210)).toBe(2);
  });

  it('goes down past each row whose middle the pointer passed, and up likewise', () => {
    expect(dragTarget(rows, 0, 206)).toBe(1);
    expect(dragTarget(rows, 0, 340)).toBe(2);
    expect(dragTarget(rows, 2, 204)).toBe(1);
    expect(dragTarget(rows, 2, 10)).toBe(0);
  });

  it('takes the ends beyond the list and ignores a row it does not know', () => {
    expect(dragTarget(rows, 1, -500)).toBe(0);
    expect(dragTarget(rows, 1, 5_000)).toBe(2);
    expect(dragTarget(rows, 7, 50)).toBe(7);
    expect(dragTarget([], 0, 50)).toBe(0);
  });

  it('does not swing back over a tall neighbour once it moved past its middle', () => {
    // The short last row dragged up past the tall row's middle lands at 1; the tall row now lies
    // below it (its new box 170–360), and the pointer at 204 is above that row's middle: it stays.
    const after = [
      { top: 0, bottom: 100 },
      { top: 110, bottom: 160 },
      { top: 170, bottom: 360 },
    ];
    expect(dragTarget(after, 1, 204)).toBe(1);
  });
});
