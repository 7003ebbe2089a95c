/**
 * How far behind the event loop is, measured by a timer that should fire every `intervalMs`:
 * the lateness of the last tick, or of the tick still overdue (a render that holds the loop for a
 * second shows as a second of lag while it runs, not only after). The timer does not keep the
 * process alive.
 */
export class EventLoopLag {
  private expectedAt: number;
  private lastLagMs = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly intervalMs = 50) {
    this.expectedAt = performance.now() + intervalMs;
    this.timer = setInterval(() => {
      const now = performance.now();
      this.lastLagMs = Math.max(0, now - this.expectedAt);
      this.expectedAt = now + this.intervalMs;
    }, intervalMs);
    this.timer.unref();
  }

  /** The current lag in ms. */
  current(): number {
    const overdue = performance.now() - this.expectedAt;
    return Math.max(this.lastLagMs, overdue);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
