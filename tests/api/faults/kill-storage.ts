import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

export type Inspect = <T>(read: (db: Database['db']) => Promise<T>) => Promise<T>;

/**
 * Where the server keeps its data, and `snapshot()`: a way to read the data as a kill left it, taken before
 * the restart (which then runs on the data itself).
 */
export async function openStorage(
  cleanups: (() => Promise<void>)[],
): Promise<{ env: Record<string, string>; snapshot: () => Inspect }> {
  const postgresServer = inject('postgresServerUrl');
  if (postgresServer) {
    const database: TestDatabase = await createTestDatabase(postgresServer, inject('postgresTemplate'));
    const opened = await openDatabase({ url: database.url });
    cleanups.push(async () => {
      await opened.close();
      await database.drop();
    });
    return { env: { DATABASE_URL: database.url }, snapshot: () => (read) => read(opened.db) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'clipmandi-kill-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  // The migrated template the other API tests copy, unpacked where the server keeps its embedded database.
  mkdirSync(join(dataDir, 'pglite'));
  execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', join(dataDir, 'pglite')], { stdio: 'ignore' });
  return {
    env: { DATA_DIR: dataDir },
    // One process at a time may open an embedded database: a copy of the folder as the kill left it.
    snapshot: () => {
      const copy = mkdtempSync(join(tmpdir(), 'clipmandi-kill-copy-'));
      cpSync(join(dataDir, 'pglite'), copy, { recursive: true });
      return async (read) => {
        const opened = await openDatabase({ dataDir: copy });
        try {
          return await read(opened.db);
        } finally {
          await opened.close();
          rmSync(copy, { recursive: true, force: true });
        }
      };
    },
  };
}
