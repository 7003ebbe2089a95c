'use client';

import type { OfferPhoto } from '@estate/domain/offer-types';
import { useTranslations } from 'next-intl';
import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import { SlideImage } from '@/components/ui/slide-image';
import { type Carousel, scrollByArrowKey, useCarousel } from '@/components/ui/use-carousel';
import { photoFocusStyle, photoSrc, photoSrcSet } from './offer-photo';

const MAIN_SIZES = '(min-width: 1200px) 760px, (min-width: 992px) 60vw, 100vw';

/**
 * The offer's photos (SPEC §2 Offer page): swipe, arrows, arrow keys, and a full-screen view in a
 * dialog. The box has the photos' 4:3 ratio before anything loads, and the first photo is in the
 * server's HTML with high fetch priority (it is the page's largest paint); the others are requested
 * once the page has painted. Both views are CSS scroll-snap scrollers until Embla (mouse drag)
 * loads: the page's at the first sign of use, the dialog's when it opens.
 */
export function OfferCarousel({ photos, title }: { photos: readonly OfferPhoto[]; title: string }) {
  const t = useTranslations('offer');
  const page = useCarousel(photos.length);
  const full = useCarousel(photos.length);
  const dialogRef = useRef<HTMLDialogElement>(null);

  // The full-screen view opens at the page's photo and, closed, leaves the page at its own.
  const openFull = () => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    // Focus on the dialog's first control, where its arrow keys are heard: the dialog's own choice
    // would be its viewport, a focusable scroller only until Embla takes it over.
    dialog?.querySelector<HTMLButtonElement>('.offer-lightbox__controls button')?.focus();
    full.jumpTo(page.index);
    full.load();
  };

  if (photos.length === 0) return null;

  return (
    <div className="offer-carousel" ref={page.rootRef}>
      <section
        className="offer-carousel__viewport"
        ref={page.viewportRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the gallery takes arrow keys while focused (WAI carousel).
        tabIndex={0}
        onKeyDown={(event) => scrollByArrowKey(event, page)}
        aria-label={t('gallery')}
        // Set once Embla has taken over (mouse drag works); before that the viewport scrolls natively.
        data-ready={page.ready ? 'true' : undefined}
      >
        <div className="offer-carousel__container">
          {photos.map((photo, i) => (
            <div className="offer-carousel__slide" key={photo.path} aria-hidden={i !== page.index}>
              <SlideImage
                first={i === 0}
                src={photoSrc(photo, 960)}
                srcSet={photoSrcSet(photo)}
                sizes={MAIN_SIZES}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                style={photoFocusStyle(photo)}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </section>
      <PhotoControls
        className="offer-carousel__controls"
        carousel={page}
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
        onClose={() => page.jumpTo(full.index)}
        onKeyDown={(event) => scrollByArrowKey(event, full)}
      >
        <div className="offer-lightbox__viewport" ref={full.viewportRef}>
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
        <PhotoControls className="offer-lightbox__controls" carousel={full} count={photos.length}>
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
  carousel,
  count,
  counter,
  children,
}: {
  className: string;
  carousel: Carousel;
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
          onClick={carousel.scrollPrev}
          aria-label={t('previousPhoto')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <p className="offer-carousel__counter" {...counter}>
        {carousel.index + 1} / {count}
      </p>
      {multiple && (
        <button
          type="button"
          className="offer-carousel__arrow"
          onClick={carousel.scrollNext}
          aria-label={t('nextPhoto')}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
      {children}
    </div>
  );
}
