'use client';

import { useSyncExternalStore } from 'react';

// Images the first view does not show (a gallery's or slider's next slides, a photo further down)
// still start loading before the page's first paint when the browser's lazy-loading margin takes
// them in, and then compete with what is shown (decision 042). This is the moment they may load:
// the page has loaded, a frame has been painted, and the main thread is idle (or two seconds on).

let painted = false;
const listeners = new Set<() => void>();
let waiting = false;

function markPainted(): void {
  painted = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function waitForFirstPaint(): void {
  if (waiting) return;
  waiting = true;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(markPainted, { timeout: 2000 });
    else setTimeout(markPainted, 0);
  };
  // A task queued from an animation frame runs after that frame has been painted.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(whenIdle, 0));
  if (document.readyState === 'complete') afterNextFrame();
  else window.addEventListener('load', afterNextFrame, { once: true });
}

function subscribe(listener: () => void): () => void {
  if (painted) return () => {};
  listeners.add(listener);
  waitForFirstPaint();
  return () => listeners.delete(listener);
}

/**
 * False in the server's HTML and while the page is still on its way to its first paint; true from
 * then on, at once on pages reached by a client-side navigation.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
