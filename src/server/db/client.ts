import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLAIM_CONNECTION_SLOT } from './connection-slot';
import { prepareRepeatedStatements } from './prepared-statements';
import { logger } from '../ops/logger';
import * as accountsSchema from './accounts-schema';
import * as blocksSchema from './blocks-schema';
import * as clipperFiguresSchema from './clipper-figures-schema';
import * as instagramSchema from './instagram-schema';
import * as oauthSchema from './oauth-schema';
import * as participantsSchema from './participants-schema';
import * as ledgerSchema from './ledger-schema';
import * as mailSchema from './mail-schema';
import * as paymentEventsSchema from './payment-events-schema';
import * as platformTotalsSchema from './platform-totals-schema';
import * as rateLimitsSchema from './rate-limits-schema';
import * as coreSchema from './schema';
import * as trustSchema from './trust-schema';
import * as walletSchema from './wallet-schema';

/** Every table, from the files that declare them (drizzle.config.ts lists the same files for migrations). */
const schema = {
  ...coreSchema,
  ...blocksSchema,
  ...ledgerSchema,
  ...clipperFiguresSchema,
  ...paymentEventsSchema,
  ...platformTotalsSchema,
  ...rateLimitsSchema,
  ...trustSchema,
  ...mailSchema,
  ...walletSchema,
  ...accountsSchema,
  ...instagramSchema,
  ...oauthSchema,
  ...participantsSchema,
};
type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data dir as a tarball (tests copy a migrated template). */
  dump?: () => Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * One factory for the database: PostgreSQL when a URL is given, else embedded PGlite under `dataDir`
 * (or in memory when `dataDir` is undefined, which tests use). Migrations are applied before return.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests start from an already migrated one). */
  loadDataDir?: Blob;
  /** PostgreSQL: prepare statements a connection repeats (prepared-statements.ts); default on. */
  preparedStatements?: boolean;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Each connection claims its own slot of the rows every money write adds to (connection-slot.ts) before
      // the pool hands it out; one that claims none still works, by its process id.
      onConnect: async (client) => {
        if (options.preparedStatements !== false) prepareRepeatedStatements(client);
        await client
          .query(CLAIM_CONNECTION_SLOT)
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'A database connection claimed no slot; it goes by process id'),
          );
      },
    });
    // An idle connection that breaks (the server restarted) is dropped and replaced by the pool; unheard, its
    // 'error' event would end the process.
    pool.on('error', (error) =>
      logger.warn({ err: error }, 'An idle database connection failed; the pool replaces it'),
    );
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // pg_trgm backs the admin's name/email search (migration 0002); PostgreSQL servers ship it as a trusted extension.
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}
