import { LOADER_DURATION_MS } from '@estate/domain/constants';

/**
 * SPEC §4 Loading bar as a state machine. `waiting` is the 200 ms throttle (a quick navigation never
 * shows a bar), `running` creeps towards 100, `done` shows the full (or failed) bar until it hides.
 */
export type LoaderState =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'running'; shownAt: number; progress: number }
  | { phase: 'done'; failed: boolean };

export type LoaderEvent =
  | { type: 'start' }
  | { type: 'reveal'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'finish' }
  | { type: 'fail' }
  | { type: 'hide' };

export const IDLE: LoaderState = { phase: 'idle' };

/** Percent shown after `elapsed` ms of running: linear to 100 over LOADER_DURATION_MS, then held. */
export function loaderProgress(elapsed: number, duration: number = LOADER_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  return Math.min(100, (elapsed / duration) * 100);
}

export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' || state.phase === 'done' ? { phase: 'waiting' } : state;
    case 'reveal':
      return state.phase === 'waiting' ? { phase: 'running', shownAt: event.now, progress: 0 } : state;
    case 'tick':
      return state.phase === 'running'
        ? { ...state, progress: loaderProgress(event.now - state.shownAt) }
        : state;
    case 'finish':
      if (state.phase === 'waiting') return IDLE;
      return state.phase === 'running' ? { phase: 'done', failed: false } : state;
    case 'fail':
      return { phase: 'done', failed: true };
    case 'hide':
      return state.phase === 'done' ? IDLE : state;
  }
}

/** Whether the bar is on screen, and how full. */
export function loaderView(state: LoaderState): { visible: boolean; progress: number; failed: boolean } {
  switch (state.phase) {
    case 'idle':
    case 'waiting':
      return { visible: false, progress: 0, failed: false };
    case 'running':
      return { visible: true, progress: state.progress, failed: false };
    case 'done':
      return { visible: true, progress: 100, failed: state.failed };
  }
}
