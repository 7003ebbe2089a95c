'use client';

import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PHOTO_MAX_BYTES, sendForm, uploadErrorCode } from '../../media/media-list';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * An image of the site's content (a slide, the promotion, a group, an article's cover), chosen from the disk and sent
 * at once to the media store (`POST /api/back-office/content-images?use=<kind>`, judged by content
 * and cropped to the box the site shows it in); the form then saves its path. Its progress and a refusal show
 * beside it; the alt text is the form's own field.
 */
export function SiteImageField({
  id,
  kind,
  label,
  value,
  onChange,
  error,
  optional = false,
}: {
  id: string;
  kind: 'slide' | 'popup' | 'group' | 'cover';
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  /** The save's error about this image (a path the store does not hold). */
  error?: string;
  /** Whether the image may be removed (the promotion's and a group's may; a slide needs one). */
  optional?: boolean;
}) {
  const t = useTranslations('backOffice.site.image');
  const te = useTranslations('errorCodes');
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const shown = refused ?? error;

  async function upload(file: File) {
    setRefused(null);
    setDone(false);
    if (file.size > PHOTO_MAX_BYTES) {
      setRefused(te('file_too_large'));
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    const form = new FormData();
    form.append('image', file);
    const answer = await sendForm(
      `/api/back-office/content-images?use=${kind}`,
      form,
      (loaded, total) => setProgress({ loaded, total }),
      'image',
    );
    setProgress(null);
    const path = (answer.data?.data as { path?: unknown } | undefined)?.path;
    if (answer.status === 201 && typeof path === 'string') {
      onChange(path);
      setDone(true);
    } else {
      const code = uploadErrorCode(answer, 'image');
      setRefused(code && te.has(code as ErrorCode) ? te(code as ErrorCode) : te('internal_error'));
    }
  }

  const described = [`${id}-hint`, shown && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="bo-field bo-site-image">
      <label htmlFor={id}>{label}</label>
      {value ? (
        // biome-ignore lint/performance/noImgElement: a preview of the stored file, as the site shows it.
        <img
          className="bo-site-image__preview"
          src={value}
          alt=""
          width={320}
          height={kind === 'slide' ? 120 : 180}
        />
      ) : (
        <p className="bo-muted">{t('none')}</p>
      )}
      <p id={`${id}-hint`} className="bo-field__hint">
        {t(`limits.${kind}`)}
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
      {progress && (
        <progress
          max={progress.total || 1}
          value={progress.loaded}
          aria-label={t('uploading')}
          className="bo-site-image__progress"
        />
      )}
      <p className="bo-field__hint" aria-live="polite">
        {done ? t(kind === 'cover' ? 'uploadedCover' : 'uploaded') : ''}
      </p>
      {shown && (
        <p id={`${id}-error`} className="bo-field__error">
          {shown}
        </p>
      )}
      {optional && value && (
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
