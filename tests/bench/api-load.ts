import { percentile, round1 } from './stats';

export type LoadFigures = { name: string; requests: number; concurrency: number; rps: number; p50Ms: number; p95Ms: number; p99Ms: number; errors: number };

/**
 * A closed loop on loopback: `concurrency` workers send `requests` requests in all, each as soon as its
 * previous one answered. Bounded in count, so it always stops by itself.
 */
export async function measureLoad(
  name: string,
  send: (i: number) => Promise<Response>,
  options: { requests: number; concurrency: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < options.requests) {
      const i = next++;
      const t = performance.now();
      const res = await send(i).catch(() => null);
      latencies.push(performance.now() - t);
      if (!res || res.status >= 400) errors++;
      await res?.arrayBuffer().catch(() => undefined);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    requests: options.requests,
    concurrency: options.concurrency,
    rps: round1(options.requests / seconds),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    p99Ms: round1(percentile(latencies, 99)),
    errors,
  };
}
