import { NOTIFICATION_TTL_MS } from '@estate/domain/constants';

/** SPEC §3 Notification; `type` defaults to 'error' (§4, §8). */
type NotificationType = 'error' | 'warning' | 'success' | 'info';

export interface Notification {
  id: number;
  message: string;
  type: NotificationType;
  hasNoTimeout?: boolean;
  /** Milliseconds until it removes itself; NOTIFICATION_TTL_MS when absent. */
  timeToLive?: number;
}

export type NewNotification = Omit<Notification, 'id' | 'type'> & { type?: NotificationType };

export type NotificationAction =
  | { type: 'add'; id: number; notification: NewNotification }
  | { type: 'remove'; id: number }
  | { type: 'removeAt'; index: number }
  | { type: 'removeMessage'; message: string };

const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'error';

/** SPEC §4 Notifications: adding is ignored while one with the same message is shown. */
export function notificationsReducer(
  state: readonly Notification[],
  action: NotificationAction,
): readonly Notification[] {
  switch (action.type) {
    case 'add': {
      if (state.some((n) => n.message === action.notification.message)) return state;
      return [
        ...state,
        {
          ...action.notification,
          id: action.id,
          type: action.notification.type ?? DEFAULT_NOTIFICATION_TYPE,
        },
      ];
    }
    case 'remove':
      return state.some((n) => n.id === action.id) ? state.filter((n) => n.id !== action.id) : state;
    case 'removeAt':
      return action.index >= 0 && action.index < state.length
        ? state.filter((_, index) => index !== action.index)
        : state;
    case 'removeMessage':
      return state.some((n) => n.message === action.message)
        ? state.filter((n) => n.message !== action.message)
        : state;
  }
}

/** How long a notification stays, or null when it stays until removed. */
export function notificationLifetime(notification: Notification): number | null {
  if (notification.hasNoTimeout) return null;
  return notification.timeToLive ?? NOTIFICATION_TTL_MS;
}
