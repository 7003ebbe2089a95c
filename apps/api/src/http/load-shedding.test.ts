import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { useTestApp } from '../testing/test-app';

/** Keeps the event loop busy, as a burst of CPU-heavy requests would. */
function block(milliseconds: number): void {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // busy on purpose
  }
}

describe('load shedding settings (decision 025)', () => {
  it('is on by default, with a 300 ms bound, and can be turned off', () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(300);
    expect(loadConfig({ API_MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(() => loadConfig({ API_MAX_EVENT_LOOP_DELAY_MS: 'fast' })).toThrow(/API_MAX_EVENT_LOOP_DELAY_MS/);
  });
});

describe('an API whose event loop falls behind', () => {
  // A bound no loop meets after a long block: the test does not depend on how fast the machine is.
  const ctx = useTestApp('sqlite', { seedDemoData: false, maxEventLoopDelayMs: 1 });

  it('answers 503 overloaded with Retry-After at once, while health still answers', async () => {
    block(1_500);
    // The sampler's timer is overdue now; it runs first, with the blocked stretch in its histogram.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await ctx.app.inject({ method: 'GET', url: '/api/faq' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({
      error: { code: 'overloaded', message: 'The server is busy; try again in a few seconds' },
    });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
  });
});
