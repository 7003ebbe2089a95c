import { LazyImage } from '@/components/ui/lazy-image';

/**
 * Article and group pictures: the API serves one 16:9 file per picture (1200×675 for articles,
 * 960×540 for groups) and gives no size, so the box is reserved at 16:9 and the picture covers
 * it; nothing moves when it arrives. The picture at the top of an item page is its largest paint,
 * so it loads at once with high priority; every other one lazily (LazyImage).
 */
export function ContentImage({
  src,
  alt,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const box = { width: 1200, height: 675 };
  const classes = ['content-image', className].filter(Boolean).join(' ');
  if (!priority) return <LazyImage src={src} alt={alt} {...box} className={classes} />;
  return (
    // biome-ignore lint/performance/noImgElement: plain img: the API serves sized media itself.
    <img
      src={src}
      alt={alt}
      {...box}
      className={classes}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      style={{ aspectRatio: '16 / 9', height: 'auto', maxWidth: '100%' }}
    />
  );
}
