import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaignParticipants } from '../db/participants-schema';
import { clipperChannels } from '../db/trust-schema';
import { sandboxChannelIdFor, sandboxVideoIdFor } from '../../../schemas/youtube-sandbox-ids';
import type { ChannelInfo, VideoStats, YouTube } from '../youtube/youtube-api';

/**
 * The demo clipper's history on the YouTube sandbox (docs/trust.md#channel-ownership): a linked sandbox channel
 * and two videos of it, published and submitted hours ago, so the demo opens on measured views that the
 * scheduler keeps refreshing. The code is fixed, so the figures are: the paid video has about 27,000 views when
 * submitted 48 hours after publishing (above the 24,000 paid), the pending one about 18,000 six hours after
 * (above the 8,500 claimed), so neither is flagged. The paid one's history is eight days old, its holdback over.
 */
export const DEMO_SANDBOX_CODE = 'clipmandi-arjun001';

const HOUR_MS = 3_600_000;
/** How many days before the demo opens the paid clip was submitted and approved: more than the 7-day holdback. */
export const PAID_HISTORY_DAYS = 8;

export type DemoSandboxHistory = {
  channel: ChannelInfo;
  joinedAt: Date;
  paid: { videoId: string; submittedAt: Date; approvedAt: Date; video: VideoStats | null };
  pending: { videoId: string; submittedAt: Date; video: VideoStats | null };
};

/** Asks the sandbox, before the seed's transaction, as the clipper's history would have: publish, then submit. */
export async function demoSandboxHistory(youtube: YouTube, now: Date): Promise<DemoSandboxHistory> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const paidId = sandboxVideoIdFor(DEMO_SANDBOX_CODE, 'steady');
  const pendingId = sandboxVideoIdFor(DEMO_SANDBOX_CODE, 'hiddenCounts');
  // The paid clip's history lies a holdback back, so its earnings are withdrawable when the demo opens and its
  // payouts can be tried at once (docs/payouts.md#sandbox); the pending clip is of today.
  const before = (hours: number) => ago(hours + PAID_HISTORY_DAYS * 24);
  const channel = await youtube.channel(sandboxChannelIdFor(DEMO_SANDBOX_CODE), before(60));
  if (!channel) throw new Error('The sandbox has no demo channel');
  // The sandbox dates a video's publication at the first question about it.
  await youtube.videos([paidId], before(54));
  await youtube.videos([pendingId], ago(8));
  const paid = (await youtube.videos([paidId], before(6))).get(paidId) ?? null;
  const pending = (await youtube.videos([pendingId], ago(2))).get(pendingId) ?? null;
  return {
    channel,
    joinedAt: before(58),
    paid: { videoId: paidId, submittedAt: before(6), approvedAt: before(5), video: paid },
    pending: { videoId: pendingId, submittedAt: ago(2), video: pending },
  };
}

/** Links the demo channel and dates the clipper's join before the videos were published. */
export async function linkDemoChannel(
  tx: Tx,
  clipperId: string,
  campaignId: string,
  history: DemoSandboxHistory,
): Promise<void> {
  const { channel } = history;
  await tx.insert(clipperChannels).values({
    userId: clipperId,
    verificationCode: DEMO_SANDBOX_CODE,
    channelId: channel.id,
    channelTitle: channel.title,
    subscriberCount: channel.subscriberCount,
    videoCount: channel.videoCount,
    channelPublishedAt: channel.publishedAt,
    verifiedAt: history.joinedAt,
  });
  await tx
    .update(campaignParticipants)
    .set({ joinedAt: history.joinedAt })
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, clipperId)));
}
