'use client';

import type { MainPageContent } from '@estate/domain/main-page-content';
import { isPromotionCurrent } from '@estate/domain/promotion-window';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { readConsent } from '@/features/consent/consent-cookies';
import { isPromoDismissed, rememberPromoDismissed, shouldOpenPromo } from './promo-popup-session';

type Popup = NonNullable<MainPageContent['popup']>;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The home page's promotion popup (SPEC §2): a labelled box fixed in the bottom-left corner, not
 * modal, so the page stays usable beside it and nothing moves when it appears (it is fixed, and
 * hidden in the server's HTML). A region rather than a dialog: it asks nothing of the visitor and
 * does not take focus; it sits early in the reading order instead. It appears once consent has
 * been decided (never on top of the cookie banner, which takes the same place), and not again in
 * the same session once closed, by its button or Escape. When it closes with focus inside, focus
 * goes back to where it came from, or to the main content.
 */
export function PromoPopup({ popup, labels }: { popup: Popup; labels: { close: string; eyebrow: string } }) {
  const boxRef = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const close = useCallback(() => {
    const box = boxRef.current;
    const hadFocus = Boolean(box?.contains(document.activeElement));
    setOpen(false);
    rememberPromoDismissed(sessionStore());
    if (hadFocus) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
      back?.focus();
    }
  }, []);

  useEffect(() => {
    setOpen(
      shouldOpenPromo({
        consentDecided: readConsent(document.cookie) !== null,
        dismissed: isPromoDismissed(sessionStore()),
        current: isPromotionCurrent(popup, new Date()),
      }),
    );
  }, [popup]);

  useEffect(() => {
    const box = boxRef.current;
    if (!open || !box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The overlay menu takes Escape first when it is open.
      if (event.key !== 'Escape' || event.defaultPrevented || document.body.classList.contains('nav-open')) {
        return;
      }
      close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLElement && !box.contains(event.relatedTarget)) {
        cameFrom.current = event.relatedTarget;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    box.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return (
    <section
      ref={boxRef}
      className="promo-popup"
      aria-labelledby={titleId}
      hidden={!open}
      data-testid="promo-popup"
    >
      <button type="button" className="promo-popup__close" onClick={close} aria-label={labels.close}>
        <span aria-hidden="true">×</span>
      </button>
      {popup.image && (
        // biome-ignore lint/performance/noImgElement: the API serves the sized file itself.
        <img
          className="promo-popup__image"
          src={popup.image}
          alt={popup.imageAlt}
          width={960}
          height={540}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="promo-popup__body">
        <p className="promo-popup__eyebrow">{labels.eyebrow}</p>
        <h2 id={titleId} className="promo-popup__title">
          {popup.title}
        </h2>
        <p className="promo-popup__text">{popup.text}</p>
        {popup.link && popup.linkLabel && (
          <a className="button button--primary promo-popup__link" href={popup.link}>
            {popup.linkLabel}
          </a>
        )}
      </div>
    </section>
  );
}
