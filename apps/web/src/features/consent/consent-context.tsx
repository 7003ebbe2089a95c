'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { pushConsentUpdate } from '@/features/analytics/data-layer';
import type { ConsentChoices } from './consent-categories';
import { consentCookieAssignments, readConsent } from './consent-cookies';
import {
  type ConsentDialogAction,
  type ConsentDialogState,
  consentDialogReducer,
  FIRST_VISIT_DIALOG,
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
  const [dialog, dispatch] = useReducer(consentDialogReducer, FIRST_VISIT_DIALOG);

  // Every page is rendered with the dialog open (one HTML for all visitors: page cache, service
  // worker); the head script hid it for a decided visitor before the first paint. Cookies are read
  // at hydration, before the browser paints again: a decision closes the dialog in state too, and
  // the head script's mark goes, so the footer's link can open it again.
  useLayoutEffect(() => {
    const stored = readConsent(document.cookie);
    setChoices(stored);
    if (stored !== null) dispatch({ type: 'close' });
    document.documentElement.removeAttribute('data-consent');
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
