import {
  ARTICLE_RICH_TEXT_ATTRIBUTES,
  ARTICLE_RICH_TEXT_TAGS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@estate/domain/rich-text';
import sanitize from 'sanitize-html';

/**
 * Staff's rich text as it is stored: only the tags and attributes the editor writes, links with a
 * safe scheme (a new tab never gets the opener), the rest dropped with its content when it is
 * executable or kept as text otherwise. The site sanitises again when it renders.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeTo(html, RICH_TEXT_TAGS, RICH_TEXT_ATTRIBUTES);
}

/**
 * The text of a news item, event, blog post or page: the same, plus images of the media store
 * (`/media/...`) with their alt text; an image from anywhere else is dropped (decision 037).
 */
export function sanitizeArticleText(html: string): string {
  return sanitizeTo(html, ARTICLE_RICH_TEXT_TAGS, ARTICLE_RICH_TEXT_ATTRIBUTES, {
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !/^\/media\/[A-Za-z0-9_-]/.test(frame.attribs.src ?? ''),
  });
}

function sanitizeTo(
  html: string,
  tags: readonly string[],
  attributes: Readonly<Record<string, readonly string[]>>,
  extra: sanitize.IOptions = {},
): string {
  return sanitize(html, {
    ...extra,
    allowedTags: [...tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesByTag: { img: [] },
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
