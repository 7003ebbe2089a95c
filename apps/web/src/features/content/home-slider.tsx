'use client';

import type { MainPageContent } from '@estate/domain/main-page-content';
import { SlideImage } from '@/components/ui/slide-image';
import { scrollByArrowKey, useCarousel } from '@/components/ui/use-carousel';

type Slide = MainPageContent['slider'][number];

export interface HomeSliderLabels {
  region: string;
  previous: string;
  next: string;
  /** One per slide: '1 z 3'. */
  slides: readonly string[];
  /** One per slide: 'Pokaż slajd 1: …'. */
  goTo: readonly string[];
}

/**
 * The home page's top slider (SPEC §2), after the WAI carousel pattern: a labelled region, each
 * slide a group labelled "n of N", previous/next buttons and one button per slide, the arrow keys
 * while focus is inside. It never moves by itself (no autoplay, so nothing to pause). Slides out
 * of view are inert, so their links are neither tabbable nor read. The viewport is a CSS
 * scroll-snap scroller, so swipes work before any script, and the controls and keys drive it until
 * Embla (mouse drag) loads at the first sign of use and takes over at the slide shown.
 */
export function HomeSlider({ slides, labels }: { slides: readonly Slide[]; labels: HomeSliderLabels }) {
  const carousel = useCarousel(slides.length);
  const { index } = carousel;

  if (slides.length === 0) return null;
  const multiple = slides.length > 1;

  return (
    <section
      ref={carousel.rootRef}
      className="home-slider"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={(event) => scrollByArrowKey(event, carousel)}
      data-testid="home-slider"
    >
      <div className="home-slider__viewport" ref={carousel.viewportRef}>
        <div className="home-slider__container" aria-live="polite">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is a group, not a form fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are editorial content in a fixed order, without ids.
              key={i}
              className="home-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[i]}
              inert={i !== index}
              data-active={i === index}
            >
              <div className="home-slider__frame">
                <SlideImage
                  first={i === 0}
                  className="home-slider__image"
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={1600}
                  height={600}
                  decoding="async"
                  draggable={false}
                />
              </div>
              <div className="home-slider__caption">
                <p className="home-slider__title">{slide.title}</p>
                <p className="home-slider__text">{slide.text}</p>
                {slide.link && slide.linkLabel && (
                  <a className="button button--primary home-slider__link" href={slide.link}>
                    {slide.linkLabel}
                  </a>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {multiple && (
        <div className="home-slider__controls">
          <button
            type="button"
            className="home-slider__arrow"
            onClick={carousel.scrollPrev}
            aria-label={labels.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="home-slider__dots">
            {slides.map((_slide, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are editorial content in a fixed order, without ids.
              <li key={i}>
                <button
                  type="button"
                  className="home-slider__dot"
                  aria-label={labels.goTo[i]}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => carousel.scrollTo(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="home-slider__arrow"
            onClick={carousel.scrollNext}
            aria-label={labels.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
