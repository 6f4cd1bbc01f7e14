import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { youtubeQuota } from '../db/trust-schema';

const PACIFIC_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The quota day of `now`: YouTube resets its quota at midnight Pacific time, so the day is the Pacific date. */
export function quotaDay(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return PACIFIC_DATE.format(now);
}

/**
 * Takes one unit of today's budget, in one statement so that every process shares the count and none takes
 * the last unit twice. False when the budget is spent (nothing is taken then).
 */
export async function takeQuotaUnit(db: Db, budget: number, now: Date): Promise<boolean> {
  if (budget < 1) return false;
  const taken = await db
    .insert(youtubeQuota)
    .values({ day: quotaDay(now), unitsUsed: 1 })
    .onConflictDoUpdate({
      target: youtubeQuota.day,
      set: { unitsUsed: sql`${youtubeQuota.unitsUsed} + 1` },
      setWhere: sql`${youtubeQuota.unitsUsed} + 1 <= ${budget}`,
    })
    .returning({ unitsUsed: youtubeQuota.unitsUsed });
  return taken.length === 1;
}

/** YouTube said today's quota is gone (it counts more than we do, e.g. another app on the key): spend the rest. */
export async function spendAllQuota(db: Db, budget: number, now: Date): Promise<void> {
  await db
    .insert(youtubeQuota)
    .values({ day: quotaDay(now), unitsUsed: budget })
    .onConflictDoUpdate({
      target: youtubeQuota.day,
      set: { unitsUsed: sql`greatest(${youtubeQuota.unitsUsed}, ${budget})` },
    });
}

/** Units of `budget` still unspent on the quota day of `now`. */
export async function quotaLeft(db: Db, budget: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ unitsUsed: youtubeQuota.unitsUsed })
    .from(youtubeQuota)
    .where(eq(youtubeQuota.day, quotaDay(now)));
  return Math.max(0, budget - (row?.unitsUsed ?? 0));
}
