'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { type KeyboardEvent, useEffect, useState } from 'react';

type Embla = UseEmblaCarouselType[1];

/**
 * An Embla carousel of `count` slides that loops when there is more than one, with the index of the
 * selected slide kept in React state (for counters, dots and which slides are inert).
 */
export function useCarousel(count: number) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: count > 1 });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return { viewportRef, embla, index, setIndex };
}

/** The WAI carousel's keys: the left and right arrows move to the previous and next slide. */
export function scrollByArrowKey(event: KeyboardEvent, embla: Embla): void {
  if (event.key === 'ArrowLeft') {
    event.preventDefault();
    embla?.scrollPrev();
  } else if (event.key === 'ArrowRight') {
    event.preventDefault();
    embla?.scrollNext();
  }
}
