import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the server measures, in Prometheus' text format at GET /metrics. */
export interface Metrics {
  readonly registry: Registry;
  /** Seconds from a request's arrival to its answer's headers, by route pattern and status. */
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Realtime events published (to the embedded hub or through the Pusher HTTP API). */
  readonly publishedEvents: Counter;
  /** Reads a gauge's value when Prometheus scrapes (sockets, channels, pool waiters). */
  observe(name: string, help: string, read: () => number | undefined): void;
}

let shared: Metrics | undefined;

/**
 * The process's metrics: one registry for the process, as Prometheus scrapes a process, so that
 * several apps in one test process share it. Node's own metrics (event-loop lag, memory, GC,
 * handles) come from prom-client's defaults.
 */
export function processMetrics(): Metrics {
  if (shared) return shared;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gauges = new Map<string, () => number | undefined>();
  shared = {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    publishedEvents: new Counter({
      name: 'packlight_realtime_published_events_total',
      help: 'Realtime events published.',
      registers: [registry],
    }),
    observe(name, help, read) {
      // A later app in the same process (tests) takes the gauge over.
      if (!gauges.has(name)) {
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            const value = gauges.get(name)?.();
            if (value !== undefined) this.set(value);
          },
        });
      }
      gauges.set(name, read);
    },
  };
  return shared;
}
