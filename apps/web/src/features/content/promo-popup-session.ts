/**
 * The home page's promotion popup is shown at most once per browser session: closing it is
 * remembered in sessionStorage (gone with the tab, so a later visit sees the next promotion).
 */
export const PROMO_DISMISSED_KEY = 'promoPopupDismissed';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage can be switched off or full: then the popup simply counts as not dismissed. */
export function isPromoDismissed(storage: SessionStore | undefined): boolean {
  try {
    return storage?.getItem(PROMO_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberPromoDismissed(storage: SessionStore | undefined): void {
  try {
    storage?.setItem(PROMO_DISMISSED_KEY, '1');
  } catch {
    // Without storage the popup shows again on the next page load; nothing else breaks.
  }
}

/**
 * Whether to open the popup on this page load: not while the cookie banner is up (two dialogs
 * would stack at the bottom of the screen and compete for the first decision), not again in a
 * session where it was closed, and not outside the promotion's dates (a cached page may outlive
 * its end; decision 038).
 */
export function shouldOpenPromo(state: {
  consentDecided: boolean;
  dismissed: boolean;
  current: boolean;
}): boolean {
  return state.consentDecided && !state.dismissed && state.current;
}
