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
  return Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages;
}
