import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeContentHtml, sanitizeInlineHtml } from './sanitize-html';

describe('sanitizeContentHtml', () => {
  it('keeps content markup and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeContentHtml(
      '<h2>O nas</h2><p onclick="x()">Tekst <a href="javascript:alert(1)">zły</a> <a href="/kontakt">dobry</a></p><script>alert(1)</script>',
    );
    expect(html).toBe('<h2>O nas</h2><p>Tekst <a>zły</a> <a href="/kontakt">dobry</a></p>');
  });

  it('demotes h1, makes images lazy and protects new-tab links', () => {
    expect(sanitizeContentHtml('<h1>T</h1>')).toBe('<h2>T</h2>');
    expect(sanitizeContentHtml('<img src="https://x/a.jpg" alt="a" onerror="x()">')).toBe(
      '<img src="https://x/a.jpg" alt="a" loading="lazy" decoding="async" />',
    );
    expect(sanitizeContentHtml('<a href="https://x" target="_blank">x</a>')).toBe(
      '<a href="https://x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizeContentHtml on rich text from the API (articles, answers, groups)', () => {
  const payload = [
    '<p>Zobacz <a href="/oferta_specjalna/promocje" onmouseover="steal()">promocje</a>',
    ' i <a href="https://example.pl/raport.pdf" target="_blank">raport</a>.</p>',
    '<img src="/media/articles/article-01.webp" alt="Budynek" width="1200" height="675" onerror="alert(1)">',
    '<img src="javascript:alert(1)" alt="zły">',
    '<script>document.cookie</script>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<p style="position:fixed" onclick="x()">Koniec <a href="data:text/html,<b>x</b>">data</a></p>',
  ].join('');
  const html = sanitizeContentHtml(payload);

  it('strips scripts, frames, SVG, event handlers, styles and dangerous URLs', () => {
    expect(html).not.toMatch(
      /<script|<iframe|<svg|onerror|onload|onclick|onmouseover|style=|javascript:|data:/i,
    );
    expect(html).not.toContain('document.cookie');
  });

  it('keeps internal and external links and site images with their size', () => {
    expect(html).toContain('<a href="/oferta_specjalna/promocje">promocje</a>');
    expect(html).toContain(
      '<a href="https://example.pl/raport.pdf" target="_blank" rel="noopener noreferrer">raport</a>',
    );
    expect(html).toContain(
      '<img src="/media/articles/article-01.webp" alt="Budynek" width="1200" height="675" loading="lazy" decoding="async" />',
    );
    expect(html).toContain('<p>Koniec <a>data</a></p>');
  });
});

describe('sanitizeInlineHtml', () => {
  it('keeps line breaks and emphasis only', () => {
    expect(sanitizeInlineHtml('<div>ul. Prosta 1<br>00-001 <strong>Warszawa</strong><img src=x></div>')).toBe(
      'ul. Prosta 1<br />00-001 <strong>Warszawa</strong>',
    );
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
