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

  it('gives prefetches only half the slots, so they never crowd out a page', () => {
    const { subject } = gate({ maxInFlight: 4 });
    expect(now(subject.admit('a', 'prefetch')).admitted).toBe(true);
    expect(now(subject.admit('a', 'prefetch')).admitted).toBe(true);
    expect(now(subject.admit('a', 'prefetch'))).toMatchObject({ admitted: false, reason: 'busy' });
    expect(now(subject.admit('b')).admitted).toBe(true);
    expect(now(subject.admit('c')).admitted).toBe(true);
    expect(now(subject.admit('d')).admitted).toBe(false);
  });

  it('refuses while the event loop is behind', () => {
    const { subject, setLag } = gate({}, 900);
    expect(now(subject.admit('a'))).toMatchObject({ admitted: false, reason: 'lagging' });
    setLag(100);
    expect(now(subject.admit('a')).admitted).toBe(true);
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
    expect(now(subject.admit('crawler'))).toMatchObject({ reason: 'client-limit', retryAfterSeconds: 10 });
    expect(take('visitor')).toBe(true);
    // Prefetches take nothing from the budget.
    expect(now(subject.admit('crawler', 'prefetch')).admitted).toBe(true);
    advance(20_000); // a third of a minute: one token back
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
    // A prefetch never waits.
    expect(now(subject.admit('e', 'prefetch'))).toMatchObject({ admitted: false, reason: 'busy' });
    if (!first.admitted) throw new Error('unreachable');
    first.release();
    const granted = await second;
    expect(granted.admitted).toBe(true);
    expect(subject.running).toBe(1);
    // The third waits out its second and is shed; the slot stays with the second.
    vi.advanceTimersByTime(1_000);
    expect(await third).toMatchObject({ admitted: false, reason: 'busy' });
    expect(subject.waiting).toBe(0);
    if (granted.admitted) granted.release();
    expect(subject.running).toBe(0);
  });

  it('sheds the queued renders when the loop has fallen behind by the time a slot frees', async () => {
    const { subject, setLag } = gate({ maxInFlight: 1, maxQueue: 1 });
    const first = now(subject.admit('a'));
    const second = subject.admit('b');
    setLag(900);
    if (first.admitted) first.release();
    expect(await second).toMatchObject({ admitted: false, reason: 'lagging' });
    expect(subject.running).toBe(0);
  });
});
