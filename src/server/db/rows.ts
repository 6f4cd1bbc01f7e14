import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer with `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
