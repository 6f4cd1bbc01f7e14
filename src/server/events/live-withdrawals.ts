import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { LiveNotice } from '../../../schemas/events';
import { formatRupees } from '../../../schemas/money';
import type { Db } from '../db/client';
import { withdrawals } from '../db/wallet-schema';

/** As a clip's notices: only while recent, so a later change naming the clipper does not repeat an old one. */
const RECENT_MS = 10 * 60_000;

/**
 * A clipper's withdrawals paid or returned in the last minutes, as the bell says them (docs/payouts.md#states):
 * read when a change names the clipper (a payout's state change always does), keyed so the bell keeps each once.
 */
export async function withdrawalNotices(db: Db, clipperId: string, now: Date): Promise<LiveNotice[]> {
  const rows = await db
    .select({
      id: withdrawals.id,
      amount: withdrawals.amount,
      status: withdrawals.status,
      reference: withdrawals.reference,
      note: withdrawals.payoutNote,
      at: withdrawals.processedAt,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, clipperId),
        inArray(withdrawals.status, ['paid', 'returned']),
        gte(withdrawals.processedAt, new Date(now.getTime() - RECENT_MS)),
      ),
    )
    .orderBy(desc(withdrawals.processedAt))
    .limit(5);
  return rows.flatMap((w) => {
    if (!w.at) return [];
    const amount = formatRupees(w.amount);
    const paid = w.reference
      ? `Your withdrawal of ${amount} was paid (UTR ${w.reference}).`
      : `Your withdrawal of ${amount} was paid.`;
    const returned = w.note
      ? `Your withdrawal of ${amount} was returned to your wallet: ${w.note}`
      : `Your withdrawal of ${amount} was returned to your wallet.`;
    const text = w.status === 'paid' ? paid : returned;
    return [{ key: `withdrawal:${w.id}:${w.status}`, text, at: w.at.toISOString() }];
  });
}
