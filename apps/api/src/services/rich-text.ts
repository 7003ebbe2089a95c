import { type RichTextProfile, richTextSanitizeOptions } from '@estate/domain/rich-text';
import sanitize from 'sanitize-html';

/**
 * Staff's rich text as it is stored: the profile's allow-list of the domain (decision 051), which
 * the site applies again when it renders, so what is stored is what is shown. Tags outside it go,
 * their text stays unless they are executable; links keep a safe scheme, images a `/media/` source.
 */
export function sanitizeRichText(html: string, profile: RichTextProfile): string {
  return sanitize(html, richTextSanitizeOptions(profile)).trim();
}
