import { readdirSync, readFileSync } from 'node:fs';
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

  it('give the model test its runs, steps, files and first seed', () => {
    const plan =
      /`npm test` runs (\d+) sequences of (\d+) steps on PGlite and (\d+) on `api-postgres`, split over (\d+) files, from the fixed first seed (\d+)/.exec(
        testing,
      );
    expect(plan?.slice(1).map(Number)).toEqual([
      MODEL_PLAN.pgliteRunsPerPart * MODEL_PLAN.parts,
      MODEL_PLAN.steps,
      MODEL_PLAN.postgresRunsPerPart * MODEL_PLAN.parts,
      MODEL_PLAN.parts,
      MODEL_PLAN.firstSeed,
    ]);
    // One file per part, each running its own part.
    const parts = readdirSync(join(ROOT, 'tests/api')).filter((name) => /^model-part-\d+\.test\.ts$/.test(name));
    expect(parts).toHaveLength(MODEL_PLAN.parts);
    for (const name of parts) {
      const part = Number(/\d+/.exec(name)?.[0]);
      expect(readFileSync(join(ROOT, 'tests/api', name), 'utf8')).toContain(`modelTestPart(${part});`);
    }
    // No other count of sequences anywhere (the drift this test exists for).
    const counts = [...`${testing} ${readme}`.matchAll(/(\d+) sequences/g)].map((m) => Number(m[1]));
    const planned = [MODEL_PLAN.pgliteRunsPerPart, MODEL_PLAN.exploreRunsPerPart].map((n) => n * MODEL_PLAN.parts);
    expect(counts.every((n) => planned.includes(n))).toBe(true);
  });
});
