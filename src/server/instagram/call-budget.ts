import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { instagramAccounts } from '../db/instagram-schema';

const HOUR_MS = 3_600_000;

/** The start of the hour `now` is in: each account's budget is counted per clock hour. */
export const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Takes one call from the account's budget for this hour (INSTAGRAM_CALLS_PER_HOUR; docs/trust.md#instagram), in
 * one statement so two processes cannot both take the last one. False when the hour's budget is spent.
 */
export async function takeCall(db: Db | Tx, userId: string, perHour: number, now: Date): Promise<boolean> {
  const hour = hourOf(now);
  const sameHour = sql`${instagramAccounts.callsHour} = ${hour.toISOString()}::timestamptz`;
  const taken = await db
    .update(instagramAccounts)
    .set({
      callsMade: sql`case when ${sameHour} then ${instagramAccounts.callsMade} + 1 else 1 end`,
      callsHour: hour,
    })
    .where(
      and(
        eq(instagramAccounts.userId, userId),
        or(
          isNull(instagramAccounts.callsHour),
          ne(instagramAccounts.callsHour, hour),
          lte(instagramAccounts.callsMade, perHour - 1),
        ),
      ),
    )
    .returning({ userId: instagramAccounts.userId });
  return taken.length > 0;
}
