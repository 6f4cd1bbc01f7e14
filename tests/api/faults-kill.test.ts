import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { auditLedger } from '../../src/server/ledger/audit';
import { checkAcknowledged } from './faults/acknowledged-check';
import { openStorage } from './faults/kill-storage';
import {
  adminLogin,
  adminStep,
  newPair,
  pairStep,
  runClients,
  seededRandom,
  warmUp,
  type Stream,
} from './faults/money-stream';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * kill -9 in the middle of a stream of money operations: the real server in its own process, three creator +
 * clipper pairs and an admin calling it at once, SIGKILL at a random moment, then a restart on the same data.
 * After every kill the database must hold every acknowledged operation, nothing twice, and pass the ledger
 * audit; the restarted server takes the next round. In the api project the data is an embedded database
 * folder (DATA_DIR); in api-postgres a database on that project's PostgreSQL server (DATABASE_URL).
 */

const postgresServer = inject('postgresServerUrl');
const engine = postgresServer ? 'PostgreSQL' : 'PGlite';
const KILLS = 3;
const seed = Number(process.env.FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31));

const ADMIN = { email: 'faults.admin@example.com', password: 'faults-admin-password' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The main kinds of money operation, each of which the run must see acknowledged at least once. */
const MAIN_KINDS = ['topup', 'createCampaign', 'join', 'submitClip', 'approve'];

/** Resolves once every main kind has been acknowledged (or after a minute: the test then names the missing kind). */
async function mainKindsAcknowledged(stream: Stream) {
  const deadline = Date.now() + 60_000;
  const missing = () =>
    MAIN_KINDS.some((kind) => !stream.log.some((entry) => entry.op.kind === kind && entry.outcome === 'acked'));
  while (missing() && Date.now() < deadline) await sleep(10);
}

/** Resolves once the stream logged `count` more operations (the kill then lands while others are in flight). */
async function operationsLogged(stream: Stream, count: number) {
  const target = stream.log.length + count;
  const deadline = Date.now() + 60_000;
  while (stream.log.length < target && Date.now() < deadline) await sleep(10);
}

it(`every acknowledged money operation survives kill -9 of the server (${engine})`, { timeout: 300_000 }, async () => {
  console.log(
    `kill -9 on ${engine}: seed ${seed} (FAULTS_SEED=${seed} replays the clients' choices and the kill points)`,
  );
  const storage = await openStorage(cleanups);
  const env = {
    ...storage.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The same sandbox secret after a restart, as a deployment keeps its keys.
    PAYMENTS_SANDBOX_SECRET: 'faults-sandbox-secret',
    // The stream is one busy person per role; the hourly action limits are not what this test is about.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    TOP_UPS_PER_CREATOR_PER_HOUR: '100000',
    CLIPS_PER_CLIPPER_PER_HOUR: '100000',
  };
  const servers: ServerProcess[] = [];
  const start = async () => {
    const started = await startServerProcess(env);
    servers.push(started);
    cleanups.push(() => started.stop());
    return started;
  };

  let server: ServerProcess = await start();
  const admin = await adminLogin(server.url, ADMIN.email, ADMIN.password);
  const pairs = await Promise.all([1, 2, 3].map((n) => newPair(server.url, n)));
  const randoms = [...pairs, admin].map((_, i) => seededRandom(seed + i + 1));
  const killPoints = seededRandom(seed);
  const stream: Stream = { log: [], requested: [], serverErrors: [] };
  await Promise.all(pairs.map((pair, i) => warmUp(server.url, stream, pair, randoms[i] ?? killPoints)));
  const kills: number[] = [];

  for (let round = 1; round <= KILLS + 1; round += 1) {
    const base = server.url;
    let running = true;
    const steps = [
      ...pairs.map((pair, i) => () => pairStep(base, stream, pair, randoms[i] ?? killPoints)),
      () => adminStep(base, stream, admin, randoms[pairs.length] ?? killPoints),
    ];
    const clients = runClients(steps, () => running);
    const after = killPoints.int(10, 40);
    await operationsLogged(stream, after);
    const check = (db: Database['db']) =>
      Promise.all([checkAcknowledged(db, stream.log), auditLedger(db)]).then((found) => found.flat());
    let problems: string[];
    if (round <= KILLS) {
      await server.crash();
      kills.push(after);
      await clients;
      const inspect = storage.snapshot();
      // The server restarts on the same data (recovering it as the copy is recovered) while the copy is checked.
      [server, problems] = await Promise.all([start(), inspect(check)]);
    } else {
      // The last round runs on until every main kind was acknowledged somewhere in the run: with some seeds and
      // timings rounds of a fixed length acknowledged no approval at all (CI, seed 2044851142: 63 of 128 refused).
      await mainKindsAcknowledged(stream);
      running = false;
      await clients;
      await server.stop();
      problems = await storage.snapshot()(check);
    }
    expect(problems, `after round ${round} (seed ${seed})`).toEqual([]);
  }

  const count = (outcome: string) => stream.log.filter((entry) => entry.outcome === outcome).length;
  const byKind = new Map<string, number>();
  for (const { op, outcome } of stream.log)
    if (outcome === 'acked') byKind.set(op.kind, (byKind.get(op.kind) ?? 0) + 1);
  console.log(
    `kill -9 on ${engine}: ${kills.length} kills (after ${kills.join(', ')} more operations were answered), ${stream.log.length} money operations: ` +
      `${count('acked')} acknowledged, ${count('refused')} refused, ${count('lost')} lost to a kill; nothing acknowledged missing, ` +
      `nothing twice, ledger audit clean after each kill. Acknowledged: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  );
  // A 500 names its cause in the server's log: shown with the failure, since the processes are gone after it.
  const unhandled = servers.flatMap((s) => s.output().split('\n')).filter((line) => line.includes('Unhandled error'));
  expect(stream.serverErrors, unhandled.join('\n').slice(0, 4000)).toEqual([]);
  expect(kills).toHaveLength(KILLS);
  // Enough happened to mean something: the main kinds of money operation were each acknowledged.
  for (const kind of MAIN_KINDS) {
    expect(byKind.get(kind) ?? 0, `acknowledged ${kind}`).toBeGreaterThan(0);
  }
});
