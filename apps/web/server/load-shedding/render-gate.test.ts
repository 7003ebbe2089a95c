import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate';

function gate(options: Partial<ConstructorParameters<typeof RenderGate>[0]> = {}, lag = 0) {
  let now = 0;
  let lagMs = lag;
  const subject = new RenderGate(
    { maxInFlight: 2, maxLagMs: 500, perClientPerMinute: 0, ...options },
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

describe('RenderGate (decision 025)', () => {
  it('admits up to maxInFlight renders at once and one more when one ends', () => {
    const { subject } = gate();
    const first = subject.admit('a');
    const second = subject.admit('b');
    expect([first.admitted, second.admitted]).toEqual([true, true]);
    expect(subject.admit('c')).toEqual({ admitted: false, reason: 'busy', retryAfterSeconds: 2 });
    if (!first.admitted) throw new Error('unreachable');
    first.release();
    first.release(); // a second release changes nothing
    expect(subject.running).toBe(1);
    expect(subject.admit('c').admitted).toBe(true);
    expect(subject.admit('d').admitted).toBe(false);
  });

  it('gives prefetches only half the slots, so they never crowd out a page', () => {
    const { subject } = gate({ maxInFlight: 4 });
    expect(subject.admit('a', 'prefetch').admitted).toBe(true);
    expect(subject.admit('a', 'prefetch').admitted).toBe(true);
    expect(subject.admit('a', 'prefetch')).toMatchObject({ admitted: false, reason: 'busy' });
    expect(subject.admit('b').admitted).toBe(true);
    expect(subject.admit('c').admitted).toBe(true);
    expect(subject.admit('d').admitted).toBe(false);
  });

  it('refuses while the event loop is behind', () => {
    const { subject, setLag } = gate({}, 900);
    expect(subject.admit('a')).toMatchObject({ admitted: false, reason: 'lagging' });
    setLag(100);
    expect(subject.admit('a').admitted).toBe(true);
  });

  it('limits each client address to its per-minute budget, refilled over time, others unaffected', () => {
    const { subject, advance } = gate({ maxInFlight: 1000, perClientPerMinute: 3 });
    const take = (client: string) => {
      const admission = subject.admit(client);
      if (admission.admitted) admission.release();
      return admission.admitted;
    };
    expect([take('crawler'), take('crawler'), take('crawler'), take('crawler')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(subject.admit('crawler')).toMatchObject({ reason: 'client-limit', retryAfterSeconds: 10 });
    expect(take('visitor')).toBe(true);
    // Prefetches take nothing from the budget.
    expect(subject.admit('crawler', 'prefetch').admitted).toBe(true);
    advance(20_000); // a third of a minute: one token back
    expect([take('crawler'), take('crawler')]).toEqual([true, false]);
  });

  it('remembers a bounded number of clients, forgetting the least recently seen', () => {
    const { subject } = gate({ maxInFlight: 1000, perClientPerMinute: 1, maxClients: 2 });
    const take = (client: string) => {
      const admission = subject.admit(client);
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
});
