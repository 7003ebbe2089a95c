/**
 * SPEC §2 Route guards, as one decision: a query string is answered 302 with the bare path;
 * repeated slashes or a trailing slash (except on the root) are answered 301 with the
 * normalised path. A request with both gets one 302 straight to the clean bare path.
 */
export interface Redirect {
  status: 301 | 302;
  location: string;
}

export function normalisePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  if (collapsed.length > 1 && collapsed.endsWith('/')) return collapsed.slice(0, -1) || '/';
  return collapsed;
}

export function redirectFor(pathname: string, search: string): Redirect | null {
  const normalised = normalisePath(pathname);
  if (search !== '' && search !== '?') return { status: 302, location: normalised };
  if (normalised !== pathname) return { status: 301, location: normalised };
  return null;
}
