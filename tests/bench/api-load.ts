import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueToken } from '../../src/server/auth/token';
import { testConfig } from '../../src/server/config';
import { BENCH_JWT_SECRET, BENCH_METRICS_TOKEN, ROOT, type AppServer } from './app-server';
import type { CannonFigures, CannonScenario, CannonSpec } from './cannon';
import { readTarget } from './report';
import type { BenchUser, SeededData } from './seed-scale';

export type LoadOptions = { connections: number; seconds: number; warmupSeconds: number; rotateUsers: number };

/** `unexpected`: answers other than the scenario's expected status (200, or 304 for a conditional GET). */
export type ReadFigures = CannonFigures & {
  path: string;
  expectedStatus: number;
  unexpected: number;
  /**
   * The yardstick's req/s beside this read: the mean of its runs just before and just after it (the machine is
   * shared and its load drifts within seconds; one side alone put the same read at 0.38 or 0.55).
   */
  rawRps: number;
  rawRpsBeforeAfter: [number, number];
  ratio: number;
  /** Reads with a ratio target: each round's ratio, in the order run (the row's figures are the median round's). */
  roundRatios?: number[];
  /**
   * Private reads: every rotated person's first request (each exactly once, `connections` at a time), all of
   * them read-cache misses. The main figures are measured after it: the steady state people meet.
   */
  firstVisits?: Pick<CannonFigures, 'requests' | 'rps' | 'p50Ms' | 'p99Ms' | 'non2xx'>;
  /** Read-cache misses among the measured requests (all API processes), from GET /metrics; null when it did not answer. */
  cacheMisses: number | null;
  /** Warm-up runs before the measured one (until one had no miss; see measureLoad). */
  warmups: number;
};
export type WriteFigures = CannonFigures & { note: string };

/** What Chromium sends with every call (the app's calls go through the browser's fetch). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Rounds of a read with a throughput target. The ratio of one round moved by 0.1 to 0.2 between full runs on the
 * same code (the machine is shared); the median of three alternating rounds is far steadier than any one.
 */
const RATIO_ROUNDS = 3;

/** One measured run of a read and the yardstick's runs on either side of it. */
type Round = {
  figures: CannonFigures;
  rawRps: number;
  rawRpsBeforeAfter: [number, number];
  ratio: number;
  cacheMisses: number | null;
  unexpected: number;
};

/** Warm-ups of one read at most, when each still misses (the report says so by its misses). */
const MAX_WARMUPS = 6;

const benchConfig = testConfig({ jwtSecret: BENCH_JWT_SECRET, jwtExpiresInSeconds: 24 * 3600 });

/** A session token the server accepts (same secret), as a login would have issued: no scrypt per user. */
export const sessionToken = (user: BenchUser) => issueToken(benchConfig, { id: user.id, role: user.role });

/** The read cache's misses so far, summed over the server's API processes (GET /metrics); null without an answer. */
async function readCacheMisses(server: AppServer): Promise<number | null> {
  const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const miss = /^clipmandi_read_cache_lookups\{result="miss"\} (\d+)$/m.exec(await res.text());
  return res.ok && miss ? Number(miss[1]) : null;
}

/** Runs a child script with `node --import tsx`; resolves with its stdout once it exits 0. */
function runNode(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}:\n${err}`)),
    );
  });
}

/** One autocannon run in its own process (tests/bench/cannon.ts). */
export async function cannon(spec: CannonSpec): Promise<CannonFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'clipmandi-cannon-'));
  try {
    const file = join(dir, 'spec.json');
    writeFileSync(file, JSON.stringify(spec));
    const out = await runNode('tests/bench/cannon.ts', [file]);
    const last = out.trim().split('\n').at(-1) ?? '';
    return JSON.parse(last) as CannonFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type Yardstick = { url: string; stop(): void };

/**
 * The raw node:http server (tests/bench/raw-http.ts) in its own process, for the whole bench; or another script
 * printing its port the same way (tests/bench/http-tpcb.ts).
 */
export async function startYardstick(script = 'tests/bench/raw-http.ts', args: string[] = []): Promise<Yardstick> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The yardstick loaded like the app's reads (same connections), after a warm-up when given. */
export async function measureYardstick(
  yardstick: Yardstick,
  options: { connections: number; seconds: number; warmupSeconds?: number },
) {
  const spec = (name: string, seconds: number): CannonSpec => ({
    name,
    url: yardstick.url,
    connections: options.connections,
    duration: seconds,
    scenario: { kind: 'get', path: '/' },
  });
  if (options.warmupSeconds) await cannon(spec('warm-up', options.warmupSeconds));
  return cannon(spec('raw node:http', options.seconds));
}

async function api<T>(
  server: AppServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The reads (each rotating over `rotateUsers` signed-in people where it is private) and the writes (join,
 * submit clip, approve, top-up) against one running server, each with `connections` connections, after a
 * warm-up of the same scenario. `run` makes the writes' targets unique when several runs share a database.
 */
export async function measureLoad(
  server: AppServer,
  seeded: SeededData,
  options: LoadOptions & { run: number; writeAmount: number; yardstick: Yardstick },
): Promise<{ reads: ReadFigures[]; writes: WriteFigures[] }> {
  const clippers = seeded.clippers.slice(0, options.rotateUsers);
  const creators = seeded.creators.slice(0, options.rotateUsers);
  const clipperTokens = await Promise.all(clippers.map(sessionToken));
  const creatorTokens = await Promise.all(creators.map(sessionToken));
  const base = { url: server.baseUrl, connections: options.connections };
  const processes = Math.max(1, server.workerPids().length);

  const list = await fetch(`${server.baseUrl}/api/campaigns`);
  const etag = list.headers.get('etag');
  await list.arrayBuffer();

  // Every read asks as the app's screens do: a browser sends Accept-Encoding with every call (the server keeps a
  // gzip copy of each cached answer of 1 KB or more). The list is also read without it, to show what the bytes cost.
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const get = (
    path: string,
    extra: Pick<Extract<CannonScenario, { kind: 'get' }>, 'tokens' | 'headers'> = {},
  ): CannonScenario => ({
    kind: 'get',
    path,
    ...extra,
    headers: { ...browser, ...extra.headers },
  });
  const readScenarios: { name: string; path: string; scenario: CannonScenario; expectedStatus?: number }[] = [
    { name: 'GET /api/campaigns', path: '/api/campaigns', scenario: get('/api/campaigns') },
    {
      name: 'GET /api/campaigns (no Accept-Encoding)',
      path: '/api/campaigns',
      scenario: { kind: 'get', path: '/api/campaigns' },
    },
    ...(etag
      ? [
          {
            name: 'GET /api/campaigns (If-None-Match: 304)',
            path: '/api/campaigns',
            scenario: get('/api/campaigns', { headers: { 'if-none-match': etag } }),
            expectedStatus: 304,
          },
        ]
      : []),
    {
      name: `GET /api/campaigns/:id (${seeded.bigCampaignParticipantsCount.toLocaleString('en-IN')} participants)`,
      path: '/api/campaigns/:id',
      scenario: get(`/api/campaigns/${seeded.bigCampaignId}`),
    },
    {
      name: 'GET /api/user/dashboard',
      path: '/api/user/dashboard',
      scenario: get('/api/user/dashboard', { tokens: clipperTokens }),
    },
    {
      name: 'GET /api/clips/my-clips',
      path: '/api/clips/my-clips',
      scenario: get('/api/clips/my-clips', { tokens: clipperTokens }),
    },
    {
      name: 'GET /api/creator/dashboard',
      path: '/api/creator/dashboard',
      scenario: get('/api/creator/dashboard', { tokens: creatorTokens }),
    },
    {
      name: 'GET /api/wallet/clipper',
      path: '/api/wallet/clipper',
      scenario: get('/api/wallet/clipper', { tokens: clipperTokens }),
    },
    {
      name: 'GET /api/wallet/creator',
      path: '/api/wallet/creator',
      scenario: get('/api/wallet/creator', { tokens: creatorTokens }),
    },
  ];
  const reads: ReadFigures[] = [];
  for (const { name, path, scenario, expectedStatus = 200 } of readScenarios) {
    const people = scenario.kind === 'get' ? (scenario.tokens?.length ?? 0) : 0;
    let firstVisits: ReadFigures['firstVisits'];
    if (people > 0) {
      // Autocannon refuses fewer requests than connections; each person is asked once (the rotation's order).
      const cold = await cannon({
        ...base,
        connections: Math.min(base.connections, people),
        name: `${name} first visits`,
        duration: options.seconds,
        amount: people,
        scenario,
      });
      firstVisits = {
        requests: cold.requests,
        rps: cold.rps,
        p50Ms: cold.p50Ms,
        p99Ms: cold.p99Ms,
        non2xx: cold.non2xx,
      };
      console.log(
        `    ${name} first visits of ${people} people: p50 ${cold.p50Ms} ms, p99 ${cold.p99Ms} ms, non-2xx ${cold.non2xx}`,
      );
    }
    // Warm-ups on fresh connections until one has no read-cache miss (at least one per API process, at most
    // MAX_WARMUPS). Every process keeps its own read cache, and a connection stays with the process that took it:
    // as the rotation hands each connection the same people again and again, a fixed number of warm-ups left 0.1
    // to 1% of a private read's measured requests a process's first sight of that person with 2 processes, and
    // those misses set the p99 (docs/performance.md). The report gives the count and any misses left.
    let warmups = 0;
    let misses = await readCacheMisses(server);
    for (let missed = true; warmups < MAX_WARMUPS && (missed || warmups < processes); warmups++) {
      await cannon({ ...base, name: `${name} warm-up`, duration: options.warmupSeconds, scenario });
      const now = await readCacheMisses(server);
      missed = misses === null || now === null || now > misses;
      misses = now;
    }
    const yardstickRun = () =>
      measureYardstick(options.yardstick, {
        connections: options.connections,
        seconds: Math.max(2, options.seconds / 2),
      });
    // A read with a ratio target runs RATIO_ROUNDS times between yardstick runs (each yardstick run sits between
    // two rounds); the row is the round with the median ratio.
    const roundCount = readTarget(name).ratio === undefined ? 1 : RATIO_ROUNDS;
    const rounds: Round[] = [];
    let rawBefore = await yardstickRun();
    for (let round = 0; round < roundCount; round++) {
      const missesBefore = await readCacheMisses(server);
      const figures = await cannon({ ...base, name, duration: options.seconds, scenario });
      const missesAfter = await readCacheMisses(server);
      const rawAfter = await yardstickRun();
      const rawRps = Math.round((rawBefore.rps + rawAfter.rps) / 2);
      const cacheMisses = missesBefore !== null && missesAfter !== null ? missesAfter - missesBefore : null;
      const unexpected = figures.requests - (figures.statusCodes[String(expectedStatus)] ?? 0);
      const ratio = figures.rps / rawRps;
      rounds.push({
        figures,
        rawRps,
        rawRpsBeforeAfter: [rawBefore.rps, rawAfter.rps],
        ratio,
        cacheMisses,
        unexpected,
      });
      console.log(
        `    ${name}${roundCount > 1 ? ` (round ${round + 1} of ${roundCount})` : ''}: ${figures.bytesPerAnswer} bytes per answer, ${figures.rps} req/s (raw ${rawBefore.rps} before, ${rawAfter.rps} after, ratio ${ratio.toFixed(3)}), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, not ${expectedStatus}: ${unexpected}, cache misses ${cacheMisses} after ${warmups} warm-ups`,
      );
      rawBefore = rawAfter;
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
    if (!median) throw new Error(`${name}: no round was measured`);
    // Errors, statuses and misses of every round count, not only the median's.
    const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const statusCodes: Record<string, number> = {};
    for (const round of rounds)
      for (const [code, count] of Object.entries(round.figures.statusCodes))
        statusCodes[code] = (statusCodes[code] ?? 0) + count;
    reads.push({
      ...median.figures,
      errors: total(rounds.map((round) => round.figures.errors)),
      statusCodes,
      path,
      expectedStatus,
      unexpected: total(rounds.map((round) => round.unexpected)),
      rawRps: median.rawRps,
      rawRpsBeforeAfter: median.rawRpsBeforeAfter,
      ratio: median.ratio,
      ...(rounds.length > 1 ? { roundRatios: rounds.map((round) => round.ratio) } : {}),
      cacheMisses: rounds.some((round) => round.cacheMisses === null)
        ? null
        : total(rounds.map((round) => round.cacheMisses ?? 0)),
      warmups,
      ...(firstVisits ? { firstVisits } : {}),
    });
  }

  // Writes. Fresh campaigns from creators this run has not used (each funds ₹40,000 of its ₹50,000 wallet):
  // every clipper joins campaign 0 first, then 1, 2...; submissions go to campaign 0; its creator approves them.
  const owners = seeded.creators.slice(-(options.run + 1) * 5).slice(0, 5);
  const ownerTokens = await Promise.all(owners.map(sessionToken));
  const fresh: string[] = [];
  for (const [i, token] of ownerTokens.entries()) {
    const created = await api<{ campaign: { _id: string } }>(server, 'POST', '/api/campaigns', token, {
      title: `Bench run ${options.run} campaign ${i}`,
      description: 'Fresh campaign for the write benchmark.',
      requirements: 'Any Short.',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      payoutPer1000Views: 10,
      totalBudget: 40_000,
    });
    fresh.push(created.campaign._id);
  }
  const writes: WriteFigures[] = [];
  const write = async (name: string, note: string, spec: Omit<CannonSpec, 'url' | 'connections' | 'name'>) => {
    // autocannon refuses fewer requests than connections.
    const connections =
      spec.amount === undefined ? base.connections : Math.max(1, Math.min(base.connections, spec.amount));
    const figures = await cannon({ ...base, connections, name, ...spec });
    console.log(
      `    ${name}: ${figures.rps} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, statuses ${JSON.stringify(figures.statusCodes)}`,
    );
    writes.push({ ...figures, note });
    return figures;
  };
  const joins = Math.min(options.writeAmount, clipperTokens.length * fresh.length);
  await write('POST /api/campaigns/:id/join', `${joins} distinct clipper and campaign pairs`, {
    duration: options.seconds,
    amount: joins,
    scenario: { kind: 'join', tokens: clipperTokens, campaignIds: fresh },
  });
  const submitted = await write('POST /api/clip-submissions', `${options.writeAmount} new videos, one campaign`, {
    duration: options.seconds,
    amount: options.writeAmount,
    scenario: { kind: 'submit', tokens: clipperTokens, campaignId: fresh[0] ?? '', videoPrefix: `r${options.run}` },
  });
  const clipIds = submitted.clipIds ?? [];
  delete submitted.clipIds;
  const approvals = Math.min(clipIds.length, 3500);
  if (approvals > 0) {
    await write('PATCH /api/clips/:id/approve', `${approvals} pending clips of one campaign, by its creator`, {
      duration: options.seconds,
      amount: approvals,
      scenario: { kind: 'approve', token: ownerTokens[0] ?? '', clipIds: clipIds.slice(0, approvals) },
    });
  } else {
    console.log('    PATCH /api/clips/:id/approve: skipped, no submission succeeded');
  }
  await write('top-up (order + sandbox pay + verify)', 'requests of 3-step cycles; cycles/s = req/s / 3', {
    duration: options.seconds,
    scenario: { kind: 'topup', tokens: creatorTokens },
  });
  return { reads, writes };
}
