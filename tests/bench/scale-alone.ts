import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { measureScale } from './scale';
import { scaledSeed, seedScale } from './seed-scale';

/**
 * The bench's scale part alone (the growing reads, uncached and cached), without page weight, Lighthouse or
 * the load runs: `node --import tsx tests/bench/scale-alone.ts [--factor=10] [--db=pglite|postgres|both]`.
 * `--factor` divides the seed (1 is the full seed of run.ts). Prints the figures; writes no results file.
 */
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const factor = Number(arg('factor', '1'));
const which = arg('db', 'pglite');
const samples = { uncachedSamples: Number(arg('uncached', '30')), cachedSamples: Number(arg('cached', '100')) };
const size = scaledSeed(factor);

async function run(database: Database, label: string, databaseUrl?: string) {
  console.log(`[scale] seeding ${label} (factor ${factor})`);
  const data = await seedScale(database.db, size, () => undefined);
  console.log(`[scale] seeded ${label} in ${data.seconds} s; measuring`);
  await measureScale(database, data, { ...samples, databaseUrl });
}

if (which === 'pglite' || which === 'both') {
  const db = await openDatabase({});
  try {
    await run(db, 'PGlite');
  } finally {
    await db.close();
  }
}
if (which === 'postgres' || which === 'both') {
  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database bench_scale');
    await admin.end();
    const url = postgres.url.replace(/\/postgres$/, '/bench_scale');
    const db = await openDatabase({ url });
    try {
      await run(db, 'PostgreSQL', url);
    } finally {
      await db.close();
    }
  } finally {
    await postgres?.stop();
  }
}
