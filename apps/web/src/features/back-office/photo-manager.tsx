'use client';

import './media-managers.css';
import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
import { BoField } from './bo-field';
import {
  ALT_MAX_LENGTH,
  createUploadQueue,
  PHOTO_MAX_BYTES,
  sendForm,
  thumbnailSize,
  type UploadQueue,
  uploadErrorCode,
} from './media-list';
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
}

/** One chosen file on its way: its progress, then added or refused (with the answer's code). */
interface Upload {
  key: number;
  name: string;
  loaded: number;
  total: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  code?: string;
}

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
/** At most this many photos are sent at once. */
const UPLOADS_AT_ONCE = 2;

/**
 * An offer's photos in the back office: files dropped or chosen are sent one per request (two at
 * a time), each with its progress and, if refused, the reason beside its name; the list can be
 * reordered (the first is the main photo), its alt texts edited and saved together, a photo
 * deleted. Nothing typed is lost when something fails.
 */
export function PhotoManager({ offerId, initial }: { offerId: number; initial: Photo[] }) {
  const t = useTranslations('backOffice.photos');
  const te = useTranslations('errorCodes');
  const base = useId();
  const url = `/api/back-office/offers/${offerId}/photos`;
  const list = useMediaList({
    url,
    listKey: 'photos',
    initial,
    fields: ['altPl', 'altEn'],
    text: (key, values) => t(key, values),
  });
  const photos = list.items;
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
    const answer = await sendForm(url, form, (loaded, total) => update(key, { loaded, total }), 'photo');
    const photo = (answer.data?.data ?? null) as Photo | null;
    if (answer.status >= 200 && answer.status < 300 && photo) {
      list.add(photo);
      update(key, { state: 'done', loaded: file.size, total: file.size });
    } else {
      update(key, { state: 'failed', code: uploadErrorCode(answer, 'photo') });
    }
  }

  function addFiles(files: FileList | null) {
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
    queue.current.add(...jobs);
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
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
              addFiles(event.currentTarget.files);
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
                    {item.state === 'failed' && errorText(item.code)}
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

      <form
        className="bo-form bo-media__form"
        noValidate
        onSubmit={list.save}
        aria-labelledby={`${base}-title`}
      >
        {list.status}
        <p className="bo-visually-hidden" role="status">
          {list.announcement}
        </p>
        {photos.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol ref={list.listRef} className="bo-media-list" aria-label={t('list')}>
            {photos.map((photo, index) => {
              const number = index + 1;
              const size = thumbnailSize(photo.width, photo.height);
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
                <li key={photo.id} className="bo-media-item">
                  {/* biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself. */}
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
        )}
        {photos.length > 0 && (
          <button type="submit" className="bo-button" disabled={list.busy || uploading}>
            {t('save')}
          </button>
        )}
      </form>
    </section>
  );
}
