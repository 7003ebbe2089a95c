'use client';

import { type Messages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import type { MessageTree } from './client-messages';

/** Two picked trees as one: a page's scope beside the layout's. */
function mergeMessages(base: MessageTree, added: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
  }
  return merged;
}

/**
 * The client components inside read the layout's messages and these: next-intl's provider replaces
 * its parent's messages, so the page's payload would otherwise repeat the shell's.
 */
export function MessagesScope({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const parent = useMessages() as unknown as MessageTree;
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(parent, messages) as unknown as Messages, [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
