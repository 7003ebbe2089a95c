'use client';

import type { BackOfficeOfferDetail } from '@estate/domain/api/back-office-offer-responses';
import { useTranslations } from 'next-intl';
import { sendJson } from './back-office-fetch';
import { PUBLICATION_TEXTS, type PublicationTexts } from './publication-texts';
import { ScheduleForm } from './schedule-form';
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
 * agree with the server. News, events, blog posts and pages use it too (decision 037), and FAQ
 * entries and special-offer groups (decision 040): their `endpoint`, `previewPath` and texts
 * (`of`: whose sentences, and the gender of their noun, which the state words agree with);
 * "unpublish" takes them back to a draft. A null `publicPath` or `previewPath` leaves that link out
 * (the screen shows its own).
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
  publicPath: string | null;
  endpoint?: string;
  previewPath?: string | null;
  of?: PublicationTexts;
}) {
  const tb = useTranslations('backOffice');
  // The same keys under each section.
  const { section, gender } = PUBLICATION_TEXTS[of];
  const t = (key: PublicationKey, values?: { at: string }) => tb(`${section}.publication.${key}`, values);
  const states = useTranslations('backOffice.publicationStates');
  const ts = (state: Status) => states(state, { gender });
  const { busy, fields, run, status: message } = useSectionForm();

  const change = (body: Record<string, string>) =>
    void run(
      () => sendJson(endpoint, body),
      () => {
        setTimeout(() => window.location.reload(), 800);
        return ts(
          body.action === 'schedule'
            ? 'scheduled'
            : body.action === 'publish'
              ? 'published'
              : of !== 'offer'
                ? 'draft' // content taken back is a draft again
                : 'unpublished',
        );
      },
    );

  const state =
    status === 'published'
      ? t('published')
      : status === 'scheduled'
        ? t('scheduled', { at: publishAtText ?? '' })
        : status === 'draft'
          ? t('draft')
          : t('unpublished');

  const showPublic = status === 'published' && publicPath !== null;

  return (
    <section className="bo-panel" aria-labelledby="publication-title">
      <h2 id="publication-title">{t('title')}</h2>
      <p>
        <strong>{t('state')}:</strong> {ts(status)}. {state}
      </p>
      {(showPublic || previewPath !== null) && (
        <p className="bo-links">
          {showPublic && (
            <a href={publicPath} target="_blank" rel="noopener">
              {t('publicLink')}
            </a>
          )}
          {previewPath !== null && (
            <a href={previewPath} target="_blank" rel="noopener">
              {t('previewLink')}
            </a>
          )}
        </p>
      )}
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
        <ScheduleForm
          id="publish-at"
          publishAt={publishAt}
          busy={busy}
          error={fields.at}
          texts={{ scheduleAt: t('scheduleAt'), schedule: t('schedule'), needsTime: t('scheduleNeedsTime') }}
          onSchedule={(instant) => change({ action: 'schedule', at: instant })}
        />
      )}
    </section>
  );
}
