import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * SPEC §2 "Images load lazily once they have entered view": the browser's own lazy loading, with
 * width, height and aspect-ratio reserving the box so nothing moves when the image arrives.
 */
export function LazyImage({ src, alt, width, height, style, ...rest }: Props) {
  return (
    // biome-ignore lint/performance/noImgElement: plain img: the API serves sized media itself.
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}`, height: 'auto', maxWidth: '100%', ...style }}
    />
  );
}
