import { eq, sql } from 'drizzle-orm';
import { NOT_FOUND } from '../../../schemas/route-kit';
import type { Withdrawal } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { withdrawals } from '../db/wallet-schema';

export const WITHDRAWAL_NOT_FOUND = NOT_FOUND.withdrawal;

const withdrawalColumns = {
  id: withdrawals.id,
  amount: withdrawals.amount,
  upiId: withdrawals.upiId,
  status: withdrawals.status,
  reference: withdrawals.reference,
  createdAt: withdrawals.createdAt,
  processedAt: withdrawals.processedAt,
  holdReason: withdrawals.holdReason,
  payoutState: withdrawals.payoutState,
  payoutNote: withdrawals.payoutNote,
  payoutNoteSaid: withdrawals.payoutNoteSaid,
  payoutId: withdrawals.payoutId,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  // The admin who decided it (docs/accounts.md#audit).
  decidedBy: sql<string | null>`(select u.name from admin_audit a join users u on u.id = a.actor_id
    where a.object_type = 'withdrawal' and a.object_id = ${withdrawals.id}::text
    order by a.created_at desc, a.id desc limit 1)`,
  /** createdAt as Postgres wrote it (microseconds), for keyset cursors: a JS Date would round it. */
  cursorAt: sql<string>`${withdrawals.createdAt}::text`,
};

/** `select withdrawalColumns from withdrawals` joined to the clipper; add where/order. */
export function selectWithdrawals(db: Db | Tx) {
  return db.select(withdrawalColumns).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId));
}

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['execute']>>[number];

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    _id: row.id,
    amount: row.amount,
    upiId: row.upiId,
    status: row.status,
    reference: row.reference,
    holdReason: row.status === 'requested' ? row.holdReason : null,
    // The provider's words on a returned payout, or on the failed send an admin is asked to look at.
    returnReason:
      row.status === 'returned' || (row.status === 'requested' && row.holdReason === 'send_failed')
        ? row.payoutNote
        : null,
    returnReasonSaid: row.status === 'returned' ? row.payoutNoteSaid : null,
    payoutState: row.payoutState,
    payoutId: row.payoutId,
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
    decidedBy: row.decidedBy,
  };
}

export async function readWithdrawal(db: Db | Tx, id: string): Promise<Withdrawal | null> {
  const [row] = await selectWithdrawals(db).where(eq(withdrawals.id, id));
  return row ? toWithdrawal(row) : null;
}
