/**
 * The figures of the suite's plan that docs/testing.md quotes, in one place: vite.config.ts and the model test
 * take them from here, and tests/unit/suite-figures.test.ts keeps the docs' sentences equal to them.
 */

/** `tests/api` files the api-postgres project leaves out: each brings its own database or server processes. */
export const API_POSTGRES_EXCLUDED = [
  // These start their own PostgreSQL cluster and server processes already (whatever this project's).
  'tests/api/read-cache-postgres.test.ts',
  'tests/api/web-concurrency.test.ts',
  // Start-up rules of server processes on their own embedded databases; no database of the harness.
  'tests/api/production-start.test.ts',
  // Server processes of their own too: the request log (on its own PostgreSQL cluster), the metrics and the
  // graceful shutdown.
  'tests/api/logs.test.ts',
  'tests/api/metrics.test.ts',
  'tests/api/graceful-shutdown.test.ts',
  // Live events across the processes of WEB_CONCURRENCY=2, on a PostgreSQL cluster of its own.
  'tests/api/live-events-cluster.test.ts',
  // Query-plan checks on a bulk-loaded in-memory PGlite of their own (not the harness's database): there they
  // would only repeat the api project's run.
  'tests/api/admin-scale.test.ts',
  'tests/api/paging-scale.test.ts',
] as const;

/**
 * The model-based test in `npm test`: `parts` files (tests/api/model-part-<n>.test.ts), so the two workers share its
 * sequences rather than one worker running them all while the other runs out of files; each runs this many
 * sequences of `steps` random steps on each engine, from a fixed first seed, so a run in CI is the run before it
 * (`npm run test:explore` tries new seeds).
 */
export const MODEL_PLAN = {
  parts: 5,
  steps: 500,
  pgliteRunsPerPart: 2,
  postgresRunsPerPart: 1,
  firstSeed: 20_261_127,
  exploreRunsPerPart: 4,
} as const;

/**
 * Files that take a minute or more, started first in their project (tests/support/long-files-first.ts): started
 * last, one of them kept a worker busy after the other had run out of files. Vitest orders by the last run's
 * durations when it has them, but a fresh clone (CI) has none and it orders by file size.
 */
export const LONG_FILES = [
  'tests/api/model-part-',
  'tests/api/fuzz-routes.test.ts',
  'tests/api/production-start.test.ts',
  'tests/api/faults-kill.test.ts',
  'tests/api/graceful-shutdown.test.ts',
  'tests/api/measured-views.test.ts',
  'tests/api/invalidation-walk.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/screen-tour.test.ts',
] as const;
