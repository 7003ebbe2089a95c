'use server';

import { isNewsletterToken, type NewsletterPage } from '@estate/domain/newsletter-pages';
import { ApiError, postNewsletterToken } from '@/lib/api/api-client';

import type { TokenOutcome } from './token-form';

/**
 * The button of /newsletter/potwierdz/{token} and /newsletter/wypisz/{token}: POSTs the token to the
 * API from the server. A server action, so the button works without JavaScript too; the page itself
 * changes nothing when opened, so mail scanners that open links do not act for the visitor.
 */
export async function newsletterTokenAction(
  page: NewsletterPage,
  token: string,
  _previous: TokenOutcome | null,
  _form: FormData,
): Promise<TokenOutcome> {
  // The bound arguments come back from the browser: check them as any input.
  if ((page !== 'confirm' && page !== 'unsubscribe') || !isNewsletterToken(token)) return 'invalid';
  try {
    return (await postNewsletterToken(page, token)).status;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'token_invalid' || error.code === 'token_expired')) {
      return 'invalid';
    }
    console.error('site: newsletter %s link failed', page, error instanceof ApiError ? error.code : error);
    return 'failed';
  }
}
