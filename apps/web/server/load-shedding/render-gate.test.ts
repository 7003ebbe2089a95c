import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Admission, RenderGate } from './render-gate';

function gate(options: Partial<ConstructorParameters<typeof RenderGate>[0]> = {}, lag = 0) {
  let now = 0;
  let lagMs = lag;
  const subject = new RenderGate(
    { maxInFlight: 2, maxLagMs: 500, perClientPerMinute: 0, maxQueue: 0, ...options },
    () => lagMs,
    () => now,
  );
  return {
    subject,
    advance: (ms: number) => {
      now += ms;
    },
    setLag: (ms: number) => {
      lagMs = ms;
    },
  };
}

/** An answer that must not wait: a test of the immediate rules. */
function now(admission: Admission | Promise<Admission>): Admission {
  if (admission instanceof Promise) throw new Error('expected an answer at once');
  return admission;
}

describe('RenderGate (decisions 025 and 047)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('admits up to maxInFlight renders at once and one more when one ends', () => {
    const { subject } = gate();
    const first = now(subject.admit('a'));
    const second = now(subject.admit('b'));
    expect([first.admitted, second.admitted]).toEqual([true, true]);
    expect(now(subject.admit('c'))).toEqual({ admitted: false, reason: 'busy', retryAfterSeconds: 2 });
    if (!first.admitted) throw new Error('unreachable');
    first.release();
    first.release(); // a second release changes nothing
    expect(subject.running).toBe(1);
    expect(now(subject.admit('c')).admitted).toBe(true);
    expect(now(subject.admit('d')).admitted).toBe(false);
  });

  it("lets one visitor's burst of prefetches through on an idle machine, pages first", async () => {
    vi.useFakeTimers();
    const { subject } = gate({ maxInFlight: 2, maxQueue: 2, maxPrefetchQueue: 12 });
    // A page load prefetches every link in view at once: two run, the others wait their turn.
    const burst = Array.from({ length: 12 }, () => subject.admit('a', 'prefetch'));
    expect(burst.filter((admission) => admission instanceof Promise)).toHaveLength(10);
    // A page asked for meanwhile is served before every waiting prefetch.
    const page = subject.admit('b');
    expect(page).toBeInstanceOf(Promise);
    for (const admission of burst.slice(0, 2)) {
      const settled = now(admission);
      if (settled.admitted) settled.release();
    }
    const granted = await page;
    expect(granted.admitted).toBe(true);
    if (granted.admitted) granted.release();
    // Each prefetch released frees a slot for the next: all twelve are served, none shed.
    let served = 2;
    for (const admission of burst.slice(2)) {
      const settled = await admission;
      expect(settled.admitted).toBe(true);
      if (settled.admitted) settled.release();
      served += 1;
    }
    expect(served).toBe(12);
    // Beyond its queue a prefetch is shed at once.
    const { subject: full } = gate({ maxInFlight: 1, maxPrefetchQueue: 1 });
    now(full.admit('a', 'prefetch'));
    expect(full.admit('a', 'prefetch')).toBeInstanceOf(Promise);
    expect(now(full.admit('a', 'prefetch'))).toMatchObject({ admitted: false, reason: 'busy' });
  });

  it('refuses another render while the event loop is behind, but always lets one run', () => {
    const { subject, setLag } = gate({}, 900);
    // A lone visitor's pages one after another: each render makes the loop's ticks late by its
    // time, and none is running when the next asks.
    const alone = now(subject.admit('a'));
    expect(alone.admitted).toBe(true);
    expect(now(subject.admit('b'))).toMatchObject({ admitted: false, reason: 'lagging' });
    if (alone.admitted) alone.release();
    expect(now(subject.admit('a')).admitted).toBe(true);
    setLag(100);
    expect(now(subject.admit('b')).admitted).toBe(true);
  });

  it('limits each client address to its per-minute budget, refilled over time, others unaffected', () => {
    const { subject, advance } = gate({ maxInFlight: 1000, perClientPerMinute: 3 });
    const take = (client: string) => {
      const admission = now(subject.admit(client));
      if (admission.admitted) admission.release();
      return admission.admitted;
    };
    expect([take('crawler'), take('crawler'), take('crawler'), take('crawler')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Told to come back when its next token is there: a third of a minute, then less as time passes.
    expect(now(subject.admit('crawler'))).toMatchObject({ reason: 'client-limit', retryAfterSeconds: 20 });
    advance(5_500);
    expect(now(subject.admit('crawler'))).toMatchObject({ reason: 'client-limit', retryAfterSeconds: 15 });
    expect(take('visitor')).toBe(true);
    // Prefetches take nothing from the budget.
    expect(now(subject.admit('crawler', 'prefetch')).admitted).toBe(true);
    advance(14_500); // a third of a minute in all: one token back
    expect([take('crawler'), take('crawler')]).toEqual([true, false]);
  });

  it('remembers a bounded number of clients, forgetting the least recently seen', () => {
    const { subject } = gate({ maxInFlight: 1000, perClientPerMinute: 1, maxClients: 2 });
    const take = (client: string) => {
      const admission = now(subject.admit(client));
      if (admission.admitted) admission.release();
      return admission.admitted;
    };
    expect(take('a')).toBe(true);
    expect(take('b')).toBe(true);
    expect(take('a')).toBe(false); // a is now the most recently seen
    expect(take('c')).toBe(true); // b is forgotten
    expect(take('a')).toBe(false);
    expect(take('b')).toBe(true); // a fresh bucket
  });

  it('keeps a short queue: a render waits for a freed slot, the queue full or its wait over is a 503', async () => {
    vi.useFakeTimers();
    const { subject } = gate({ maxInFlight: 1, maxQueue: 2, maxQueueWaitMs: 1_000 });
    const first = now(subject.admit('a'));
    const second = subject.admit('b');
    const third = subject.admit('c');
    expect(second).toBeInstanceOf(Promise);
    expect(third).toBeInstanceOf(Promise);
    expect(subject.waiting).toBe(2);
    // The queue is full: refused at once.
    expect(now(subject.admit('d'))).toMatchObject({ admitted: false, reason: 'busy', retryAfterSeconds: 2 });
    // A prefetch waits behind them in its own queue, and its wait runs out first.
    const prefetch = subject.admit('e', 'prefetch');
    expect(prefetch).toBeInstanceOf(Promise);
    if (!first.admitted) throw new Error('unreachable');
    first.release();
    const granted = await second;
    expect(granted.admitted).toBe(true);
    expect(subject.running).toBe(1);
    // The third waits out its second and is shed; the slot stays with the second.
    vi.advanceTimersByTime(1_000);
    expect(await third).toMatchObject({ admitted: false, reason: 'busy' });
    expect(await prefetch).toMatchObject({ admitted: false, reason: 'busy' });
    expect(subject.waiting).toBe(0);
    if (granted.admitted) granted.release();
    expect(subject.running).toBe(0);
  });

  it('sheds the queued renders when the loop has fallen behind by the time a slot frees', async () => {
    const { subject, setLag } = gate({ maxInFlight: 2, maxQueue: 1 });
    const first = now(subject.admit('a'));
    const second = now(subject.admit('b'));
    const third = subject.admit('c');
    setLag(900);
    if (first.admitted) first.release();
    expect(await third).toMatchObject({ admitted: false, reason: 'lagging' });
    expect(subject.running).toBe(1);
    if (second.admitted) second.release();
    expect(subject.running).toBe(0);
  });
});
