import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { ledgerTransactions } from '../../src/server/db/ledger-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { readPlatformTotals } from '../../src/server/ledger/platform-totals';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, escrowOf, fundedCreator, newVideoId, walletOf } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';
import { said } from '../support/catalogue';

/**
 * A clip must stay public until its payout is released (docs/trust.md#holdback): a video YouTube no longer
 * returns during the holdback has its held payout lowered to nothing, the money going back where it came from.
 */

const DAY = 24 * 3600_000;

let yt: FakeYouTube;
let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings, holdbackDays: 7 });
});
afterAll(async () => {
  await api.close();
  await yt.close();
});

const heldOf = (userId: string) => balanceOf(api.db, accountKeys.held(userId));
const fees = () => balanceOf(api.db, accountKeys.platformFees);
let channels = 0;

/**
 * A ₹1,000 campaign at ₹33.33 per 1K views and a clipper's measured clip approved for 12,345 views:
 * gross floor(12345 * 3333 / 1000) = 41145 paise, fee round(4937.4) = 4937, net 36208, held 7 days.
 */
async function approvedMeasuredClip() {
  const creator = await fundedCreator(api, 2000);
  const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 33.33 });
  const clipper = await api.signup('user');
  channels += 1;
  const channelId = `UC${String(channels).padStart(22, 'p')}`;
  await linkVerifiedChannel(api, yt, clipper.token, campaign._id, {
    id: channelId,
    title: 'Public Clips',
    before: 'ClipMandi: ',
    publishedAt: '2020-06-01T00:00:00Z',
    subscribers: 90_000,
    videoCount: 420,
  });
  const videoId = newVideoId();
  const setViews = (views: number) =>
    yt.setVideo({
      id: videoId,
      channelId,
      title: 'A clip',
      publishedAt: new Date(Date.now() + 1000),
      views,
      likes: Math.round(views / 20),
      comments: Math.round(views / 200),
    });
  setViews(12345);
  const body = { campaignId: campaign._id, clipLink: `https://youtube.com/shorts/${videoId}`, viewCount: 12345 };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  const approvedAt = Date.now();
  await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });
  return { clipper, campaignId: campaign._id, title: campaign.title, clipId: clip._id, videoId, setViews, approvedAt };
}

const myClip = async (token: string) => (await api.ok('myClips', { token })).clips[0];

describe('a video gone private or deleted during the holdback', () => {
  it('lowers the held payout to nothing: the net back from the held account, the fee from the fees, all to the escrow', async () => {
    const { clipper, campaignId, title, clipId, videoId, setViews, approvedAt } = await approvedMeasuredClip();
    expect(await heldOf(clipper.user._id)).toBe(36208);
    expect(await escrowOf(api, campaignId)).toBe(100000 - 41145);
    const feesBefore = await fees();
    const totalsBefore = await readPlatformTotals(api.db);

    yt.removeVideo(videoId);
    await api.runScheduler(new Date(approvedAt + 2 * DAY));

    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(feesBefore - (await fees())).toBe(4937);
    expect(await escrowOf(api, campaignId)).toBe(100000);
    const totals = await readPlatformTotals(api.db);
    expect(totals.payoutsOut - totalsBefore.payoutsOut).toBe(-36208);
    expect(totals.feesEarned - totalsBefore.feesEarned).toBe(-4937);
    const { campaign } = await api.ok('getCampaign', { params: { id: campaignId } });
    expect(campaign).toMatchObject({ amountSpent: 0, remainingBudget: 100000 });

    // The clip keeps its last measured views for the record; its payout and the reason say what happened.
    expect(await myClip(clipper.token)).toMatchObject({
      status: 'approved',
      views: 0,
      earnings: 0,
      measuredViews: 12345,
      videoAvailable: false,
      decisionReason: said('videoGone'),
      releasedAt: null,
    });
    expect(said('videoGone')).toBe('The video is no longer public on YouTube, so nothing is paid for it.');
    // Nothing is held any more, so the wallet lists no hold.
    expect((await api.ok('clipperWallet', { token: clipper.token })).data).toMatchObject({
      heldEarnings: 0,
      availableToWithdraw: 0,
      holds: [],
    });
    const adjustments = await api.db
      .select({ amount: ledgerTransactions.amount, description: ledgerTransactions.description })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.clipId, clipId), eq(ledgerTransactions.type, 'payout_adjustment')));
    expect(adjustments).toEqual([
      {
        amount: 41145,
        description: `Payout for clip on "${title}" lowered from 12,345 to 0 views (the video is no longer public on YouTube): ₹411.45 back to the campaign, ₹362.08 from the clipper's held earnings, ₹49.37 platform fee`,
      },
    ]);
    await api.expectLedgerSound();

    // Public again before the release: the payout stays at nothing.
    setViews(15000);
    await api.runScheduler(new Date(approvedAt + 3 * DAY));
    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(await myClip(clipper.token)).toMatchObject({
      measuredViews: 15000,
      videoAvailable: true,
      earnings: 0,
      decisionReason: said('videoGone'),
    });

    // The release pays nothing and moves no money.
    const releaseAt = new Date(Date.now() + 7 * DAY + 60_000);
    await api.runScheduler(releaseAt);
    expect(await walletOf(api, clipper.user._id)).toBe(0);
    expect(await heldOf(clipper.user._id)).toBe(0);
    const [row] = await api.db.select({ releasedAt: clips.releasedAt }).from(clips).where(eq(clips.id, clipId));
    expect(row?.releasedAt?.toISOString()).toBe(releaseAt.toISOString());
    const releases = await api.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.clipId, clipId), eq(ledgerTransactions.type, 'payout_release')));
    expect(releases).toEqual([]);
    expect((await api.ok('clipperWallet', { token: clipper.token })).data).toMatchObject({
      heldEarnings: 0,
      availableToWithdraw: 0,
      holds: [],
    });
  });

  it('after an earlier fall, takes the rest and says both', async () => {
    const { clipper, campaignId, videoId, setViews, approvedAt } = await approvedMeasuredClip();

    // Day 1: 10,000 views, net 29330 (gross 33330, fee 4000).
    setViews(10000);
    await api.runScheduler(new Date(approvedAt + DAY));
    expect(await heldOf(clipper.user._id)).toBe(29330);
    const feesBefore = await fees();

    // Day 2: gone. The rest goes back: gross 33330, net 29330, fee 4000.
    yt.removeVideo(videoId);
    await api.runScheduler(new Date(approvedAt + 2 * DAY));
    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(feesBefore - (await fees())).toBe(4000);
    expect(await escrowOf(api, campaignId)).toBe(100000);
    expect(await myClip(clipper.token)).toMatchObject({
      views: 0,
      earnings: 0,
      measuredViews: 10000,
      decisionReason: `${said('heldLowered', { from: '12,345', to: '10,000' })} ${said('videoGone')}`,
    });
  });

  it('changes nothing once the payout is released', async () => {
    const { clipper, campaignId, videoId } = await approvedMeasuredClip();
    await api.runScheduler(new Date(Date.now() + 7 * DAY + 60_000));
    expect(await walletOf(api, clipper.user._id)).toBe(36208);

    yt.removeVideo(videoId);
    await api.runScheduler(new Date(Date.now() + 8 * DAY));
    expect(await walletOf(api, clipper.user._id)).toBe(36208);
    expect(await escrowOf(api, campaignId)).toBe(100000 - 41145);
    expect(await myClip(clipper.token)).toMatchObject({
      views: 12345,
      earnings: 36208,
      videoAvailable: false,
      decisionReason: null,
    });
  });
});
