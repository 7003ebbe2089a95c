/**
 * The version a write gives a row it read at version `read` (an ISO time): the write's time, or a
 * millisecond after `read` when the clock has not passed it. Strictly later, so two saves within one
 * millisecond still differ, and a write conditioned on the version it read (issue 34) never finds
 * the version another write left.
 */
export function versionAfter(read: string, now: Date): string {
  return new Date(Math.max(now.getTime(), (Date.parse(read) || 0) + 1)).toISOString();
}
