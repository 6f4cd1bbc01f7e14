import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { accountKeys } from './accounts';
import { auditClipperFigures, auditCreatorFigures } from './clipper-figures-recount';
import { auditHeldEarnings } from './audit-held';
import { auditPaymentEvents } from './audit-payment-events';
import { auditPlatformDays } from './platform-days';
import { readPlatformTotals, recomputePlatformTotals } from './platform-totals';

/**
 * Checks the whole ledger: every transaction sums to zero, every cached balance equals the sum of its
 * entries, no non-negative account is below zero, all balances together sum to zero, every live
 * campaign's escrow equals its remaining budget, the money in flight equals the withdrawal requests not yet
 * settled, paid payment orders and their top-up postings match one to one, each held account holds its clips
 * still in their holdback, and the running figures the
 * reads use (platform totals, participant counts, approved views, clippers' figures per campaign) equal a recount. Returns the problems
 * found (empty when sound).
 */
export async function auditLedger(db: Db | Tx): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ transaction_id: string; total: string }>(
    db,
    sql`
    select transaction_id, sum(amount)::text as total from ledger_entries group by transaction_id having sum(amount) <> 0`,
  );
  for (const r of unbalanced) problems.push(`transaction ${r.transaction_id} sums to ${r.total}`);

  const empty = await queryRows<{ id: string }>(
    db,
    sql`
    select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    where e.id is null`,
  );
  for (const r of empty) problems.push(`transaction ${r.id} has no entries`);

  const drift = await queryRows<{ key: string; balance: string; total: string }>(
    db,
    sql`
    select a.key, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  for (const r of drift) problems.push(`account ${r.key} caches ${r.balance} but its entries sum to ${r.total}`);

  const negative = await queryRows<{ key: string; balance: string }>(
    db,
    sql`
    select key, balance::text as balance from accounts where not allow_negative and balance < 0`,
  );
  for (const r of negative) problems.push(`account ${r.key} is negative: ${r.balance}`);

  const total = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as total from accounts`,
  );
  if (total[0] && total[0].total !== '0') problems.push(`all balances sum to ${total[0].total}`);

  const escrow = await queryRows<{ id: string; remaining: string; balance: string }>(
    db,
    sql`
    select c.id, (case when c.deleted_at is null then c.total_budget - c.amount_spent else 0 end)::text as remaining,
           coalesce(a.balance, 0)::text as balance
    from campaigns c left join accounts a on a.key = 'escrow:' || c.id::text
    where coalesce(a.balance, 0) <> (case when c.deleted_at is null then c.total_budget - c.amount_spent else 0 end)`,
  );
  for (const r of escrow) problems.push(`campaign ${r.id} escrow ${r.balance} != remaining ${r.remaining}`);

  problems.push(
    ...(await auditWithdrawalsInFlight(db)),
    ...(await auditPaidOrders(db)),
    ...(await auditPaymentEvents(db)),
    ...(await auditHeldEarnings(db)),
    ...(await auditRunningTotals(db)),
    ...(await auditClipperFigures(db)),
    ...(await auditCreatorFigures(db)),
  );
  return problems;
}

/**
 * The in-flight account holds exactly the clipper withdrawals not settled yet (waiting for an admin, or with the
 * payout provider); and each withdrawal's money moved as its state says, once (docs/payouts.md#ledger): a paid one
 * left flight for payout clearing and never came back, a returned one came back to the wallet once, a rejected one
 * was returned by the admin, and an open one has done neither.
 */
async function auditWithdrawalsInFlight(db: Db | Tx): Promise<string[]> {
  const rows = await queryRows<{ balance: string; requested: string }>(
    db,
    sql`
    select coalesce((select balance from accounts where key = ${accountKeys.withdrawalsInFlight}), 0)::text as balance,
           coalesce((select sum(amount) from withdrawals where status in ('requested', 'sending')), 0)::text
             as requested`,
  );
  const problems: string[] = [];
  const row = rows[0];
  if (row && row.balance !== row.requested)
    problems.push(`withdrawals in flight ${row.balance} != requested withdrawals ${row.requested}`);
  const moved = await queryRows<{ id: string; status: string; paid: number; returned: number; rejected: number }>(
    db,
    sql`
    select w.id, w.status,
      count(*) filter (where t.type = 'withdrawal_paid')::int as paid,
      count(*) filter (where t.type = 'withdrawal_returned')::int as returned,
      count(*) filter (where t.type = 'withdrawal_rejected')::int as rejected
    from withdrawals w
    left join ledger_transactions t
      on t.idempotency_key in ('withdrawal:' || w.id || ':settle', 'withdrawal:' || w.id || ':return')
    group by w.id, w.status
    having not (case w.status
      when 'paid' then count(*) filter (where t.type = 'withdrawal_paid') = 1
        and count(*) filter (where t.type <> 'withdrawal_paid') = 0
      when 'returned' then count(*) filter (where t.type = 'withdrawal_returned') = 1
        and count(*) filter (where t.type = 'withdrawal_rejected') = 0
      when 'rejected' then count(*) filter (where t.type = 'withdrawal_rejected') = 1 and count(t.id) = 1
      else count(t.id) = 0 end)`,
  );
  for (const r of moved)
    problems.push(
      `withdrawal ${r.id} is ${r.status} but was paid ${r.paid}, returned ${r.returned}, rejected ${r.rejected} times`,
    );
  return problems;
}

/**
 * A paid order has exactly one top-up posting, keyed by its payment id (credit-topup.ts), for its stored
 * amount and owner; and every such posting belongs to a paid order.
 */
async function auditPaidOrders(db: Db | Tx): Promise<string[]> {
  const problems: string[] = [];
  const unmatched = await queryRows<{
    id: string;
    amount: string;
    posted: string | null;
    user_matches: boolean | null;
  }>(
    db,
    sql`
    select o.id, o.amount::text as amount, t.amount::text as posted, (t.user_id = o.user_id) as user_matches
    from payment_orders o
    left join ledger_transactions t on t.type = 'topup' and t.idempotency_key = 'payment:' || o.provider_payment_id
    where o.status = 'paid'
      and (t.id is null or t.amount <> o.amount or t.user_id is distinct from o.user_id)`,
  );
  for (const r of unmatched) {
    if (r.posted === null) problems.push(`paid order ${r.id} has no top-up posting`);
    else if (r.posted !== r.amount) problems.push(`paid order ${r.id} of ${r.amount} was credited ${r.posted}`);
    else problems.push(`paid order ${r.id} was credited to another user`);
  }

  const orphans = await queryRows<{ id: string; key: string }>(
    db,
    sql`
    select t.id, t.idempotency_key as key from ledger_transactions t
    left join payment_orders o on o.status = 'paid' and t.idempotency_key = 'payment:' || o.provider_payment_id
    where t.idempotency_key like 'payment:%' and o.id is null`,
  );
  for (const r of orphans) problems.push(`top-up ${r.id} (${r.key}) has no paid order`);
  return problems;
}

/** The running figures the reads use instead of scans, each against a recount from the tables. */
async function auditRunningTotals(db: Db | Tx): Promise<string[]> {
  const problems: string[] = [];
  const stored = await readPlatformTotals(db);
  const recomputed = await recomputePlatformTotals(db);
  for (const key of Object.keys(recomputed) as (keyof typeof recomputed)[]) {
    if (stored[key] !== recomputed[key])
      problems.push(`platform total ${key} is ${stored[key]} but recounts to ${recomputed[key]}`);
  }

  const counts = await queryRows<{ id: string; stored: number; counted: number }>(
    db,
    sql`
    select c.id, c.participants_count as stored, count(p.user_id)::int as counted
    from campaigns c left join campaign_participants p on p.campaign_id = c.id
    group by c.id having c.participants_count <> count(p.user_id)`,
  );
  for (const r of counts) problems.push(`campaign ${r.id} participants_count ${r.stored} != ${r.counted} participants`);

  const views = await queryRows<{ id: string; stored: string; counted: string }>(
    db,
    sql`
    select c.id, c.approved_views::text as stored, coalesce(sum(k.confirmed_views), 0)::text as counted
    from campaigns c left join clips k on k.campaign_id = c.id and k.status = 'approved'
    group by c.id having c.approved_views <> coalesce(sum(k.confirmed_views), 0)`,
  );
  for (const r of views) problems.push(`campaign ${r.id} approved_views ${r.stored} != ${r.counted} confirmed views`);

  const creators = await queryRows<{ id: string }>(
    db,
    sql`
    select k.id from clips k join campaigns c on c.id = k.campaign_id where k.creator_id <> c.creator_id`,
  );
  for (const r of creators) problems.push(`clip ${r.id} names another creator than its campaign's`);
  problems.push(...(await auditPlatformDays(db)));
  return problems;
}
