import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type ClientScope, clientMessages } from './client-messages';
import { MessagesScope } from './messages-scope';

/** Gives the client components inside the messages of the named scopes (decision 050), besides the shell's. */
export async function ClientMessagesScope({
  scopes,
  children,
}: {
  scopes: readonly ClientScope[];
  children: ReactNode;
}) {
  return <MessagesScope messages={clientMessages(await getMessages(), scopes)}>{children}</MessagesScope>;
}
