/**
 * How far behind the event loop is: a timer that should fire every `intervalMs` records how late
 * each tick was, and `current()` is the mean lateness over the last `windowMs`. One slow render
 * (a route's first request loads its code) shows as one late tick among twenty and changes little;
 * a loop that is behind all the time shows as every tick being late. The timer does not keep the
 * process alive.
 */
export class EventLoopLag {
  private expectedAt: number;
  private readonly ticks: { at: number; lagMs: number }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly intervalMs = 50,
    private readonly windowMs = 1_000,
  ) {
    this.expectedAt = performance.now() + intervalMs;
    this.timer = setInterval(() => this.tick(performance.now()), intervalMs);
    this.timer.unref();
  }

  /** Records one tick at `now` (the timer calls it; tests call it with their own clock). */
  tick(now: number): void {
    this.ticks.push({ at: now, lagMs: Math.max(0, now - this.expectedAt) });
    this.expectedAt = now + this.intervalMs;
    while (this.ticks.length > 0 && (this.ticks[0]?.at ?? now) < now - this.windowMs) this.ticks.shift();
  }

  /** The mean lag in ms over the window (0 before the first tick). */
  current(): number {
    if (this.ticks.length === 0) return 0;
    return this.ticks.reduce((sum, tick) => sum + tick.lagMs, 0) / this.ticks.length;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
