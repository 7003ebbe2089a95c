import type { OfferPhoto as Photo } from '@estate/domain/offer-types';

/** The widths the API renders every photo at (offer-types: `${path}-${width}.webp`). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export function photoSrc(photo: Pick<Photo, 'path'>, width: (typeof PHOTO_WIDTHS)[number]): string {
  return `${photo.path}-${width}.webp`;
}

export function photoSrcSet(photo: Pick<Photo, 'path'>): string {
  return PHOTO_WIDTHS.map((width) => `${photoSrc(photo, width)} ${width}w`).join(', ');
}

/**
 * A responsive offer photo in a fixed 4:3 box (width and height set, so nothing moves as it loads).
 * `priority` is for the first visible row: loaded at once instead of lazily.
 */
export function OfferPhoto({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: Photo;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    // biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself.
    <img
      className={className}
      src={photoSrc(photo, 960)}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
