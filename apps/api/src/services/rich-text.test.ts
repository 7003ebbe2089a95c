import { describe, expect, it } from 'vitest';
import { sanitizeArticleText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Budynek</h2><p><strong>Dwie</strong> kondygnacje, <em>parking</em>.</p><ul><li>a</li></ul><p><a href="https://example.pl" target="_blank">mapa</a></p>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'),
    );
  });

  it('drops scripts, handlers, styles, frames, images and unsafe links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()" style="color:red">Tekst<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><a href="javascript:alert(1)">zły</a><svg onload=alert(1)></svg>',
    );
    expect(html).toBe('<p>Tekst</p><a>zły</a>');
  });

  it('maps the tags other editors write to ours', () => {
    expect(sanitizeRichText('<h1>T</h1><b>b</b><i>i</i><div>d</div>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em>d',
    );
  });
});

describe('the text of an article or page (decision 037)', () => {
  it('keeps images of the media store with their alt text, and nothing else of them', () => {
    expect(
      sanitizeArticleText(
        '<p>a</p><img src="/media/content/text-1.webp" alt="Biuro" onerror="x()" width="9"><img src="https://evil.example/a.png" alt="b"><img src="//evil.example/a.png" alt="c"><img src="javascript:alert(1)" alt="d">',
      ),
    ).toBe('<p>a</p><img src="/media/content/text-1.webp" alt="Biuro" />');
  });
});
