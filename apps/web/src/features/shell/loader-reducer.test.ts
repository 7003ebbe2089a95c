import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE, type LoaderState, loaderProgress, loaderReducer, loaderView } from './loader-reducer';
import { createLoaderStore } from './loader-store';

describe('loaderProgress', () => {
  it('creeps linearly to 100 over 5 s and holds there', () => {
    expect(loaderProgress(0)).toBe(0);
    expect(loaderProgress(2500)).toBe(50);
    expect(loaderProgress(5000)).toBe(100);
    expect(loaderProgress(9000)).toBe(100);
  });
});

describe('loaderReducer', () => {
  const run = (...events: Parameters<typeof loaderReducer>[1][]): LoaderState =>
    events.reduce(loaderReducer, IDLE);

  it('stays hidden while waiting out the throttle, and a quick finish never shows it', () => {
    expect(loaderView(run({ type: 'start' })).visible).toBe(false);
    expect(run({ type: 'start' }, { type: 'finish' })).toBe(IDLE);
  });

  it('shows after the throttle, creeps with time and fills on finish', () => {
    const running = run({ type: 'start' }, { type: 'reveal', now: 1000 }, { type: 'tick', now: 2000 });
    expect(loaderView(running)).toEqual({ visible: true, progress: 20, failed: false });
    const done = loaderReducer(running, { type: 'finish' });
    expect(loaderView(done)).toEqual({ visible: true, progress: 100, failed: false });
    expect(loaderReducer(done, { type: 'hide' })).toBe(IDLE);
  });

  it('turns to failed on an error, even before it showed', () => {
    expect(loaderView(run({ type: 'start' }, { type: 'fail' }))).toEqual({
      visible: true,
      progress: 100,
      failed: true,
    });
  });

  it('ignores a second start while one is under way', () => {
    const running = run({ type: 'start' }, { type: 'reveal', now: 0 });
    expect(loaderReducer(running, { type: 'start' })).toBe(running);
  });
});

describe('loader store timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reveals after 200 ms, reaches 100 by 5 s, hides 500 ms after finishing', () => {
    const store = createLoaderStore();
    store.start();
    vi.advanceTimersByTime(199);
    expect(store.getSnapshot().phase).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().phase).toBe('running');
    vi.advanceTimersByTime(2500);
    expect(loaderView(store.getSnapshot()).progress).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(2600);
    expect(loaderView(store.getSnapshot()).progress).toBe(100);
    store.finish();
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot().phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual(IDLE);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createLoaderStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.finish();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
