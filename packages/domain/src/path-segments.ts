/**
 * One URL path segment as text: percent-decoded once. A malformed escape ('50%') leaves the segment
 * as written, which then matches no route, key or value, so a bad URL is a 404 or an ignored pair
 * rather than an error. The one decoder of path segments for the route table, the list paths and
 * the site's pages.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
