import type { CannonFigures } from './cannon';
import type { PgbenchFigures } from './pgbench';
import type { PgliteTpcbFigures } from './pglite-tpcb';

/** `npm run bench -- --writes`: the write rows and the cold reads, each database beside its own yardstick. */
export type WriteRowKind = 'submit' | 'approve' | 'join' | 'topup' | 'withdraw';

export type WriteRow = CannonFigures & {
  kind: WriteRowKind;
  /** 'one' campaign, 'spread' over 50, or neither (joins, top-ups, withdrawals). */
  shape: 'one' | 'spread' | 'other';
  /** Pending clips queued on the row's campaign(s) before the bench's rows ran (its submissions add more). */
  queued: number | null;
  note: string;
  /** Which yardstick the ratio is to ('pgbench scale 1', 'pgbench scale 50', 'PGlite TPC-B'), its mean tps. */
  yardstick: string;
  yardstickTps: number;
  ratio: number;
  /** Requests answered 5xx, by connection error or by timeout; non2xx counts 4xx too. */
  failed: number;
  auditProblems: string[];
};

export type ColdRow = Pick<
  CannonFigures,
  'requests' | 'rps' | 'p50Ms' | 'p99Ms' | 'maxMs' | 'errors' | 'timeouts' | 'non2xx' | 'statusCodes'
> & {
  name: string;
  connections: number;
  /** Read-cache misses during the row (GET /metrics, all API processes); null without an answer. */
  cacheMisses: number | null;
  processes: number;
  target: 'first' | 'invalidated';
  note: string;
};

export type DatabaseWrites = {
  database: 'pglite' | 'postgres';
  label: string;
  rows: WriteRow[];
  cold: ColdRow[];
  rebuilt: string[];
};

export type WritesResults = {
  date: string;
  quick: boolean;
  commit: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; os: string; loadAtStart: number[] };
  settings: { connections: number; seconds: number; queues: [number, number]; seed: string };
  yardsticks: {
    pgbench: { scale1: [PgbenchFigures, PgbenchFigures]; scale50: [PgbenchFigures, PgbenchFigures] } | null;
    /** pgbench's transaction per POST through raw node:http and pg (tests/bench/http-tpcb.ts), before / after. */
    httpTpcb?: [CannonFigures, CannonFigures];
    pglite: [PgliteTpcbFigures, PgliteTpcbFigures] | null;
  };
  databases: DatabaseWrites[];
  seconds: number;
};

export const WRITE_TARGETS = {
  ratio: 0.5,
  p99Ms: 100,
  approvalsGrowth: 0.9,
  coldP99Ms: 50,
  invalidatedP99Ms: 25,
};

const n = (value: number) => value.toLocaleString('en-IN');
const yes = (met: boolean) => (met ? 'met' : '**missed**');

/** The row's target, and whether it is met (every row also needs 0 failed and 0 non-2xx). */
export function writeTarget(row: WriteRow): { text: string; met: boolean } {
  const clean = row.failed === 0 && row.non2xx === 0;
  if (row.shape === 'spread') {
    return { text: `ratio >= ${WRITE_TARGETS.ratio}, 0 failed`, met: clean && row.ratio >= WRITE_TARGETS.ratio };
  }
  return {
    text: `ratio >= ${WRITE_TARGETS.ratio}, p99 <= ${WRITE_TARGETS.p99Ms} ms, 0 failed`,
    met: clean && row.ratio >= WRITE_TARGETS.ratio && row.p99Ms <= WRITE_TARGETS.p99Ms,
  };
}

export function coldTarget(row: ColdRow): { text: string; met: boolean } {
  const clean = row.errors + row.timeouts === 0 && row.non2xx === 0;
  if (row.target === 'first')
    return {
      text: `p99 <= ${WRITE_TARGETS.coldP99Ms} ms, 0 failed`,
      met: clean && row.p99Ms <= WRITE_TARGETS.coldP99Ms,
    };
  return {
    text: `misses = ${row.processes} (one per process), p99 <= ${WRITE_TARGETS.invalidatedP99Ms} ms`,
    met: clean && row.cacheMisses === row.processes && row.p99Ms <= WRITE_TARGETS.invalidatedP99Ms,
  };
}

/** Approvals with the big queue over approvals with the small one, per shape. */
export function approvalsGrowth(
  d: DatabaseWrites,
  shape: 'one' | 'spread',
): { small?: WriteRow; big?: WriteRow; ratio: number | null } {
  const approvals = d.rows
    .filter((r) => r.kind === 'approve' && r.shape === shape)
    .sort((a, b) => (a.queued ?? 0) - (b.queued ?? 0));
  const small = approvals[0];
  const big = approvals.at(-1);
  return { small, big, ratio: small && big && small !== big && small.rps > 0 ? big.rps / small.rps : null };
}

const pgbenchCell = (pair: [PgbenchFigures, PgbenchFigures]) =>
  `${n(Math.round((pair[0].tps + pair[1].tps) / 2))} (${n(pair[0].tps)} before / ${n(pair[1].tps)} after)`;

export function renderWrites(r: WritesResults): string {
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(
    `# Write and cold-read benchmark${r.quick ? ' (--quick: smaller queues, short runs)' : ''}`,
    '',
    `${r.date.slice(0, 16).replace('T', ' ')} UTC, commit ${r.commit}; ${r.machine.cpus} cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB, ` +
      `${r.machine.os}, Node ${r.machine.node}; load average ${r.machine.loadAtStart.join(' / ')} (1 / 5 / 15 min) before it started; ${Math.round(r.seconds)} s in all. Written by \`npm run bench -- --writes${r.quick ? ' --quick' : ''}\` (tests/bench/writes.ts).`,
    '',
    `Seed: ${r.settings.seed}. Every row: autocannon with ${r.settings.connections} connections for ${r.settings.seconds} s (approvals end ` +
      'earlier if they use up the queue), the server as in production (`NODE_ENV=production node --import tsx src/server/main.ts`, one API process), ' +
      "no warm-up. On PGlite the server is stopped after every row for the ledger audit (PGlite's data dir is one process's) and started again " +
      'before the next, so each PGlite row starts on a fresh process; on PostgreSQL one server runs every row and the audit reads the database between rows.',
    '',
    '## Yardsticks',
    '',
    '| yardstick | tps (mean of before / after) | what |',
    '|---|---|---|',
  );
  if (r.yardsticks.pgbench) {
    push(
      `| pgbench scale 1 | ${pgbenchCell(r.yardsticks.pgbench.scale1)} | builtin TPC-B-like, -c 50 -j 2 -T ${r.yardsticks.pgbench.scale1[0].seconds}, same cluster as the app, own database |`,
      `| pgbench scale 50 | ${pgbenchCell(r.yardsticks.pgbench.scale50)} | the same at scale 50 (50 branches: far less contention on one row) |`,
    );
  }
  if (r.yardsticks.httpTpcb) {
    const [before, after] = r.yardsticks.httpTpcb;
    push(
      `| node:http + pg, TPC-B per request | ${n(Math.round((before.rps + after.rps) / 2))} req/s (${n(before.rps)} before / ${n(after.rps)} after; p99 ${before.p99Ms} / ${after.p99Ms} ms) | ` +
        "pgbench scale 1's transaction (7 round trips) per POST through a raw node:http server and the pg driver, pool of 10, 50 connections: not a ratio's yardstick, the most an HTTP write of that shape gets here |",
    );
  }
  if (r.yardsticks.pglite) {
    const [before, after] = r.yardsticks.pglite;
    push(
      `| PGlite TPC-B | ${n(Math.round((before.tps + after.tps) / 2))} (${n(before.tps)} before / ${n(after.tps)} after) | ` +
        `pgbench's transaction on PGlite (data dir on disk), scale 1 (${n(before.accounts)} accounts), ${before.clients} async clients, ${before.seconds} s, own process |`,
    );
  }
  for (const d of r.databases) {
    push(
      '',
      `## ${d.label}`,
      '',
      `Running figures rebuilt after the bulk queue by: ${d.rebuilt.join(', ') || 'none'}.`,
      '',
    );
    push(
      '| write | queued | requests | req/s | yardstick | ratio | p50 ms | p99 ms | non-2xx | failed (5xx, errors, timeouts) | audit | target | met | what |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const row of d.rows) {
      const target = writeTarget(row);
      const statuses = Object.entries(row.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${code}: ${count}`)
        .join(', ');
      push(
        `| ${row.name} | ${row.queued === null ? '-' : n(row.queued)} | ${n(row.requests)} | ${n(row.rps)} | ${row.yardstick} ${n(row.yardstickTps)} | ` +
          `${row.ratio.toFixed(3)} | ${row.p50Ms} | ${row.p99Ms} | ${n(row.non2xx)}${statuses ? ` (${statuses})` : ''} | ${n(row.failed)} | ` +
          `${row.auditProblems.length === 0 ? 'pass' : `**fail** (${row.auditProblems.length})`} | ${target.text} | ${yes(target.met)} | ${row.note} |`,
      );
    }
    for (const shape of ['one', 'spread'] as const) {
      const growth = approvalsGrowth(d, shape);
      if (growth.ratio === null || !growth.small || !growth.big) continue;
      const label = shape === 'one' ? 'one campaign' : '50 campaigns';
      const targeted = shape === 'one';
      push(
        '',
        `Approvals, ${label}: ${n(growth.big.queued ?? 0)} queued / ${n(growth.small.queued ?? 0)} queued = ${n(growth.big.rps)} / ${n(growth.small.rps)} req/s = ` +
          `**${growth.ratio.toFixed(3)}**${targeted ? ` (target >= ${WRITE_TARGETS.approvalsGrowth}: ${yes(growth.ratio >= WRITE_TARGETS.approvalsGrowth)})` : ''}.`,
      );
    }
    const failedAudits = d.rows.filter((row) => row.auditProblems.length > 0);
    for (const row of failedAudits) push('', `Audit after "${row.name}": ${row.auditProblems.slice(0, 5).join('; ')}`);
    push(
      '',
      `### Cold reads, ${d.label}`,
      '',
      'The server freshly started, no warm-up: nothing had been read before the first row.',
      '',
      '| read | connections | requests | req/s | p50 ms | p99 ms | max ms | read-cache misses | non-2xx | errors | target | met | what |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const row of d.cold) {
      const target = coldTarget(row);
      push(
        `| ${row.name} | ${row.connections} | ${n(row.requests)} | ${n(row.rps)} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.cacheMisses ?? 'n/a'} | ` +
          `${n(row.non2xx)} | ${n(row.errors + row.timeouts)} | ${target.text} | ${yes(target.met)} | ${row.note} |`,
      );
    }
  }
  push('');
  return lines.join('\n');
}
