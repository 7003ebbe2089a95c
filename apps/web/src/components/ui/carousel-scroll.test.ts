import { describe, expect, it } from 'vitest';
import { slideIndexAt, stepIndex } from './carousel-scroll';

describe('slideIndexAt', () => {
  it('is the scroll position in slide widths, rounded', () => {
    expect(slideIndexAt(0, 400, 5)).toBe(0);
    expect(slideIndexAt(800, 400, 5)).toBe(2);
    // Mid-swipe: the slide more than half in view.
    expect(slideIndexAt(199, 400, 5)).toBe(0);
    expect(slideIndexAt(201, 400, 5)).toBe(1);
    // Fractional widths and positions (zoom, sub-pixel layout) land on the same slide.
    expect(slideIndexAt(1518.6, 759.5, 5)).toBe(2);
  });

  it('stays within the slides (overscroll, a shrunk viewport)', () => {
    expect(slideIndexAt(-30, 400, 5)).toBe(0);
    expect(slideIndexAt(4000, 400, 5)).toBe(4);
  });

  it('is the first slide for a viewport without a width or without slides', () => {
    expect(slideIndexAt(300, 0, 5)).toBe(0);
    expect(slideIndexAt(300, Number.NaN, 5)).toBe(0);
    expect(slideIndexAt(300, 400, 0)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('moves by one within the slides', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(3, -1, 5)).toBe(2);
  });

  it('loops: next from the last is the first, previous from the first the last', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(1, -7, 5)).toBe(4);
  });

  it('stays on the one slide there is, and on 0 without slides', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
