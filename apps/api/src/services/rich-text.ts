import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@estate/domain/rich-text';
import sanitize from 'sanitize-html';

/**
 * Staff's rich text as it is stored: only the tags and attributes the editor writes, links with a
 * safe scheme (a new tab never gets the opener), the rest dropped with its content when it is
 * executable or kept as text otherwise. The site sanitises again when it renders.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    transformTags: {
      h1: 'h2',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const attributes = { ...attribs };
        if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
        else {
          delete attributes.target;
          delete attributes.rel;
        }
        return { tagName, attribs: attributes };
      },
    },
  }).trim();
}
