/**
 * The rich text staff write (offer descriptions; issue 17): what the editor can produce and the
 * site renders, nothing more. The API sanitises to this on save; the site sanitises again on render.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'br',
  'blockquote',
] as const;

export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
};

export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Articles and pages (issue 18, decision 037) also show images in their text: one of the media
 * store's (`/media/...`, uploaded through the back office) with its alt text in the item's language.
 */
export const ARTICLE_RICH_TEXT_TAGS = [...RICH_TEXT_TAGS, 'img'] as const;

export const ARTICLE_RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...RICH_TEXT_ATTRIBUTES,
  img: ['src', 'alt'],
};
