'use client';

import './media-managers.css';
import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import {
  ALT_MAX_LENGTH,
  afterSave,
  appendOnce,
  createUploadQueue,
  errorsByItem,
  type Move,
  mergeList,
  moveItem,
  moveTarget,
  PHOTO_MAX_BYTES,
  sendForm,
  thumbnailSize,
  type UploadQueue,
  uploadErrorCode,
} from './media-list';
import { useSectionForm } from './use-section-form';

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
  const list = useSectionForm();
  const base = useId();
  const url = `/api/back-office/offers/${offerId}/photos`;
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [sentIds, setSentIds] = useState<number[]>([]);
  const [focus, setFocus] = useState<{ id: number; move: Move } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const queue = useRef<UploadQueue<{ key: number; file: File }> | null>(null);
  const nextKey = useRef(0);

  const errorText = (code: string | undefined) =>
    code && te.has(code as ErrorCode) ? te(code as ErrorCode) : te('internal_error');
  const itemErrors = errorsByItem(list.fields, 'photos', sentIds);

  // After a move, the moved photo's same button keeps the focus (it may have been re-rendered).
  useEffect(() => {
    if (!focus) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.id}-${focus.move}"]`)?.focus();
    setFocus(null);
  }, [focus]);

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
      setPhotos((current) => appendOnce(current, photo));
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

  const edit = (id: number, change: Partial<Photo>) =>
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  function move(index: number, how: Move) {
    const to = moveTarget(index, photos.length, how);
    const photo = photos[index];
    if (to === null || !photo) return;
    setPhotos(moveItem(photos, index, to));
    setFocus({ id: photo.id, move: how });
    setAnnouncement(t('moved', { position: to + 1, count: photos.length }));
  }

  async function remove(photo: Photo, number: number) {
    if (!window.confirm(t('confirmDelete', { number }))) return;
    setAnnouncement('');
    const answer = await list.run(
      () => sendJson(`${url}/${photo.id}`, undefined, 'DELETE'),
      (done) => {
        const remaining = (done.data?.data ?? []) as Photo[];
        setPhotos((current) =>
          mergeList(current, remaining, (local, saved) => ({
            ...saved,
            altPl: local.altPl,
            altEn: local.altEn,
          })),
        );
        return t('deleted', { number });
      },
    );
    // The deleted photo's button is gone: the list's heading takes the focus, near the message.
    if (answer) titleRef.current?.focus();
  }

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = photos.map(({ id, altPl, altEn }) => ({ id, altPl, altEn }));
    setSentIds(sent.map((photo) => photo.id));
    setAnnouncement('');
    void list.run(
      () => sendJson(url, { photos: sent }, 'PUT'),
      (done) => {
        const saved = (done.data?.data ?? []) as Photo[];
        setPhotos((current) => afterSave(saved, current));
        return t('saved');
      },
    );
  };

  const finished = uploads.some((item) => item.state === 'done' || item.state === 'failed');
  // A save sent while a photo is on its way would not name it: the API would refuse the list.
  const uploading = uploads.some((item) => item.state === 'waiting' || item.state === 'sending');

  return (
    <section className="bo-panel bo-panel--wide bo-media" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} ref={titleRef} tabIndex={-1}>
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

      <form className="bo-form bo-media__form" noValidate onSubmit={onSave} aria-labelledby={`${base}-title`}>
        {list.status}
        <p className="bo-visually-hidden" role="status">
          {announcement}
        </p>
        {photos.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol ref={listRef} className="bo-media-list" aria-label={t('list')}>
            {photos.map((photo, index) => {
              const number = index + 1;
              const size = thumbnailSize(photo.width, photo.height);
              const errors = itemErrors[photo.id] ?? {};
              const field = (name: 'altPl' | 'altEn') => `${base}-${photo.id}-${name}`;
              const button = (how: Move, label: string, visible: string) => {
                const possible = moveTarget(index, photos.length, how) !== null;
                return (
                  // aria-disabled, not disabled: the button keeps the focus after its photo moved to the end.
                  <button
                    type="button"
                    className="bo-button bo-button--secondary"
                    aria-label={label}
                    aria-disabled={possible ? undefined : true}
                    data-move={`${photo.id}-${how}`}
                    onClick={() => possible && move(index, how)}
                  >
                    {visible}
                  </button>
                );
              };
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
                        <div className="bo-field" key={name}>
                          <label htmlFor={field(name)}>{name === 'altPl' ? t('altPl') : t('altEn')}</label>
                          <input
                            id={field(name)}
                            lang={name === 'altPl' ? 'pl' : 'en'}
                            required
                            maxLength={ALT_MAX_LENGTH}
                            value={photo[name]}
                            onChange={(event) => edit(photo.id, { [name]: event.currentTarget.value })}
                            aria-invalid={errors[name] ? true : undefined}
                            aria-describedby={errors[name] ? `${field(name)}-error` : undefined}
                          />
                          {errors[name] && (
                            <p id={`${field(name)}-error`} className="bo-field__error">
                              {errors[name]}
                            </p>
                          )}
                        </div>
                      ))}
                    </div>
                    <div className="bo-actions">
                      {button('up', t('moveUpLabel', { number }), t('moveUp'))}
                      {button('down', t('moveDownLabel', { number }), t('moveDown'))}
                      {button('first', t('makeMainLabel', { number }), t('makeMain'))}
                      <button
                        type="button"
                        className="bo-button bo-button--secondary"
                        aria-label={t('deleteLabel', { number })}
                        disabled={list.busy}
                        onClick={() => void remove(photo, number)}
                      >
                        {t('delete')}
                      </button>
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
