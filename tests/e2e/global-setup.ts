import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplate: string;
  }
}

/**
 * Creates and migrates one embedded database as the server keeps it (DATA_DIR/pglite), once per run: each e2e
 * file's server starts on a copy, ready in about 3 s instead of about 7.5 s for a fresh one (initialising and
 * migrating PGlite).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'clipmandi-e2e-template-'));
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await database.close();
  project.provide('e2eDataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
