import { describe, expect, it } from 'vitest';
import { type Notification, notificationLifetime, notificationsReducer } from './notifications-reducer';

const add = (id: number, message: string, extra: Partial<Notification> = {}) =>
  ({ type: 'add', id, notification: { message, ...extra } }) as const;

describe('notificationsReducer', () => {
  it('adds with the default type error', () => {
    const state = notificationsReducer([], add(1, 'Błąd'));
    expect(state).toEqual([{ id: 1, message: 'Błąd', type: 'error' }]);
  });

  it('keeps a given type and options', () => {
    const state = notificationsReducer([], add(1, 'OK', { type: 'success', hasNoTimeout: true }));
    expect(state[0]).toMatchObject({ type: 'success', hasNoTimeout: true });
  });

  it('ignores a notification whose message is already shown', () => {
    const first = notificationsReducer([], add(1, 'Błąd'));
    const second = notificationsReducer(first, add(2, 'Błąd', { type: 'info' }));
    expect(second).toBe(first);
  });

  it('adds the same message again once the first one is gone', () => {
    let state = notificationsReducer([], add(1, 'Błąd'));
    state = notificationsReducer(state, { type: 'remove', id: 1 });
    state = notificationsReducer(state, add(2, 'Błąd'));
    expect(state.map((n) => n.id)).toEqual([2]);
  });

  it('removes by id, by index and by message', () => {
    let state = notificationsReducer([], add(1, 'a'));
    state = notificationsReducer(state, add(2, 'b'));
    state = notificationsReducer(state, add(3, 'c'));
    expect(notificationsReducer(state, { type: 'remove', id: 2 }).map((n) => n.message)).toEqual(['a', 'c']);
    expect(notificationsReducer(state, { type: 'removeAt', index: 0 }).map((n) => n.message)).toEqual([
      'b',
      'c',
    ]);
    expect(notificationsReducer(state, { type: 'removeMessage', message: 'c' }).map((n) => n.id)).toEqual([
      1, 2,
    ]);
  });

  it('returns the same state when there is nothing to remove', () => {
    const state = notificationsReducer([], add(1, 'a'));
    expect(notificationsReducer(state, { type: 'remove', id: 9 })).toBe(state);
    expect(notificationsReducer(state, { type: 'removeAt', index: 5 })).toBe(state);
    expect(notificationsReducer(state, { type: 'removeAt', index: -1 })).toBe(state);
  });
});

describe('notificationLifetime', () => {
  it('is 5000 ms by default, timeToLive when given, none with hasNoTimeout', () => {
    expect(notificationLifetime({ id: 1, message: 'a', type: 'error' })).toBe(5000);
    expect(notificationLifetime({ id: 1, message: 'a', type: 'error', timeToLive: 800 })).toBe(800);
    expect(notificationLifetime({ id: 1, message: 'a', type: 'error', hasNoTimeout: true })).toBeNull();
  });
});
