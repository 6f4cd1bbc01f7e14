import { and, asc, isNull, lte } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { instagramAccounts } from '../db/instagram-schema';
import { InstagramError } from '../instagram/instagram-client';
import { markTokenFailed } from '../instagram/reel-lookup';
import type { SchedulerJob } from './scheduler';

const DAY_MS = 24 * 3_600_000;
/**
 * A 60-day token is refreshed once it has this little left: well after the 24 hours Instagram requires before a
 * refresh, and with weeks to retry if Instagram is down.
 */
export const REFRESH_WHEN_DAYS_LEFT = 30;
/** Accounts refreshed per run at most: the rest wait for the next run (a minute later). */
const PER_RUN = 50;

/**
 * Refreshes long-lived Instagram tokens before they run out (docs/trust.md#instagram): each for another 60 days,
 * sealed again. A refused token (190) marks the account for a reconnect and tells the clipper; Instagram failing
 * leaves the token as it is for the next run.
 */
export const refreshInstagramTokens: SchedulerJob = {
  name: 'refresh-instagram-tokens',
  async run(deps, now) {
    const { instagram } = deps;
    if (!instagram) return;
    const due = await deps.db
      .select()
      .from(instagramAccounts)
      .where(
        and(
          isNull(instagramAccounts.tokenFailedAt),
          lte(instagramAccounts.tokenExpiresAt, new Date(now.getTime() + REFRESH_WHEN_DAYS_LEFT * DAY_MS)),
        ),
      )
      .orderBy(asc(instagramAccounts.tokenExpiresAt))
      .limit(PER_RUN);
    for (const account of due) {
      try {
        const fresh = await instagram.client.refresh(instagram.box.open(account.sealedToken), now);
        await deps.db
          .update(instagramAccounts)
          .set({ sealedToken: instagram.box.seal(fresh.accessToken), tokenExpiresAt: fresh.expiresAt })
          .where(eq(instagramAccounts.userId, account.userId));
      } catch (error) {
        if (!(error instanceof InstagramError)) throw error;
        if (error.problem === 'token') await markTokenFailed(deps.db, account.userId, now);
        else if (error.problem !== 'refused') return;
      }
    }
  },
};
