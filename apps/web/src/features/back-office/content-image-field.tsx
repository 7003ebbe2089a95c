'use client';

import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { JsonAnswer } from './back-office-fetch';
import { PHOTO_MAX_BYTES, sendForm, uploadErrorCode } from './media-list';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Sends one image to the media store for content (`POST /api/back-office/content-images`, judged by
 * content; `use`: a cover cropped to the site's 16:9 box, or an image for the text), with progress.
 * Answers the stored path, or the refusal in the staff member's language.
 */
export async function uploadContentImage(
  file: File,
  use: 'cover' | 'text',
  onProgress: (loaded: number, total: number) => void,
): Promise<{ path: string } | { refused: string | undefined }> {
  if (file.size > PHOTO_MAX_BYTES) return { refused: 'file_too_large' };
  const form = new FormData();
  form.append('image', file);
  const answer: JsonAnswer = await sendForm(
    `/api/back-office/content-images?use=${use}`,
    form,
    onProgress,
    'image',
  );
  const path = (answer.data?.data as { path?: unknown } | undefined)?.path;
  if (answer.status === 201 && typeof path === 'string') return { path };
  return { refused: uploadErrorCode(answer, 'image') };
}

/** An item's cover image: chosen from the disk, sent at once, its path saved with the form; removable. */
export function ContentImageField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
}) {
  const t = useTranslations('backOffice.content.image');
  const te = useTranslations('errorCodes');
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const shown = refused ?? error;

  async function upload(file: File) {
    setRefused(null);
    setDone(false);
    setProgress({ loaded: 0, total: file.size });
    const result = await uploadContentImage(file, 'cover', (loaded, total) => setProgress({ loaded, total }));
    setProgress(null);
    if ('path' in result) {
      onChange(result.path);
      setDone(true);
    } else {
      const code = result.refused;
      setRefused(code && te.has(code as ErrorCode) ? te(code as ErrorCode) : te('internal_error'));
    }
  }

  const described = [`${id}-hint`, shown && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="bo-field bo-site-image">
      <label htmlFor={id}>{label}</label>
      {value ? (
        // biome-ignore lint/performance/noImgElement: a preview of the stored file, as the site shows it.
        <img className="bo-site-image__preview" src={value} alt="" width={320} height={180} />
      ) : (
        <p className="bo-muted">{t('none')}</p>
      )}
      <p id={`${id}-hint`} className="bo-field__hint">
        {t('hint')}
      </p>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        aria-describedby={described}
        aria-invalid={shown ? true : undefined}
        data-testid={`${id}-file`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      {progress && <progress max={progress.total || 1} value={progress.loaded} aria-label={t('uploading')} />}
      <p className="bo-field__hint" aria-live="polite">
        {done ? t('uploaded') : ''}
      </p>
      {shown && (
        <p id={`${id}-error`} className="bo-field__error">
          {shown}
        </p>
      )}
      {value && (
        <button
          type="button"
          className="bo-link-button"
          onClick={() => {
            onChange(null);
            setDone(false);
          }}
        >
          {t('remove')}
        </button>
      )}
    </div>
  );
}
