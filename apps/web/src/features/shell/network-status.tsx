'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useNotifications } from './notifications-context';
import { useOnlineStatus } from './online-status';

/**
 * SPEC §4 online/offline status, shown through the notifications: a lasting warning while offline,
 * replaced by a short confirmation when the connection is back.
 */
export function NetworkStatus() {
  const t = useTranslations('network');
  const online = useOnlineStatus();
  const { notify, removeMessage } = useNotifications();
  const wasOnline = useRef(true);

  useEffect(() => {
    if (!online) {
      notify({ message: t('offline'), type: 'warning', hasNoTimeout: true });
    } else if (!wasOnline.current) {
      removeMessage(t('offline'));
      notify({ message: t('online'), type: 'success' });
    }
    wasOnline.current = online;
  }, [online, notify, removeMessage, t]);

  return null;
}
