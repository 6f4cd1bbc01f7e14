import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { auditLedger } from '../../src/server/ledger/audit';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { cannon, sessionToken, startYardstick } from './api-load';
import { BENCH_METRICS_TOKEN, ROOT, startAppServer, type AppServer } from './app-server';
import type { CannonFigures, CannonSpec } from './cannon';
import { pgbenchInit, pgbenchRun, type PgbenchFigures } from './pgbench';
import { runPgliteTpcb, type PgliteTpcbFigures } from './pglite-tpcb';
import { seedScale, type BenchUser, type SeedSize, type SeededData } from './seed-scale';
import { writeCannon, type WriteScenario } from './writes-cannon';
import { prepareWrites, type PreparedGroup, type WriteGroup } from './writes-prep';
import {
  renderWrites,
  type ColdRow,
  type DatabaseWrites,
  type WriteRow,
  type WriteRowKind,
  type WritesResults,
} from './writes-report';

/**
 * `npm run bench -- --writes [--quick]`: the write rows (submissions and approvals on one campaign and over 50
 * with a small and a big queue of pending clips, joins, top-ups, withdrawals) and the cold reads, on PGlite and
 * on PostgreSQL, each beside its database's own yardstick (pgbench on the same cluster; pgbench's transaction
 * on PGlite), run before and after the app's rows. The ledger audit runs after every write row. Writes
 * tests/bench/results/writes.json and writes.md (--quick: writes-quick.*).
 */
const CONNECTIONS = 50;
const SPREAD = 50;

/** 1,000 creators and 1,000 clippers (the cold rows' 1,000 first visits), on few campaigns and clips: quick to load. */
const WRITE_SEED: SeedSize = {
  campaigns: 2_000,
  users: 2_000,
  clips: 20_000,
  bigCampaignParticipants: 200,
  bigClipperClips: 200,
  bigCreatorCampaigns: 20,
};

const started = performance.now();
// The machine is shared: what else ran shows in the load average before the bench starts anything.
const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
const say = (line: string) => console.log(`[writes ${Math.round((performance.now() - started) / 1000)} s] ${line}`);

type Plan = { quick: boolean; seconds: number; queues: [number, number] };

/** A creator or clipper as the server sees them: a signed session, no login. */
const tokenOf = (id: string, role: BenchUser['role']) => sessionToken({ id, role, email: '' });

async function readCacheMisses(server: AppServer): Promise<number | null> {
  const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const miss = /^clipmandi_read_cache_lookups\{result="miss"\} (\d+)$/m.exec(await res.text());
  return res.ok && miss ? Number(miss[1]) : null;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The cold rows, on a server that has answered nothing but its readiness probe. */
async function measureCold(server: AppServer, clippers: BenchUser[]): Promise<ColdRow[]> {
  const processes = Math.max(1, server.workerPids().length);
  const tokens = await Promise.all(clippers.map((c) => tokenOf(c.id, 'user')));
  const rows: ColdRow[] = [];
  const row = async (name: string, spec: Omit<CannonSpec, 'url' | 'name'>, target: ColdRow['target'], note: string) => {
    const before = await readCacheMisses(server);
    const f = await cannon({ url: server.baseUrl, name, ...spec });
    const after = await readCacheMisses(server);
    const cacheMisses = before === null || after === null ? null : after - before;
    const { requests, rps, p50Ms, p99Ms, maxMs, errors, timeouts, non2xx, statusCodes } = f;
    rows.push({
      name,
      connections: spec.connections,
      requests,
      rps,
      p50Ms,
      p99Ms,
      maxMs,
      errors,
      timeouts,
      non2xx,
      statusCodes,
      cacheMisses,
      processes,
      target,
      note,
    });
    say(
      `  cold ${name}: p50 ${p50Ms} ms, p99 ${p99Ms} ms, misses ${cacheMisses}, non-2xx ${non2xx}, errors ${errors + timeouts}`,
    );
  };
  const people = tokens.length;
  for (const path of ['/api/user/dashboard', '/api/wallet/clipper']) {
    await row(
      `GET ${path}, ${people.toLocaleString('en-IN')} clippers' first read`,
      {
        connections: CONNECTIONS,
        duration: 60,
        amount: people,
        scenario: { kind: 'get', path, tokens, headers: BROWSER },
      },
      'first',
      'each clipper once, 50 at a time',
    );
  }
  // One clipper's dashboard (cached by the first row), invalidated by a write naming them, then read by 100 at once.
  const one = tokens[1] ?? '';
  const write = await fetch(`${server.baseUrl}/api/wallet/withdraw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${one}` },
    body: JSON.stringify({ amount: 1, upiId: 'bench@okbank' }),
  });
  await write.arrayBuffer();
  await row(
    "GET /api/user/dashboard, 100 concurrent reads of one clipper's just-invalidated dashboard",
    {
      connections: 100,
      duration: 30,
      amount: 100,
      scenario: { kind: 'get', path: '/api/user/dashboard', tokens: [one], headers: BROWSER },
    },
    'invalidated',
    `invalidated by that clipper's ₹1 withdrawal request (answered ${write.status})`,
  );
  return rows;
}

/**
 * The ledger audit on PostgreSQL while the server runs: after the requests autocannon left in flight have had
 * time to finish, and in one repeatable-read snapshot, so a write committing between two of the audit's queries
 * cannot show as a mismatch.
 */
async function auditSnapshot(database: Database): Promise<string[]> {
  await new Promise((done) => setTimeout(done, 2000));
  return database.db.transaction((tx) => auditLedger(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

type RowDef = {
  name: string;
  kind: WriteRowKind;
  shape: WriteRow['shape'];
  queued: number | null;
  note: string;
  /** Against pgbench scale 50 (the spread rows) rather than scale 1. */
  scale50: boolean;
  run: (server: AppServer) => Promise<CannonFigures>;
};

/** The rows of one database: submissions then approvals per queue, then joins, top-ups, withdrawals. */
async function rowDefs(plan: Plan, data: SeededData, groups: PreparedGroup[], database: string): Promise<RowDef[]> {
  const clipperTokens = await Promise.all(data.clippers.map((c) => tokenOf(c.id, 'user')));
  const creatorTokens = await Promise.all(data.creators.map((c) => tokenOf(c.id, 'creator')));
  const creatorToken = new Map<string, string>();
  for (const group of groups) for (const id of group.creatorIds) creatorToken.set(id, await tokenOf(id, 'creator'));
  const write = (name: string, scenario: WriteScenario) => (server: AppServer) =>
    writeCannon({ name, url: server.baseUrl, connections: CONNECTIONS, duration: plan.seconds, scenario });
  const defs: RowDef[] = [];
  for (const group of groups.filter((g) => g.key !== 'join')) {
    const shape = group.campaigns === 1 ? 'one' : 'spread';
    const where = shape === 'one' ? 'one campaign' : `${group.campaigns} campaigns`;
    const queued = group.queued.toLocaleString('en-IN');
    // A video id prefix unique to the row and the database (two characters, then the request's number).
    const prefix = `${database === 'pglite' ? 'l' : 'p'}${String.fromCharCode(97 + defs.length)}`;
    defs.push({
      name: `POST /api/clip-submissions, ${where}, ${queued} queued`,
      kind: 'submit',
      shape,
      queued: group.queued,
      scale50: shape === 'spread',
      note: `fresh videos from the ${clipperTokens.length.toLocaleString('en-IN')} clippers in turn${shape === 'spread' ? ', the campaigns in turn' : ''}`,
      run: write('submit', {
        kind: 'submit',
        tokens: clipperTokens,
        campaignIds: group.campaignIds,
        videoPrefix: prefix,
      }),
    });
    defs.push({
      name: `PATCH /api/clips/:id/approve, ${where}, ${queued} queued`,
      kind: 'approve',
      shape,
      queued: group.queued,
      scale50: shape === 'spread',
      note: `the queued clips oldest first${shape === 'spread' ? ', the campaigns in turn, each by its own creator' : ', by its creator'}; the submissions above queued behind them`,
      run: write('approve', {
        kind: 'approve',
        items: group.queue.map((q) => ({ clipId: q.clipId, token: creatorToken.get(q.creatorId) ?? '' })),
      }),
    });
  }
  const joinGroup = groups.find((g) => g.key === 'join');
  if (joinGroup) {
    defs.push({
      name: 'POST /api/campaigns/:id/join',
      kind: 'join',
      shape: 'other',
      queued: null,
      scale50: false,
      note: `distinct clipper and campaign pairs (${clipperTokens.length.toLocaleString('en-IN')} clippers x ${joinGroup.campaigns} fresh campaigns)`,
      run: (server) =>
        cannon({
          name: 'join',
          url: server.baseUrl,
          connections: CONNECTIONS,
          duration: plan.seconds,
          scenario: { kind: 'join', tokens: clipperTokens, campaignIds: joinGroup.campaignIds },
        }),
    });
  }
  defs.push({
    name: 'top-up (order + sandbox pay + verify)',
    kind: 'topup',
    shape: 'other',
    queued: null,
    scale50: false,
    note: 'requests of 3-step cycles (cycles/s = req/s / 3), creators in turn',
    run: (server) =>
      cannon({
        name: 'topup',
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: plan.seconds,
        scenario: { kind: 'topup', tokens: creatorTokens },
      }),
  });
  defs.push({
    name: 'POST /api/wallet/withdraw',
    kind: 'withdraw',
    shape: 'other',
    queued: null,
    scale50: false,
    note: '₹1 each, clippers in turn',
    run: write('withdraw', { kind: 'withdraw', tokens: clipperTokens }),
  });
  return defs;
}

function groupsOf(plan: Plan): WriteGroup[] {
  const [small, big] = plan.queues;
  return [
    { key: 'one-small', campaigns: 1, queued: small, joinAll: true },
    { key: 'one-big', campaigns: 1, queued: big, joinAll: true },
    { key: 'spread-small', campaigns: SPREAD, queued: small, joinAll: true },
    { key: 'spread-big', campaigns: SPREAD, queued: big, joinAll: true },
    // 50,000 pairs: more than any server here joins in a row's seconds, so none is asked twice.
    { key: 'join', campaigns: 50, queued: 0, joinAll: false },
  ];
}

async function seedAndQueue(
  database: Database,
  plan: Plan,
  label: string,
): Promise<{ data: SeededData; groups: PreparedGroup[]; rebuilt: string[] }> {
  say(`seeding ${label}`);
  const data = await seedScale(database.db, WRITE_SEED);
  say(`seeded ${label} in ${data.seconds} s; queueing`);
  const lines: string[] = [];
  const groups = await prepareWrites(database.db, groupsOf(plan), (line) => lines.push(line));
  const rebuilt = /rebuilt \(([^)]*)\)/.exec(lines.join('\n'))?.[1]?.split(', ').filter(Boolean) ?? [];
  say(`queued: ${lines.at(-1)?.trim() ?? ''}`);
  return { data, groups, rebuilt };
}

const serverEnv = { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox' };

/** A measured row: the figures and the audit after it; the ratio is filled once the yardstick's after-run is in. */
function toRow(def: RowDef, figures: CannonFigures, auditProblems: string[]): WriteRow {
  const fivexx = Object.entries(figures.statusCodes)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    ...figures,
    name: def.name,
    kind: def.kind,
    shape: def.shape,
    queued: def.queued,
    note: def.note,
    yardstick: '',
    yardstickTps: 0,
    ratio: 0,
    failed: fivexx + figures.errors + figures.timeouts,
    auditProblems,
  };
}

const logRow = (row: WriteRow) =>
  say(
    `  ${row.name}: ${row.requests} requests, ${row.rps} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, statuses ${JSON.stringify(row.statusCodes)}, errors ${row.errors + row.timeouts}, audit ${row.auditProblems.length === 0 ? 'pass' : `FAIL ${row.auditProblems.length}`}`,
  );

async function measurePglite(
  plan: Plan,
): Promise<{ result: DatabaseWrites; yardstick: [PgliteTpcbFigures, PgliteTpcbFigures] }> {
  say('PGlite TPC-B yardstick (before)');
  const before = await runPgliteTpcb(plan.seconds, CONNECTIONS);
  say(`  ${before.tps} tps (${before.transactions} transactions, init ${before.initSeconds} s)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'clipmandi-bench-writes-'));
  try {
    const pgliteDir = join(dataDir, 'pglite');
    let prepared: Awaited<ReturnType<typeof seedAndQueue>>;
    {
      const db = await openDatabase({ dataDir: pgliteDir });
      try {
        prepared = await seedAndQueue(db, plan, 'PGlite');
      } finally {
        await db.close();
      }
    }
    const defs = await rowDefs(plan, prepared.data, prepared.groups, 'pglite');
    const start = () => startAppServer({ dataDir, logName: 'writes-pglite', env: serverEnv });
    let server: AppServer | undefined = await start();
    const rows: WriteRow[] = [];
    let cold: ColdRow[] = [];
    try {
      say('cold reads, PGlite');
      cold = await measureCold(server, prepared.data.clippers);
      for (const def of defs) {
        server ??= await start();
        const figures = await def.run(server);
        // The audit needs the data dir, which is the server's while it runs.
        await server.stop();
        server = undefined;
        const db = await openDatabase({ dataDir: pgliteDir });
        try {
          rows.push(toRow(def, figures, await auditLedger(db.db)));
        } finally {
          await db.close();
        }
        logRow(rows[rows.length - 1] as WriteRow);
      }
    } finally {
      await server?.stop();
    }
    say('PGlite TPC-B yardstick (after)');
    const after = await runPgliteTpcb(plan.seconds, CONNECTIONS);
    say(`  ${after.tps} tps`);
    const tps = Math.round((before.tps + after.tps) / 2);
    for (const row of rows) Object.assign(row, { yardstick: 'PGlite TPC-B', yardstickTps: tps, ratio: row.rps / tps });
    return {
      result: { database: 'pglite', label: 'PGlite, 1 process', rows, cold, rebuilt: prepared.rebuilt },
      yardstick: [before, after],
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * pgbench's transaction through a raw node:http server and the pg driver (tests/bench/http-tpcb.ts), 50
 * connections: what an HTTP write of that shape costs on this machine with nothing else in the way.
 */
async function httpTpcb(databaseUrl: string, seconds: number): Promise<CannonFigures> {
  const server = await startYardstick('tests/bench/http-tpcb.ts', [databaseUrl]);
  try {
    return await cannon({
      name: 'node:http + pg, TPC-B',
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      scenario: { kind: 'post', path: '/' },
    });
  } finally {
    server.stop();
  }
}

async function measurePostgres(plan: Plan): Promise<{
  result: DatabaseWrites;
  scale1: [PgbenchFigures, PgbenchFigures];
  scale50: [PgbenchFigures, PgbenchFigures];
  httpTpcb: [CannonFigures, CannonFigures];
}> {
  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    for (const name of ['bench_writes', 'pgbench_s1', 'pgbench_s50']) await admin.query(`create database ${name}`);
    await admin.end();
    const urlOf = (name: string) => postgres?.url.replace(/\/postgres$/, `/${name}`) ?? '';
    const pgbenchOptions = { clients: CONNECTIONS, threads: 2, seconds: plan.seconds };
    say('pgbench -i -s 1 and -s 50');
    await pgbenchInit(urlOf('pgbench_s1'), 1);
    await pgbenchInit(urlOf('pgbench_s50'), 50);
    const yardsticks = async (when: string) => {
      const s1 = await pgbenchRun(urlOf('pgbench_s1'), 1, pgbenchOptions);
      const s50 = await pgbenchRun(urlOf('pgbench_s50'), 50, pgbenchOptions);
      const http = await httpTpcb(urlOf('pgbench_s1'), plan.seconds);
      say(`pgbench ${when}: scale 1 ${s1.tps} tps, scale 50 ${s50.tps} tps; through node:http ${http.rps} req/s`);
      return { s1, s50, http };
    };
    const before = await yardsticks('before');

    const appUrl = urlOf('bench_writes');
    const db = await openDatabase({ url: appUrl });
    const rows: WriteRow[] = [];
    let cold: ColdRow[] = [];
    let rebuilt: string[] = [];
    try {
      const prepared = await seedAndQueue(db, plan, 'PostgreSQL');
      rebuilt = prepared.rebuilt;
      const defs = await rowDefs(plan, prepared.data, prepared.groups, 'postgres');
      const server = await startAppServer({ databaseUrl: appUrl, logName: 'writes-postgres', env: serverEnv });
      try {
        say('cold reads, PostgreSQL');
        cold = await measureCold(server, prepared.data.clippers);
        for (const def of defs) {
          const figures = await def.run(server);
          rows.push(toRow(def, figures, await auditSnapshot(db)));
          logRow(rows[rows.length - 1] as WriteRow);
        }
      } finally {
        await server.stop();
      }
    } finally {
      await db.close();
    }
    const after = await yardsticks('after');
    const mean = (a: PgbenchFigures, b: PgbenchFigures) => Math.round((a.tps + b.tps) / 2);
    const s1 = mean(before.s1, after.s1);
    const s50 = mean(before.s50, after.s50);
    for (const row of rows) {
      const scale50 = row.shape === 'spread';
      const tps = scale50 ? s50 : s1;
      Object.assign(row, {
        yardstick: scale50 ? 'pgbench scale 50' : 'pgbench scale 1',
        yardstickTps: tps,
        ratio: row.rps / tps,
      });
    }
    return {
      result: { database: 'postgres', label: 'PostgreSQL, WEB_CONCURRENCY=1', rows, cold, rebuilt },
      scale1: [before.s1, after.s1],
      scale50: [before.s50, after.s50],
      httpTpcb: [before.http, after.http],
    };
  } finally {
    await postgres?.stop();
  }
}

export async function benchWrites(quick: boolean): Promise<void> {
  const plan: Plan = quick
    ? { quick, seconds: 4, queues: [300, 3_000] }
    : { quick, seconds: 10, queues: [3_000, 30_000] };
  say(
    `writes and cold reads${quick ? ' (--quick)' : ''}: rows of ${plan.seconds} s, queues of ${plan.queues.join(' and ')} clips`,
  );
  const pglite = await measurePglite(plan);
  const postgres = await measurePostgres(plan);
  const cpu = cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const results: WritesResults = {
    date: new Date().toISOString(),
    quick,
    commit,
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      os: `${type()} ${release()}`,
      loadAtStart,
    },
    settings: {
      connections: CONNECTIONS,
      seconds: plan.seconds,
      queues: plan.queues,
      seed: `${WRITE_SEED.users.toLocaleString('en-IN')} users (half creators, half clippers), ${WRITE_SEED.campaigns.toLocaleString('en-IN')} campaigns, ${WRITE_SEED.clips.toLocaleString('en-IN')} clips (tests/bench/seed-scale.ts), then the write rows' campaigns and queued clips (tests/bench/writes-prep.ts)`,
    },
    yardsticks: {
      pgbench: { scale1: postgres.scale1, scale50: postgres.scale50 },
      httpTpcb: postgres.httpTpcb,
      pglite: pglite.yardstick,
    },
    databases: [pglite.result, postgres.result],
    seconds: (performance.now() - started) / 1000,
  };
  const dir = join(ROOT, 'tests/bench/results');
  mkdirSync(dir, { recursive: true });
  const name = quick ? 'writes-quick' : 'writes';
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const md = renderWrites(results);
  writeFileSync(join(dir, `${name}.md`), md);
  console.log(md);
  say(`done: tests/bench/results/${name}.json and ${name}.md`);
}
