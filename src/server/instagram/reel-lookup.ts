import { and, eq, isNull } from 'drizzle-orm';
import { enqueueEmail } from '../mail/outbox';
import { reconnectInstagramEmail } from './instagram-emails';
import type { Db } from '../db/client';
import { instagramAccounts } from '../db/instagram-schema';
import { HttpError, said, unprocessable } from '../refusals';
import type { VideoStats } from '../youtube/youtube-api';
import { hourOf, takeCall } from './call-budget';
import type { Instagram } from './create-instagram';
import { InstagramError, type InstagramMedia, type ReelInsights } from './instagram-client';
import { captionTagsMissing, missingTags } from '../clips/required-tags';

const reelNotFound = (username: string) => said('reelNotFound', { username });
const callsSpent = (next: Date) => said('instagramCallsSpent', { time: next.toISOString().slice(11, 16) });

/** The account's pages read at most, newest first (50 posts each): older posts are before any join that matters. */
export const MEDIA_PAGES = 10;
const HOUR_MS = 3_600_000;

/** A clipper's linked account, with its token opened: what the calls about their reels need. */
export type ReelAccount = { userId: string; igUserId: string; username: string; token: string };

/** The reel as found among the account's media, and its insights (null: too few viewers to measure yet). */
export type FoundReel = { account: ReelAccount; media: InstagramMedia; insights: ReelInsights | null };

/** The clipper's linked account, 422 when they have none or Instagram refused its token. */
export async function reelAccountOf(db: Db, instagram: Instagram, userId: string): Promise<ReelAccount> {
  const [row] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, userId));
  if (!row) throw unprocessable('linkInstagramFirst');
  if (row.tokenFailedAt) throw unprocessable('reconnectInstagram');
  return { userId, igUserId: row.igUserId, username: row.username, token: instagram.box.open(row.sealedToken) };
}

/**
 * Instagram refused the account's token (190: expired or revoked): its reels wait until the clipper reconnects
 * (docs/trust.md#instagram), and the clipper is told once.
 */
export async function markTokenFailed(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(instagramAccounts)
      .set({ tokenFailedAt: now })
      .where(and(eq(instagramAccounts.userId, userId), isNull(instagramAccounts.tokenFailedAt)))
      .returning({ username: instagramAccounts.username });
    if (marked[0]) await enqueueEmail(tx, reconnectInstagramEmail(userId, marked[0].username, now));
  });
}

/** YouTube and Instagram both report publication to the second, so joining within that same second counts as before. */
const toSecond = (at: Date) => Math.floor(at.getTime() / 1000) * 1000;

/**
 * A reel's submission rules beyond being the clipper's (docs/trust.md#reel-submissions): published after they joined,
 * and its caption carries the campaign's required tags. 422 naming the rule otherwise.
 */
export function checkReel(found: FoundReel, joinedAt: Date, requiredTags: readonly string[]): FoundReel {
  if (found.media.publishedAt.getTime() < toSecond(joinedAt)) throw unprocessable('publishedBeforeJoining');
  const missing = missingTags(requiredTags, found.media.caption);
  if (missing.length > 0) throw captionTagsMissing(missing);
  return found;
}

/** A reel's figures in the shape measurements are recorded in (a reel has a caption where a Short has a description). */
export const reelStats = (found: Pick<FoundReel, 'account' | 'media'>, insights: ReelInsights): VideoStats => ({
  id: found.media.id,
  channelId: found.account.igUserId,
  title: '',
  description: found.media.caption,
  publishedAt: found.media.publishedAt,
  views: insights.views,
  likes: insights.likes,
  comments: insights.comments,
  shares: insights.shares,
  saves: insights.saves,
  durationSeconds: null,
});

/**
 * Finds the submitted reel among the clipper's own media (docs/trust.md#reel-submissions) and asks its insights,
 * outside any transaction, each call taken from the account's hourly budget. Paging stops at the first post older
 * than the join: none older can be submitted. 422 when it is not there, 429 when the budget is spent, 503 when
 * Instagram cannot answer.
 */
export async function findReel(
  db: Db,
  instagram: Instagram,
  userId: string,
  shortcode: string,
  joinedAt: Date,
  now: Date,
): Promise<FoundReel> {
  const account = await reelAccountOf(db, instagram, userId);
  const call = async <T>(ask: () => Promise<T>): Promise<T> => {
    if (!(await takeCall(db, userId, instagram.callsPerHour, now))) {
      throw new HttpError(429, callsSpent(new Date(hourOf(now).getTime() + HOUR_MS)));
    }
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof InstagramError)) throw error;
      if (error.problem === 'token') {
        await markTokenFailed(db, userId, now);
        throw unprocessable('reconnectInstagram');
      }
      throw error;
    }
  };
  try {
    let media: InstagramMedia | undefined;
    let after: string | null = null;
    for (let page = 0; page < MEDIA_PAGES && !media; page++) {
      const answer = await call(() => instagram.client.mediaPage(account.igUserId, account.token, after));
      media = answer.media.find((item) => item.shortcode === shortcode);
      const oldest = answer.media.at(-1);
      if (media || !answer.after || (oldest && oldest.publishedAt < joinedAt)) break;
      after = answer.after;
    }
    if (!media) throw unprocessable(reelNotFound(account.username));
    if (media.productType !== 'REELS') throw unprocessable('notAReel');
    const found = media;
    const insights = await call(() => instagram.client.insights(found.id, account.token)).catch((error: unknown) => {
      if (error instanceof InstagramError && error.problem === 'not_enough_viewers') return null;
      throw error;
    });
    return { account, media, insights };
  } catch (error) {
    if (!(error instanceof InstagramError)) throw error;
    if (error.problem === 'gone' || error.problem === 'refused') throw unprocessable(reelNotFound(account.username));
    throw new HttpError(503, 'instagramUnavailable');
  }
}
