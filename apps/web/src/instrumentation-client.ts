import { isChunkLoadError, shouldReloadAfterChunkError } from '@/features/shell/chunk-load-error';
import { loaderStore } from '@/features/shell/loader-store';

// zod compiles object parsers with `new Function` unless told not to, and its probe for that shows
// up as a CSP violation. Its global config lives on globalThis, so it is set here, before any
// schema loads, without pulling zod into this early bundle (checked by e2e/security.spec.ts).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

/** When the last chunk-failure reload happened, so a broken deploy cannot reload in a loop. */
const RELOADED_AT_KEY = 'chunk-reload-at';

function reloadAfterChunkFailure(): void {
  let last: number | null = null;
  try {
    last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || null;
    if (!shouldReloadAfterChunkError(last, Date.now())) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without session storage, reload anyway: one loop guard less is better than a dead page.
  }
  window.location.reload();
}

// SPEC §2, §8: a code chunk that fails to load forces a full page reload. The capture phase also
// sees <script> and stylesheet elements that fail, which do not bubble.
window.addEventListener(
  'error',
  (event) => {
    const element = event.target;
    const failedAsset =
      (element instanceof HTMLScriptElement && element.src.includes('/_next/static/')) ||
      (element instanceof HTMLLinkElement && element.href.includes('/_next/static/'));
    if (failedAsset || isChunkLoadError(event.error ?? event.message)) reloadAfterChunkFailure();
  },
  true,
);
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
});

/** Next calls this when a client-side navigation starts: the loading bar's start (SPEC §4). */
export function onRouterTransitionStart(url: string): void {
  const target = new URL(url, window.location.href);
  // A jump within the page (a #hash) has no new route to wait for.
  if (target.pathname === window.location.pathname && target.search === window.location.search) return;
  loaderStore.start();
}
