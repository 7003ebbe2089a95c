'use client';

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type LazyCarousel, lazyCarousel } from './lazy-embla';

export interface Carousel {
  /** The carousel's region: a pointer over it, a touch or focus inside loads Embla. */
  rootRef: (element: HTMLElement | null) => void;
  /** The viewport, whose first child holds the slides. */
  viewportRef: (element: HTMLElement | null) => void;
  /** The slide shown, for counters, dots and which slides are inert. */
  index: number;
  /** Embla has taken over from the native scroller. */
  ready: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  /** Show a slide at once (no animation), e.g. where a full-screen view was left. */
  jumpTo: (index: number) => void;
  /** Load Embla now rather than at the first sign of use (a dialog just opened). */
  load: () => void;
}

/**
 * A carousel of `count` slides that loops when there is more than one. It works before any
 * library loads (a CSS scroll-snap viewport, see `lazy-embla.ts`); Embla is fetched at the first
 * sign of use on `rootRef`'s element, or by `load()`, and takes over where the visitor is.
 */
export function useCarousel(count: number): Carousel {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const carousel = useRef<LazyCarousel | null>(null);

  useEffect(() => {
    if (!viewport) return;
    const current = lazyCarousel(viewport, {
      count,
      trigger: root,
      onIndex: setIndex,
      onReady: () => setReady(true),
    });
    carousel.current = current;
    return () => {
      current.destroy();
      carousel.current = null;
      setReady(false);
    };
  }, [root, viewport, count]);

  return {
    rootRef: setRoot,
    viewportRef: setViewport,
    index,
    ready,
    scrollPrev: () => carousel.current?.step(-1),
    scrollNext: () => carousel.current?.step(1),
    scrollTo: (to) => carousel.current?.goTo(to),
    jumpTo: (to) => carousel.current?.jumpTo(to),
    load: () => carousel.current?.load(),
  };
}

/** The WAI carousel's keys: the left and right arrows move to the previous and next slide. */
export function scrollByArrowKey(
  event: KeyboardEvent,
  carousel: Pick<Carousel, 'scrollPrev' | 'scrollNext'>,
): void {
  if (event.key === 'ArrowLeft') {
    event.preventDefault();
    carousel.scrollPrev();
  } else if (event.key === 'ArrowRight') {
    event.preventDefault();
    carousel.scrollNext();
  }
}
