'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * The offer's video, loaded only on request: until the click there is a button and no request to
 * the provider (no third-party cookies, nothing on the page's loading path). Other pages (the home
 * page's who-we-are film) name the frame themselves with `frameTitle`.
 */
export function VideoFacade({
  embedUrl,
  title,
  frameTitle,
}: {
  embedUrl: string;
  title: string;
  frameTitle?: string;
}) {
  const t = useTranslations('offer');
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-facade">
      {playing ? (
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={frameTitle ?? t('videoTitle', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-facade__button" onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
            <rect width="68" height="48" rx="12" fill="#1d1d1d" />
            <path d="M27 14l18 10-18 10z" fill="#fff" />
          </svg>
          <span>{t('playVideo')}</span>
        </button>
      )}
    </div>
  );
}
