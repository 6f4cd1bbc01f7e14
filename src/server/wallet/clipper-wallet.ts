import { desc, eq } from 'drizzle-orm';
import { WALLET_HISTORY_LIMIT, type ClipperWallet } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import { accountKeys, balanceOf } from '../ledger/accounts';
import { clipperFiguresOf } from '../clips/clipper-figures';
import { heldPayoutsOf } from './held-payouts';
import { walletHistory } from './wallet-history';
import { selectWithdrawals, toWithdrawal } from './withdrawal-view';

/**
 * The clipper wallet: net earned from approved clips, estimated net of pending clips, the balance that
 * can be withdrawn (held withdrawals have already left it), their withdrawal requests and history.
 */
export async function clipperWallet(db: Db | Tx, clipperId: string): Promise<ClipperWallet> {
  const walletKey = accountKeys.wallet(clipperId);
  const { totalEarned, pendingAmount } = await clipperFiguresOf(db, clipperId);
  const requests = await selectWithdrawals(db)
    .where(eq(withdrawals.userId, clipperId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(WALLET_HISTORY_LIMIT);
  return {
    totalEarnings: totalEarned,
    pendingEarnings: pendingAmount,
    availableToWithdraw: await balanceOf(db, walletKey),
    heldEarnings: await balanceOf(db, accountKeys.held(clipperId)),
    holds: await heldPayoutsOf(db, clipperId),
    withdrawals: requests.map(toWithdrawal),
    transactions: await walletHistory(db, walletKey),
  };
}
