import type { OfferPhoto as Photo } from '@estate/domain/offer-types';
import { DeferredImage } from '@/components/ui/deferred-image';

/** The widths the API renders every photo at (offer-types: `${path}-${width}.webp`). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export function photoSrc(photo: Pick<Photo, 'path'>, width: (typeof PHOTO_WIDTHS)[number]): string {
  return `${photo.path}-${width}.webp`;
}

export function photoSrcSet(photo: Pick<Photo, 'path'>): string {
  return PHOTO_WIDTHS.map((width) => `${photoSrc(photo, width)} ${width}w`).join(', ');
}

/**
 * Where a photo cropped to its box (object-fit: cover) is anchored: its focal point as staff set
 * it (decision 061). Nothing for the middle, the browser's own default, so most pages carry no
 * extra bytes.
 */
export function photoFocusStyle(
  photo: Pick<Photo, 'focusX' | 'focusY'>,
): { objectPosition: string } | undefined {
  if (photo.focusX === 50 && photo.focusY === 50) return undefined;
  return { objectPosition: `${photo.focusX}% ${photo.focusY}%` };
}

/**
 * A responsive offer photo in a fixed 4:3 box (width and height set, so nothing moves as it loads),
 * loaded lazily: on a phone the tiles sit below the search form, and a photo preloaded ahead of the
 * style sheets and scripts delays the first paint (decision 041). The browser fetches the photos
 * near the view as soon as the layout is known. `afterFirstPaint` holds the request until the page
 * has painted (decision 042), for rows no first view reaches: their box is the tile's.
 */
export function OfferPhoto({
  photo,
  sizes,
  className,
  afterFirstPaint = false,
}: {
  photo: Photo;
  sizes: string;
  className?: string;
  afterFirstPaint?: boolean;
}) {
  const image = {
    className,
    src: photoSrc(photo, 960),
    srcSet: photoSrcSet(photo),
    sizes,
    width: photo.width,
    height: photo.height,
    decoding: 'async' as const,
    style: photoFocusStyle(photo),
  };
  if (afterFirstPaint) return <DeferredImage {...image} alt={photo.alt} />;
  // biome-ignore lint/performance/noImgElement: the API serves the sized WebP files itself.
  return <img {...image} alt={photo.alt} loading="lazy" />;
}
