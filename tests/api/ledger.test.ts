import { words } from '../../src/server/i18n/catalogue';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { paymentOrders, withdrawals } from '../../src/server/db/wallet-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { auditLedger } from '../../src/server/ledger/audit';
import { postTransaction } from '../../src/server/ledger/post';
import { fundWallet } from './fund-wallet';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('ledger postings', () => {
  it('moves money between accounts, keeps balances equal to entries, and refuses overdrafts', async () => {
    const { user } = await api.signup('creator');
    const wallet = accountKeys.wallet(user._id);
    await api.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'topup',
        userId: user._id,
        amount: 10_000,
        description: words('ledger.demoTopUp'),
        entries: [
          { account: accountKeys.providerClearing, amount: -10_000 },
          { account: wallet, amount: 10_000 },
        ],
      }),
    );
    expect(await balanceOf(api.db, wallet)).toBe(10_000);

    const overdraft = api.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'fee_withdrawal',
        amount: 10_001,
        description: words('ledger.demoTopUp'),
        insufficientMessage: 'Not enough money',
        entries: [
          { account: wallet, amount: -10_001 },
          { account: accountKeys.payoutClearing, amount: 10_001 },
        ],
      }),
    );
    await expect(overdraft).rejects.toThrow('Not enough money');
    expect(await balanceOf(api.db, wallet)).toBe(10_000);
    expect(await auditLedger(api.db)).toEqual([]);
  });

  it('posts an idempotency key once only', async () => {
    const { user } = await api.signup('creator');
    const wallet = accountKeys.wallet(user._id);
    const posting = {
      type: 'topup' as const,
      userId: user._id,
      amount: 500,
      description: words('ledger.demoTopUp'),
      idempotencyKey: `test-once:${user._id}`,
      entries: [
        { account: accountKeys.providerClearing, amount: -500 },
        { account: wallet, amount: 500 },
      ],
    };
    const first = await api.db.transaction((tx) => postTransaction(tx, posting));
    const second = await api.db.transaction((tx) => postTransaction(tx, posting));
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await balanceOf(api.db, wallet)).toBe(500);
    await api.expectLedgerSound();
  });

  it('refuses unbalanced or fractional postings', async () => {
    const bad = (entries: { account: string; amount: number }[]) =>
      api.db.transaction((tx) =>
        postTransaction(tx, { type: 'topup', amount: 1, description: words('ledger.demoTopUp'), entries }),
      );
    await expect(
      bad([
        { account: accountKeys.providerClearing, amount: -100 },
        { account: accountKeys.platformFees, amount: 99 },
      ]),
    ).rejects.toThrow('sum to zero');
    await expect(
      bad([
        { account: accountKeys.providerClearing, amount: -0.5 },
        { account: accountKeys.platformFees, amount: 0.5 },
      ]),
    ).rejects.toThrow('integer paise');
    await api.expectLedgerSound();
  });
});

describe('append-only ledger', () => {
  /** The database's own message for a statement (drivers wrap it in a 'Failed query' error). */
  async function refusal(statement: SQL): Promise<string> {
    try {
      await api.db.execute(statement);
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      return cause instanceof Error ? cause.message : String(cause);
    }
    return 'not refused';
  }

  it('the database refuses UPDATE, DELETE and TRUNCATE on transactions and entries', async () => {
    const { user } = await api.signup('creator');
    const wallet = accountKeys.wallet(user._id);
    const id = await api.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'topup',
        userId: user._id,
        amount: 700,
        description: words('ledger.demoTopUp'),
        entries: [
          { account: accountKeys.providerClearing, amount: -700 },
          { account: wallet, amount: 700 },
        ],
      }),
    );
    expect(await refusal(sql`update ledger_transactions set amount = 1 where id = ${id}`)).toBe(
      'UPDATE on ledger_transactions refused: the ledger is append-only',
    );
    expect(
      await refusal(sql`update ledger_transactions set created_at = now() - interval '1 day' where id = ${id}`),
    ).toBe('UPDATE on ledger_transactions refused: the ledger is append-only');
    expect(await refusal(sql`delete from ledger_transactions where id = ${id}`)).toBe(
      'DELETE on ledger_transactions refused: the ledger is append-only',
    );
    expect(await refusal(sql`update ledger_entries set amount = amount * 2 where transaction_id = ${id}`)).toBe(
      'UPDATE on ledger_entries refused: the ledger is append-only',
    );
    expect(await refusal(sql`delete from ledger_entries where transaction_id = ${id}`)).toBe(
      'DELETE on ledger_entries refused: the ledger is append-only',
    );
    expect(await refusal(sql`truncate ledger_entries, ledger_transactions`)).toBe(
      'TRUNCATE on ledger_entries refused: the ledger is append-only',
    );
    const entries = await queryRows<{ amount: string }>(
      api.db,
      sql`select amount::text as amount from ledger_entries where transaction_id = ${id} order by amount`,
    );
    expect(entries.map((e) => e.amount)).toEqual(['-700', '700']);
    expect(await balanceOf(api.db, wallet)).toBe(700);
    await api.expectLedgerSound();
  });

  it("the harness's back-dating lifts the refusal for that one statement only", async () => {
    const { user } = await api.signup('creator');
    const id = await api.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'topup',
        userId: user._id,
        amount: 300,
        description: words('ledger.demoTopUp'),
        entries: [
          { account: accountKeys.providerClearing, amount: -300 },
          { account: accountKeys.wallet(user._id), amount: 300 },
        ],
      }),
    );
    await api.backdateTransaction(id ?? '', '2024-03-10T20:00:00Z');
    const [row] = await queryRows<{ at: string }>(
      api.db,
      sql`select created_at::text as at from ledger_transactions where id = ${id}`,
    );
    expect(new Date(row?.at ?? '').toISOString()).toBe('2024-03-10T20:00:00.000Z');
    expect(await refusal(sql`update ledger_transactions set created_at = now() where id = ${id}`)).toBe(
      'UPDATE on ledger_transactions refused: the ledger is append-only',
    );
  });
});

describe('ledger audit cross-checks', () => {
  const ROLLBACK = new Error('rollback');
  /** Breaks the state inside one DB transaction, audits it there, and rolls it all back. */
  async function auditBroken(breakIt: (tx: Tx) => Promise<void>): Promise<string[]> {
    let problems: string[] = [];
    await expect(
      api.db.transaction(async (tx) => {
        await breakIt(tx);
        problems = await auditLedger(tx);
        throw ROLLBACK;
      }),
    ).rejects.toBe(ROLLBACK);
    return problems;
  }

  it('reports money in flight that does not match the withdrawals still requested', async () => {
    const clipper = await api.signup('user');
    const inFlight = await balanceOf(api.db, accountKeys.withdrawalsInFlight);
    const problems = await auditBroken(async (tx) => {
      // A request row without its hold posting.
      await tx
        .insert(withdrawals)
        .values({ userId: clipper.user._id, amount: 2500, upiId: 'x@upi', holdReason: 'manual' });
    });
    expect(problems).toEqual([`withdrawals in flight ${inFlight} != requested withdrawals ${inFlight + 2500}`]);
    await api.expectLedgerSound();
  });

  it('reports a withdrawal whose money did not move as its status says: paid with no payout, or returned twice over', async () => {
    const clipper = await api.signup('user');
    await fundWallet(api, clipper.user._id, 50);
    const { withdrawal } = await api.ok(
      'withdraw',
      { token: clipper.token, body: { amount: 20, upiId: 'audit@upi' } },
      201,
    );
    const problems = await auditBroken(async (tx) => {
      // Marked paid, and the amount moved back to the wallet as well: the money left and came back.
      await tx.update(withdrawals).set({ status: 'paid' }).where(eq(withdrawals.id, withdrawal._id));
      await postTransaction(tx, {
        type: 'withdrawal_returned',
        userId: clipper.user._id,
        amount: 2000,
        description: words('ledger.demoTopUp'),
        idempotencyKey: `withdrawal:${withdrawal._id}:return`,
        entries: [
          { account: accountKeys.withdrawalsInFlight, amount: -2000 },
          { account: accountKeys.wallet(clipper.user._id), amount: 2000 },
        ],
      });
    });
    expect(problems).toEqual([`withdrawal ${withdrawal._id} is paid but was paid 0, returned 1, rejected 0 times`]);
    await api.expectLedgerSound();
  });

  it('reports paid orders without their top-up, credited a different amount, and top-ups without a paid order', async () => {
    const { user } = await api.signup('creator');
    const wallet = accountKeys.wallet(user._id);
    const topupFor = (tx: Tx, paymentId: string, amount: number) =>
      postTransaction(tx, {
        type: 'topup',
        userId: user._id,
        amount,
        description: words('ledger.demoTopUp'),
        idempotencyKey: `payment:${paymentId}`,
        entries: [
          { account: accountKeys.providerClearing, amount: -amount },
          { account: wallet, amount },
        ],
      });
    let orphanId: string | null = null;
    const problems = await auditBroken(async (tx) => {
      await tx.insert(paymentOrders).values([
        {
          id: 'order_never_posted',
          userId: user._id,
          amount: 1000,
          status: 'paid',
          providerPaymentId: 'pay_never_posted',
        },
        {
          id: 'order_wrong_amount',
          userId: user._id,
          amount: 2000,
          status: 'paid',
          providerPaymentId: 'pay_wrong_amount',
        },
        { id: 'order_fine', userId: user._id, amount: 3000, status: 'paid', providerPaymentId: 'pay_fine' },
      ]);
      await topupFor(tx, 'pay_wrong_amount', 2001);
      await topupFor(tx, 'pay_fine', 3000);
      orphanId = await topupFor(tx, 'pay_without_order', 400);
    });
    expect(problems.sort()).toEqual(
      [
        'paid order order_never_posted has no top-up posting',
        'paid order order_wrong_amount of 2000 was credited 2001',
        `top-up ${orphanId ?? ''} (payment:pay_without_order) has no paid order`,
      ].sort(),
    );
    await api.expectLedgerSound();
  });
});
