import type { RichTextProfile } from '@estate/domain/rich-text';
import { sanitizeRichHtml } from '@/lib/html/sanitize-html';

/**
 * Stored HTML from the API (articles, answers, group descriptions), sanitised on this server through
 * the profile the API stored it with (decision 051).
 */
export function RichText({
  html,
  profile,
  className = 'prose',
}: {
  html: string;
  profile: RichTextProfile;
  className?: string;
}) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's HTML, sanitised on this server.
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html, profile) }}
    />
  );
}
