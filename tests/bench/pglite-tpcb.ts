import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The PGlite yardstick of the write rows: pgbench's builtin TPC-B-like transaction (update an account, read it
 * back, update a teller and the branch, insert a history row) on PGlite in a data dir on disk, as the app keeps
 * it, with `clients` async clients for `seconds`. Runs in a process of its own (`node --import tsx
 * tests/bench/pglite-tpcb.ts <seconds> <clients> <accounts>`), as pgbench does; prints one JSON line.
 */
export type PgliteTpcbFigures = {
  clients: number;
  seconds: number;
  accounts: number;
  transactions: number;
  tps: number;
  initSeconds: number;
};

/** pgbench's scale 1: 1 branch, 10 tellers, 100,000 accounts (all of them: the init takes about a second). */
export const TPCB_ACCOUNTS = 100_000;

async function measure(seconds: number, clients: number, accounts: number): Promise<PgliteTpcbFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'clipmandi-pglite-tpcb-'));
  const db = new PGlite({ dataDir: join(dir, 'pglite') });
  try {
    const init = performance.now();
    // pgbench -i's tables and fillers, scale 1.
    await db.exec(`
      create table pgbench_branches (bid int primary key, bbalance int, filler char(88));
      create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84));
      create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84));
      create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
      insert into pgbench_branches select 1, 0, '';
      insert into pgbench_tellers select t, 1, 0, '' from generate_series(1, 10) t;
      insert into pgbench_accounts select a, 1, 0, '' from generate_series(1, ${accounts}) a;`);
    // A multi-statement exec runs as one transaction block, where VACUUM is refused.
    await db.exec('vacuum analyze');
    const initSeconds = Math.round((performance.now() - init) / 100) / 10;
    const random = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
    let transactions = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const client = async () => {
      while (performance.now() < deadline) {
        const aid = random(1, accounts);
        const tid = random(1, 10);
        const delta = random(-5000, 5000);
        // PGlite has one connection: transaction() queues the clients, as its users' writes queue in the app.
        await db.transaction(async (tx) => {
          await tx.query('update pgbench_accounts set abalance = abalance + $1 where aid = $2', [delta, aid]);
          await tx.query('select abalance from pgbench_accounts where aid = $1', [aid]);
          await tx.query('update pgbench_tellers set tbalance = tbalance + $1 where tid = $2', [delta, tid]);
          await tx.query('update pgbench_branches set bbalance = bbalance + $1 where bid = $2', [delta, 1]);
          await tx.query(
            'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)',
            [tid, 1, aid, delta],
          );
        });
        transactions++;
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    const elapsed = (performance.now() - started) / 1000;
    return { clients, seconds, accounts, transactions, tps: Math.round(transactions / elapsed), initSeconds };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the yardstick in its own node process and returns its figures. */
export function runPgliteTpcb(seconds: number, clients = 50, accounts = TPCB_ACCOUNTS): Promise<PgliteTpcbFigures> {
  const root = resolve(import.meta.dirname, '../..');
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/pglite-tpcb.ts', String(seconds), String(clients), String(accounts)],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`pglite-tpcb exited with ${code}:\n${err}`));
      done(JSON.parse(out.trim().split('\n').at(-1) ?? '') as PgliteTpcbFigures);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [seconds = '10', clients = '50', accounts = String(TPCB_ACCOUNTS)] = process.argv.slice(2);
  const figures = await measure(Number(seconds), Number(clients), Number(accounts));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
