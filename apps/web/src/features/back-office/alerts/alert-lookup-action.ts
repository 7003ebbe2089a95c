'use server';

import { searchAlertsOfAddressResponseSchema } from '@estate/domain/api/search-alert-responses';
import type { z } from 'zod';
import { backOfficePost } from '@/lib/api/back-office-api';
import { backOfficeLanguage } from '../shell/back-office-language';
import { pathWords } from './alert-path-messages';
import { alertPathInWords } from './alert-path-words';

type OfAddress = z.infer<typeof searchAlertsOfAddressResponseSchema>;

/** One alert of the address, its list already told in words. */
interface FoundAlert {
  id: number;
  list: string;
  frequency: OfAddress['data'][number]['frequency'];
  status: OfAddress['data'][number]['status'];
  createdAt: string;
}

/** What the lookup answered: the address as typed, and its alerts or why there are none. */
export type AlertLookup =
  | { outcome: 'found'; email: string; alerts: FoundAlert[] }
  | { outcome: 'invalid' | 'forbidden' | 'failed'; email: string };

/**
 * The erasure screen's lookup of an address's alerts (decision 059): a form posting to this server
 * action, which POSTs the address to the API in a body. As a GET form the address stood in the
 * page's URL, so in the browser's history and in both servers' request logs.
 */
export async function alertLookupAction(_previous: AlertLookup | null, form: FormData): Promise<AlertLookup> {
  const email = String(form.get('email') ?? '').trim();
  try {
    const { status, json } = await backOfficePost('/api/back-office/search-alerts/address', { email });
    if (status === 400) return { outcome: 'invalid', email };
    if (status === 401 || status === 403) return { outcome: 'forbidden', email };
    // Checked by the domain's schema here, on the server: an answer of another shape is a fault.
    const answer = status === 200 ? searchAlertsOfAddressResponseSchema.safeParse(json) : null;
    if (!answer?.success) return { outcome: 'failed', email };
    const lang = await backOfficeLanguage();
    const words = await pathWords(lang);
    const alerts = answer.data.data.map((alert) => ({
      id: alert.id,
      list: alertPathInWords(
        alert.path,
        lang,
        words,
        alert.group ? (lang === 'en' ? alert.group.nameEn : alert.group.namePl) : undefined,
        alert.voivodeships,
      ),
      frequency: alert.frequency,
      status: alert.status,
      createdAt: alert.createdAt,
    }));
    return { outcome: 'found', email, alerts };
  } catch (error) {
    console.error('back office: alert lookup failed', error instanceof Error ? error.message : error);
    return { outcome: 'failed', email };
  }
}
