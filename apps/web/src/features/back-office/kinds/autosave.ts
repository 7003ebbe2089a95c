/**
 * When a kind's form saves itself (decision 060), without React or the DOM: after a pause in the
 * typing, or at once when a field is left, if the form holds values not saved yet and they pass
 * the browser's own checks. One write at a time, each from the version the last one answered (the
 * caller's `send` keeps it), so a save never races another of the same form. What a write answers
 * decides what comes next: saved (the next pause saves again), refused as invalid or failed (the
 * next change tries again), or refused because someone else saved (autosave stops for good: only
 * the person decides to write over theirs).
 */

/** What the form says about its autosave; `at` of the last save, for "Zapisano o hh:mm". */
export type AutosaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; at: Date }
  | { phase: 'invalid' }
  | { phase: 'failed' }
  | { phase: 'stopped' };

/** How one write ended. */
export type AutosaveAnswer = 'saved' | 'invalid' | 'failed' | 'conflict';

/** Runs `run` after `ms`; answers how to cancel it. */
type Later = (run: () => void, ms: number) => () => void;

const later: Later = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export interface AutosaveOptions {
  /** How long the typing must pause before a save. */
  idleMs: number;
  /** The form's values not saved yet, as one comparable snapshot; null when there are none. */
  unsaved: () => string | null;
  /** Whether the form's values pass its own checks (a required field emptied does not). */
  valid: () => boolean;
  /** Writes the values of `snapshot` (read in the same turn); never throws. */
  send: (snapshot: string) => Promise<AutosaveAnswer>;
  report: (state: AutosaveState) => void;
  now?: () => Date;
  later?: Later;
}

export class Autosaver {
  readonly #options: AutosaveOptions;
  readonly #later: Later;
  /** Cancels the pause running now. */
  #cancel: (() => void) | null = null;
  /** The writes in order: each waits for the one before, so one is in flight at most. */
  #chain: Promise<void> = Promise.resolve();
  #stopped = false;
  /** What the form says now, and what it said after its last save (shown again when nothing is left to send). */
  #shown: AutosaveState = { phase: 'idle' };
  #lastSaved: AutosaveState = { phase: 'idle' };

  constructor(options: AutosaveOptions) {
    this.#options = options;
    this.#later = options.later ?? later;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** A change in the form: the pause starts again. */
  edited(): void {
    if (this.#stopped) return;
    this.#cancelPause();
    this.#cancel = this.#later(() => {
      this.#cancel = null;
      void this.#queue();
    }, this.#options.idleMs);
  }

  /**
   * Saves now what is not saved yet (a field left, a publication about to start), after any write
   * in flight; answers whether the form's values are all saved then.
   */
  async flush(): Promise<boolean> {
    this.#cancelPause();
    await this.#queue();
    return !this.#stopped && this.#options.unsaved() === null;
  }

  /** No save pending and none in flight (before a save of the person's own, which sends itself). */
  async settle(): Promise<void> {
    this.#cancelPause();
    await this.#chain;
  }

  /** The form is gone: nothing more is sent. */
  dispose(): void {
    this.#cancelPause();
    this.#stopped = true;
  }

  #cancelPause(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  #queue(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#saveOnce());
    return this.#chain;
  }

  async #saveOnce(): Promise<void> {
    if (this.#stopped) return;
    const { unsaved, valid, send, now = () => new Date() } = this.#options;
    const snapshot = unsaved();
    if (snapshot === null) {
      // Typed back to what is saved: nothing to send, and nothing left to correct or retry.
      if (this.#shown.phase === 'invalid' || this.#shown.phase === 'failed') this.#report(this.#lastSaved);
      return;
    }
    if (!valid()) {
      this.#report({ phase: 'invalid' });
      return;
    }
    this.#report({ phase: 'saving' });
    const answer = await send(snapshot);
    if (answer === 'conflict') {
      this.#stopped = true;
      this.#cancelPause();
      this.#report({ phase: 'stopped' });
    } else if (answer === 'saved') this.#report({ phase: 'saved', at: now() });
    else this.#report({ phase: answer });
  }

  #report(state: AutosaveState): void {
    this.#shown = state;
    if (state.phase === 'saved') this.#lastSaved = state;
    this.#options.report(state);
  }
}
