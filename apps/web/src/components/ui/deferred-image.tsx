'use client';

import type { ImgHTMLAttributes } from 'react';
import { useAfterFirstPaint } from './after-first-paint';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src' | 'loading'> & {
  src: string;
  alt: string;
};

/**
 * An image that is not part of the first view: no request for it until the page has painted
 * (`useAfterFirstPaint`), then the browser's own lazy loading. Without JavaScript the server's
 * `<noscript>` copy loads as a plain lazy image. Nothing reserves its box here: the caller's
 * layout must (a slide, a sized frame), so nothing moves when it appears.
 */
export function DeferredImage({ alt, ...rest }: Props) {
  const painted = useAfterFirstPaint();
  // biome-ignore lint/performance/noImgElement: the API serves the sized media itself.
  const image = <img {...rest} alt={alt} loading="lazy" />;
  return painted ? image : <noscript>{image}</noscript>;
}
