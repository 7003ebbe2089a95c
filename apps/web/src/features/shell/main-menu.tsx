'use client';

import { WIDE_NAV_MIN_PX } from '@estate/domain/constants';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** SPEC §2: opening the narrow-screen menu toggles this class on <body> (it also stops page scroll). */
const NAV_OPEN_BODY_CLASS = 'nav-open';
const PANEL_ID = 'main-menu';

/** What Tab can reach in the open menu: not the links of a closed submenu, only its summary. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], summary, button:not([disabled])')].filter(
    (element) => {
      const closed = element.closest('details:not([open])');
      const reachable = !closed || (element.matches('summary') && element.parentElement === closed);
      return reachable && element.getClientRects().length > 0;
    },
  );
}

function closeSubmenus(root: HTMLElement | null, except?: Node | null): void {
  for (const details of root?.querySelectorAll('details[open]') ?? []) {
    if (!except || !details.contains(except)) details.removeAttribute('open');
  }
}

interface Props {
  /** The navigation itself (server-rendered). */
  children: ReactNode;
  /** Header items between the menu and its toggle (favourites, language), outside the overlay. */
  tools: ReactNode;
  labels: { open: string; close: string; menu: string };
}

/**
 * The main menu: inline from 1200 px; below, a full-screen overlay opened by a button with
 * aria-expanded/aria-controls. While open, Tab cycles through the overlay and its button only,
 * Escape closes it, and any link click (or a route change) closes it.
 */
export function MainMenu({ children, tools, labels }: Props) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    document.body.classList.toggle(NAV_OPEN_BODY_CLASS, open);
    return () => document.body.classList.remove(NAV_OPEN_BODY_CLASS);
  }, [open]);

  // Reaching the wide layout ends the overlay, so a rotated tablet is not left with a locked page.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${WIDE_NAV_MIN_PX}px)`);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  // Link clicks close the overlay and any submenu; clicks elsewhere close submenus.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const root = panel.current;
      if (!root || !target) return;
      if (root.contains(target) && target.closest('a[href]')) {
        setOpen(false);
        closeSubmenus(root);
      } else {
        closeSubmenus(root, target);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = panel.current;
      const toggle = button.current;
      if (!root || !toggle) return;
      if (event.key === 'Escape') {
        const submenu = document.activeElement?.closest('details[open]');
        if (submenu) {
          submenu.removeAttribute('open');
          submenu.querySelector<HTMLElement>('summary')?.focus();
        } else if (open) {
          setOpen(false);
          toggle.focus();
        }
        return;
      }
      if (event.key !== 'Tab' || !open) return;
      const ring = [...focusables(root), toggle];
      const at = ring.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + ring.length) % ring.length;
      event.preventDefault();
      ring[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <div id={PANEL_ID} ref={panel} className={open ? 'main-menu main-menu--open' : 'main-menu'}>
        {children}
      </div>
      {tools}
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        <span className="menu-toggle__text" aria-hidden="true">
          {labels.menu}
        </span>
      </button>
    </>
  );
}
