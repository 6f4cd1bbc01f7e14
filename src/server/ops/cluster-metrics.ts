import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With WEB_CONCURRENCY > 1 each API process has its own registry and a scrape lands on any one of them. That
 * worker asks the primary, which gathers every worker's registry with prom-client's AggregatorRegistry (request
 * counts and cache lookups add up; database-wide gauges are taken once) and answers the whole text.
 */
const ASK = 'clipmandi:metrics-ask';
const ANSWER = 'clipmandi:metrics-answer';
const ANSWER_TIMEOUT_MS = 10_000;

type Ask = { type: typeof ASK; id: string };
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && 'type' in message && message.type === type;

/** In the primary: answers the workers' asks with the aggregate of all of them. */
export function aggregateWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: lends `registry` to the primary's aggregation, and returns how to scrape the whole cluster. */
export function shareWorkerMetrics(registry: Registry): () => Promise<string> {
  // Constructing one installs prom-client's answer to the primary's requests for this worker's figures.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', listen);
        reject(new Error('The primary did not answer with the metrics'));
      }, ANSWER_TIMEOUT_MS);
      function listen(message: unknown) {
        if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', listen);
        if (message.text !== undefined) resolve(message.text);
        else reject(new Error(message.error ?? 'No metrics'));
      }
      process.on('message', listen);
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
