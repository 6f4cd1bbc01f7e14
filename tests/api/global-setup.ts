import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one embedded database and dumps it, so that each API test file starts its own fresh copy
 * in about a second instead of initialising and migrating PGlite again.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'clipmandi-template-'));
  const database = await openDatabase({});
  if (!database.dump) throw new Error('The API tests need PGlite');
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
