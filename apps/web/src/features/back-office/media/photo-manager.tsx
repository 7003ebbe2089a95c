'use client';

import './media-managers.css';
import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
import { BoField } from '../forms/bo-field';
import type { DraftMaker } from '../offers/draft-maker';
import { useNewOfferDraft } from '../offers/new-offer-heading';
import { FocusFields, FocusImage } from './focus-point';
import {
  ALT_MAX_LENGTH,
  createUploadQueue,
  PHOTO_MAX_BYTES,
  sendForm,
  thumbnailSize,
  type UploadQueue,
  uploadErrorCode,
} from './media-list';
import { useDragOrder } from './use-drag-order';
import { type ListButton, useMediaList } from './use-media-list';

/** A photo of an offer as the API gives it; its files are `${path}-480.webp` (also -960, -1600). */
export interface Photo {
  id: number;
  path: string;
  width: number;
  height: number;
  altPl: string;
  altEn: string;
  position: number;
  /** The focal point in percent from the top left (decision 061). */
  focusX: number;
  focusY: number;
}

/** One chosen file on its way: its progress, then added or refused (with the answer's code). */
interface Upload {
  key: number;
  name: string;
  loaded: number;
  total: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  code?: string;
  /** Why it was not sent when the reason is not an answer's code (the draft could not be made). */
  reason?: string;
}

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
/** At most this many photos are sent at once. */
const UPLOADS_AT_ONCE = 2;

const photosUrl = (offerId: number | null) => `/api/back-office/offers/${offerId}/photos`;

/**
 * An offer's photos in the back office: files dropped or chosen are sent one per request (two at
 * a time), each with its progress and, if refused, the reason beside its name; the list can be
 * reordered (the first is the main photo) by dragging a photo's handle or with its buttons, its alt
 * texts edited and saved together, a photo deleted. Nothing typed is lost when something fails.
 * On a new offer (`offerId` null) the first files chosen have `draft` make the offer's draft from
 * its form first (decision 061), then go to it.
 */
export function PhotoManager({
  offerId: givenId,
  initial,
  draft,
}: {
  offerId: number | null;
  initial: Photo[];
  draft?: DraftMaker;
}) {
  const t = useTranslations('backOffice.photos');
  const te = useTranslations('errorCodes');
  const base = useId();
  // The other manager may have made the new offer's draft: then this one's lead would be stale.
  const draftMade = useNewOfferDraft();
  const [offerId, setOfferId] = useState(givenId);
  // The queue's jobs read the id when they run: the draft may be made after they were queued.
  const idRef = useRef(givenId);
  const [draftNote, setDraftNote] = useState('');
  const url = photosUrl(offerId);
  const list = useMediaList({
    url,
    listKey: 'photos',
    initial,
    fields: ['altPl', 'altEn'],
    extra: (photo) => ({ focusX: photo.focusX, focusY: photo.focusY }),
    text: (key, values) => t(key, values),
  });
  const photos = list.items;
  const drag = useDragOrder({
    listRef: list.listRef,
    count: photos.length,
    move: list.moveTo,
    dropped: list.dropped,
  });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const queue = useRef<UploadQueue<{ key: number; file: File }> | null>(null);
  const nextKey = useRef(0);

  const errorText = (code: string | undefined) =>
    code && te.has(code as ErrorCode) ? te(code as ErrorCode) : te('internal_error');

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  async function upload({ key, file }: { key: number; file: File }) {
    update(key, { state: 'sending' });
    const form = new FormData();
    form.append('photo', file);
    const answer = await sendForm(
      photosUrl(idRef.current),
      form,
      (loaded, total) => update(key, { loaded, total }),
      'photo',
    );
    const photo = (answer.data?.data ?? null) as Photo | null;
    if (answer.status >= 200 && answer.status < 300 && photo) {
      list.add(photo);
      update(key, { state: 'done', loaded: file.size, total: file.size });
    } else {
      update(key, { state: 'failed', code: uploadErrorCode(answer, 'photo') });
    }
  }

  /** The offer's id, the draft made first on a new offer; null when the form could not make it. */
  async function ensureOffer(): Promise<number | null> {
    if (idRef.current !== null) return idRef.current;
    const made = draft ? await draft('photos') : null;
    if (!made) {
      setDraftNote(t('draftRefused'));
      return null;
    }
    idRef.current = made.id;
    setOfferId(made.id);
    setDraftNote(t('draftCreated', { tipi: made.tipi }));
    return made.id;
  }

  async function addFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    queue.current ??= createUploadQueue(UPLOADS_AT_ONCE, upload);
    const added: Upload[] = [];
    const jobs: { key: number; file: File }[] = [];
    for (const file of Array.from(files)) {
      nextKey.current += 1;
      const key = nextKey.current;
      // One too large is refused here: sending 25 MB only to hear so is a long wait.
      const tooLarge = file.size > PHOTO_MAX_BYTES;
      added.push({
        key,
        name: file.name,
        loaded: 0,
        total: file.size,
        state: tooLarge ? 'failed' : 'waiting',
        code: tooLarge ? 'file_too_large' : undefined,
      });
      if (!tooLarge) jobs.push({ key, file });
    }
    setUploads((current) => [...current, ...added]);
    if (jobs.length === 0) return;
    if ((await ensureOffer()) === null) {
      const keys = new Set(jobs.map((job) => job.key));
      setUploads((current) =>
        current.map((item) =>
          keys.has(item.key) ? { ...item, state: 'failed', reason: t('uploads.noDraft') } : item,
        ),
      );
      return;
    }
    queue.current.add(...jobs);
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(event.dataTransfer.files);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const finished = uploads.some((item) => item.state === 'done' || item.state === 'failed');
  // A save sent while a photo is on its way would not name it: the API would refuse the list.
  const uploading = uploads.some((item) => item.state === 'waiting' || item.state === 'sending');

  return (
    <section className="bo-panel bo-panel--wide bo-media" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} ref={list.titleRef} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('lead')}</p>
      {offerId === null && draftMade === null && <p>{t('firstPhotoMakesDraft')}</p>}
      {/* Where the person is looking when the draft is made (or cannot be): beside their files. */}
      <p className={draftNote === '' ? undefined : 'bo-notice'} role="status">
        {draftNote}
      </p>

      {/* Dropping is a shortcut for pointer users; the input below does the same from the keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target only; the input inside is the control. */}
      <div
        className={dragging ? 'bo-dropzone bo-dropzone--active' : 'bo-dropzone'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('dropHere')}</p>
        <div className="bo-field">
          <label htmlFor={`${base}-files`}>{t('choose')}</label>
          <p id={`${base}-files-hint`} className="bo-field__hint">
            {t('limits')}
          </p>
          <input
            id={`${base}-files`}
            type="file"
            multiple
            accept={PHOTO_TYPES}
            aria-describedby={`${base}-files-hint`}
            onChange={(event) => {
              void addFiles(event.currentTarget.files);
              // The same file can be chosen again (after fixing it, say).
              event.currentTarget.value = '';
            }}
          />
        </div>
      </div>

      {uploads.length > 0 && (
        <div className="bo-uploads">
          <h3 id={`${base}-uploads`}>{t('uploads.title')}</h3>
          <ul aria-labelledby={`${base}-uploads`} aria-live="polite">
            {uploads.map((item) => {
              const id = `${base}-upload-${item.key}`;
              return (
                <li key={item.key} className="bo-upload">
                  <label htmlFor={id} className="bo-upload__name">
                    {item.name}
                  </label>
                  <progress
                    id={id}
                    max={item.total || 1}
                    value={item.state === 'done' ? item.total || 1 : item.loaded}
                    aria-describedby={`${id}-state`}
                  />
                  <span
                    id={`${id}-state`}
                    className={item.state === 'failed' ? 'bo-field__error' : 'bo-upload__state'}
                  >
                    {item.state === 'waiting' && t('uploads.waiting')}
                    {item.state === 'sending' && t('uploads.sending')}
                    {item.state === 'done' && t('uploads.done')}
                    {item.state === 'failed' && (item.reason ?? errorText(item.code))}
                  </span>
                </li>
              );
            })}
          </ul>
          {finished && (
            <button
              type="button"
              className="bo-button bo-button--secondary"
              onClick={() =>
                setUploads((current) =>
                  current.filter((item) => item.state === 'waiting' || item.state === 'sending'),
                )
              }
            >
              {t('uploads.clear')}
            </button>
          )}
        </div>
      )}

      {/* Outside the form: the live regions are there before the first photo and after the last. */}
      {list.status}
      <p className="bo-visually-hidden" role="status">
        {list.announcement}
      </p>
      {/* No form without photos: a form with nothing to send and no button to send it is a trap
          for the keyboard (HTML_CodeSniffer's H32.2, back-office.spec). */}
      {photos.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <form
          className="bo-form bo-media__form"
          noValidate
          onSubmit={list.save}
          aria-labelledby={`${base}-title`}
        >
          <ol
            ref={list.listRef}
            className={drag.dragging === null ? 'bo-media-list' : 'bo-media-list bo-media-list--dragging'}
            aria-label={t('list')}
            {...drag.list}
          >
            {photos.map((photo, index) => {
              const number = index + 1;
              const size = thumbnailSize(photo.width, photo.height);
              const thumbnail = (
                // biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself.
                <img
                  className="bo-media-item__thumb"
                  src={`${photo.path}-480.webp`}
                  alt={photo.altPl}
                  lang="pl"
                  width={size.width}
                  height={size.height}
                  loading="lazy"
                  decoding="async"
                />
              );
              const button = (label: string, visible: string, props: ListButton) => (
                <button
                  type="button"
                  className="bo-button bo-button--secondary"
                  aria-label={label}
                  {...props}
                >
                  {visible}
                </button>
              );
              return (
                <li
                  key={photo.id}
                  className={
                    drag.dragging === index ? 'bo-media-item bo-media-item--dragged' : 'bo-media-item'
                  }
                >
                  {/* For pointer and touch only (aria-hidden): the buttons below move a photo from the keyboard. */}
                  <span
                    className="bo-drag-handle"
                    aria-hidden="true"
                    title={t('dragHandle')}
                    data-drag={photo.id}
                    {...drag.handle(index)}
                  >
                    ⠿
                  </span>
                  {number === 1 ? (
                    <FocusImage
                      image={thumbnail}
                      x={photo.focusX}
                      y={photo.focusY}
                      onChange={(focusX, focusY) => list.update(photo.id, { focusX, focusY })}
                    />
                  ) : (
                    thumbnail
                  )}
                  <fieldset className="bo-media-item__body">
                    <legend>{number === 1 ? t('mainPhoto', { number }) : t('photo', { number })}</legend>
                    <div className="bo-pair">
                      {(['altPl', 'altEn'] as const).map((name) => (
                        <BoField
                          key={name}
                          label={t(name)}
                          lang={name === 'altPl' ? 'pl' : 'en'}
                          required
                          maxLength={ALT_MAX_LENGTH}
                          {...list.textField(photo, name, `${base}-${photo.id}-${name}`)}
                        />
                      ))}
                    </div>
                    {number === 1 && (
                      <FocusFields
                        id={`${base}-${photo.id}-focus`}
                        x={photo.focusX}
                        y={photo.focusY}
                        labels={{ hint: t('focusHint'), x: t('focusX'), y: t('focusY') }}
                        onChange={(focusX, focusY) => list.update(photo.id, { focusX, focusY })}
                      />
                    )}
                    <div className="bo-actions">
                      {button(t('moveUpLabel', { number }), t('moveUp'), list.moveButton(index, 'up'))}
                      {button(t('moveDownLabel', { number }), t('moveDown'), list.moveButton(index, 'down'))}
                      {button(t('makeMainLabel', { number }), t('makeMain'), list.moveButton(index, 'first'))}
                      {button(t('deleteLabel', { number }), t('delete'), list.deleteButton(photo, number))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="submit" className="bo-button" disabled={list.busy || uploading}>
            {t('save')}
          </button>
        </form>
      )}
    </section>
  );
}
