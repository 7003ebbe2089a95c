'use client';

import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import { dragTarget } from './drag-order';

/** Keeps a mouse's drag from selecting the text it passes over (pointerdown's default cannot). */
const noSelection = (event: Event) => event.preventDefault();

/** How near the window's top or bottom edge (px) a drag scrolls the page, and by how much per move. */
const SCROLL_EDGE = 48;
const SCROLL_STEP = 16;

/**
 * Reordering a list by dragging its rows' handles, with pointer events: one code path for a mouse,
 * a finger and a pen (HTML's drag and drop has none on most phones). The list captures the pointer,
 * so a row re-placed under the finger keeps the drag; the row takes each new place as the pointer
 * passes a neighbour's middle (`move`), and `dropped` hears where it started and ended. It is an
 * addition for pointer users: keyboard and screen-reader users move rows with the list's own
 * buttons, and the caller announces the drop as it announces a button's move. Self-contained (no
 * knowledge of photos), so the later one media manager can use it for every list.
 */
export function useDragOrder({
  listRef,
  count,
  move,
  dropped,
}: {
  /** The list (<ol>) whose children are the rows; the caller puts it on the list with `list`'s props. */
  listRef: RefObject<HTMLOListElement | null>;
  count: number;
  /** Moves the row at `from` to `to` in the caller's state (a live step of the drag). */
  move: (from: number, to: number) => void;
  /** The drag ended with the row moved from `from` to `to` (not called when it ends where it began). */
  dropped: (from: number, to: number) => void;
}) {
  const drag = useRef<{ pointerId: number; row: Element; start: number; at: number } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  /** The props of a row's handle (an element with `touch-action: none` in CSS, so a finger drags, not scrolls). */
  const handle = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const list = listRef.current;
      const row = event.currentTarget.closest('li');
      if (event.button !== 0 || count < 2 || !list || !row) return;
      // No text selection or native image drag starts under the pointer.
      event.preventDefault();
      list.setPointerCapture(event.pointerId);
      document.addEventListener('selectstart', noSelection);
      drag.current = { pointerId: event.pointerId, row, start: index, at: index };
      setDragging(index);
    },
  });

  const onPointerMove = (event: PointerEvent<HTMLOListElement>) => {
    const current = drag.current;
    const list = listRef.current;
    if (!current || !list || event.pointerId !== current.pointerId) return;
    const rows = [...list.children];
    // Until React has drawn the last step, the boxes are those of the old order: wait for it.
    if (rows.indexOf(current.row) !== current.at) return;
    const to = dragTarget(
      rows.map((row) => row.getBoundingClientRect()),
      current.at,
      event.clientY,
    );
    if (to !== current.at) {
      move(current.at, to);
      current.at = to;
      setDragging(to);
    }
    if (event.clientY < SCROLL_EDGE) window.scrollBy(0, -SCROLL_STEP);
    else if (event.clientY > window.innerHeight - SCROLL_EDGE) window.scrollBy(0, SCROLL_STEP);
  };

  const end = (event: PointerEvent<HTMLOListElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    setDragging(null);
    document.removeEventListener('selectstart', noSelection);
    if (listRef.current?.hasPointerCapture(event.pointerId)) {
      listRef.current.releasePointerCapture(event.pointerId);
    }
    if (current.at !== current.start) dropped(current.start, current.at);
  };

  return {
    /** The index of the row being dragged (drawn lifted), or null. */
    dragging,
    handle,
    /** The handlers of the list (<ol>) the rows are in, besides its ref. */
    list: {
      onPointerMove,
      onPointerUp: end,
      onPointerCancel: end,
      onLostPointerCapture: end,
    },
  };
}
