import cluster from 'node:cluster';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Aggregator } from 'prom-client';
import type { Deps } from '../deps';
import { shareWorkerMetrics } from './cluster-metrics';
import { logger } from './logger';

/** One value of a gauge; `labels` must use the collector's `labelNames`. */
export type GaugeSample = { labels?: Record<string, string>; value: number };

/**
 * A gauge read at scrape time (GET /metrics). `read` gets the process's dependencies (the database) and
 * answers the current values. Database-wide figures are the same in every API process, so with several
 * (WEB_CONCURRENCY) the aggregate takes one process's (`first`, the default); per-process figures add up (`sum`).
 */
export type GaugeCollector = {
  name: string;
  help: string;
  labelNames?: readonly string[];
  aggregate?: Extract<Aggregator, 'first' | 'sum' | 'average'>;
  read: (deps: Deps) => Promise<GaugeSample[]>;
};

const collectors = new Map<string, GaugeCollector>();

/**
 * Adds a gauge to every metrics registry created after this call: register at module load (a module that
 * src/server/api-process.ts imports), as src/server/ops/product-gauges.ts does. One name, one collector.
 */
export function registerGaugeCollector(collector: GaugeCollector) {
  collectors.set(collector.name, collector);
}

export type Metrics = {
  registry: Registry;
  /** The Prometheus text of this process, or of every API process under node:cluster (cluster-metrics.ts). */
  scrape: () => Promise<string>;
  contentType: string;
  /** One answered request: its route-table path (routeOf), method, status and seconds taken. */
  observeRequest: (request: { method: string; route: string; status: number; seconds: number }) => void;
};

/** This process's registry: request counts and durations, the registered gauges, and Node's process figures. */
export function createMetrics(deps: Deps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'clipmandi_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'clipmandi_http_requests_total',
    help: 'Requests answered, per route-table path, method and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'clipmandi_http_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, per route-table path, method and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const requestSeries = new Map<string, { count: { inc(): void }; duration: { observe(value: number): void } }>();

  for (const collector of collectors.values()) {
    new Gauge({
      name: collector.name,
      help: collector.help,
      labelNames: collector.labelNames ?? [],
      aggregator: collector.aggregate ?? 'first',
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await collector.read(deps)) {
            if (sample.labels) this.set(sample.labels, sample.value);
            else this.set(sample.value);
          }
        } catch (error) {
          // One failing figure (the database away) must not hide the others; the gauge is left empty.
          logger.warn({ err: error, gauge: collector.name }, 'A metrics gauge could not be read');
        }
      },
    });
  }

  return {
    registry,
    scrape: cluster.isWorker ? shareWorkerMetrics(registry) : () => registry.metrics(),
    contentType: registry.contentType,
    observeRequest({ method, route, status, seconds }) {
      // One pair of labelled series per method, route and status (a bounded set): looked up once, then reused,
      // instead of prom-client hashing the labels twice on every request.
      const key = `${method} ${route} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        const labels = { method, route, status: String(status) };
        series = { count: requests.labels(labels), duration: durations.labels(labels) };
        requestSeries.set(key, series);
      }
      series.count.inc();
      series.duration.observe(seconds);
    },
  };
}
