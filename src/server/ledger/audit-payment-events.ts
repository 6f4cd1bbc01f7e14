import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * Refunds and lost disputes (payments/record-reversal.ts): each recovered amount is exactly one posting
 * keyed `<kind>:<ref>` from that creator's wallet, every such posting has its record, and no payment has
 * been taken back for more than its top-up credited.
 */
export async function auditPaymentEvents(db: Db | Tx): Promise<string[]> {
  const problems: string[] = [];
  const unmatched = await queryRows<{ ref: string; recovered: string; posted: string | null }>(
    db,
    sql`
    select e.provider_ref as ref, e.recovered::text as recovered, t.amount::text as posted
    from payment_events e
    left join ledger_transactions t on t.idempotency_key = e.kind || ':' || e.provider_ref
    where (e.recovered > 0 and (t.id is null or t.amount <> e.recovered or t.user_id is distinct from e.user_id))
       or (e.recovered = 0 and t.id is not null)`,
  );
  for (const r of unmatched)
    problems.push(`payment event ${r.ref} recovered ${r.recovered} but its posting is ${r.posted ?? 'missing'}`);

  const orphans = await queryRows<{ key: string }>(
    db,
    sql`
    select t.idempotency_key as key from ledger_transactions t
    left join payment_events e on t.idempotency_key = e.kind || ':' || e.provider_ref
    where t.type in ('payment_refund', 'dispute_lost') and e.id is null`,
  );
  for (const r of orphans) problems.push(`posting ${r.key} has no payment event`);

  const over = await queryRows<{ id: string; amount: string; taken: string }>(
    db,
    sql`
    select o.id, o.amount::text as amount, sum(e.recovered + e.unrecovered)::text as taken
    from payment_events e join payment_orders o on o.id = e.order_id
    group by o.id having sum(e.recovered + e.unrecovered) > o.amount`,
  );
  for (const r of over) problems.push(`order ${r.id} of ${r.amount} was taken back ${r.taken}`);
  return problems;
}
