import type { AdminWallet } from '../../../schemas/admin';
import type { Db, Tx } from '../db/client';
import { accountKeys, balanceOf } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { accountHistory } from './wallet-history';

export const INSUFFICIENT_FEE_BALANCE = 'Insufficient balance for withdrawal';
export const FEE_WITHDRAWAL_DONE = 'Withdrawal processed successfully.';

/**
 * The admin wallet: the platform fee account's balance and its lines, fee credits (+) shown as
 * 'platform_fee' and fee withdrawals (-) as 'withdrawal'.
 */
export async function platformFeeWallet(db: Db | Tx): Promise<AdminWallet> {
  const rows = await accountHistory(db, accountKeys.platformFees);
  return {
    currentBalance: await balanceOf(db, accountKeys.platformFees),
    transactions: rows.map((row) => ({
      _id: row.id,
      type: row.amount >= 0 ? 'platform_fee' : 'withdrawal',
      amount: row.amount,
      // A payout's description names the clip and campaign; here the line is the fee taken from it.
      description: row.type === 'payout' ? `Admin fee (12%): ${row.description}` : row.description,
      timestamp: row.createdAt.toISOString(),
    })),
  };
}

/** The admin takes collected fees out: platform fees -> payout clearing; 422 above the balance. */
export async function withdrawPlatformFees(tx: Tx, adminId: string, amount: number): Promise<AdminWallet> {
  await postTransaction(tx, {
    type: 'fee_withdrawal',
    userId: adminId,
    amount,
    description: 'Admin fee withdrawal',
    entries: [
      { account: accountKeys.platformFees, amount: -amount },
      { account: accountKeys.payoutClearing, amount },
    ],
    insufficientMessage: INSUFFICIENT_FEE_BALANCE,
  });
  return platformFeeWallet(tx);
}
