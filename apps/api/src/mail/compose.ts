/**
 * Builds the plain-text and HTML bodies of a message from one description, so both say the same.
 * Every value is escaped for HTML; links are absolute URLs built by the API, never visitor input.
 */
/**
 * A picture in the HTML body only (the plain text says the same without it): an absolute URL with its
 * size and alt text, linked when `href` is given.
 */
export interface MailImage {
  image: { src: string; width: number; height: number; alt: string; href?: string };
}

type Inline = string | { href: string; label?: string } | MailImage;

export type Block =
  | { kind: 'p'; parts: Inline[] }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string | undefined]> }
  | { kind: 'quote'; text: string }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'small'; parts: Inline[] };

export function p(...parts: Inline[]): Block {
  return { kind: 'p', parts };
}

export function link(href: string, label?: string): Inline {
  return { href, label };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Collapses line breaks and runs of spaces: for values that go into a subject or one line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('image' in part) return '';
      return part.label && part.label !== part.href ? `${part.label}: ${part.href}` : part.href;
    })
    .join('');
}

/** Width and height set (no reflow, and clients that block images keep the space), scaled down on narrow screens. */
function imageHtml({ src, width, height, alt, href }: MailImage['image']): string {
  const img =
    `<img src="${escapeHtml(src)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}" ` +
    `style="display:block;width:${width}px;max-width:100%;height:auto;border:0">`;
  return href ? `<a href="${escapeHtml(href)}">${img}</a>` : img;
}

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part).replace(/\n/g, '<br>');
      if ('image' in part) return imageHtml(part.image);
      return `<a href="${escapeHtml(part.href)}" style="color:#f16e00">${escapeHtml(part.label ?? part.href)}</a>`;
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
      return inlineText(block.parts);
    case 'small':
      return inlineText(block.parts);
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'fields':
      return block.rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'list':
      return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px">${inlineHtml(block.parts)}</p>`;
    case 'small':
      return `<p style="margin:24px 0 0;font-size:12px;color:#666">${inlineHtml(block.parts)}</p>`;
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#f16e00;color:#000;` +
        `padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#666;word-break:break-all">${escapeHtml(block.href)}</p>`
      );
    case 'fields': {
      const rows = block.rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
            `<td style="padding:4px 0">${escapeHtml(value ?? '').replace(/\n/g, '<br>')}</td></tr>`,
        );
      return `<table style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`;
    }
    case 'quote':
      return (
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #f16e00;background:#f6f6f6">` +
        `${escapeHtml(block.text).replace(/\n/g, '<br>')}</blockquote>`
      );
    case 'list':
      return `<ul style="margin:0 0 16px">${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
  }
}

export function composeMail(lang: 'pl' | 'en', blocks: Block[]): { text: string; html: string } {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#000">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px">${blocks.map(blockHtml).join('')}</div></body></html>`;
  return { text, html };
}
