import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_POSTGRES_EXCLUDED, MODEL_PLAN } from '../support/suite-plan';

/** What docs/testing.md and README say about the suite's plan is what the configuration does. */
const ROOT = join(import.meta.dirname, '../..');
const testing = readFileSync(join(ROOT, 'docs/testing.md'), 'utf8').replace(/\s+/g, ' ');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');

describe('the suite figures the docs quote', () => {
  it('name every file api-postgres leaves out, and how many', () => {
    const count = /`api-postgres` leaves out (\d+) files/.exec(testing)?.[1];
    expect(Number(count)).toBe(API_POSTGRES_EXCLUDED.length);
    for (const file of API_POSTGRES_EXCLUDED) expect(testing).toContain(`\`${basename(file, '.test.ts')}\``);
  });

  it('give the model test its runs, steps and first seed', () => {
    const plan =
      /`npm test` runs (\d+) sequences of (\d+) steps on PGlite and (\d+) on `api-postgres`, from the fixed first seed (\d+)/.exec(
        testing,
      );
    expect(plan?.slice(1).map(Number)).toEqual([
      MODEL_PLAN.pgliteRuns,
      MODEL_PLAN.steps,
      MODEL_PLAN.postgresRuns,
      MODEL_PLAN.firstSeed,
    ]);
    // No other count of sequences anywhere (the drift this test exists for).
    const counts = [...`${testing} ${readme}`.matchAll(/(\d+) sequences/g)].map((m) => Number(m[1]));
    expect(counts.every((n) => n === MODEL_PLAN.pgliteRuns || n === MODEL_PLAN.exploreRuns)).toBe(true);
  });
});
