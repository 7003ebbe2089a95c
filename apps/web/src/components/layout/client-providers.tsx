'use client';

import type { ReactNode } from 'react';
import { ConsentProvider } from '@/client/consent/consent-context';
import { NotificationsProvider } from '@/client/notifications/notifications-context';

/** The client state every page shares (SPEC §3 Client state): notifications and cookie consent. */
export function ClientProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <ConsentProvider>{children}</ConsentProvider>
    </NotificationsProvider>
  );
}
