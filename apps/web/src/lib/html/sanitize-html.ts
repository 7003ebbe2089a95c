import 'server-only';
import { type RichTextProfile, richTextSanitizeOptions } from '@estate/domain/rich-text';
import sanitize from 'sanitize-html';

/**
 * Staff's stored rich text as the page shows it (decision 003: the API stores it, the site sanitises
 * it again): the profile's allow-list of the domain, the same the API stored it through (decision
 * 051), plus only what rendering needs (images load lazily).
 */
export function sanitizeRichHtml(html: string, profile: RichTextProfile): string {
  return sanitize(html, richTextSanitizeOptions(profile, { render: true }));
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
