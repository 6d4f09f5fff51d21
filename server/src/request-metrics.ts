import type { Metric, Registry } from 'prom-client';

type RequestLabels = { method: string; route: string; status: string };

/** What prom-client's Registry reads of a metric when it formats or resets it (its own typings name only its classes). */
type Exposition = {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: Array<{ value: number; labels: Record<string, string | number>; metricName?: string }>;
};
type RegisteredMetric = Omit<Exposition, 'values'> & { get(): Promise<Exposition>; reset(): void };

/** One label set's count, sum and (not yet cumulative) bucket counts. */
class Series {
  count = 0;
  sum = 0;
  readonly buckets: Float64Array;
  constructor(
    readonly labels: RequestLabels,
    bucketCount: number,
  ) {
    this.buckets = new Float64Array(bucketCount);
  }
}

/**
 * The per-request pair `<name>_total` (a counter) and `<name>_duration_seconds` (a histogram)
 * by method, route and status, recorded without building a string per request. prom-client's own
 * Counter.inc and Histogram.observe each build a label hash string, validate the labels and
 * search the buckets: about 1.6 us per request together, the largest cost of the gateway's own
 * code on the proxied path (docs/design/gateway.md#cost-per-request). The exposition is prom-client's: both are
 * registered in its Registry and answer `get()` with the values its Counter and Histogram give.
 */
export class RequestMetrics {
  /** Every series, in the order first seen (the exposition's order). */
  private readonly series: Series[] = [];
  /**
   * The same series by route, status and method: three lookups on strings V8 has hashed already
   * (contract patterns, the parser's method names), where one key built per request is hashed anew.
   */
  private readonly byLabels = new Map<string, Map<number, Map<string, Series>>>();
  private readonly upperBounds: readonly number[];

  constructor(options: {
    registry: Registry;
    counter: { name: string; help: string };
    histogram: { name: string; help: string; buckets: readonly number[] };
  }) {
    this.upperBounds = [...options.histogram.buckets].sort((x, y) => x - y);
    const counter = options.counter;
    const histogram = options.histogram;
    // The Registry reads name, help, type and get() (reset() on resetMetrics); it does not need
    // prom-client's own classes, which are all its signature names.
    const register = (metric: RegisteredMetric) => options.registry.registerMetric(metric as unknown as Metric);
    register({
      name: counter.name,
      help: counter.help,
      type: 'counter',
      aggregator: 'sum',
      get: async () => this.counterValues(counter),
      reset: () => this.clear(),
    });
    register({
      name: histogram.name,
      help: histogram.help,
      type: 'histogram',
      aggregator: 'sum',
      get: async () => this.histogramValues(histogram),
      reset: () => this.clear(),
    });
  }

  private clear(): void {
    this.series.length = 0;
    this.byLabels.clear();
  }

  /** Counts one answered request and its duration. */
  record(method: string, route: string, status: number, seconds: number): void {
    let byStatus = this.byLabels.get(route);
    if (byStatus === undefined) {
      byStatus = new Map();
      this.byLabels.set(route, byStatus);
    }
    let byMethod = byStatus.get(status);
    if (byMethod === undefined) {
      byMethod = new Map();
      byStatus.set(status, byMethod);
    }
    let series = byMethod.get(method);
    if (series === undefined) {
      series = new Series({ method, route, status: String(status) }, this.upperBounds.length);
      byMethod.set(method, series);
      this.series.push(series);
    }
    series.count += 1;
    series.sum += seconds;
    // As prom-client: the first bucket whose upper bound is at least the value; above the
    // last, only +Inf (the count).
    const bounds = this.upperBounds;
    for (let index = 0; index < bounds.length; index += 1) {
      if (seconds <= (bounds[index] as number)) {
        series.buckets[index] = (series.buckets[index] as number) + 1;
        break;
      }
    }
  }

  private counterValues(counter: { name: string; help: string }): Exposition {
    const values: Exposition['values'] = [];
    for (const series of this.series) values.push({ value: series.count, labels: { ...series.labels } });
    return { name: counter.name, help: counter.help, type: 'counter', values, aggregator: 'sum' };
  }

  private histogramValues(histogram: { name: string; help: string }): Exposition {
    const bucketName = `${histogram.name}_bucket`;
    const values: Exposition['values'] = [];
    for (const series of this.series) {
      let cumulative = 0;
      this.upperBounds.forEach((upperBound, index) => {
        cumulative += series.buckets[index] as number;
        values.push({ metricName: bucketName, value: cumulative, labels: { le: upperBound, ...series.labels } });
      });
      values.push({ metricName: bucketName, value: series.count, labels: { le: '+Inf', ...series.labels } });
      values.push({ metricName: `${histogram.name}_sum`, value: series.sum, labels: { ...series.labels } });
      values.push({ metricName: `${histogram.name}_count`, value: series.count, labels: { ...series.labels } });
    }
    return { name: histogram.name, help: histogram.help, type: 'histogram', values, aggregator: 'sum' };
  }
}
