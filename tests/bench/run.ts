import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem, type } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startPostgres, type PostgresServer } from '../support/postgres';
import {
  measureLoad,
  measureYardstick,
  sessionToken,
  startYardstick,
  type LoadOptions,
  type Yardstick,
} from './api-load';
import { ROOT, startAppServer, type AppServer } from './app-server';
import { measureRouteBundles, type StoredLogin } from './bundle';
import type { CannonFigures } from './cannon';
import { LIGHTHOUSE_PATHS, formatLighthouse, measureLighthouse } from './lighthouse';
import { renderMarkdown, renderSummary, type BenchResults, type LoadRun, type ScaleRun } from './report';
import { measureScale } from './scale';
import { scaledSeed, seedScale, type SeedSize, type SeededData } from './seed-scale';
import { benchWrites } from './writes';

/**
 * `npm run bench` (after `vite build`): page weight per route, Lighthouse, the API under autocannon on PGlite
 * and on PostgreSQL with 1 and 2 API processes against a raw node:http yardstick, and the growing reads at
 * full scale and at a 10x smaller seed, uncached and cached. Writes tests/bench/results/latest.json and
 * latest.md. `--quick`: seeds 10x smaller, short runs, one Lighthouse run, written to quick.json/quick.md.
 * Then the write rows and cold reads (tests/bench/writes.ts), into writes.json/writes.md; `--writes` runs only those.
 */
const quick = process.argv.includes('--quick');
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const say = (line: string) => console.log(`[bench ${elapsed()}] ${line}`);

const FULL_FACTOR = quick ? 10 : 1;
const bigSeed = scaledSeed(FULL_FACTOR);
const smallSeed = scaledSeed(FULL_FACTOR * 10);
const describeSize = (size: SeedSize) =>
  `${size.campaigns.toLocaleString('en-IN')} campaigns, ${size.users.toLocaleString('en-IN')} users, ${size.clips.toLocaleString('en-IN')} clips`;
const load: LoadOptions = quick
  ? { connections: 50, seconds: 4, warmupSeconds: 1, rotateUsers: Math.min(1000, Math.floor(smallSeed.users / 2)) }
  : { connections: 50, seconds: 8, warmupSeconds: 2, rotateUsers: Math.min(1000, Math.floor(smallSeed.users / 2)) };
const writeAmount = quick ? 300 : 3000;
const scaleSamples = quick ? { uncachedSamples: 15, cachedSamples: 50 } : { uncachedSamples: 60, cachedSamples: 300 };

async function seeded(database: Database, size: SeedSize, label: string): Promise<SeededData> {
  say(`seeding ${label} (${describeSize(size)})`);
  const data = await seedScale(database.db, size, (line) => console.log(line));
  say(`seeded ${label} in ${data.seconds} s: ${JSON.stringify(data.counts)}; ledger audit passed`);
  return data;
}

async function loginOf(server: AppServer, user: SeededData['admin']): Promise<StoredLogin> {
  const token = await sessionToken(user);
  const res = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/auth/me answered ${res.status}`);
  return { token, user: ((await res.json()) as { user: unknown }).user };
}

async function loadRun(
  server: AppServer,
  data: SeededData,
  meta: Omit<LoadRun, 'reads' | 'writes' | 'processesSeen' | 'note'>,
  run: number,
  yardstick: Yardstick,
): Promise<LoadRun> {
  const workers = server.workerPids().length;
  const processesSeen = Math.max(1, workers);
  const note =
    meta.processesRequested > 1 && processesSeen < meta.processesRequested
      ? `WEB_CONCURRENCY=${meta.processesRequested} was set but the server started ${processesSeen} API process(es): several processes are not supported by this tree yet.`
      : '';
  say(`load: ${meta.label} (${processesSeen} API process(es) seen)`);
  const { reads, writes } = await measureLoad(server, data, { ...load, run, writeAmount, yardstick });
  return { ...meta, processesSeen, note, reads, writes };
}

async function main() {
  const yardstick = await startYardstick();
  try {
    await measureAll(yardstick);
  } finally {
    yardstick.stop();
  }
}

async function measureAll(yardstick: Yardstick) {
  const before: CannonFigures = await measureYardstick(yardstick, load);
  say(`yardstick before: ${before.rps} req/s`);
  const loadRuns: LoadRun[] = [];
  const scaleRuns: ScaleRun[] = [];
  let bundle: BenchResults['bundle'];
  let lighthouse: BenchResults['lighthouse'];

  // PGlite. The full seed in memory for the scale figures; the 10x smaller one (1,000 creators and 1,000
  // clippers: the load's rotation) in a data dir, measured in-process, then served for the page and load runs.
  {
    const db = await openDatabase({});
    try {
      const data = await seeded(db, bigSeed, 'PGlite full');
      say('scale: PGlite full');
      scaleRuns.push({
        database: 'pglite',
        label: 'full',
        seed: data,
        calls: await measureScale(db, data, scaleSamples),
      });
    } finally {
      await db.close();
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'clipmandi-bench-pglite-'));
  try {
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    let data: SeededData;
    try {
      data = await seeded(db, smallSeed, 'PGlite 10x smaller');
      say('scale: PGlite 10x smaller');
      scaleRuns.push({
        database: 'pglite',
        label: '10x smaller',
        seed: data,
        calls: await measureScale(db, data, scaleSamples),
      });
    } finally {
      await db.close();
    }
    const server = await startAppServer({ dataDir, logName: 'server-pglite' });
    try {
      say('page weight per route');
      const clipper = await loginOf(server, data.bigClipper);
      const creator = await loginOf(server, data.bigCreator);
      const admin = await loginOf(server, data.admin);
      bundle = await measureRouteBundles(server.baseUrl, join(ROOT, 'dist'), [
        { route: '/' },
        { route: '/', touch: true },
        { route: '/discover', touch: true },
        { route: `/campaign/${data.bigCampaignId}`, touch: true },
        { route: '/login', touch: true },
        { route: '/', hindi: true },
        { route: '/', touch: true, hindi: true },
        { route: '/discover', touch: true, hindi: true },
        { route: '/dashboard', as: { label: 'clipper', login: clipper } },
        { route: '/creator', as: { label: 'creator', login: creator } },
        { route: '/admin', as: { label: 'admin', login: admin } },
      ]);
      for (const b of bundle)
        say(
          `  ${b.hindi ? 'hi ' : ''}${b.route}${b.touched ? ' (touched)' : ''}: JS ${(b.jsGzipBytes / 1024).toFixed(1)} KiB, CSS ${(b.cssGzipBytes / 1024).toFixed(1)} KiB gzip`,
        );
      say('lighthouse');
      lighthouse = await measureLighthouse(server.baseUrl, LIGHTHOUSE_PATHS, {
        runs: quick ? 1 : 3,
        onResult: (f) => say(`  ${formatLighthouse(f)}`),
      });
      loadRuns.push(
        await loadRun(
          server,
          data,
          { label: 'PGlite, 1 process', database: 'pglite', processesRequested: 1 },
          0,
          yardstick,
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  // PostgreSQL: a throwaway cluster, one database per seed size; the load runs on the smaller one.
  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database bench_full');
    await admin.query('create database bench_small');
    await admin.end();
    const urlOf = (name: string) => postgres?.url.replace(/\/postgres$/, `/${name}`) ?? '';

    const fullUrl = urlOf('bench_full');
    const full = await openDatabase({ url: fullUrl });
    try {
      const data = await seeded(full, bigSeed, 'PostgreSQL full');
      say('scale: PostgreSQL full');
      scaleRuns.push({
        database: 'postgres',
        label: 'full',
        seed: data,
        calls: await measureScale(full, data, { ...scaleSamples, databaseUrl: fullUrl }),
      });
    } finally {
      await full.close();
    }

    const smallUrl = urlOf('bench_small');
    const small = await openDatabase({ url: smallUrl });
    let data: SeededData;
    try {
      data = await seeded(small, smallSeed, 'PostgreSQL 10x smaller');
      say('scale: PostgreSQL 10x smaller');
      scaleRuns.push({
        database: 'postgres',
        label: '10x smaller',
        seed: data,
        calls: await measureScale(small, data, { ...scaleSamples, databaseUrl: smallUrl }),
      });
    } finally {
      await small.close();
    }
    for (const [run, processes] of [1, 2].entries()) {
      const server = await startAppServer({
        databaseUrl: smallUrl,
        webConcurrency: processes,
        logName: `server-postgres-${processes}`,
      });
      try {
        loadRuns.push(
          await loadRun(
            server,
            data,
            { label: `PostgreSQL, WEB_CONCURRENCY=${processes}`, database: 'postgres', processesRequested: processes },
            run + 1,
            yardstick,
          ),
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await postgres?.stop();
  }

  const after = await measureYardstick(yardstick, load);
  say(`yardstick after: ${after.rps} req/s`);

  const cpu = cpus();
  const results: BenchResults = {
    date: new Date().toISOString(),
    quick,
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      os: `${type()} ${release()}`,
    },
    tools: {
      lighthouse: (
        JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
      ).version,
      autocannon: (
        JSON.parse(readFileSync(join(ROOT, 'node_modules/autocannon/package.json'), 'utf8')) as { version: string }
      ).version,
    },
    bundle,
    lighthouse,
    load: { ...load, seedLabel: describeSize(smallSeed), yardstick: { before, after }, runs: loadRuns },
    scale: scaleRuns.map((s) => ({
      ...s,
      seed: { size: s.seed.size, counts: s.seed.counts, seconds: s.seed.seconds },
    })),
  };
  const dir = join(ROOT, 'tests/bench/results');
  mkdirSync(dir, { recursive: true });
  const name = quick ? 'quick' : 'latest';
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const md = renderMarkdown(results);
  writeFileSync(join(dir, `${name}.md`), md);
  console.log(md);
  console.log(`\nSummary (docs/performance.md):\n\n${renderSummary(results)}\n`);
  say(`done: tests/bench/results/${name}.json and ${name}.md`);
}

/** `--render`: rewrite the .md from the .json already there (after a change to the report only). */
function render() {
  const dir = join(ROOT, 'tests/bench/results');
  const name = quick ? 'quick' : 'latest';
  const results = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as BenchResults;
  writeFileSync(join(dir, `${name}.md`), renderMarkdown(results));
  console.log(renderSummary(results));
}

if (process.argv.includes('--render')) render();
// `--writes`: only the write rows and the cold reads (tests/bench/writes.ts), nothing of the above.
else if (process.argv.includes('--writes')) await benchWrites(quick);
else {
  await main();
  // Then the write rows and cold reads, each beside its own yardsticks (writes.json / writes.md).
  await benchWrites(quick);
}
