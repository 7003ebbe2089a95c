import type { RichTextProfile } from '@estate/domain/rich-text';
import { RICH_TEXT_CORPUS } from '@estate/domain/rich-text-corpus';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

const PROFILES: readonly RichTextProfile[] = ['basic', 'article', 'inline'];

/**
 * The API stores every text of the shared corpus as the site renders it (decision 051); the site's
 * lib/html/sanitize-html.test.ts runs the same corpus when rendering.
 */
describe.each(PROFILES)('sanitizeRichText stores the %s profile of the shared corpus', (profile) => {
  it.each(RICH_TEXT_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_, entry) => {
    expect(sanitizeRichText(entry.input, profile)).toBe(entry.stored[profile]);
    // A stored text saved again is unchanged.
    expect(sanitizeRichText(entry.stored[profile], profile)).toBe(entry.stored[profile]);
  });
});

describe('sanitizeRichText', () => {
  it('trims what it stores', () => {
    expect(sanitizeRichText('  <p>a</p>\n', 'basic')).toBe('<p>a</p>');
  });
});
