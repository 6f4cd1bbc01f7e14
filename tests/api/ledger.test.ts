import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { auditLedger } from '../../src/server/ledger/audit';
import { postTransaction } from '../../src/server/ledger/post';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
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
        description: 'Top-up',
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
        description: 'Too much',
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
      description: 'Top-up',
      idempotencyKey: `payment:${user._id}`,
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
      api.db.transaction((tx) => postTransaction(tx, { type: 'topup', amount: 1, description: 'x', entries }));
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
