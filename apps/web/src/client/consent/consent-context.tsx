'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { pushConsentUpdate } from '../analytics/data-layer';
import type { ConsentChoices } from './consent-categories';
import { consentCookieAssignments, readConsent } from './consent-cookies';
import {
  CLOSED_DIALOG,
  type ConsentDialogAction,
  type ConsentDialogState,
  consentDialogReducer,
} from './consent-dialog-reducer';

interface ConsentApi {
  /** undefined until the cookies are read in the browser; null when the visitor has not decided. */
  choices: ConsentChoices | null | undefined;
  dialog: ConsentDialogState;
  dispatch: (action: ConsentDialogAction) => void;
  /** Stores a decision (cookies, Consent Mode update) and closes the dialog. */
  decide: (choices: ConsentChoices) => void;
  /** Reopens the dialog on the details view with the stored decision (the footer's link). */
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choices, setChoices] = useState<ConsentChoices | null | undefined>(undefined);
  const [dialog, dispatch] = useReducer(consentDialogReducer, CLOSED_DIALOG);

  // Cookies are read after hydration: pages may come from the service worker's cache, so the
  // server's HTML never carries a visitor's decision. The head script already sent the update.
  useEffect(() => {
    const stored = readConsent(document.cookie);
    setChoices(stored);
    if (stored === null) dispatch({ type: 'open', view: 'summary' });
  }, []);

  const decide = useCallback((decision: ConsentChoices) => {
    for (const assignment of consentCookieAssignments(decision, { secure: location.protocol === 'https:' })) {
      // biome-ignore lint/suspicious/noDocumentCookie: plain cookies the head script reads synchronously.
      document.cookie = assignment;
    }
    pushConsentUpdate(decision);
    setChoices(decision);
    dispatch({ type: 'close' });
  }, []);

  const openSettings = useCallback(() => {
    dispatch({ type: 'open', view: 'details', draft: choices ?? {} });
  }, [choices]);

  const api = useMemo(
    () => ({ choices, dialog, dispatch, decide, openSettings }),
    [choices, dialog, decide, openSettings],
  );
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent needs a ConsentProvider above it');
  return api;
}
