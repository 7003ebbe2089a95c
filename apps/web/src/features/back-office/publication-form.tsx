'use client';

import type { BackOfficeOfferDetail } from '@estate/domain/api/back-office-offer-responses';
import { fromWarsawLocal, toWarsawLocal } from '@estate/domain/warsaw-time';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { useSectionForm } from './use-section-form';

type Status = BackOfficeOfferDetail['status'];
type PublicationKey =
  | 'title'
  | 'state'
  | 'publishNow'
  | 'scheduleAt'
  | 'schedule'
  | 'unpublish'
  | 'published'
  | 'scheduled'
  | 'unpublished'
  | 'draft'
  | 'publicLink'
  | 'scheduleNeedsTime'
  | 'previewLink';

/**
 * An offer's publication (issue 17): its state, publish now, schedule at a Polish date and time,
 * or unpublish. The page reloads after a change, so the list, the editor's version and the state
 * agree with the server. News, events, blog posts and pages use it too (decision 037): their
 * `endpoint`, `previewPath` and texts (`of: 'content'`); "unpublish" takes them back to a draft.
 */
export function PublicationForm({
  offerId,
  status,
  publishAt,
  publishAtText,
  publicPath,
  endpoint = `/api/back-office/offers/${offerId}/publication`,
  previewPath = `/podglad/${offerId}`,
  of = 'offer',
}: {
  offerId: number;
  status: Status;
  publishAt: string | null;
  publishAtText: string | null;
  publicPath: string;
  endpoint?: string;
  previewPath?: string;
  of?: 'offer' | 'content';
}) {
  const tb = useTranslations('backOffice');
  // The offer editor's texts or the content editor's: the same keys under each.
  const section = of === 'content' ? 'content' : 'editor';
  const t = (key: PublicationKey, values?: { at: string }) => tb(`${section}.publication.${key}`, values);
  const ts = useTranslations('backOffice.offers.statuses');
  const { busy, fields, run, status: message, setFields } = useSectionForm();
  const [at, setAt] = useState(publishAt ? toWarsawLocal(new Date(publishAt)) : '');

  const change = (body: Record<string, string>) =>
    void run(
      () => sendJson(endpoint, body),
      () => {
        setTimeout(() => window.location.reload(), 800);
        return ts(
          (body.action === 'schedule'
            ? 'scheduled'
            : body.action === 'publish'
              ? 'published'
              : of === 'content'
                ? 'draft' // content taken back is a draft again
                : 'unpublished') as Status,
        );
      },
    );

  const onSchedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instant = fromWarsawLocal(at);
    if (!instant) {
      setFields({ at: t('scheduleNeedsTime') });
      return;
    }
    change({ action: 'schedule', at: instant });
  };

  const state =
    status === 'published'
      ? t('published')
      : status === 'scheduled'
        ? t('scheduled', { at: publishAtText ?? '' })
        : status === 'draft'
          ? t('draft')
          : t('unpublished');

  return (
    <section className="bo-panel" aria-labelledby="publication-title">
      <h2 id="publication-title">{t('title')}</h2>
      <p>
        <strong>{t('state')}:</strong> {ts(status)}. {state}
      </p>
      <p className="bo-links">
        {status === 'published' && (
          <a href={publicPath} target="_blank" rel="noopener">
            {t('publicLink')}
          </a>
        )}
        <a href={previewPath} target="_blank" rel="noopener">
          {t('previewLink')}
        </a>
      </p>
      {message}
      <div className="bo-actions">
        {status !== 'published' && (
          <button
            type="button"
            className="bo-button"
            disabled={busy}
            onClick={() => change({ action: 'publish' })}
          >
            {t('publishNow')}
          </button>
        )}
        {status !== 'unpublished' && status !== 'draft' && (
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={busy}
            onClick={() => change({ action: 'unpublish' })}
          >
            {t('unpublish')}
          </button>
        )}
      </div>
      {status !== 'published' && (
        <form className="bo-form bo-form--inline" noValidate onSubmit={onSchedule}>
          <div className="bo-field">
            <label htmlFor="publish-at">{t('scheduleAt')}</label>
            <input
              id="publish-at"
              name="at"
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              aria-invalid={fields.at ? true : undefined}
              aria-describedby={fields.at ? 'publish-at-error' : undefined}
            />
            {fields.at && (
              <p id="publish-at-error" className="bo-field__error">
                {fields.at}
              </p>
            )}
          </div>
          <button type="submit" className="bo-button bo-button--secondary" disabled={busy}>
            {t('schedule')}
          </button>
        </form>
      )}
    </section>
  );
}
