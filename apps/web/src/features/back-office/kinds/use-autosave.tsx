'use client';

import type { ErrorCode } from '@estate/domain/error-codes';
import type { KindItem } from '@estate/domain/kinds/answers';
import { useLocale, useTranslations } from 'next-intl';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Autosaver, type AutosaveState } from './autosave';
import type { FormSpec } from './form-spec';
import { type ErrorAnswer, kindClient } from './kind-client';

/** How long typing must pause before the form saves itself (decision 060). */
const AUTOSAVE_IDLE_MS = 2_000;

/** What the publication panel must know of an item its form saved by itself. */
interface Autosaved {
  version: number;
  draft: KindItem['draft'];
}

/**
 * The page's autosaving forms, by kind and key: what their last autosave answered and how to save
 * what is pending, so the publication panel beside the form writes at the version the form left
 * and publishes what was typed, not the draft before it.
 */
const forms = new Map<
  string,
  { flush: () => Promise<boolean>; touch: (() => void) | null; saved: Autosaved | null }
>();
const listeners = new Set<() => void>();
const idOf = (kind: string, key: string) => `${kind}/${key}`;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the item's form last autosaved (null: nothing since the page opened). */
export function latestAutosaved(kind: string, key: string): Autosaved | null {
  return forms.get(idOf(kind, key))?.saved ?? null;
}

/**
 * Notes a write of the item made beside its form (an offer's photos and documents, decision 052
 * "Media working copy as built"): the form's and the publication panel's next write is at its
 * version, and the panel shows its working copy. An older version than one noted is no news (two
 * uploads may answer in either order).
 */
export function noteItemWritten(kind: string, key: string, written: Autosaved): void {
  const id = idOf(kind, key);
  const entry = forms.get(id);
  if (entry?.saved && entry.saved.version >= written.version) return;
  forms.set(id, {
    flush: entry?.flush ?? (() => Promise.resolve(true)),
    touch: entry?.touch ?? null,
    saved: written,
  });
  for (const listener of listeners) listener();
}

/** `latestAutosaved`, rendered again when it changes. */
export function useAutosaved(kind: string, key: string): Autosaved | null {
  return useSyncExternalStore(
    subscribe,
    () => latestAutosaved(kind, key),
    () => null,
  );
}

/**
 * Saves what the item's form holds unsaved before a publication acts on the item; answers whether
 * everything is saved (false: the form says why, and the publication must wait).
 */
export function flushAutosave(kind: string, key: string): Promise<boolean> {
  return forms.get(idOf(kind, key))?.flush() ?? Promise.resolve(true);
}

/**
 * Makes `change` in the item's form and saves it at once, as a group's members widget does for each
 * offer added, moved or removed; answers whether it is saved. The guard takes what is saved before
 * the change (a click may come with no focus or pointer before it, as from some assistive tools),
 * so the change is sent rather than read as nothing to save. False when the form's autosave is not
 * running yet (a tap while the page is still hydrating): nothing could be sent, and the caller
 * undoes the change instead of saying it was saved.
 */
export async function saveChange(kind: string, key: string, change: () => void): Promise<boolean> {
  const entry = forms.get(idOf(kind, key));
  if (!entry?.touch) return false;
  entry.touch();
  change();
  return entry.flush();
}

/** The fields the browser's own checks refuse, with the code a save would be refused with. */
function invalidFields(form: HTMLFormElement): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (element.validity.valid || !element.name) continue;
    fields[element.name] = element.validity.valueMissing ? 'required' : 'invalid_value';
  }
  return fields;
}

/** What `useKindAction` lends the autosave: its guard's snapshot and the way it shows errors. */
export interface AutosaveTools {
  unsaved: () => string | null;
  /** Takes the form's saved values now, if not taken yet (`useUnsavedChangesGuard`'s `touch`). */
  touch: () => void;
  autosaved: (snapshot: string) => void;
  refused: (error: ErrorAnswer, options: { quiet: boolean }) => void;
  markFields: (codes: Readonly<Record<string, ErrorCode>>) => void;
}

/**
 * The version an item's form writes at next: the newest of its last autosave's answer (`own`), the
 * one it was opened at (a new offer's: its draft's, known after the first render) and a write
 * beside the form noted in the store (an offer's photos and documents), so no writer of the page
 * makes another's next write stale. Null: none known yet.
 */
export function nextVersion(kind: string, key: string | null, own: number | null, opened: number | null) {
  const noted = key === null ? undefined : latestAutosaved(kind, key)?.version;
  const known = [own, opened, noted].filter((at): at is number => typeof at === 'number');
  return known.length === 0 ? null : Math.max(...known);
}

/**
 * Decision 060: the form of an item with a working copy (any item of a kind with states: a
 * draft's row is not public, a published item's save is its draft) saves itself after a pause in
 * the typing or when a field is left, at the version the last save answered, and says so in a
 * polite live region ("Zapisano o 14:32", Polish time). A live kind's save is public at once, and
 * a new item is made only on the person's word, so neither saves itself. `version()` is what the
 * form's own save must send; `settle()` waits for the autosave in flight before it.
 */
export function useAutosave({
  spec,
  formRef,
  tools,
  values,
}: {
  /**
   * What the hook reads of the form's item: a kind form's spec, or the offer editor's (decision 060
   * "Offers autosave"), whose key and version come once a new offer's draft is made on the page.
   */
  spec: Pick<FormSpec, 'kind' | 'key' | 'version' | 'live' | 'document' | 'status'>;
  formRef: RefObject<HTMLFormElement | null>;
  tools: AutosaveTools;
  /** The values the form sends, read from it. */
  values: (form: HTMLFormElement) => Record<string, unknown>;
}) {
  const t = useTranslations('backOffice.kinds.autosave');
  const locale = useLocale();
  const { kind, key, live } = spec;
  const enabled = !live && key !== null && spec.version !== null;
  const [state, setState] = useState<AutosaveState>({ phase: 'idle' });
  const version = useRef(spec.version);
  const saver = useRef<Autosaver | null>(null);
  // The callbacks change with every render; the autosaver made once reads the latest.
  const latest = useRef({ tools, values, opened: spec.version });
  latest.current = { tools, values, opened: spec.version };

  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !form || key === null) return;
    const client = kindClient(kind);
    const id = idOf(kind, key);
    const autosaver = new Autosaver({
      idleMs: AUTOSAVE_IDLE_MS,
      unsaved: () => latest.current.tools.unsaved(),
      valid: () => form.checkValidity(),
      send: async (snapshot) => {
        const sent = nextVersion(kind, key, version.current, latest.current.opened);
        if (sent === null) return 'failed';
        const result = await client.save(key, sent, latest.current.values(form));
        if (result.ok) {
          version.current = result.item.version;
          latest.current.tools.autosaved(snapshot);
          const entry = forms.get(id);
          if (entry)
            forms.set(id, { ...entry, saved: { version: result.item.version, draft: result.item.draft } });
          for (const listener of listeners) listener();
          return 'saved';
        }
        latest.current.tools.refused(result.error, { quiet: true });
        if (result.error.code === 'edit_conflict') return 'conflict';
        return result.status === 400 ? 'invalid' : 'failed';
      },
      report: (next) => {
        // Refused by the browser's own checks: the fields are marked as a save would mark them.
        if (next.phase === 'invalid' && !form.checkValidity())
          latest.current.tools.markFields(invalidFields(form));
        // Saved, or typed back to what was: no field is wrong any more.
        if (next.phase === 'saved' || next.phase === 'idle') latest.current.tools.markFields({});
        setState(next);
      },
    });
    saver.current = autosaver;
    // A write noted before the form's autosave started (a new offer's draft made by its first photo) stays known.
    forms.set(id, {
      flush: () => autosaver.flush(),
      touch: () => latest.current.tools.touch(),
      saved: forms.get(id)?.saved ?? null,
    });
    const edited = () => autosaver.edited();
    const left = () => void autosaver.flush();
    // Keys and pointers too: the rich-text editor's buttons and shortcuts change it without an input event.
    const changes = ['input', 'change', 'keyup', 'pointerup'] as const;
    for (const type of changes) form.addEventListener(type, edited);
    form.addEventListener('focusout', left);
    return () => {
      for (const type of changes) form.removeEventListener(type, edited);
      form.removeEventListener('focusout', left);
      autosaver.dispose();
      forms.delete(id);
      saver.current = null;
    };
  }, [enabled, formRef, kind, key]);

  const time = (at: Date) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Warsaw',
    }).format(at);
  const said: Record<AutosaveState['phase'], string> = {
    idle: '',
    saving: t('saving'),
    saved: state.phase === 'saved' ? t('saved', { time: time(state.at) }) : '',
    invalid: t('invalid'),
    failed: t('failed'),
    stopped: t('stopped'),
  };

  const status = enabled && (
    <div className="bo-autosave">
      <p className="bo-muted">
        {spec.document ? t('hintDocument') : spec.status === 'published' ? t('hintPublished') : t('hint')}
      </p>
      <p
        role="status"
        data-testid="autosave-status"
        className={state.phase === 'invalid' || state.phase === 'failed' ? 'bo-field__error' : undefined}
      >
        {said[state.phase]}
      </p>
    </div>
  );
  return {
    status,
    /** The version the form's own save sends: the last autosave's answer, or the one it opened at. */
    version: () => nextVersion(kind, key, version.current, spec.version),
    /** Cancels a pending pause and waits for the autosave in flight. */
    settle: () => saver.current?.settle() ?? Promise.resolve(),
  };
}
