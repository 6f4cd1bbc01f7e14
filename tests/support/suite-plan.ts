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
 * The model-based test in `npm test`: this many sequences of `steps` random steps on each engine, from a fixed
 * first seed, so a run in CI is the run before it (`npm run test:explore` tries new seeds).
 */
export const MODEL_PLAN = {
  steps: 500,
  pgliteRuns: 10,
  postgresRuns: 2,
  firstSeed: 20_261_127,
  exploreRuns: 20,
} as const;
