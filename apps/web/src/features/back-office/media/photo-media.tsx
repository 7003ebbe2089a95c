'use client';

import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { checkAnswer } from '../shell/checked-fetch';
import { FocusFields, FocusImage } from './focus-point';
import {
  ALT_MAX_LENGTH,
  createUploadQueue,
  PHOTO_MAX_BYTES,
  sendForm,
  thumbnailSize,
  type UploadQueue,
} from './media-list';
import { type ItemProps, type MediaSpec, textInBothLanguages, type UploadProps } from './media-spec';

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

/** The domain's answers of the media routes, loaded with the first call (zod never comes with the page). */
const responses = () => import('@estate/domain/api/back-office-offer-responses');

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
/** At most this many photos are sent at once. */
const UPLOADS_AT_ONCE = 2;

/**
 * Photos dropped or chosen, sent one per request (two at a time), each with its progress and, if
 * refused, the reason beside its name. On a new offer the first files chosen make its draft first.
 */
function PhotoUploads({
  answer: photoAnswer,
  base,
  ensureOffer,
  currentUrl,
  add,
  onBusy,
  written,
}: UploadProps<Photo>) {
  const t = useTranslations('backOffice.photos');
  const te = useTranslations('errorCodes');
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
    const sent = await sendForm(
      currentUrl(),
      form,
      (loaded, total) => update(key, { loaded, total }),
      'photo',
    );
    const answer = await checkAnswer(sent.status, sent.data, photoAnswer);
    if (answer.ok) {
      written(answer.data.offer);
      add(answer.data.data);
      update(key, { state: 'done', loaded: file.size, total: file.size });
    } else {
      update(key, { state: 'failed', code: answer.error.fields.photo ?? answer.error.code });
    }
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
  const sending = uploads.some((item) => item.state === 'waiting' || item.state === 'sending');
  useEffect(() => onBusy(sending), [onBusy, sending]);

  return (
    <>
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
    </>
  );
}

type PhotoProps = ItemProps<Photo, 'altPl' | 'altEn', never>;

/** A photo's thumbnail; the main photo's takes a click on its focal point. */
function PhotoThumbnail({ item: photo, number, list }: PhotoProps) {
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
  return number === 1 ? (
    <FocusImage
      image={thumbnail}
      x={photo.focusX}
      y={photo.focusY}
      onChange={(focusX, focusY) => list.update(photo.id, { focusX, focusY })}
    />
  ) : (
    thumbnail
  );
}

/** The main photo's focal point typed in percent. */
function PhotoFocus({ item: photo, number, base, list }: PhotoProps) {
  const t = useTranslations('backOffice.photos');
  if (number !== 1) return null;
  return (
    <FocusFields
      id={`${base}-${photo.id}-focus`}
      x={photo.focusX}
      y={photo.focusY}
      labels={{ hint: t('focusHint'), x: t('focusX'), y: t('focusY') }}
      onChange={(focusX, focusY) => list.update(photo.id, { focusX, focusY })}
    />
  );
}

/** Photos: alt texts, the focal point of the main (first) one, dragged into order. */
export const photoMedia: MediaSpec<Photo, 'altPl' | 'altEn'> = {
  kind: 'photos',
  draftReason: 'photos',
  fields: textInBothLanguages('photos', 'alt'),
  maxLength: ALT_MAX_LENGTH,
  extra: (photo) => ({ focusX: photo.focusX, focusY: photo.focusY }),
  answers: {
    item: () => responses().then((m) => m.backOfficePhotoResponseSchema),
    list: () => responses().then((m) => m.backOfficePhotoListResponseSchema),
  },
  legend: (number) => (number === 1 ? 'photos.mainPhoto' : 'photos.photo'),
  dragHandle: 'photos.dragHandle',
  makeFirst: { label: 'photos.makeMainLabel', text: 'photos.makeMain' },
  listHeading: false,
  Upload: PhotoUploads,
  Beside: PhotoThumbnail,
  After: PhotoFocus,
};
