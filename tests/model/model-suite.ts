import { describe, expect, inject, it } from 'vitest';
import { runModel, type RunFigures } from './run';
import { MODEL_PLAN } from '../support/suite-plan';

/**
 * The model-based test: random sequences of every operation (valid and invalid, by anonymous callers, clippers,
 * creators and the admin), YouTube's counts and Instagram's reels changing and the scheduler running on the model's
 * clock, against the real API (views measured on a local YouTube and a local Instagram, payouts held) on a fresh database and an in-memory model of the
 * product's rules (tests/model). Its sequences are split over MODEL_PLAN.parts files (tests/api/model-part-<n>),
 * part `part` running its own seeds. MODEL_SEED replays one run's seed (in part 1 only), MODEL_STEPS and
 * MODEL_RUNS (sequences per part) scale it, MODEL_TRACE=1 prints every step.
 */
const envNumber = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${value}`);
  return n;
};

const replay = process.env.MODEL_SEED !== undefined && process.env.MODEL_SEED !== '';
/** The api-postgres project runs these files again on PostgreSQL. */
const onPostgres = inject('postgresServerUrl') !== undefined;
/** MODEL_EXPLORE=1 (`npm run test:explore`): new random seeds, MODEL_PLAN.exploreRunsPerPart a part. */
const explore = process.env.MODEL_EXPLORE === '1';
const STEPS = envNumber('MODEL_STEPS', MODEL_PLAN.steps);
/** One random base per process: the parts of an exploring run (one process each) try different seeds. */
const BASE_SEED = envNumber('MODEL_SEED', explore ? Math.floor(Math.random() * 2 ** 31) : MODEL_PLAN.firstSeed);
/** Everyone's figures and every campaign every this many steps; the step's own parties after every step. */
const EVERYONE_EVERY = 25;

/** The seeds part `part` (1-based) runs: on PGlite its own block of the fixed seeds, on PostgreSQL the first of it. */
export function modelSeeds(part: number): number[] {
  if (replay) return part === 1 ? [BASE_SEED] : [];
  const perPart = envNumber(
    'MODEL_RUNS',
    explore
      ? MODEL_PLAN.exploreRunsPerPart
      : onPostgres
        ? MODEL_PLAN.postgresRunsPerPart
        : MODEL_PLAN.pgliteRunsPerPart,
  );
  const first = BASE_SEED + (part - 1) * Math.max(perPart, MODEL_PLAN.pgliteRunsPerPart);
  return Array.from({ length: perPart }, (_, run) => first + run);
}

/** Runs part `part` of the model-based test (tests/api/model-part-<part>.test.ts). */
export function modelTestPart(part: number): void {
  const seeds = modelSeeds(part);
  describe.skipIf(seeds.length === 0)(`model-based test, part ${part} of ${MODEL_PLAN.parts}`, () => {
    const totals: RunFigures[] = [];

    for (const [run, seed] of seeds.entries()) {
      it(`run ${run + 1} of ${seeds.length}: seed ${seed}, ${STEPS} steps`, { timeout: 600_000 }, async () => {
        console.log(
          `model test: seed ${seed}, ${STEPS} steps (replay: MODEL_SEED=${seed} MODEL_STEPS=${STEPS}${onPostgres ? ', api-postgres project' : ''})`,
        );
        const figures = await runModel({ seed, steps: STEPS, everyoneEvery: EVERYONE_EVERY });
        totals.push(figures);
        expect(figures.steps).toBe(STEPS);
        // Both kinds happen in every run: the sequence is not all refusals nor all successes.
        expect(figures.succeeded).toBeGreaterThan(STEPS / 10);
        expect(figures.refused).toBeGreaterThan(STEPS / 10);
      });
    }

    it(
      'reports the figures of its runs, and meets every trust path of the scheduler',
      { timeout: 900_000 },
      async () => {
        // A part's sequences must meet every path of the scheduler's trust rules: re-measured views, the deadline rule
        // approving and listing, a held payout lowered, a release. Which operations a seed's steps draw shifts with
        // every operation added, so a part whose own seeds miss a path runs further seeds of its own (at most
        // EXTRA_RUNS) until its sequences meet it; a path no sequence reaches any more still fails. A single replayed
        // run is not held to it.
        const checked = sumOf(totals, (f) => f.steps) >= 2 * MODEL_PLAN.steps;
        const extraSeed = BASE_SEED + 10_000 + part * EXTRA_RUNS;
        for (let extra = 0; checked && extra < EXTRA_RUNS && missingPaths(totals).length > 0; extra++) {
          console.log(`model test, part ${part}: no ${missingPaths(totals).join(', ')} yet; seed ${extraSeed + extra}`);
          totals.push(await runModel({ seed: extraSeed + extra, steps: STEPS, everyoneEvery: EVERYONE_EVERY }));
        }
        const sum = (pick: (f: RunFigures) => number) => sumOf(totals, pick);
        const byStatus: Record<string, number> = {};
        const byOperation: Record<string, number> = {};
        for (const f of totals) {
          for (const [status, n] of Object.entries(f.byStatus)) byStatus[status] = (byStatus[status] ?? 0) + n;
          for (const [op, n] of Object.entries(f.byOperation)) byOperation[op] = (byOperation[op] ?? 0) + n;
        }
        console.log(
          `model test, part ${part}: ${totals.length} runs (seeds ${seeds.join(', ')}), ${sum((f) => f.steps)} steps ` +
            `(${sum((f) => f.succeeded)} succeeded, ${sum((f) => f.refused)} refused: ${JSON.stringify(byStatus)}; ` +
            `${sum((f) => f.limited)} rate-limited), ${sum((f) => f.audits)} ledger audits, ` +
            `${sum((f) => f.figureReads)} figure reads compared, ₹${sum((f) => f.moneyMoved) / 100} topped up; ` +
            `operations ${JSON.stringify(byOperation)}; scheduler ${JSON.stringify(trustOf(totals))}`,
        );
        expect(totals.length).toBeGreaterThanOrEqual(seeds.length);
        if (checked) expect(missingPaths(totals)).toEqual([]);
      },
    );
  });
}

/** Runs a part adds when its own seeds miss a trust path of the scheduler. */
const EXTRA_RUNS = 3;
const TRUST_PATHS = [
  'remeasured',
  'ruleApproved',
  'escalated',
  'lowered',
  'released',
  // Reels: measured again, gone (deleted, or no longer the linked account's), a refused token emailed about.
  'reelRemeasured',
  'reelGone',
  'reconnect',
] as const;

const sumOf = (totals: RunFigures[], pick: (f: RunFigures) => number) =>
  totals.reduce((total, f) => total + pick(f), 0);

function trustOf(totals: RunFigures[]): Record<string, number> {
  const trust: Record<string, number> = {};
  for (const f of totals) for (const [path, n] of Object.entries(f.trust)) trust[path] = (trust[path] ?? 0) + n;
  return trust;
}

const missingPaths = (totals: RunFigures[]) => TRUST_PATHS.filter((path) => !(trustOf(totals)[path] ?? 0));
