'use client';

import { useTranslations } from 'next-intl';
import { useNotifications } from './notifications-context';

/** SPEC §2 notifications area: a live region; clicking a notification removes it. */
export function NotificationArea() {
  const t = useTranslations('notifications');
  const { notifications, remove } = useNotifications();
  return (
    <section className="notifications" aria-live="polite" aria-label={t('regionLabel')}>
      {notifications.map((notification) => (
        <button
          key={notification.id}
          type="button"
          className={`notification notification--${notification.type}`}
          onClick={() => remove(notification.id)}
        >
          <span className="notification__message">{notification.message}</span>
          <span className="notification__dismiss">{t('dismiss')}</span>
        </button>
      ))}
    </section>
  );
}
