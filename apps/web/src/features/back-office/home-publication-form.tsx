'use client';

import type { BackOfficeHomePage } from '@estate/domain/api/back-office-site-responses';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { setFlash } from './flash-message';
import { ScheduleForm } from './schedule-form';
import { useSectionForm } from './use-section-form';

/**
 * The publication of a language's home page draft (decision 040): whether a draft differs from the
 * public page, its preview, publish now, publish at a Polish date and time (the API's publication
 * loop does it then), take the schedule back, or discard the draft. After a change the editor's page
 * opens again, so its form shows what is stored.
 */
export function HomePublicationForm({
  page,
  publishAtText,
  previewPath,
  publicPath,
  reloadHref,
}: {
  page: BackOfficeHomePage;
  /** The scheduled time as the staff member reads it (formatted on the server). */
  publishAtText: string | null;
  previewPath: string;
  publicPath: string;
  reloadHref: string;
}) {
  const t = useTranslations('backOffice.site.home.publication');
  const { busy, fields, run, status } = useSectionForm();
  const base = useId();
  const { draft } = page;
  const [asking, setAsking] = useState(false);
  const endpoint = `/api/back-office/home/${page.lang}`;

  const change = (send: () => ReturnType<typeof sendJson>, done: string) =>
    void run(send, () => {
      setFlash(done);
      window.location.assign(reloadHref);
      return done;
    });
  const publication = (body: Record<string, string>, done: string) =>
    change(() => sendJson(`${endpoint}/publication`, body), done);

  const discard = () => change(() => sendJson(`${endpoint}/draft`, undefined, 'DELETE'), t('discarded'));

  const state = !draft
    ? t('noDraft')
    : draft.publishAt
      ? `${draft.differs ? t('differs') : t('same')} ${t('scheduled', { at: publishAtText ?? '' })}`
      : draft.differs
        ? t('differs')
        : t('same');

  return (
    <section
      className="bo-panel bo-panel--wide"
      aria-labelledby={`${base}-title`}
      data-testid="home-publication"
    >
      <h2 id={`${base}-title`}>{t('title')}</h2>
      <p data-testid="home-draft-state">{state}</p>
      {!page.published && <p>{t('unpublished')}</p>}
      <p className="bo-links">
        <a href={previewPath} target="_blank" rel="noopener">
          {t('previewLink')}
        </a>
        {page.published && (
          <a href={publicPath} target="_blank" rel="noopener">
            {t('publicLink')}
          </a>
        )}
      </p>
      {status}
      {draft && (
        <>
          <div className="bo-actions">
            <button
              type="button"
              className="bo-button"
              disabled={busy}
              onClick={() => publication({ action: 'publish' }, t('published'))}
            >
              {t('publishNow')}
            </button>
            {draft.publishAt && (
              <button
                type="button"
                className="bo-button bo-button--secondary"
                disabled={busy}
                onClick={() => publication({ action: 'unpublish' }, t('unscheduled'))}
              >
                {t('unschedule')}
              </button>
            )}
            {!asking && (
              <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
                {t('discard')}
              </button>
            )}
          </div>
          {asking && (
            <div className="bo-actions">
              <p>{t('discardConfirm')}</p>
              {/* biome-ignore lint/a11y/noAutofocus: the question replaces the button that was pressed. */}
              <button type="button" className="bo-link-button" disabled={busy} onClick={discard} autoFocus>
                {t('discardYes')}
              </button>
              <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
                {t('discardNo')}
              </button>
            </div>
          )}
          <ScheduleForm
            id={`${base}-at`}
            publishAt={draft.publishAt}
            busy={busy}
            error={fields.at}
            texts={{
              scheduleAt: t('scheduleAt'),
              schedule: t('schedule'),
              needsTime: t('scheduleNeedsTime'),
            }}
            onSchedule={(instant) => publication({ action: 'schedule', at: instant }, t('scheduledDone'))}
          />
        </>
      )}
    </section>
  );
}
