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
});
