import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { LiveNotice } from '../../../schemas/events';
import type { Locale } from '../../../schemas/locale';
import { formatRupees } from '../../../schemas/money';
import type { Db } from '../db/client';
import { translate } from '../i18n/catalogue';
import { withdrawals } from '../db/wallet-schema';

/** As a clip's notices: only while recent, so a later change naming the clipper does not repeat an old one. */
const RECENT_MS = 10 * 60_000;

/**
 * A clipper's withdrawals paid or returned in the last minutes, as the bell says them in the clipper's language
 * (docs/payouts.md#states):
 * read when a change names the clipper (a payout's state change always does), keyed so the bell keeps each once.
 */
export async function withdrawalNotices(db: Db, clipperId: string, now: Date, locale: Locale): Promise<LiveNotice[]> {
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
      ? translate(locale, 'withdrawalPaidNotice', { amount, utr: w.reference })
      : translate(locale, 'email.noticeWithdrawalPaid', { amount });
    const returned = w.note
      ? translate(locale, 'withdrawalReturnedNotice', { amount, reason: w.note })
      : translate(locale, 'email.noticeWithdrawalReturned', { amount });
    const text = w.status === 'paid' ? paid : returned;
    return [{ key: `withdrawal:${w.id}:${w.status}`, text, at: w.at.toISOString() }];
  });
}
