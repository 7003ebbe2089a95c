/**
 * The rich text staff write and the site shows (issues 17, 18 and 34, decisions 037 and 051): one
 * allow-list per kind of text, applied by the API when it stores a text and by the site when it
 * renders one, so the editor, the database and the public page agree on what a text may hold.
 *
 * This module is data and pure functions only: it builds the options of sanitize-html without
 * importing it, so the domain stays free of an HTML parser and each side calls its own copy of the
 * library (the API in `services/rich-text.ts`, the site in `lib/html/sanitize-html.ts`).
 * `rich-text-corpus.ts` holds the hostile inputs both sides' tests run through these options.
 */

export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * - `basic`: offer descriptions, FAQ answers, group descriptions, the home page's who-we-are text;
 * - `article`: news, events, blog posts and pages, which add images of the media store;
 * - `inline`: a named text shown inside a line (the footer's address): emphasis, links, breaks.
 */
export type RichTextProfile = 'basic' | 'article' | 'inline';

interface AllowList {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
}

const BASIC_TAGS = ['p', 'h2', 'h3', 'strong', 'em', 's', 'ul', 'ol', 'li', 'a', 'br', 'blockquote'];
const LINK_ATTRIBUTES = { a: ['href', 'target', 'rel'] };

const ALLOW_LISTS: Readonly<Record<RichTextProfile, AllowList>> = {
  basic: { tags: BASIC_TAGS, attributes: LINK_ATTRIBUTES },
  article: { tags: [...BASIC_TAGS, 'img'], attributes: { ...LINK_ATTRIBUTES, img: ['src', 'alt'] } },
  inline: { tags: ['p', 'strong', 'em', 'a', 'br'], attributes: LINK_ATTRIBUTES },
};

/**
 * The only images a text may show: files of the media store (`/media/...`, uploaded through the back
 * office, decision 037), named without dot segments, so no other host and no path out of `/media/`.
 */
const MEDIA_IMAGE = /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

type Attributes = Record<string, string>;
type TagTransform = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes };

/** The part of sanitize-html's options these rules set (the library's own type is structurally wider). */
export interface RichTextSanitizeOptions {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowedSchemesByTag: Record<string, string[]>;
  transformTags: Record<string, string | TagTransform>;
  exclusiveFilter: (frame: { tag: string; attribs: Attributes }) => boolean;
}

/** A link that opens a new tab never hands the opener to the other site; any other target goes. */
const safeLink: TagTransform = (tagName, attribs) => {
  const attributes = { ...attribs };
  if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
  else {
    delete attributes.target;
    delete attributes.rel;
  }
  return { tagName, attribs: attributes };
};

/** Images below the fold load when scrolled to and decode off the main thread. */
const lazyImage: TagTransform = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
});

/**
 * sanitize-html's options for a profile. Tags outside the list go and their text stays (the content
 * of `script`, `style` and the like goes with them, the library's default); other editors' `h1`, `b`
 * and `i` become ours. `render` adds only what the page needs and the stored text does not hold:
 * images that load lazily.
 */
export function richTextSanitizeOptions(
  profile: RichTextProfile,
  { render = false }: { render?: boolean } = {},
): RichTextSanitizeOptions {
  const list = ALLOW_LISTS[profile];
  const allowedAttributes = Object.fromEntries(
    Object.entries(list.attributes).map(([tag, names]) => [tag, [...names]]),
  );
  const transformTags: Record<string, string | TagTransform> = {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: safeLink,
  };
  if (render && allowedAttributes.img) {
    allowedAttributes.img.push('loading', 'decoding');
    transformTags.img = lazyImage;
  }
  return {
    allowedTags: [...list.tags],
    allowedAttributes,
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    // An image's source is a path of the media store, never a URL with a scheme.
    allowedSchemesByTag: { img: [] },
    transformTags,
    exclusiveFilter: (frame) => frame.tag === 'img' && !MEDIA_IMAGE.test(frame.attribs.src ?? ''),
  };
}
