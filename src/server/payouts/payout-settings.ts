import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payoutSettings } from '../db/wallet-schema';

export type PayoutPolicy = { autoLimit: number; paused: boolean };

/** The admin's payout policy (docs/payouts.md#policy): its one row, which migration 0030 wrote. */
export async function readPayoutPolicy(db: Db | Tx): Promise<PayoutPolicy> {
  const [row] = await db
    .select({ autoLimit: payoutSettings.autoLimit, paused: payoutSettings.paused })
    .from(payoutSettings)
    .where(eq(payoutSettings.id, 1));
  if (!row) throw new Error('payout_settings has no row: run the migrations');
  return row;
}
