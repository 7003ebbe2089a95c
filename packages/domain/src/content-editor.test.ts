import { describe, expect, it } from 'vitest';
import { isContentSlug, slugFromTitle, textImages } from './content-editor';

describe('content slugs (decision 037)', () => {
  it('are lower-case ASCII words joined by hyphens, never the filter segment', () => {
    expect(isContentSlug('jak-kupic-dzialke')).toBe(true);
    expect(isContentSlug('2026-raport')).toBe(true);
    for (const bad of ['', 'f', 'Duże', 'a--b', '-a', 'a-', 'a b', 'ż', 'a/b'])
      expect(isContentSlug(bad)).toBe(false);
  });

  it('are made from titles, cut at a word when too long', () => {
    expect(slugFromTitle('Jak kupić działkę? 7 kroków')).toBe('jak-kupic-dzialke-7-krokow');
    const long = slugFromTitle('słowo '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('slowo')).toBe(true);
  });
});

describe('images in a text', () => {
  it('are read with their alt texts', () => {
    expect(
      textImages('<p>a</p><img src="/media/content/text-1.webp" alt=" Biuro "><img alt="" src="/x.png">'),
    ).toEqual([
      { src: '/media/content/text-1.webp', alt: 'Biuro' },
      { src: '/x.png', alt: '' },
    ]);
    expect(textImages('<p>none</p>')).toEqual([]);
  });
});
