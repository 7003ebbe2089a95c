/**
 * "Mail was queued" from the routes to the outbox sender of the same database, without either
 * holding the other: the sender listens while it runs, routes notify after their commit. With no
 * sender listening (tests, a process that does not send) a notification is a no-op and the mail
 * waits for whichever sender polls next.
 */
const listeners = new WeakMap<object, Set<() => void>>();

/** Listens for mail queued on `key` (the DatabaseHandle); returns the function that stops it. */
export function onMailQueued(key: object, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function notifyMailQueued(key: object): void {
  for (const listener of listeners.get(key) ?? []) listener();
}
