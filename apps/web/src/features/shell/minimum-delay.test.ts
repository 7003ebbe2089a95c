import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withMinimumDelay } from './minimum-delay';

describe('withMinimumDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a fast answer until the delay is over', async () => {
    let settled = false;
    const result = withMinimumDelay(Promise.resolve('x'), 200).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('x');
  });

  it('passes a failure on', async () => {
    const result = withMinimumDelay(Promise.reject(new Error('no')), 200);
    const assertion = expect(result).rejects.toThrow('no');
    await vi.advanceTimersByTimeAsync(200);
    await assertion;
  });
});
