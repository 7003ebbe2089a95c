import { sanitizeContentHtml } from '@/lib/html/sanitize-html';

/** Stored HTML from the API (articles, answers, group descriptions), sanitised on this server. */
export function RichText({ html, className = 'prose' }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's HTML, sanitised on this server.
      dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(html) }}
    />
  );
}
