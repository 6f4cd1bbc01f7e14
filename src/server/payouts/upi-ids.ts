import { and, desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Locale } from '../../../schemas/locale';
import type { savedUpiIdsResponse, validateUpiIdResponse } from '../../../schemas/payouts';
import type { Db, Tx } from '../db/client';
import { savedUpiIds } from '../db/wallet-schema';
import type { SessionUser } from '../deps';
import { translate } from '../i18n/catalogue';
import type { PayoutGateway } from './payout-gateway';

/** A clipper's saved UPI IDs, most recently used first, and whether each was paid to before. */
export async function listSavedUpiIds(
  db: Db | Tx,
  clipperId: string,
): Promise<z.output<typeof savedUpiIdsResponse>['upiIds']> {
  const rows = await db
    .select({
      address: savedUpiIds.address,
      registeredName: savedUpiIds.registeredName,
      lastUsedAt: savedUpiIds.lastUsedAt,
      // Qualified by hand: inside the subquery an unqualified column would be the withdrawal's own.
      paidBefore: sql<boolean>`exists (select 1 from withdrawals w where w.user_id = saved_upi_ids.user_id
        and w.upi_id = saved_upi_ids.address and w.status = 'paid')`,
    })
    .from(savedUpiIds)
    .where(eq(savedUpiIds.userId, clipperId))
    .orderBy(desc(savedUpiIds.lastUsedAt))
    .limit(20);
  return rows.map((r) => ({ ...r, lastUsedAt: r.lastUsedAt.toISOString() }));
}

/**
 * Asks the payout provider whose UPI ID this is (docs/payouts.md#upi-ids), with no DB transaction open, so the
 * web app can ask "Pay to RAVI KUMAR (ravi@okaxis)?" (in `locale`) before sending. Manual payouts have no provider
 * to ask.
 */
export async function checkUpiId(
  payouts: PayoutGateway | null,
  clipper: SessionUser,
  upiId: string,
  locale: Locale,
): Promise<z.output<typeof validateUpiIdResponse>> {
  const unavailable = translate(locale, 'upiCheckUnavailable');
  if (!payouts) return { upiId, verdict: 'unavailable', registeredName: null, message: unavailable };
  const check = await payouts.validateVpa({
    address: upiId,
    contact: { name: clipper.name, email: clipper.email, referenceId: clipper.id },
  });
  switch (check.verdict) {
    case 'valid':
      return {
        upiId,
        verdict: 'valid',
        registeredName: check.registeredName,
        message: translate(locale, 'payToName', { name: check.registeredName, upiId }),
      };
    case 'invalid':
      return { upiId, verdict: 'invalid', registeredName: null, message: translate(locale, 'upiIdNotFound') };
    case 'unavailable':
      return { upiId, verdict: 'unavailable', registeredName: null, message: unavailable };
  }
}

/** Keeps the name a valid check gave, on the clipper's saved UPI ID (made if new). */
export async function rememberUpiName(tx: Tx, clipperId: string, upiId: string, name: string): Promise<void> {
  await tx
    .insert(savedUpiIds)
    .values({ userId: clipperId, address: upiId, registeredName: name, validatedAt: new Date() })
    .onConflictDoUpdate({
      target: [savedUpiIds.userId, savedUpiIds.address],
      set: { registeredName: name, validatedAt: new Date() },
      where: and(eq(savedUpiIds.userId, clipperId), eq(savedUpiIds.address, upiId)),
    });
}
