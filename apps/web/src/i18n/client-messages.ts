import { STAFF_ERROR_CODES } from '@estate/domain/staff-error-codes';
import type { Messages } from 'next-intl';

/** The namespaces client components read; the rest of the catalogue stays on the server. */
const CLIENT_NAMESPACES = [
  'header',
  'footer',
  'consent',
  'notifications',
  'network',
  'loader',
  'errors',
  'offers',
  'offer',
  // The site's forms: their texts, the §5/§8 messages by error code, and the send feedback.
  'forms',
  'errorCodes',
  'feedback',
] as const satisfies ReadonlyArray<keyof Messages>;

export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>;

export function clientMessages(messages: Messages): ClientMessages {
  const picked = Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages;
  // The back office's own codes are never answered to a public page: its texts stay out of them.
  const errorCodes = Object.fromEntries(
    Object.entries(messages.errorCodes).filter(
      ([code]) => !(STAFF_ERROR_CODES as readonly string[]).includes(code),
    ),
  ) as ClientMessages['errorCodes'];
  return { ...picked, errorCodes };
}
