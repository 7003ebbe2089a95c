/**
 * Calls onChange when what is stored under `key` in local storage changes: in another tab (the
 * browser's 'storage' event, or a cleared storage: key null) or in this one (`changedEvent`, which
 * the writer fires on window, since 'storage' never reaches the tab that wrote). Returns the
 * unsubscribe, as useSyncExternalStore wants. The favourites and the comparison both keep a list so.
 */
export function subscribeToStoredKey(key: string, changedEvent: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changedEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changedEvent, onChange);
  };
}
