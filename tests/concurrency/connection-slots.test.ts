import { words } from '../../src/server/i18n/catalogue';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { CONNECTION_SLOTS } from '../../src/server/db/connection-slot';
import { queryRows } from '../../src/server/db/rows';
import { auditLedger } from '../../src/server/ledger/audit';
import { accountKeys, feeSlotKey } from '../../src/server/ledger/accounts';
import { postTransaction } from '../../src/server/ledger/post';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Every money write adds to a fee slot and a totals row of its own connection (docs/decisions/0010), so that
 * writes on different connections never wait for one row. That holds only if the pool's connections hold
 * different slots, and if a fee credit lands in its connection's slot.
 */
let created: TestDatabase;
let database: Database;

beforeAll(async () => {
  created = await createTestDatabase(inject('postgresServerUrl') ?? '', inject('postgresTemplate'));
  database = await openDatabase({ url: created.url });
});

afterAll(async () => {
  await database?.close();
  await created?.drop();
});

/** Runs `work` on `count` connections of the pool at once (each transaction waits for all to have begun). */
async function onConnections<T>(
  count: number,
  work: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<T>,
) {
  let begun = 0;
  const allBegun = () => begun === count;
  return Promise.all(
    Array.from({ length: count }, () =>
      database.db.transaction(async (tx) => {
        begun += 1;
        const result = await work(tx);
        // Held open until every transaction has its connection, so no two share one.
        while (!allBegun()) await new Promise((done) => setTimeout(done, 5));
        return result;
      }),
    ),
  );
}

it("gives each of the pool's connections a slot of its own", async () => {
  const slots = await onConnections(10, async (tx) => {
    const [row] = await queryRows<{ slot: string | null }>(
      tx,
      sql`select current_setting('clipmandi.slot', true) as slot`,
    );
    return row?.slot ?? null;
  });
  expect(slots.every((slot) => slot !== null && slot !== '')).toBe(true);
  const numbers = slots.map(Number);
  expect(new Set(numbers).size).toBe(10);
  expect(numbers.every((n) => Number.isInteger(n) && n >= 0 && n < CONNECTION_SLOTS)).toBe(true);
});

it("credits a fee to its connection's own slot, and the audit stays clean", async () => {
  const credited = await onConnections(4, async (tx) => {
    const [row] = await queryRows<{ slot: string }>(tx, sql`select current_setting('clipmandi.slot', true) as slot`);
    await postTransaction(tx, {
      type: 'fee_withdrawal',
      amount: 100,
      description: words('ledger.feeWithdrawal'),
      idempotencyKey: `slot-test:${randomUUID()}`,
      entries: [
        { account: accountKeys.providerClearing, amount: -100 },
        { account: accountKeys.platformFees, amount: 100 },
      ],
    });
    return feeSlotKey(Number(row?.slot));
  });
  expect(new Set(credited).size).toBe(4);
  const balances = await queryRows<{ key: string; balance: string }>(
    database.db,
    sql`select key, balance::text from accounts where kind = 'platform_fees' and balance <> 0 order by key`,
  );
  expect(balances.map((row) => row.key).sort()).toEqual([...credited].sort());
  expect(balances.every((row) => row.balance === '100')).toBe(true);
  expect(await auditLedger(database.db)).toEqual([]);
});
