import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the delay monitor samples; its reading is its mean over one window minus this. */
const RESOLUTION_MS = 10;

/**
 * The event loop's recent delay, read every `windowMs`: the mean of Node's delay monitor over
 * the window. A window in which the monitor took no sample at all (the loop was busy across
 * it, e.g. 300 ms parsing a large body) is read from this sampler's own timer instead: how
 * late it fired is how long the loop was held. @fastify/under-pressure read such a window as
 * an infinite delay and shed load from a gateway under no pressure (docs/design/gateway.md#readiness-and-load-shedding).
 */
export class EventLoopDelaySampler {
  private readonly histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly timer: NodeJS.Timeout;
  private dueAt: number;
  private current = 0;

  constructor(private readonly windowMs: number) {
    this.histogram.enable();
    this.dueAt = performance.now() + windowMs;
    this.timer = setTimeout(() => this.sample(), windowMs);
    this.timer.unref();
  }

  /** The delay in ms over the last complete window (0 before the first). */
  get delayMs(): number {
    return this.current;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.histogram.disable();
  }

  private sample(): void {
    const now = performance.now();
    const late = Math.max(0, now - this.dueAt);
    this.current = this.histogram.count > 0 ? Math.max(0, this.histogram.mean / 1e6 - RESOLUTION_MS) : late;
    this.histogram.reset();
    this.dueAt = now + this.windowMs;
    this.timer.refresh();
  }
}
