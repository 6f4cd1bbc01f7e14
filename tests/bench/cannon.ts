import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * One autocannon run, in its own process (so the load generator's CPU is not the server's, nor the bench
 * driver's): `node --import tsx tests/bench/cannon.ts <spec.json>`; prints one JSON line (CannonFigures).
 * The scenarios send what the product's screens send; every request of a rotating scenario picks the next
 * session token (and, for writes, the next unique target), so nothing is answered from a single warm row.
 */
export type CannonScenario =
  /** GET `path`, each request as the next of `tokens` when given. */
  | { kind: 'get'; path: string; tokens?: string[]; headers?: Record<string, string> }
  /** POST `path` with an empty JSON body (the HTTP TPC-B reference, tests/bench/http-tpcb.ts). */
  | { kind: 'post'; path: string }
  /** Request i: clipper tokens[i % n] joins campaignIds[floor(i / n)] (every pair once). */
  | { kind: 'join'; tokens: string[]; campaignIds: string[] }
  /** Request i: clipper tokens[i % n] submits a fresh video to campaignId; the created clip ids are reported. */
  | { kind: 'submit'; tokens: string[]; campaignId: string; videoPrefix: string }
  /** Request i: the creator approves clipIds[i] with 1,000 views. */
  | { kind: 'approve'; token: string; clipIds: string[] }
  /** A whole top-up per 3 requests: order, sandbox payment, verify (creator tokens[i % n]). */
  | { kind: 'topup'; tokens: string[] };

export type CannonSpec = {
  name: string;
  url: string;
  connections: number;
  /** Seconds; `amount` (total requests) wins when set. */
  duration: number;
  amount?: number;
  scenario: CannonScenario;
};

export type CannonFigures = {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Bytes received per answer, head and body (autocannon's throughput over its requests). */
  bytesPerAnswer: number;
  /** Created clip ids (submit scenario). */
  clipIds?: string[];
};

type Req = autocannon.Request;
type Context = Record<string, unknown>;

const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function pick<T>(list: T[], i: number): T {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('empty rotation list');
  return value;
}

function requestsFor(scenario: CannonScenario, clipIds: string[]): Req[] {
  let i = 0;
  switch (scenario.kind) {
    case 'get': {
      const { tokens, path, headers } = scenario;
      return [
        {
          method: 'GET',
          path,
          headers: headers ?? {},
          setupRequest: (req) => ({
            ...req,
            headers: { ...headers, ...(tokens?.length ? bearer(pick(tokens, i++)) : {}) },
          }),
        },
      ];
    }
    case 'post':
      return [{ method: 'POST', path: scenario.path, headers: { 'content-type': 'application/json' }, body: '{}' }];
    case 'join': {
      const { tokens, campaignIds } = scenario;
      return [
        {
          method: 'POST',
          setupRequest: (req) => {
            const n = i++;
            return {
              ...req,
              path: `/api/campaigns/${pick(campaignIds, Math.floor(n / tokens.length))}/join`,
              headers: bearer(pick(tokens, n)),
            };
          },
        },
      ];
    }
    case 'submit': {
      const { tokens, campaignId, videoPrefix } = scenario;
      return [
        {
          method: 'POST',
          path: '/api/clip-submissions',
          setupRequest: (req) => {
            const n = i++;
            const videoId = `${videoPrefix}${n.toString(36).padStart(11 - videoPrefix.length, '0')}`;
            const body = {
              campaignId,
              clipLink: `https://youtube.com/shorts/${videoId}`,
              viewCount: 1000,
              notes: 'Bench clip',
            };
            return { ...req, headers: json(pick(tokens, n)), body: JSON.stringify(body) };
          },
          onResponse: (status, body) => {
            if (status !== 201 && status !== 200) return;
            const id = (JSON.parse(body) as { clip?: { _id?: string } }).clip?._id;
            if (id) clipIds.push(id);
          },
        },
      ];
    }
    case 'approve': {
      const { token, clipIds: targets } = scenario;
      return [
        {
          method: 'PATCH',
          setupRequest: (req) => {
            const n = i++;
            // Past the list (a duration run outlasting it): re-approving answers 4xx and is counted as such.
            return {
              ...req,
              path: `/api/clips/${pick(targets, n)}/approve`,
              headers: json(token),
              body: JSON.stringify({ viewCount: 1000 }),
            };
          },
        },
      ];
    }
    case 'topup': {
      const { tokens } = scenario;
      return [
        {
          method: 'POST',
          path: '/api/wallet/topup',
          setupRequest: (req, context) => {
            const token = pick(tokens, i++);
            (context as Context).token = token;
            return { ...req, headers: json(token), body: JSON.stringify({ amount: 100 }) };
          },
          onResponse: (status, body, context) => {
            (context as Context).orderId =
              status >= 200 && status < 300 ? (JSON.parse(body) as { order?: { id?: string } }).order?.id : 'none';
          },
        },
        {
          method: 'POST',
          path: '/api/payments/sandbox/pay',
          setupRequest: (req, context) => {
            const { token, orderId } = context as Context;
            return {
              ...req,
              headers: json(String(token)),
              body: JSON.stringify({ order_id: String(orderId ?? 'none') }),
            };
          },
          onResponse: (status, body, context) => {
            (context as Context).paid = status >= 200 && status < 300 ? body : '{}';
          },
        },
        {
          method: 'POST',
          path: '/api/wallet/verify',
          setupRequest: (req, context) => {
            const { token, paid } = context as Context;
            return { ...req, headers: json(String(token)), body: String(paid ?? '{}') };
          },
        },
      ];
    }
  }
}

export async function runCannon(spec: CannonSpec): Promise<CannonFigures> {
  const clipIds: string[] = [];
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    ...(spec.amount ? { amount: spec.amount } : {}),
    requests: requestsFor(spec.scenario, clipIds),
    timeout: 30,
  });
  return { ...figuresOf(spec, result), ...(spec.scenario.kind === 'submit' ? { clipIds } : {}) };
}

/** One autocannon run's figures: throughput, latency percentiles, failures and answers per status. */
export function figuresOf(spec: { name: string; connections: number }, result: autocannon.Result) {
  const statusCodes: Record<string, number> = {};
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  for (const [code, { count }] of Object.entries(stats)) statusCodes[code] = count;
  const seconds = result.duration;
  return {
    name: spec.name,
    connections: spec.connections,
    seconds: Math.round(seconds * 10) / 10,
    requests: result.requests.total,
    rps: Math.round((result.requests.total / seconds) * 10) / 10,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

const specFile = process.argv[2];
if (specFile && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as CannonSpec;
  const figures = await runCannon(spec);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
