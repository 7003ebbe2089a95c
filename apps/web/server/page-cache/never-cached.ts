/**
 * Pages the page cache never keeps: one visitor's mailed links (the newsletter's and the search
 * alerts', decision 059) and staff's previews of unpublished offers (decision 030). Nothing on them
 * is to be shared, and their paths are unbounded. Polish pages answer both unprefixed and under
 * `/pl/` (proxy.ts), so both spellings are kept out.
 */
const NEVER_CACHED = /^(\/en|\/pl)?\/(newsletter|podglad|alerty|alerts)\//;

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.test(pathname);
}
