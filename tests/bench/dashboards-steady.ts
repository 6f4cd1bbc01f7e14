import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { cannon, sessionToken } from './api-load';
import { ROOT, startAppServer } from './app-server';
import { scaledSeed, seedScale } from './seed-scale';

/**
 * `node --import tsx tests/bench/dashboards-steady.ts` (after `vite build`): both dashboards under autocannon
 * (50 connections, rotating over 1,000 signed-in people, the server on PGlite in its own process), first cold,
 * then once every one of them has loaded their dashboard once, which is what the read cache serves in steady
 * state. `npm run bench`'s load rows warm up for 2 s only, so with 1,000 people they are nearly all misses:
 * this separates the cache's figure from the database path's. Writes results/dashboards-steady.json.
 */
const CONNECTIONS = 50;
const SECONDS = 8;
const dataDir = await mkdtemp(join(tmpdir(), 'clipmandi-bench-steady-'));
const rows: { path: string; phase: 'cold' | 'steady'; rps: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number }[] = [];
try {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  const data = await seedScale(database.db, scaledSeed(10));
  await database.close();
  const server = await startAppServer({ dataDir, logName: 'server-steady' });
  try {
    const clippers = await Promise.all(data.clippers.slice(0, 1000).map(sessionToken));
    const creators = await Promise.all(data.creators.slice(0, 1000).map(sessionToken));
    for (const [path, tokens] of [['/api/user/dashboard', clippers], ['/api/creator/dashboard', creators]] as const) {
      const run = async (phase: 'cold' | 'steady') => {
        const figures = await cannon({
          name: `${path} ${phase}`,
          url: server.baseUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          scenario: { kind: 'get', path, tokens: [...tokens] },
        });
        rows.push({ path, phase, rps: figures.rps, p50Ms: figures.p50Ms, p99Ms: figures.p99Ms, requests: figures.requests, non2xx: figures.non2xx });
        console.log(`${path} ${phase}: ${figures.rps} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`);
      };
      await run('cold');
      // One request per person, one at a time: afterwards every one of them has a cached answer.
      for (const token of tokens) {
        const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        await res.arrayBuffer();
      }
      await run('steady');
    }
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const dir = join(ROOT, 'tests/bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'dashboards-steady.json'), `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`);
