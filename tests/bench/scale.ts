import { createApp } from '../../src/server/app';
import { openReadPath } from '../../src/server/cache/read-path';
import { testConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { Deps } from '../../src/server/deps';
import { createSandboxGateway } from '../../src/server/payments/sandbox';
import { sessionToken } from './api-load';
import { BENCH_JWT_SECRET, BENCH_SANDBOX_SECRET } from './app-server';
import type { SeededData } from './seed-scale';
import { percentile, round1 } from './stats';

class CallFailed extends Error {}

export type Timing = { p50Ms: number; p99Ms: number; samples: number };
export type ScaleCall = { name: string; uncached: Timing; cached: Timing | null; error?: string };

/**
 * The reads that grow with the data, in-process (app.request: routing, validation, handler, SQL, JSON and
 * gzip; no sockets), one at a time. Uncached: the read cache and the session cache are emptied before every
 * request (invalidate(null), what the change feed does when it lost track), so each answer comes from the
 * database. Cached: the same request again with the caches left alone.
 */
export async function measureScale(
  database: Database,
  seeded: SeededData,
  options: { databaseUrl?: string; uncachedSamples: number; cachedSamples: number },
): Promise<ScaleCall[]> {
  const config = testConfig({ jwtSecret: BENCH_JWT_SECRET, jwtExpiresInSeconds: 24 * 3600 });
  const readPath = await openReadPath(database.db, options.databaseUrl);
  // Reads only: no YouTube is asked (config youtube off).
  const deps: Deps = {
    db: database.db,
    config,
    gateway: createSandboxGateway(BENCH_SANDBOX_SECRET),
    payouts: null,
    push: null,
    youtube: null,
    instagram: null,
    google: null,
    ...readPath,
  };
  const app = createApp(deps);
  const admin = await sessionToken(seeded.admin);
  const clipper = await sessionToken(seeded.bigClipper);
  const creator = await sessionToken(seeded.bigCreator);

  const request = async (path: string, token: string | null) => {
    const start = performance.now();
    const res = await app.request(path, {
      headers: { 'Accept-Encoding': 'gzip', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new CallFailed(`GET ${path} answered ${res.status}`);
    return ms;
  };
  const timing = (samples: number[]): Timing => ({
    p50Ms: round1(percentile(samples, 50)),
    p99Ms: round1(percentile(samples, 99)),
    samples: samples.length,
  });
  const measure = async (name: string, path: string, token: string | null, cacheable: boolean): Promise<ScaleCall> => {
    try {
      await request(path, token);
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
      // A failing call is reported as such; the other figures are still worth having.
      console.log(`    ${name}: ${error.message}`);
      const none = { p50Ms: Number.NaN, p99Ms: Number.NaN, samples: 0 };
      return { name, uncached: none, cached: null, error: error.message };
    }
    const uncached: number[] = [];
    for (let i = 0; i < options.uncachedSamples; i++) {
      deps.readCache.invalidate(null);
      deps.sessions.invalidate(null);
      uncached.push(await request(path, token));
    }
    let cached: Timing | null = null;
    if (cacheable) {
      await request(path, token);
      const samples: number[] = [];
      for (let i = 0; i < options.cachedSamples; i++) samples.push(await request(path, token));
      cached = timing(samples);
    }
    const call = { name, uncached: timing(uncached), cached };
    console.log(
      `    ${name}: uncached p50 ${call.uncached.p50Ms} ms p99 ${call.uncached.p99Ms} ms; cached p50 ${cached?.p50Ms ?? '-'} ms`,
    );
    return call;
  };

  const n = (value: number) => value.toLocaleString('en-IN');
  try {
    return [
      await measure('GET /api/campaigns (discover, first page)', '/api/campaigns', null, true),
      await measure(
        `GET /api/campaigns/:id (${n(seeded.bigCampaignParticipantsCount)} participants)`,
        `/api/campaigns/${seeded.bigCampaignId}`,
        null,
        true,
      ),
      await measure(
        `GET /api/user/dashboard (clipper with ${n(seeded.bigClipperClipsCount)} clips)`,
        '/api/user/dashboard',
        clipper,
        true,
      ),
      await measure('GET /api/clips/my-clips (same clipper, first page)', '/api/clips/my-clips', clipper, true),
      await measure(
        `GET /api/creator/dashboard (creator with ${n(seeded.bigCreatorCampaignsCount)} campaigns)`,
        '/api/creator/dashboard',
        creator,
        true,
      ),
      await measure(
        'GET /api/creator/pending-clips (same creator, first page)',
        '/api/creator/pending-clips',
        creator,
        true,
      ),
      await measure('GET /api/admin/stats', '/api/admin/stats', admin, true),
      await measure('GET /api/admin/transactions (first page)', '/api/admin/transactions?limit=50', admin, false),
      await measure('GET /api/admin/users?q=bench4242', '/api/admin/users?q=bench4242&limit=50', admin, false),
    ];
  } finally {
    await readPath.feed.close();
  }
}
