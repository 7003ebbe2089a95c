'use client';

import { useCallback, useEffect, useRef } from 'react';

/** A form's values as one comparable string; a chosen file counts by its name and size. */
function snapshotOf(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form)].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size],
    ),
  );
}

/** Each guarded form of the page, answering whether it holds unsaved edits. */
const guardedForms = new Set<() => boolean>();
/** Set once the person has agreed to leave (asked by `confirmLeaving`): the browser asks no more. */
let leavingAgreed = false;

/**
 * For actions that change something before they leave the page (the language switch writes its
 * cookie, signing out ends the session): asks first, in the staff member's words, when a form of
 * the page holds unsaved edits, because the browser's own question would come too late to undo
 * them. Answers whether to go on.
 */
export function confirmLeaving(question: string): boolean {
  if (![...guardedForms].some((unsaved) => unsaved())) return true;
  leavingAgreed = window.confirm(question);
  return leavingAgreed;
}

/**
 * Issue 35, "no lost work": the browser asks before a page whose editor holds unsaved edits is left,
 * whatever leaves it (a link such as "back to the list", the language switch's reload, closing the
 * tab). The values are compared as the form would send them, rich text included (its hidden
 * input), so typing a change and typing it back counts as no change.
 *
 * What counts as saved is taken when the person first reaches into the form (focus, pointer or a
 * key, each before it changes anything), not when it mounts: by then every widget has filled its fields (the map, the rich-text editor),
 * so nothing the page did by itself reads as an edit. `saved()` is called on a successful save,
 * before any navigation the save starts; the next touch takes the saved values as the new base.
 * An autosave (decision 060) names what it sent instead (`saved(snapshot)`, from `unsaved()`), so
 * what was typed while it was in flight still counts as unsaved.
 */
export function useUnsavedChangesGuard() {
  const form = useRef<HTMLFormElement | null>(null);
  const base = useRef<string | null>(null);

  /**
   * Takes what is saved now, if not taken yet. A widget that changes the form by itself calls it
   * first (a group's members added by a click that may come without a focus or a pointer), so the
   * change counts as unsaved and is sent.
   */
  const touch = useCallback(() => {
    const element = form.current;
    if (element && base.current === null) base.current = snapshotOf(element);
  }, []);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const remember = touch;
    const unsaved = () => base.current !== null && snapshotOf(element) !== base.current;
    const ask = (event: BeforeUnloadEvent) => {
      if (leavingAgreed || !unsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    guardedForms.add(unsaved);
    element.addEventListener('focusin', remember);
    element.addEventListener('pointerdown', remember, true);
    // Focus may still be in a field after a save by Enter: the next key is the first touch then.
    element.addEventListener('keydown', remember, true);
    window.addEventListener('beforeunload', ask);
    return () => {
      guardedForms.delete(unsaved);
      element.removeEventListener('focusin', remember);
      element.removeEventListener('pointerdown', remember, true);
      element.removeEventListener('keydown', remember, true);
      window.removeEventListener('beforeunload', ask);
    };
  }, [touch]);

  const saved = useCallback((snapshot?: string) => {
    base.current = snapshot ?? null;
  }, []);

  /** The form's values as a snapshot when they differ from the saved ones; null when nothing is unsaved. */
  const unsaved = useCallback((): string | null => {
    const element = form.current;
    if (!element || base.current === null) return null;
    const now = snapshotOf(element);
    return now === base.current ? null : now;
  }, []);

  return { formRef: form, saved, unsaved, touch };
}
