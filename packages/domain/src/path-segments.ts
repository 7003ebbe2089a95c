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

/**
 * A path whose segments Next can decode: a segment with a malformed escape ('%E0%A4%A', '50%') has
 * its percent signs escaped ('%25E0%25A4%25A'), so it reaches the pages as the text written, which
 * `decodePathSegment` gives too and which matches no route, token or value: the 404 page. Next
 * itself decodes a dynamic segment's value before any page runs and answers a malformed one with an
 * error page (a 500 on the alerts' token pages). The site's server applies it to every page path.
 */
export function withDecodableSegments(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  return pathname
    .split('/')
    .map((segment) => (isDecodable(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
}

function isDecodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
