'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import {
  type NewNotification,
  type Notification,
  notificationLifetime,
  notificationsReducer,
} from './notifications-reducer';

interface NotificationsApi {
  notifications: readonly Notification[];
  notify: (notification: NewNotification) => void;
  remove: (id: number) => void;
  removeAt: (index: number) => void;
  removeMessage: (message: string) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** The notifications store of SPEC §4: a reducer plus one timer per notification that times out. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, dispatch] = useReducer(notificationsReducer, []);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const live = new Set(notifications.map((n) => n.id));
    for (const [id, timer] of timers.current) {
      if (!live.has(id)) {
        clearTimeout(timer);
        timers.current.delete(id);
      }
    }
    for (const notification of notifications) {
      const lifetime = notificationLifetime(notification);
      if (lifetime === null || timers.current.has(notification.id)) continue;
      timers.current.set(
        notification.id,
        setTimeout(() => dispatch({ type: 'remove', id: notification.id }), lifetime),
      );
    }
  }, [notifications]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const notify = useCallback((notification: NewNotification) => {
    dispatch({ type: 'add', id: nextId.current++, notification });
  }, []);
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);
  const removeAt = useCallback((index: number) => dispatch({ type: 'removeAt', index }), []);
  const removeMessage = useCallback((message: string) => dispatch({ type: 'removeMessage', message }), []);

  const api = useMemo(
    () => ({ notifications, notify, remove, removeAt, removeMessage }),
    [notifications, notify, remove, removeAt, removeMessage],
  );
  return <NotificationsContext.Provider value={api}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider above it');
  return api;
}
