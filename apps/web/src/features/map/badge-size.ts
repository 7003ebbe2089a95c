/**
 * How big a numbered map badge is, shared by the static map (which lays its badges out on the
 * server) and the interactive map's markers, so both look alike. Sizes are CSS pixels at the root
 * font size; offer-map.css draws them with the same numbers in rem.
 */
export const BADGE_SIZES = [
  // A map below 480 px wide: a phone (a 375 px screen leaves about 340 px). Laid out for 320 px.
  { name: 's', mapWidthPx: 320, fontPx: 11, heightPx: 22 },
  { name: 'm', mapWidthPx: 480, fontPx: 12, heightPx: 24 },
  { name: 'l', mapWidthPx: 720, fontPx: 13, heightPx: 28 },
] as const;

export type BadgeSize = (typeof BADGE_SIZES)[number];
export type BadgeSizeName = BadgeSize['name'];

/**
 * Bold digits are at most this wide, in ems (DejaVu Sans, Linux's system-ui, is the widest; Segoe
 * UI, Roboto and San Francisco are nearer 0.58): badges laid out with it never touch.
 */
const DIGIT_EM = 0.7;
/** Padding each side, in ems, and the white border, in pixels. */
const PADDING_EM = 0.45;
const BORDER_PX = 2;

/** Gently larger badges for larger counts: ×1 for 1 offer, ×1.08 for 10, ×1.24 for 1000, at most ×1.32. */
export function badgeScale(count: number): number {
  return Math.min(1.32, 1 + 0.08 * Math.log10(Math.max(1, count)));
}

/** A badge's width and height in pixels: a circle, or a pill when the number is long. */
export function badgeSizePx(count: number, size: BadgeSize): { width: number; height: number } {
  const scale = badgeScale(count);
  const font = size.fontPx * scale;
  const height = size.heightPx * scale;
  const text = String(count).length * DIGIT_EM * font + 2 * PADDING_EM * font + 2 * BORDER_PX;
  return { width: Math.max(height, text), height };
}
