'use client';

import type { MainPageContent } from '@estate/domain/main-page-content';
import { useCallback, useEffect, useId, useRef } from 'react';
import { readConsent } from '@/client/consent/consent-cookies';
import {
  isPromoDismissed,
  rememberPromoDismissed,
  shouldOpenPromo,
} from '@/client/content/promo-popup-session';

type Popup = NonNullable<MainPageContent['popup']>;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The home page's promotion popup (SPEC §2): a non-modal <dialog> in the corner of the screen, so
 * the page stays usable behind it and nothing moves when it opens (it is fixed, and closed in the
 * server's HTML). It opens once consent has been decided (never on top of the cookie banner), and
 * not again in the same session once closed, by its button or Escape. It does not take focus when
 * it opens (it is not modal); when it closes with focus inside, focus goes back to where it came
 * from, or to the main content.
 */
export function PromoPopup({ popup, labels }: { popup: Popup; labels: { close: string; eyebrow: string } }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const titleId = useId();

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    const hadFocus = dialog.contains(document.activeElement);
    dialog.close();
    rememberPromoDismissed(sessionStore());
    if (hadFocus) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
      back?.focus();
    }
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const open = shouldOpenPromo({
      consentDecided: readConsent(document.cookie) !== null,
      dismissed: isPromoDismissed(sessionStore()),
    });
    if (!open) return;
    // The attribute rather than show(): show() would move focus into the dialog, taking it from
    // the page a visitor came to read.
    dialog.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      // The overlay menu takes Escape first when it is open.
      if (event.key !== 'Escape' || event.defaultPrevented || document.body.classList.contains('nav-open')) {
        return;
      }
      close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLElement && !dialog.contains(event.relatedTarget)) {
        cameFrom.current = event.relatedTarget;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('focusin', onFocusIn);
    };
  }, [close]);

  return (
    <dialog ref={dialogRef} className="promo-popup" aria-labelledby={titleId} data-testid="promo-popup">
      <button type="button" className="promo-popup__close" onClick={close} aria-label={labels.close}>
        <span aria-hidden="true">×</span>
      </button>
      {popup.image && (
        // biome-ignore lint/performance/noImgElement: the API serves the sized file itself.
        <img
          className="promo-popup__image"
          src={popup.image}
          alt=""
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
    </dialog>
  );
}
