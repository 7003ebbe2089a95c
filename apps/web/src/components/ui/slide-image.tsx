import type { ImgHTMLAttributes } from 'react';
import { DeferredImage } from './deferred-image';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src' | 'loading' | 'fetchPriority'> & {
  src: string;
  alt: string;
  /** The carousel's first slide: the page's largest paint. */
  first: boolean;
};

/**
 * A carousel slide's picture (the home slider, the offer gallery). The first is in the server's
 * HTML, fetched at once with high priority; the others wait for the first paint (decision 042),
 * since the scroller puts them within the browser's lazy-loading margin. The slide keeps the box.
 */
export function SlideImage({ first, alt, ...rest }: Props) {
  // biome-ignore lint/performance/noImgElement: the API serves the sized files itself.
  if (first) return <img {...rest} alt={alt} loading="eager" fetchPriority="high" />;
  return <DeferredImage {...rest} alt={alt} />;
}
