/**
 * The arithmetic of a carousel whose slides are each one viewport wide, shared by the native
 * scroll-snap scroller (before Embla loads) and the buttons and keys that drive it.
 */

/**
 * The slide a native scroller shows: its scroll position in slide widths, rounded to the nearest
 * slide (mid-swipe, the one more than half in view), kept within the slides. A viewport without a
 * width (not laid out, e.g. in a closed dialog) shows the first.
 */
export function slideIndexAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0)) return 0;
  const index = Math.round(scrollLeft / slideWidth);
  return Math.min(Math.max(index, 0), count - 1);
}

/** The slide `delta` steps from `index`, wrapping past either end: the carousels loop. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
