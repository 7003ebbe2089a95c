import { describe, expect, it } from 'vitest';
import { EventLoopLag } from './event-loop-lag';

describe('EventLoopLag (decision 025)', () => {
  it('averages lateness over the window: one slow tick is a blip, a loop always behind is not', () => {
    const lag = new EventLoopLag(50, 1_000);
    lag.stop(); // the test drives the ticks with its own clock
    const start = performance.now();
    let now = start;
    const tickAfter = (ms: number) => {
      now += ms;
      lag.tick(now);
    };
    tickAfter(50);
    expect(lag.current()).toBeLessThan(5);
    // One render held the loop for 600 ms, then the ticks are on time again.
    tickAfter(650);
    for (let i = 0; i < 19; i += 1) tickAfter(50);
    expect(lag.current()).toBeGreaterThan(20);
    expect(lag.current()).toBeLessThan(100);
    // Every tick 400 ms late for a while: the mean says so, and older ticks leave the window.
    for (let i = 0; i < 10; i += 1) tickAfter(450);
    expect(lag.current()).toBeGreaterThan(350);
    for (let i = 0; i < 30; i += 1) tickAfter(50);
    expect(lag.current()).toBeLessThan(5);
  });
});
