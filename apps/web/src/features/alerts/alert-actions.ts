'use server';

import type { Language } from '@estate/domain/language';
import { ALERT_FREQUENCIES, type AlertFrequency, alertPagePath } from '@estate/domain/search-alerts';
import { redirect } from 'next/navigation';
import type { TokenOutcome } from '@/features/forms/token-form';
import { ApiError, changeSearchAlert, deleteSearchAlerts, postSearchAlertToken } from '@/lib/api/api-client';

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The button of /alerty/potwierdz/{token} and /alerty/wypisz/{token}: POSTs the token to the API
 * from the server, as the newsletter's pages do; opening the page changes nothing, so mail scanners
 * that open links do not act for the visitor.
 */
export async function alertTokenAction(
  page: 'confirm' | 'unsubscribe',
  token: string,
  _previous: TokenOutcome | null,
  _form: FormData,
): Promise<TokenOutcome> {
  if ((page !== 'confirm' && page !== 'unsubscribe') || !TOKEN.test(token)) return 'invalid';
  try {
    return (await postSearchAlertToken(page, token)).status;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'token_invalid' || error.code === 'token_expired')) {
      return 'invalid';
    }
    console.error('site: alert %s link failed', page, error instanceof ApiError ? error.code : error);
    return 'failed';
  }
}

/** What a manage page's button did when it did not go through (null: nothing yet). */
export type ManageOutcome = 'invalid' | 'gone' | 'failed' | null;

/**
 * The manage page's buttons (pause, resume, how often, delete one, delete all): plain forms posting
 * to server actions, so they work without JavaScript; the page is shown again after a change that
 * went through, and a refusal or failure is answered for the form to say (never swallowed).
 */
export async function manageAlertAction(
  lang: Language,
  token: string,
  _previous: ManageOutcome,
  form: FormData,
): Promise<ManageOutcome> {
  if (!TOKEN.test(token)) return 'invalid';
  const id = Number(form.get('id'));
  const operation = String(form.get('operation') ?? '');
  const frequency = String(form.get('frequency') ?? '') as AlertFrequency;
  try {
    if (operation === 'delete-all') await deleteSearchAlerts(token);
    else if (Number.isInteger(id) && id > 0) {
      if (operation === 'delete') await deleteSearchAlerts(token, id);
      if (operation === 'pause' || operation === 'resume')
        await changeSearchAlert(token, id, { paused: operation === 'pause' });
      if (operation === 'frequency' && ALERT_FREQUENCIES.includes(frequency))
        await changeSearchAlert(token, id, { frequency });
    }
  } catch (error) {
    // An expired or unknown link; or the alert stopped or deleted meanwhile (another tab, a mail's link).
    if (error instanceof ApiError && (error.code === 'token_invalid' || error.code === 'token_expired'))
      return 'invalid';
    if (error instanceof ApiError && error.status === 404) return 'gone';
    console.error('site: alert manage %s failed', operation, error instanceof ApiError ? error.code : error);
    return 'failed';
  }
  redirect(alertPagePath('manage', lang, token));
}
