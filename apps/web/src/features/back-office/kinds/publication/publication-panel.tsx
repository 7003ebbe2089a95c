'use client';

import type { PublicationRequest } from '@estate/domain/kinds/publication';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { setFlash } from '../../shell/flash-message';
import { ConflictNotice } from '../conflict-notice';
import type { FormSpec } from '../form-spec';
import { kindClient } from '../kind-client';
import { flushAutosave, latestAutosaved, useAutosaved } from '../use-autosave';
import { useKindAction } from '../use-kind-action';
import { PUBLICATION_TEXTS, type PublicationTexts } from './publication-texts';
import { ScheduleForm } from './schedule-form';

type Status = NonNullable<FormSpec['status']>;

/**
 * The publication of a `document` kind's item (the home page, decision 052 S7), in the screen's own
 * words: always public once it exists, every edit a draft, never taken down.
 */
export interface DocumentTexts {
  title: string;
  /** No draft: the form shows the public page. */
  noDraft: string;
  /** Not public yet in this language. */
  notPublic: string;
  publish: string;
  previewLink: string;
  publicLink: string;
  scheduleAt: string;
  schedule: string;
  needsTime: string;
}

/**
 * One item's publication, the same for every kind (decision 052 §3.5): its state in words that
 * agree with the kind's Polish noun (`of`), publish now or at a Polish time, unschedule, unpublish;
 * while a published item has a draft of changes, "publish changes" (now or at a time) and
 * discarding the draft after a question. The preview shows the draft, the public link what
 * visitors see. After a change the page opens again with a message, so every part agrees.
 * What the item's form saved by itself (decision 060) counts: its draft shows here at once, and a
 * change first saves what the form still holds, then acts at the version that save answered.
 */
export function PublicationPanel({
  spec,
  of = 'content',
  document,
  publicPath,
  previewPath,
  editorHref,
}: {
  spec: FormSpec & { key: string; version: number; status: Status };
  /** Whose sentences and noun (a kind with states). */
  of?: PublicationTexts;
  /** A `document` kind's texts instead: its draft published now or at a time, nothing taken down. */
  document?: DocumentTexts;
  publicPath: string;
  previewPath: string;
  /** This item's editor: "their version" of a conflict. */
  editorHref: string;
}) {
  const tb = useTranslations('backOffice');
  const tk = useTranslations('backOffice.kinds');
  const { section, gender } = PUBLICATION_TEXTS[of];
  const t = (
    key:
      | 'title'
      | 'state'
      | 'publishNow'
      | 'scheduleAt'
      | 'schedule'
      | 'unpublish'
      | 'publicLink'
      | 'previewLink',
  ) => tb(`${section}.publication.${key}`);
  const states = useTranslations('backOffice.publicationStates');
  const locale = useLocale();
  const { busy, fields, conflict, act, status: message } = useKindAction();
  const [asking, setAsking] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const { kind, key, status, publishedAt } = spec;
  const autosaved = useAutosaved(kind, key);
  const draft = autosaved ? autosaved.draft : spec.draft;
  const at = (instant: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Warsaw',
    }).format(new Date(instant));

  const reloadWith = (text: string) => {
    setFlash(text);
    window.location.reload();
    return text;
  };
  // The form's typing is saved first; what it could not save (the form says why) stops the change.
  const afterForm = (write: (version: number) => void) =>
    void flushAutosave(kind, key).then((saved) => {
      setUnsaved(!saved);
      if (saved) write(latestAutosaved(kind, key)?.version ?? spec.version);
    });
  const change = (request: PublicationRequest, done: string) =>
    afterForm((version) =>
      act(
        () => kindClient(kind).publication(key, version, request),
        () => reloadWith(done),
      ),
    );
  const discard = () =>
    afterForm((version) =>
      act(
        () => kindClient(kind).discard(key, version),
        () => reloadWith(tk('done.discarded')),
      ),
    );

  const saved =
    draft &&
    (draft.updatedBy
      ? tk('draft.savedBy', { who: draft.updatedBy, at: at(draft.updatedAt) })
      : tk('draft.savedAt', { at: at(draft.updatedAt) }));

  // What both branches show under their links: the outcome, an unsaved form, a stale write.
  const notices = (
    <>
      {message}
      {unsaved && (
        <p role="alert" className="bo-alert">
          {tk('autosave.unsaved')}
        </p>
      )}
      {conflict && <ConflictNotice conflict={conflict} theirsHref={editorHref} busy={busy} />}
    </>
  );
  /** A publication action's button: `done` is the message shown once the page is reloaded. */
  const actionButton = (request: PublicationRequest, done: string, label: string, secondary = false) => (
    <button
      type="button"
      className={secondary ? 'bo-button bo-button--secondary' : 'bo-button'}
      disabled={busy}
      onClick={() => change(request, done)}
    >
      {label}
    </button>
  );

  if (document) {
    return (
      <section className="bo-panel" aria-labelledby="publication-title" data-testid="publication-panel">
        <h2 id="publication-title">{document.title}</h2>
        <p data-testid="draft-state">{draft ? tk('draft.differs') : document.noDraft}</p>
        {draft && (
          <p>
            {saved}
            {draft.publishAt && <> {tk('draft.scheduled', { at: at(draft.publishAt) })}</>}
          </p>
        )}
        {status !== 'published' && <p>{document.notPublic}</p>}
        <p className="bo-links">
          <a href={previewPath} target="_blank" rel="noopener">
            {document.previewLink}
          </a>
          {status === 'published' && (
            <a href={publicPath} target="_blank" rel="noopener">
              {document.publicLink}
            </a>
          )}
        </p>
        {notices}
        {draft && (
          <>
            <div className="bo-actions">
              {actionButton({ action: 'publish' }, tk('done.changesPublished'), document.publish)}
              {draft.publishAt &&
                actionButton({ action: 'unschedule' }, tk('done.unscheduled'), tk('unschedule'), true)}
              {!asking && (
                <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
                  {tk('discard')}
                </button>
              )}
            </div>
            {asking && <DiscardQuestion busy={busy} onDiscard={discard} onKeep={() => setAsking(false)} />}
            <ScheduleForm
              id="publish-at"
              publishAt={draft.publishAt}
              busy={busy}
              error={fields.at}
              texts={{
                scheduleAt: document.scheduleAt,
                schedule: document.schedule,
                needsTime: document.needsTime,
              }}
              onSchedule={(instant) => change({ action: 'schedule', at: instant }, tk('done.scheduled'))}
            />
          </>
        )}
      </section>
    );
  }

  const sentence =
    status === 'published'
      ? tb(`${section}.publication.published`)
      : status === 'scheduled'
        ? tb(`${section}.publication.scheduled`, { at: publishedAt ? at(publishedAt) : '' })
        : tb(`${section}.publication.${status}`);
  const changes = status === 'published' ? draft : null;
  const scheduled = status === 'scheduled' || Boolean(changes?.publishAt);

  return (
    <section className="bo-panel" aria-labelledby="publication-title" data-testid="publication-panel">
      <h2 id="publication-title">{t('title')}</h2>
      <p>
        <strong>{t('state')}:</strong> {states(status, { gender })}. {sentence}
      </p>
      {changes && (
        <p data-testid="draft-state">
          {tk('draft.differs')} {saved}
          {changes.publishAt && <> {tk('draft.scheduled', { at: at(changes.publishAt) })}</>}
        </p>
      )}
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
      {notices}
      <div className="bo-actions">
        {status !== 'published' && actionButton({ action: 'publish' }, tk('done.published'), t('publishNow'))}
        {changes && actionButton({ action: 'publish' }, tk('done.changesPublished'), tk('publishChanges'))}
        {scheduled && actionButton({ action: 'unschedule' }, tk('done.unscheduled'), tk('unschedule'), true)}
        {(status === 'published' || status === 'scheduled') &&
          actionButton({ action: 'unpublish' }, tk('done.unpublished'), t('unpublish'), true)}
        {changes && !asking && (
          <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
            {tk('discard')}
          </button>
        )}
      </div>
      {changes && asking && (
        <DiscardQuestion busy={busy} onDiscard={discard} onKeep={() => setAsking(false)} />
      )}
      {(status !== 'published' || changes) && (
        <ScheduleForm
          id="publish-at"
          publishAt={changes ? changes.publishAt : status === 'scheduled' ? publishedAt : null}
          busy={busy}
          error={fields.at}
          texts={{
            scheduleAt: changes ? tk('scheduleChangesAt') : t('scheduleAt'),
            schedule: changes ? tk('scheduleChanges') : t('schedule'),
            needsTime: tb(`${section}.publication.scheduleNeedsTime`),
          }}
          onSchedule={(instant) => change({ action: 'schedule', at: instant }, tk('done.scheduled'))}
        />
      )}
    </section>
  );
}

/** "Discard the draft?" with its two answers, in place of the button that asked it. */
function DiscardQuestion({
  busy,
  onDiscard,
  onKeep,
}: {
  busy: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const tk = useTranslations('backOffice.kinds');
  return (
    <div className="bo-actions">
      <p>{tk('discardConfirm')}</p>
      {/* biome-ignore lint/a11y/noAutofocus: the question replaces the button that was pressed. */}
      <button type="button" className="bo-link-button" disabled={busy} onClick={onDiscard} autoFocus>
        {tk('discardYes')}
      </button>
      <button type="button" className="bo-link-button" onClick={onKeep}>
        {tk('discardNo')}
      </button>
    </div>
  );
}
