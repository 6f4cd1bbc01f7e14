import { eq, sql } from 'drizzle-orm';
import type { CreatorWallet } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { accountKeys, balanceOf } from '../ledger/accounts';
import { estimatedPendingPayouts } from '../clips/pending-estimates';
import { walletHistory } from './wallet-history';

/**
 * The creator wallet: balance, gross paid from their campaigns (deleted ones too: that money was paid),
 * estimated gross of pending clips, and the wallet's own history.
 */
export async function creatorWallet(db: Db | Tx, creatorId: string): Promise<CreatorWallet> {
  const walletKey = accountKeys.wallet(creatorId);
  const [spent] = await db
    .select({ total: sql<number>`coalesce(sum(${campaigns.amountSpent}), 0)`.mapWith(Number) })
    .from(campaigns)
    .where(eq(campaigns.creatorId, creatorId));
  return {
    availableBalance: await balanceOf(db, walletKey),
    totalSpent: spent?.total ?? 0,
    pendingPayouts: await estimatedPendingPayouts(db, creatorId),
    transactions: await walletHistory(db, walletKey),
  };
}
