import type { RichTextProfile } from '@estate/domain/rich-text';
import { RICH_TEXT_CORPUS } from '@estate/domain/rich-text-corpus';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichHtml } from './sanitize-html';

const PROFILES: readonly RichTextProfile[] = ['basic', 'article', 'inline'];

/**
 * The site renders every text of the shared corpus as the API stores it (decision 051), images
 * loading lazily; the API's services/rich-text.test.ts runs the same corpus when storing.
 */
describe.each(PROFILES)('sanitizeRichHtml renders the %s profile of the shared corpus', (profile) => {
  it.each(RICH_TEXT_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_, entry) => {
    const rendered = entry.rendered?.[profile] ?? entry.stored[profile];
    expect(sanitizeRichHtml(entry.input, profile)).toBe(rendered);
    // What the API stored renders as the input would have.
    expect(sanitizeRichHtml(entry.stored[profile], profile)).toBe(rendered);
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes the common entities', () => {
    expect(htmlToText('<p>800&nbsp;100&nbsp;200<br>Tom &amp; Jerry</p>')).toBe('800 100 200 Tom & Jerry');
  });

  it('keeps words of adjacent blocks apart', () => {
    expect(htmlToText('<p>Pierwszy.</p><p>Drugi</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Pierwszy. Drugi a b',
    );
  });
});
