import { count, eq } from 'drizzle-orm';
import type { AdminStats } from '../../../schemas/admin';
import type { Db, Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import { accountKeys, balanceOf } from '../ledger/accounts';
import { readPlatformTotals } from '../ledger/platform-totals';

/**
 * The admin dashboard's figures, from the running totals the ledger's posting code and signup, campaign
 * create and delete keep (no scan of the ledger or the tables): money in is what verified top-ups credited
 * to wallets, payouts out the net that approvals credited to clippers (held or withdrawable, less what
 * holdback adjustments took back; the 12% fee goes to the platform), fees earned the fee account's credits
 * less fees returned by adjustments, fees withdrawn the admin's withdrawals, and the admin balance is that
 * account's balance. The withdrawals waiting, with the payout provider and returned by it are counted.
 */
export async function platformStats(db: Db | Tx): Promise<AdminStats> {
  const totals = await readPlatformTotals(db);
  // The queue's length, counted on the (status, created_at, id) index: it stays short, as the admin pays it down.
  const [queue] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'requested'));
  // Payouts by state: those on their way (a partial index), those returned (the status index).
  const [sending] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'sending'));
  const [returned] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'returned'));
  return {
    creatorsCount: totals.creatorsCount,
    clippersCount: totals.clippersCount,
    campaignsCount: totals.campaignsCount,
    totalMoneyIn: totals.moneyIn,
    totalPayoutsOut: totals.payoutsOut,
    adminWalletBalance: await balanceOf(db, accountKeys.platformFees),
    totalFeesEarned: totals.feesEarned,
    totalFeesWithdrawn: totals.feesWithdrawn,
    pendingWithdrawalsCount: queue?.n ?? 0,
    sendingWithdrawalsCount: sending?.n ?? 0,
    returnedWithdrawalsCount: returned?.n ?? 0,
  };
}
