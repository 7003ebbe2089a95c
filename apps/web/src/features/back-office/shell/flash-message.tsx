'use client';

import { useEffect, useState } from 'react';

const KEY = 'estate.panel_flash';

/** Keeps a message for the next back-office page (after a navigation that ends a form). */
export function setFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage switched off: the next page simply says nothing.
  }
}

/** Shows the message a form left for this page, once, as a polite status. */
export function FlashMessage() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    try {
      setMessage(sessionStorage.getItem(KEY));
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  }, []);
  // The live region is always there (empty until a message comes), so screen readers announce it.
  return (
    <div role="status" className="bo-flash" data-testid="bo-flash">
      {message}
    </div>
  );
}
