import 'server-only';
import sanitize from 'sanitize-html';

const SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Links that open a new tab must not hand the opener to the other site. */
function safeLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const attributes = { ...attribs };
  if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
  else delete attributes.target;
  return { tagName, attribs: attributes };
}

/**
 * Content pages' stored HTML (decision 003: the API stores it, the site sanitises it). The page
 * already has its <h1>, so a heading 1 in the body becomes a heading 2; images load lazily.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h2'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title', 'hreflang'],
      img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      '*': ['id', 'lang'],
    },
    allowedSchemes: SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      h1: 'h2',
      a: safeLink,
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    },
  });
}

/** Content chunks (footer texts): a line or two with emphasis, line breaks and links. */
export function sanitizeInlineHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['br', 'strong', 'b', 'em', 'i', 'a', 'span', 'p'],
    allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
    allowedSchemes: SCHEMES,
    transformTags: { a: safeLink },
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A chunk's plain text (phone numbers, e-mail), for attributes and structured data. */
export function htmlToText(html: string): string {
  // Line breaks and the ends of blocks separate words: '<p>a.</p><p>b</p>' reads 'a. b', not 'a.b'.
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|div|tr|td|th|blockquote)>/gi, ' ');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
