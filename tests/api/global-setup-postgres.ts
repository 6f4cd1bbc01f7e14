import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { startPostgres } from '../support/postgres';
import { createTestDatabase } from '../support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the api-postgres and concurrency projects create their databases on. */
    postgresServerUrl?: string;
    /** A migrated database on it that each test file's database is copied from. */
    postgresTemplate?: string;
  }
}

/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL's (a server of your own; the URL must let the
 * tests create and drop databases) or else a throwaway cluster on a loopback port, stopped at the end. One
 * migrated template database on it, so each test file copies a fresh database instead of migrating one.
 */
export default async function setup(project: TestProject) {
  const own = process.env.TEST_DATABASE_URL;
  const cluster = own ? undefined : await startPostgres();
  const serverUrl = own ?? cluster?.url;
  if (!serverUrl) throw new Error('No PostgreSQL server');
  const template = await createTestDatabase(serverUrl);
  // Migrated and closed: PostgreSQL copies a template only while nobody is connected to it.
  await (await openDatabase({ url: template.url })).close();
  project.provide('postgresServerUrl', serverUrl);
  project.provide('postgresTemplate', template.name);
  return async () => {
    try {
      await template.drop();
    } finally {
      await cluster?.stop();
    }
  };
}
