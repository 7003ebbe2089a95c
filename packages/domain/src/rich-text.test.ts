import { describe, expect, it } from 'vitest';
import { type RichTextProfile, richTextSanitizeOptions } from './rich-text';
import { RICH_TEXT_CORPUS } from './rich-text-corpus';

const tags = (profile: RichTextProfile) => richTextSanitizeOptions(profile).allowedTags;

describe('rich-text profiles', () => {
  it('nest: a line holds less than a description, a description less than an article', () => {
    expect(tags('basic')).toEqual(expect.arrayContaining(tags('inline')));
    expect(tags('article')).toEqual(expect.arrayContaining(tags('basic')));
    expect(tags('basic')).not.toContain('img');
  });

  it('render adds only lazy images: the same tags and, for articles, two image attributes', () => {
    for (const profile of ['basic', 'article', 'inline'] as const) {
      const stored = richTextSanitizeOptions(profile);
      const rendered = richTextSanitizeOptions(profile, { render: true });
      expect(rendered.allowedTags).toEqual(stored.allowedTags);
      expect(rendered.allowedSchemes).toEqual(stored.allowedSchemes);
      expect({ ...rendered.allowedAttributes, img: undefined }).toEqual({
        ...stored.allowedAttributes,
        img: undefined,
      });
    }
    expect(richTextSanitizeOptions('article', { render: true }).allowedAttributes.img).toEqual([
      'src',
      'alt',
      'loading',
      'decoding',
    ]);
  });

  it('keep images to the media store', () => {
    const { exclusiveFilter } = richTextSanitizeOptions('article');
    const dropped = (src: string) => exclusiveFilter({ tag: 'img', attribs: { src } });
    expect(dropped('/media/content/text-ab12.webp')).toBe(false);
    for (const src of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      '/media/../a.png',
      '/media/a/../b.png',
      '/mediax/a.png',
      '',
    ])
      expect(dropped(src), src).toBe(true);
  });
});

describe('the shared corpus', () => {
  it('names each case once', () => {
    const names = RICH_TEXT_CORPUS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
