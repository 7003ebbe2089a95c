import type { RichTextProfile } from './rich-text';

/**
 * Hostile and ordinary rich text with what each profile makes of it (decision 051). The API's
 * `services/rich-text.test.ts` stores every input and the site's `lib/html/sanitize-html.test.ts`
 * renders it, both against these outputs, so the two sides agree by construction; a change of the
 * allow-list shows here as a changed expectation.
 */
export interface RichTextCase {
  name: string;
  input: string;
  /** The text as the API stores it (trimmed) and, unless `rendered` says otherwise, as the site renders it. */
  stored: Readonly<Record<RichTextProfile, string>>;
  /** Where the rendering adds to the stored text: an image's lazy loading. */
  rendered?: Readonly<Partial<Record<RichTextProfile, string>>>;
}

const alike = (html: string) => ({ basic: html, article: html, inline: html });

const EDITOR_TEXT =
  '<h2>Budynek</h2><h3>Parter</h3><p><strong>Dwie</strong> kondygnacje, <em>parking</em>, <s>basen</s>.</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>Cytat<br />dalej</blockquote>';
const LINKS =
  '<p><a href="/kontakt">kontakt</a> <a href="https://example.pl/raport.pdf" target="_blank" rel="noopener noreferrer">raport</a> <a href="mailto:biuro@example.pl">e-mail</a> <a href="tel:+48220000000">telefon</a></p>';
const PAYLOAD_LINKS =
  '<p>Zobacz <a href="/oferta_specjalna/promocje">promocje</a> i <a href="https://example.pl/raport.pdf" target="_blank" rel="noopener noreferrer">raport</a>.</p>';
const LAZY = ' loading="lazy" decoding="async" />';

export const RICH_TEXT_CORPUS: readonly RichTextCase[] = [
  {
    name: 'what the editor writes',
    input: EDITOR_TEXT.replace('<br />', '<br>'),
    stored: {
      basic: EDITOR_TEXT,
      article: EDITOR_TEXT,
      // Inside a line, blocks give way to their text.
      inline:
        'BudynekParter<p><strong>Dwie</strong> kondygnacje, <em>parking</em>, basen.</p>abCytat<br />dalej',
    },
  },
  {
    name: 'links: relative, https, mailto, tel, a new tab',
    input: LINKS.replace(' rel="noopener noreferrer"', ''),
    stored: alike(LINKS),
  },
  {
    name: 'a target other than a new tab, and a rel of its own',
    input:
      '<p><a href="https://example.pl" target="_top" rel="opener">x</a> <a href="https://example.pl" target="_blank" rel="opener">y</a></p>',
    stored: alike(
      '<p><a href="https://example.pl">x</a> <a href="https://example.pl" target="_blank" rel="noopener noreferrer">y</a></p>',
    ),
  },
  {
    name: "other editors' tags",
    input: '<h1>T</h1><b>b</b><i>i</i><div>d</div><span>s</span>',
    stored: {
      basic: '<h2>T</h2><strong>b</strong><em>i</em>ds',
      article: '<h2>T</h2><strong>b</strong><em>i</em>ds',
      inline: 'T<strong>b</strong><em>i</em>ds',
    },
  },
  {
    name: 'a javascript: link',
    input: '<p><a href="javascript:alert(1)">zły</a></p>',
    stored: alike('<p><a>zły</a></p>'),
  },
  {
    name: 'javascript: in capitals, after a space, split by a tab or a newline entity',
    input:
      '<p><a href=" JaVaScRiPt:alert(1)">a</a><a href="java\tscript:alert(1)">b</a><a href="java&#x0A;script:alert(1)">c</a></p>',
    stored: alike('<p><a>a</a><a>b</a><a>c</a></p>'),
  },
  {
    name: 'a scheme written in entities',
    input:
      '<p><a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">a</a><a href="&#x6A;avascript&colon;alert(1)">b</a></p>',
    stored: alike('<p><a>a</a><a>b</a></p>'),
  },
  {
    name: 'data: and vbscript: links',
    input:
      '<p><a href="data:text/html,<script>alert(1)</script>">a</a><a href="vbscript:msgbox(1)">b</a></p>',
    stored: alike('<p><a>a</a><a>b</a></p>'),
  },
  {
    name: 'event handlers and style attributes',
    input:
      '<p onclick="x()" style="position:fixed;top:0">Tekst <strong onmouseover="steal()">ważny</strong></p>',
    stored: alike('<p>Tekst <strong>ważny</strong></p>'),
  },
  {
    name: 'script, style, iframe, object and embed, with what they hold',
    input:
      '<p>a</p><script>document.cookie</script><style>p{display:none}</style><iframe src="https://evil.example"></iframe><object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf"><p>b</p>',
    stored: alike('<p>a</p><p>b</p>'),
  },
  {
    name: 'SVG with onload',
    input: '<svg onload="alert(1)"><circle r="1"/></svg><p>po</p>',
    stored: alike('<p>po</p>'),
  },
  {
    name: 'an image of the media store, in an article only, with its alt text only',
    input:
      '<p>a</p><img src="/media/content/text-1.webp" alt="Biuro" width="1200" height="675" onerror="alert(1)">',
    stored: {
      basic: '<p>a</p>',
      article: '<p>a</p><img src="/media/content/text-1.webp" alt="Biuro" />',
      inline: '<p>a</p>',
    },
    rendered: { article: `<p>a</p><img src="/media/content/text-1.webp" alt="Biuro"${LAZY}` },
  },
  {
    name: 'remote, protocol-relative, data: and javascript: images',
    input:
      '<img src="https://evil.example/a.png" alt="a"><img src="//evil.example/a.png" alt="b"><img src="data:image/png;base64,AAAA" alt="c"><img src="javascript:alert(1)" alt="d"><img src=x onerror=alert(1)><p>e</p>',
    stored: alike('<p>e</p>'),
  },
  {
    name: 'image paths that leave /media/',
    input:
      '<img src="/media/../admin.png" alt="a"><img src="/media/a/../../b.png" alt="b"><img src="/mediax/a.png" alt="c">',
    stored: alike(''),
  },
  {
    name: 'a link inside a link',
    input: '<p><a href="/a">jeden <a href="/b">dwa</a> trzy</a></p>',
    stored: alike('<p><a href="/a">jeden </a><a href="/b">dwa</a> trzy</p>'),
  },
  {
    name: 'comments, conditional ones too',
    input: '<p>a<!-- <script>alert(1)</script> -->b</p><!--[if IE]><script>alert(1)</script><![endif]-->',
    stored: alike('<p>ab</p>'),
  },
  {
    name: 'unclosed tags',
    input: '<p><strong>pogrubione<em>i pochylone<p>dalej',
    stored: alike('<p><strong>pogrubione<em>i pochylone<p>dalej</p></em></strong></p>'),
  },
  {
    name: 'markup inside attribute values',
    input:
      '<p><a href="/x" title="&quot;><script>alert(1)</script>">x</a><img src="/media/content/a.webp" alt="&quot; onerror=&quot;alert(1)"></p>',
    stored: {
      basic: '<p><a href="/x">x</a></p>',
      article:
        '<p><a href="/x">x</a><img src="/media/content/a.webp" alt="&quot; onerror=&quot;alert(1)" /></p>',
      inline: '<p><a href="/x">x</a></p>',
    },
    rendered: {
      article: `<p><a href="/x">x</a><img src="/media/content/a.webp" alt="&quot; onerror=&quot;alert(1)"${LAZY}</p>`,
    },
  },
  {
    name: 'forms, meta refresh, base, style sheets and tables',
    input:
      '<form action="https://evil.example"><input name="p"><button>Wyślij</button></form><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><table><tr><td>komórka</td></tr></table>',
    stored: alike('Wyślijkomórka'),
  },
  {
    name: "the payload of the site's first sanitiser test",
    input:
      '<p>Zobacz <a href="/oferta_specjalna/promocje" onmouseover="steal()">promocje</a> i <a href="https://example.pl/raport.pdf" target="_blank">raport</a>.</p><img src="/media/articles/article-01.webp" alt="Budynek" width="1200" height="675" onerror="alert(1)"><img src="javascript:alert(1)" alt="zły"><script>document.cookie</script><iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle r="1"/></svg><p style="position:fixed" onclick="x()">Koniec <a href="data:text/html,<b>x</b>">data</a></p>',
    stored: {
      basic: `${PAYLOAD_LINKS}<p>Koniec <a>data</a></p>`,
      article: `${PAYLOAD_LINKS}<img src="/media/articles/article-01.webp" alt="Budynek" /><p>Koniec <a>data</a></p>`,
      inline: `${PAYLOAD_LINKS}<p>Koniec <a>data</a></p>`,
    },
    rendered: {
      article: `${PAYLOAD_LINKS}<img src="/media/articles/article-01.webp" alt="Budynek"${LAZY}<p>Koniec <a>data</a></p>`,
    },
  },
];
