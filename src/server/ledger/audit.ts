import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * Checks the whole ledger: every transaction sums to zero, every cached balance equals the sum of its
 * entries, no non-negative account is below zero, all balances together sum to zero, and every live
 * campaign's escrow equals its remaining budget. Returns the problems found (empty when sound).
 */
export async function auditLedger(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ transaction_id: string; total: string }>(db, sql`
    select transaction_id, sum(amount)::text as total from ledger_entries group by transaction_id having sum(amount) <> 0`);
  for (const r of unbalanced) problems.push(`transaction ${r.transaction_id} sums to ${r.total}`);

  const empty = await queryRows<{ id: string }>(db, sql`
    select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    where e.id is null`);
  for (const r of empty) problems.push(`transaction ${r.id} has no entries`);

  const drift = await queryRows<{ key: string; balance: string; total: string }>(db, sql`
    select a.key, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`);
  for (const r of drift) problems.push(`account ${r.key} caches ${r.balance} but its entries sum to ${r.total}`);

  const negative = await queryRows<{ key: string; balance: string }>(db, sql`
    select key, balance::text as balance from accounts where not allow_negative and balance < 0`);
  for (const r of negative) problems.push(`account ${r.key} is negative: ${r.balance}`);

  const total = await queryRows<{ total: string }>(db, sql`select coalesce(sum(balance), 0)::text as total from accounts`);
  if (total[0] && total[0].total !== '0') problems.push(`all balances sum to ${total[0].total}`);

  const escrow = await queryRows<{ id: string; remaining: string; balance: string }>(db, sql`
    select c.id, (case when c.deleted_at is null then c.total_budget - c.amount_spent else 0 end)::text as remaining,
           coalesce(a.balance, 0)::text as balance
    from campaigns c left join accounts a on a.key = 'escrow:' || c.id::text
    where coalesce(a.balance, 0) <> (case when c.deleted_at is null then c.total_budget - c.amount_spent else 0 end)`);
  for (const r of escrow) problems.push(`campaign ${r.id} escrow ${r.balance} != remaining ${r.remaining}`);
  return problems;
}
