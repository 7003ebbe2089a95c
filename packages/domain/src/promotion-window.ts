/**
 * When the home page's promotion shows (issue 18, decision 038): from its start (if any, inclusive)
 * until its end (if any, exclusive). Apart from site-content.ts, which brings zod, so the site's
 * popup can check it in the browser too: a page kept in a cache must not show it past its end.
 */
export function isPromotionCurrent(
  popup: { startsAt: string | null; endsAt: string | null },
  now: Date,
): boolean {
  const at = now.getTime();
  if (popup.startsAt && Date.parse(popup.startsAt) > at) return false;
  if (popup.endsAt && Date.parse(popup.endsAt) <= at) return false;
  return true;
}
