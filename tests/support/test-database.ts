import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database part replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, uniquely named database on the PostgreSQL server of `serverUrl`, copied from `template` when given
 * (an already migrated one, so each test file skips running the migrations), and a `drop()` that deletes it.
 */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  // Generated here, never taken from input: safe to splice into the statement.
  const name = `clipmandi_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/** Drops the database `name` (from createTestDatabase) on the server of `serverUrl`, closing its connections. */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
