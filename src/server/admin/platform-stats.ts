import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../../schemas/admin';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { accountKeys } from '../ledger/accounts';

/** Paise credited to wallets by transactions of one type (bigint sums travel as text, then exact numbers). */
const creditedToWallets = (type: 'topup' | 'payout') => sql`
  (select coalesce(sum(e.amount), 0)::text
   from ledger_transactions t
   join ledger_entries e on e.transaction_id = t.id
   join accounts a on a.id = e.account_id
   where t.type = ${type} and a.kind = 'wallet')`;

/** Paise the platform fee account was credited (its fees) or debited (the admin's withdrawals). */
const platformFeeSum = (direction: 'credits' | 'debits') => sql`
  (select coalesce(abs(sum(e.amount)), 0)::text
   from ledger_entries e
   join accounts a on a.id = e.account_id
   where a.key = ${accountKeys.platformFees} and ${direction === 'credits' ? sql`e.amount > 0` : sql`e.amount < 0`})`;

/**
 * The admin dashboard's six figures, read from the ledger itself: money in is what verified top-ups
 * credited to creator wallets, payouts out is the net that payouts credited to clipper wallets (the
 * 12% fee goes to the platform), and the admin balance is the platform fee account. Fees earned and
 * withdrawn are that account's credits and debits, so what the platform earned survives a withdrawal.
 */
export async function platformStats(tx: Tx): Promise<AdminStats> {
  const [row] = await queryRows<{
    creators: number;
    clippers: number;
    campaigns: number;
    money_in: string;
    payouts_out: string;
    fees: string;
    fees_earned: string;
    fees_withdrawn: string;
  }>(
    tx,
    sql`select
      (select count(*)::int from users where role = 'creator') as creators,
      (select count(*)::int from users where role = 'user') as clippers,
      (select count(*)::int from campaigns where deleted_at is null) as campaigns,
      ${creditedToWallets('topup')} as money_in,
      ${creditedToWallets('payout')} as payouts_out,
      (select coalesce(max(balance), 0)::text from accounts where key = ${accountKeys.platformFees}) as fees,
      ${platformFeeSum('credits')} as fees_earned,
      ${platformFeeSum('debits')} as fees_withdrawn`,
  );
  if (!row) throw new Error('The stats query returned no row');
  return {
    creatorsCount: row.creators,
    clippersCount: row.clippers,
    campaignsCount: row.campaigns,
    totalMoneyIn: Number(row.money_in),
    totalPayoutsOut: Number(row.payouts_out),
    adminWalletBalance: Number(row.fees),
    totalFeesEarned: Number(row.fees_earned),
    totalFeesWithdrawn: Number(row.fees_withdrawn),
  };
}
