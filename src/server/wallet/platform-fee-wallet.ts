import { and, asc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminWallet } from '../../../schemas/admin';
import { formatRupees } from '../../../schemas/money';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { accounts } from '../db/ledger-schema';
import { said, unprocessable } from '../refusals';
import { accountKeys, balanceOf, rowsOfAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { accountHistory } from './wallet-history';
import { inEnglish, words } from '../i18n/catalogue';
import { FEE_SHARE } from '../../../schemas/payout-math';

/**
 * The fee share of payouts not yet released (docs/trust.md#holdback): an adjustment may still return it to
 * its campaign, so the admin may not withdraw it.
 */
export async function heldPayoutFees(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${clips.feePaid}), 0)::text` })
    .from(clips)
    .where(and(isNotNull(clips.heldUntil), isNull(clips.releasedAt)));
  return Number(row?.total ?? 0);
}
const FEE_LINE = { taken: 'ledger.adminFeeTaken', returned: 'ledger.adminFeeReturned' } as const;

/**
 * The admin wallet: the platform fee account's balance, what of it may be withdrawn now, and its lines, fee credits (+) shown as
 * 'platform_fee' and fee withdrawals (-) as 'withdrawal'.
 */
export async function platformFeeWallet(db: Db | Tx): Promise<AdminWallet> {
  const rows = await accountHistory(db, accountKeys.platformFees);
  const currentBalance = await balanceOf(db, accountKeys.platformFees);
  return {
    currentBalance,
    withdrawableBalance: Math.max(0, currentBalance - (await heldPayoutFees(db))),
    transactions: rows.map((row) => {
      // A payout's description names the clip and campaign; here the line is the fee taken from it (or returned).
      const feeLine = row.type === 'payout' ? 'taken' : row.type === 'payout_adjustment' ? 'returned' : null;
      return {
        _id: row.id,
        // A payout adjustment returns part of a fee to its campaign: a fee line going down, not a withdrawal.
        type: row.amount >= 0 || row.type === 'payout_adjustment' ? 'platform_fee' : 'withdrawal',
        amount: row.amount,
        description: feeLine
          ? inEnglish(words(FEE_LINE[feeLine], { share: FEE_SHARE, description: row.description }))
          : row.description,
        descriptionSaid: row.descriptionSaid,
        feeLine,
        timestamp: row.createdAt.toISOString(),
      };
    }),
  };
}

/**
 * The admin takes collected fees out: platform fees -> payout clearing; 422 above the balance, or above what
 * is free of held payouts' fees. The fee account (all its slots) is locked first, so the held fees read next include every
 * approval or adjustment that moved it before (each posts to it before writing its clip).
 */
export async function withdrawPlatformFees(tx: Tx, adminId: string, amount: number): Promise<AdminWallet> {
  const slots = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(rowsOfAccount(accountKeys.platformFees))
    .orderBy(asc(accounts.key))
    .for('update');
  const balance = slots.reduce((sum, slot) => sum + slot.balance, 0);
  const held = await heldPayoutFees(tx);
  if (held > 0 && amount > balance - held)
    throw unprocessable(
      said('feesHeld', { free: formatRupees(Math.max(0, balance - held)), held: formatRupees(held) }),
    );
  await postTransaction(tx, {
    type: 'fee_withdrawal',
    userId: adminId,
    amount,
    description: words('ledger.feeWithdrawal'),
    entries: [
      { account: accountKeys.platformFees, amount: -amount },
      { account: accountKeys.payoutClearing, amount },
    ],
    insufficientMessage: 'insufficientFeeBalance',
  });
  return platformFeeWallet(tx);
}
