'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  children: ReactNode;
  /** Width / height of the reserved box, so the page does not move when the content appears. */
  aspectRatio: string;
  className?: string;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
}

/**
 * SPEC §2 "Images load lazily once ... their parent has entered view": for images the browser cannot
 * see yet (slider slides, CSS backgrounds), the children render only once this box comes near view.
 */
export function InView({ children, aspectRatio, className, rootMargin = '200px' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, rootMargin]);

  return (
    <div ref={box} className={className} style={{ aspectRatio }}>
      {seen ? children : null}
    </div>
  );
}
