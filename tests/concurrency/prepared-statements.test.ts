import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { PREPARED_PER_CONNECTION, statementName } from '../../src/server/db/prepared-statements';
import { queryRows } from '../../src/server/db/rows';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A statement a connection sends a second time is prepared on it (docs/architecture.md "Prepared statements"):
 * PostgreSQL parses and plans it once per connection. Checked from PostgreSQL's own list of the session's
 * prepared statements, on one connection (a transaction keeps its connection).
 */
let created: TestDatabase;
let prepared: Database;
let unprepared: Database;

beforeAll(async () => {
  created = await createTestDatabase(inject('postgresServerUrl') ?? '', inject('postgresTemplate'));
  prepared = await openDatabase({ url: created.url });
  unprepared = await openDatabase({ url: created.url, preparedStatements: false });
});

afterAll(async () => {
  await prepared?.close();
  await unprepared?.close();
  await created?.drop();
});

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

async function preparedNames(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements order by name`);
  return rows.map((row) => row.name);
}

/** The text pg sends for `select $1::int + <n>`, as Drizzle renders it. */
const sum = (n: number) => sql`select ${1}::int + ${sql.raw(String(n))} as total`;

it('prepares a parameterized statement from its second sighting on a connection, and answers the same', async () => {
  await prepared.db.transaction(async (tx) => {
    const name = statementName(`select $1::int + 7000 as total`);
    const first = await queryRows<{ total: number }>(tx, sum(7000));
    expect(await preparedNames(tx)).not.toContain(name);
    const second = await queryRows<{ total: number }>(tx, sum(7000));
    const third = await queryRows<{ total: number }>(tx, sum(7000));
    expect(await preparedNames(tx)).toContain(name);
    expect([first, second, third]).toEqual([[{ total: 7001 }], [{ total: 7001 }], [{ total: 7001 }]]);
  });
});

it('never prepares a statement without parameters, nor any statement when turned off', async () => {
  await prepared.db.transaction(async (tx) => {
    for (let i = 0; i < 3; i += 1) await tx.execute(sql.raw('select 7100 as plain'));
    expect(await preparedNames(tx)).not.toContain(statementName('select 7100 as plain'));
  });
  await unprepared.db.transaction(async (tx) => {
    for (let i = 0; i < 3; i += 1) await queryRows(tx, sum(7200));
    expect(await preparedNames(tx)).toEqual([]);
  });
});

it(`keeps at most ${PREPARED_PER_CONNECTION} statements prepared on one connection`, async () => {
  await prepared.db.transaction(async (tx) => {
    for (let n = 0; n < PREPARED_PER_CONNECTION + 20; n += 1) {
      await queryRows(tx, sum(n));
      await queryRows(tx, sum(n));
    }
    expect((await preparedNames(tx)).length).toBe(PREPARED_PER_CONNECTION);
    // Past the limit a statement still answers, unnamed.
    expect(await queryRows(tx, sum(100_000))).toEqual([{ total: 100_001 }]);
  });
});

it('keeps a connection usable after a prepared statement fails, and the statement prepared', async () => {
  const divide = (by: number) => sql`select 840 / ${by}::int as quotient`;
  await prepared.db.transaction(async (tx) => {
    await queryRows(tx, divide(2));
    expect(await queryRows(tx, divide(4))).toEqual([{ quotient: 210 }]);
  });
  const failure = await prepared.db
    .transaction(async (tx) => {
      await queryRows(tx, divide(0));
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  // Drizzle wraps PostgreSQL's error as its cause.
  expect(failure).toMatchObject({ cause: { message: 'division by zero' } });
  // Every connection of the pool, each of which may have prepared it: none is left broken.
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      prepared.db.transaction(async (tx) => {
        await queryRows(tx, divide(8));
        return queryRows<{ quotient: number }>(tx, divide(8));
      }),
    ),
  );
  expect(answers.every((rows) => rows[0]?.quotient === 105)).toBe(true);
});
