import { describe, expect, it } from 'vitest';
import { previewPathOf, publicPathOf, sitePreviewPaths } from './preview-paths';

describe('an item’s public address and its preview (decision 037)', () => {
  it.each([
    ['news', { id: 7, lang: 'pl', slug: null }, '/aktualnosci/show/7', '/podglad/tresci/news/7'],
    ['events', { id: 8, lang: 'en', slug: null }, '/en/wydarzenia/show/8', '/en/podglad/tresci/events/8'],
    ['blog', { id: 9, lang: 'en', slug: 'how-to' }, '/en/blog/how-to', '/en/podglad/tresci/blog/9'],
    ['pages', { id: 3, lang: 'pl', slug: 'o-nas' }, '/pl/o-nas', '/podglad/tresci/pages/3'],
  ] as const)('%s', (kind, item, publicPath, preview) => {
    expect(publicPathOf(item, kind)).toBe(publicPath);
    expect(previewPathOf(item, kind)).toBe(preview);
  });
});

describe('the previews of the site’s own content (decision 040)', () => {
  it('sit under /podglad/, the English ones under /en', () => {
    expect(sitePreviewPaths.home('pl')).toBe('/podglad/strona-glowna');
    expect(sitePreviewPaths.home('en')).toBe('/en/podglad/strona-glowna');
    expect(sitePreviewPaths.faq('en')).toBe('/en/podglad/faq');
    expect(sitePreviewPaths.group(12, 'pl')).toBe('/podglad/grupy/12');
  });
});
