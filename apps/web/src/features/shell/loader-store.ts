import { LOADER_HIDE_MS, LOADER_THROTTLE_MS } from '@estate/domain/constants';
import { IDLE, type LoaderEvent, type LoaderState, loaderReducer } from './loader-reducer';

/** How often the running bar moves; fine enough for a bar that crosses the screen in 5 s. */
const TICK_MS = 100;

type Listener = () => void;

/**
 * The loading bar's one store, outside React so that the router hook (instrumentation-client),
 * error boundaries and data fetches can all drive it. It owns the timers of the state machine.
 */
function createLoaderStore() {
  let state: LoaderState = IDLE;
  const listeners = new Set<Listener>();
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  function clearTimers() {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
    throttle = ticker = hide = undefined;
  }

  function send(event: LoaderEvent) {
    const next = loaderReducer(state, event);
    if (next === state) return;
    const entered = next.phase !== state.phase;
    state = next;
    if (entered) {
      clearTimers();
      if (state.phase === 'waiting')
        throttle = setTimeout(() => send({ type: 'reveal', now: Date.now() }), LOADER_THROTTLE_MS);
      if (state.phase === 'running')
        ticker = setInterval(() => send({ type: 'tick', now: Date.now() }), TICK_MS);
      if (state.phase === 'done') hide = setTimeout(() => send({ type: 'hide' }), LOADER_HIDE_MS);
    }
    for (const listener of listeners) listener();
  }

  return {
    start: () => send({ type: 'start' }),
    finish: () => send({ type: 'finish' }),
    fail: () => send({ type: 'fail' }),
    getSnapshot: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type LoaderStore = ReturnType<typeof createLoaderStore>;

export const loaderStore: LoaderStore = createLoaderStore();
export { createLoaderStore };
