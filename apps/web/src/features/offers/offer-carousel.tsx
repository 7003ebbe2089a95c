'use client';

import type { OfferPhoto } from '@estate/domain/offer-types';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import { scrollByArrowKey, useCarousel } from '@/components/ui/use-carousel';
import { photoSrc, photoSrcSet } from './offer-photo';

const MAIN_SIZES = '(min-width: 1200px) 760px, (min-width: 992px) 60vw, 100vw';

/**
 * The offer's photos (SPEC §2 Offer page): swipe (Embla), arrows, arrow keys, and a full-screen
 * view in a dialog. The box has the photos' 4:3 ratio before anything loads, and the first photo is
 * in the server's HTML with high fetch priority (it is the page's largest paint).
 */
export function OfferCarousel({ photos, title }: { photos: readonly OfferPhoto[]; title: string }) {
  const t = useTranslations('offer');
  const { viewportRef, embla, index, setIndex } = useCarousel(photos.length);
  const [fullRef, fullEmbla] = useEmblaCarousel({ loop: photos.length > 1 });
  const dialogRef = useRef<HTMLDialogElement>(null);

  // The full-screen view leads while open: the page's carousel follows it to the same photo.
  useEffect(() => {
    if (!fullEmbla) return;
    const onSelect = () => {
      const selected = fullEmbla.selectedScrollSnap();
      setIndex(selected);
      embla?.scrollTo(selected, true);
    };
    fullEmbla.on('select', onSelect);
    return () => {
      fullEmbla.off('select', onSelect);
    };
  }, [fullEmbla, embla, setIndex]);

  const openFull = () => {
    dialogRef.current?.showModal();
    fullEmbla?.reInit();
    fullEmbla?.scrollTo(index, true);
  };

  if (photos.length === 0) return null;

  return (
    <div className="offer-carousel">
      <section
        className="offer-carousel__viewport"
        ref={viewportRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the gallery takes arrow keys while focused (WAI carousel).
        tabIndex={0}
        onKeyDown={(event) => scrollByArrowKey(event, embla)}
        aria-label={t('gallery')}
        // Set once Embla runs: before that the arrows and swipes of a slow first load do nothing.
        data-ready={embla ? 'true' : undefined}
      >
        <div className="offer-carousel__container">
          {photos.map((photo, i) => (
            <div className="offer-carousel__slide" key={photo.path} aria-hidden={i !== index}>
              {/* biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself. */}
              <img
                src={photoSrc(photo, 960)}
                srcSet={photoSrcSet(photo)}
                sizes={MAIN_SIZES}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </section>
      <PhotoControls
        className="offer-carousel__controls"
        embla={embla}
        index={index}
        count={photos.length}
        counter={{ 'aria-live': 'polite', 'data-testid': 'carousel-counter' }}
      >
        <button type="button" className="button button--secondary offer-carousel__full" onClick={openFull}>
          {t('fullScreen')}
        </button>
      </PhotoControls>
      <dialog
        ref={dialogRef}
        className="offer-lightbox"
        aria-label={title}
        onClose={() => embla?.scrollTo(index, true)}
        onKeyDown={(event) => scrollByArrowKey(event, fullEmbla)}
      >
        <div className="offer-lightbox__viewport" ref={fullRef}>
          <div className="offer-carousel__container">
            {photos.map((photo) => (
              <div className="offer-lightbox__slide" key={photo.path}>
                {/* biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself. */}
                <img
                  src={photoSrc(photo, 1600)}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  draggable={false}
                />
              </div>
            ))}
          </div>
        </div>
        <PhotoControls
          className="offer-lightbox__controls"
          embla={fullEmbla}
          index={index}
          count={photos.length}
        >
          <button type="button" className="button button--primary" onClick={() => dialogRef.current?.close()}>
            {t('closeFullScreen')}
          </button>
        </PhotoControls>
      </dialog>
    </div>
  );
}

/** Previous and next (when there is more than one photo), "n / N", and the view's own button. */
function PhotoControls({
  className,
  embla,
  index,
  count,
  counter,
  children,
}: {
  className: string;
  embla: ReturnType<typeof useEmblaCarousel>[1];
  index: number;
  count: number;
  counter?: HTMLAttributes<HTMLParagraphElement> & { 'data-testid'?: string };
  children: ReactNode;
}) {
  const t = useTranslations('offer');
  const multiple = count > 1;
  return (
    <div className={className}>
      {multiple && (
        <button
          type="button"
          className="offer-carousel__arrow"
          onClick={() => embla?.scrollPrev()}
          aria-label={t('previousPhoto')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <p className="offer-carousel__counter" {...counter}>
        {index + 1} / {count}
      </p>
      {multiple && (
        <button
          type="button"
          className="offer-carousel__arrow"
          onClick={() => embla?.scrollNext()}
          aria-label={t('nextPhoto')}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
      {children}
    </div>
  );
}
