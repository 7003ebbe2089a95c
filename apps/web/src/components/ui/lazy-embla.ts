import type { EmblaCarouselType } from 'embla-carousel';
import { slideIndexAt, stepIndex } from './carousel-scroll';

// Only Embla's types are imported statically (erased at build): the library itself (~7 KB gzip)
// is fetched on a carousel's first use, so a visitor who never touches one never downloads it.

type EmblaFactory = typeof import('embla-carousel').default;

let emblaFactory: Promise<EmblaFactory> | null = null;

/** Embla, imported once for every carousel of the page; a failed load is tried again at the next use. */
function importEmbla(): Promise<EmblaFactory> {
  if (!emblaFactory) {
    emblaFactory = import('embla-carousel').then((module) => module.default);
    emblaFactory.catch(() => {
      emblaFactory = null;
    });
  }
  return emblaFactory;
}

/**
 * Where `scrollend` is missing, a scroller counts as still once no `scroll` came for this long;
 * where it exists, this only backs it up (a scroll that was cut short without one).
 */
const QUIET_MS = 150;
const SCROLLEND_BACKUP_MS = 1000;

interface LazyCarouselOptions {
  /** How many slides the viewport's first child holds. */
  count: number;
  /** The carousel's region, where a first sign of use loads Embla; without one only `load()` does. */
  trigger: HTMLElement | null;
  /** The shown slide changed (swiped, moved by a control, or Embla took over). */
  onIndex: (index: number) => void;
  /** Embla has taken over the viewport. */
  onReady: () => void;
}

export interface LazyCarousel {
  /** Fetch Embla now (idempotent); it takes over once the viewport is still and not touched. */
  load(): void;
  /** One slide on (1) or back (-1), looping. */
  step(delta: 1 | -1): void;
  /** Scroll to a slide. */
  goTo(index: number): void;
  /** Show a slide at once, measuring the slides again: the viewport may just have been shown. */
  jumpTo(index: number): void;
  destroy(): void;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel that works with no library: until Embla loads, its viewport is a native CSS
 * scroll-snap scroller (touch swipes need no script) and the controls scroll it, the shown slide
 * read back from the scroll position. Embla (mouse drag, its own swipe physics) is imported on
 * the first sign of use: a pointer over the carousel, a touch, focus inside, a control used. It
 * takes over only while the scroller is still and no finger is on it, at the slide then shown,
 * so nothing jumps: the viewport's `data-embla` attribute switches the CSS to `overflow: hidden`,
 * its scroll position goes back to 0 and Embla starts at that slide by its transform instead.
 */
export function lazyCarousel(
  viewport: HTMLElement,
  { count, trigger, onIndex, onReady }: LazyCarouselOptions,
): LazyCarousel {
  const loop = count > 1;
  const quietMs = 'onscrollend' in viewport ? SCROLLEND_BACKUP_MS : QUIET_MS;
  let factory: EmblaFactory | null = null;
  let embla: EmblaCarouselType | null = null;
  let loading = false;
  let destroyed = false;
  /** The shown slide, as last reported. */
  let index = -1;
  /** The slide a scroll started by a control is heading for: shown at once, not the ones passed. */
  let target: number | null = null;
  /** The native scroller is moving (from a `scroll` until `scrollend` or the quiet time). */
  let moving = false;
  let touching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const report = (shown: number) => {
    if (shown === index) return;
    index = shown;
    onIndex(shown);
  };
  const positionIndex = () => slideIndexAt(viewport.scrollLeft, viewport.clientWidth, count);
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, quietMs);
  };

  function settle(): void {
    clearTimeout(timer);
    if (embla || destroyed) return;
    // A control's scroll cut short (a newer scroll replaced it, or snapping stopped it between
    // slides): the visitor asked for that slide, so it is shown at once.
    if (target !== null && positionIndex() !== target) viewport.scrollLeft = target * viewport.clientWidth;
    moving = false;
    target = null;
    report(positionIndex());
    takeOver();
  }

  function takeOver(): void {
    if (!factory || embla || destroyed || moving || touching) return;
    const start = target ?? positionIndex();
    clearTimeout(timer);
    target = null;
    // One task, no paint in between: the scroller stops being one, and Embla's transform shows
    // the same slide its scroll position showed.
    viewport.setAttribute('data-embla', 'true');
    viewport.scrollLeft = 0;
    const api = factory(viewport, { loop, startIndex: start });
    embla = api;
    api.on('select', () => report(api.selectedScrollSnap()));
    report(api.selectedScrollSnap());
    onReady();
  }

  function load(): void {
    if (loading || destroyed) return;
    loading = true;
    importEmbla().then(
      (loaded) => {
        factory = loaded;
        takeOver();
      },
      () => {
        // Offline or a replaced deploy: the native scroller goes on working; the next use tries again.
        loading = false;
      },
    );
  }

  function scrollNative(to: number): void {
    report(to);
    if (!moving && positionIndex() === to) {
      target = null;
      return;
    }
    target = to;
    moving = true;
    viewport.scrollTo({ left: to * viewport.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    // Also settles a scroll that never starts (the viewport was already there, or is hidden).
    armTimer();
  }

  const onScroll = () => {
    if (embla) return; // Embla moves a transform; only its take-over resets scrollLeft.
    moving = true;
    const at = positionIndex();
    if (target === at) target = null;
    if (target === null) report(at);
    armTimer();
  };
  const onTouchStart = () => {
    touching = true;
    target = null; // The finger leads now.
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (event.touches.length > 0) return;
    touching = false;
    takeOver();
  };
  const onWheel = () => {
    target = null;
  };

  const passive = { passive: true } as const;
  viewport.addEventListener('scroll', onScroll, passive);
  viewport.addEventListener('scrollend', settle);
  viewport.addEventListener('touchstart', onTouchStart, passive);
  viewport.addEventListener('touchend', onTouchEnd, passive);
  viewport.addEventListener('touchcancel', onTouchEnd, passive);
  viewport.addEventListener('wheel', onWheel, passive);
  trigger?.addEventListener('pointerenter', load);
  trigger?.addEventListener('pointerdown', load);
  trigger?.addEventListener('touchstart', load, passive);
  trigger?.addEventListener('focusin', load);
  report(positionIndex());

  return {
    load,
    step(delta) {
      load();
      if (embla) {
        if (delta > 0) embla.scrollNext(reducedMotion());
        else embla.scrollPrev(reducedMotion());
      } else {
        scrollNative(stepIndex(index, delta, count));
      }
    },
    goTo(to) {
      load();
      if (embla) embla.scrollTo(to, reducedMotion());
      else scrollNative(to);
    },
    jumpTo(to) {
      if (embla) {
        // Embla measured the slides when last shown (a closed dialog has no size): measure again.
        embla.reInit({ startIndex: to });
        report(embla.selectedScrollSnap());
        return;
      }
      report(to);
      target = null;
      viewport.scrollLeft = to * viewport.clientWidth;
    },
    destroy() {
      destroyed = true;
      clearTimeout(timer);
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeEventListener('scrollend', settle);
      viewport.removeEventListener('touchstart', onTouchStart);
      viewport.removeEventListener('touchend', onTouchEnd);
      viewport.removeEventListener('touchcancel', onTouchEnd);
      viewport.removeEventListener('wheel', onWheel);
      trigger?.removeEventListener('pointerenter', load);
      trigger?.removeEventListener('pointerdown', load);
      trigger?.removeEventListener('touchstart', load);
      trigger?.removeEventListener('focusin', load);
      embla?.destroy();
      embla = null;
      viewport.removeAttribute('data-embla');
    },
  };
}
