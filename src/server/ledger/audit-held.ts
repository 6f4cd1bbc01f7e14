import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * The holdback's accounts (docs/trust.md#holdback): each clipper's held account holds exactly the net of
 * their approved clips still held (heldUntil set, not released), and only approved clips are ever held.
 */
export async function auditHeldEarnings(db: Db | Tx): Promise<string[]> {
  const problems: string[] = [];
  const mismatched = await queryRows<{ user_id: string; balance: string; held: string }>(
    db,
    sql`
    select coalesce(a.user_id, h.user_id)::text as user_id, coalesce(a.balance, 0)::text as balance,
           coalesce(h.held, 0)::text as held
    from (select user_id, balance from accounts where kind = 'held') a
    full outer join (
      select user_id, sum(net_paid) as held from clips
      where held_until is not null and released_at is null group by user_id
    ) h on h.user_id = a.user_id
    where coalesce(a.balance, 0) <> coalesce(h.held, 0)`,
  );
  for (const r of mismatched)
    problems.push(`held account of ${r.user_id} is ${r.balance} but its held clips' net is ${r.held}`);

  const notApproved = await queryRows<{ id: string; status: string }>(
    db,
    sql`
    select id, status from clips where held_until is not null and status <> 'approved'`,
  );
  for (const r of notApproved) problems.push(`clip ${r.id} is ${r.status} but has a holdback`);
  return problems;
}
