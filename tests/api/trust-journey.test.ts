import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, escrowOf, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';

/**
 * The whole trust journey (docs/trust.md) on the real client and a local YouTube that answers like the real
 * one, with the scheduler driven by an injected clock: submission with a measurement, refreshes, a review or
 * an automatic decision, the holdback (lowered when YouTube's count falls), the release, and a withdrawal.
 * Every figure is checked to the paisa; the ledger audit runs after every test and at every step here.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const start = Date.now();
const at = (ms: number) => new Date(start + ms);

let yt: FakeYouTube;
let api: TestApi;
auditLedgerAfterEach(() => api);

let creator: Person;
let clipper: Person;
let campaignId: string;
let channelId: string;

const heldOf = (userId: string) => balanceOf(api.db, accountKeys.held(userId));
const feesOf = () => balanceOf(api.db, accountKeys.platformFees);

async function step() {
  await api.expectLedgerSound();
}

/** A video of the clipper's channel, published now (after the join), with `views`. */
function publish(id: string, views: number) {
  yt.setVideo({
    id,
    channelId,
    title: `Clip ${id}`,
    publishedAt: new Date(Date.now() + 1000),
    views,
    likes: Math.round(views / 20),
    comments: Math.round(views / 200),
  });
}

function views(id: string, count: number) {
  yt.setVideo({
    id,
    channelId,
    title: `Clip ${id}`,
    publishedAt: new Date(start + 1000),
    views: count,
    likes: Math.round(count / 20),
    comments: Math.round(count / 200),
  });
}

async function myClip(id: string) {
  const { clips } = await api.ok('myClips', { token: clipper.token });
  const found = clips.find((clip) => clip._id === id);
  if (!found) throw new Error(`clip ${id} not in My Clips`);
  return found;
}

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings, holdbackDays: 7 });
  creator = await fundedCreator(api, 10_000);
  clipper = await api.signup('user');
  // ₹50 per 1,000 views, ₹1,000 budget, paid from 1,000 views, reviewed within 72 hours.
  campaignId = (
    await createCampaign(api, creator, {
      payoutPer1000Views: 50,
      totalBudget: 1000,
      minPaidViews: 1000,
      reviewWindowHours: 72,
    })
  )._id;

  channelId = `UC${'j'.repeat(22)}`;
  await linkVerifiedChannel(api, yt, clipper.token, campaignId, {
    id: channelId,
    title: 'Journey Clips',
    before: 'Shorts every day. ClipMandi: ',
    publishedAt: '2021-03-01T00:00:00Z',
    subscribers: 48_000,
    videoCount: 310,
  });
});

afterAll(async () => {
  await api?.close();
  await yt?.close();
});

describe('a reviewed clip: measured, capped at measured views, held, lowered, released, withdrawn', () => {
  const video = newVideoId();
  let clipId: string;

  it('is measured at submission', async () => {
    publish(video, 12_000);
    const { clip } = await api.ok(
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: 20_000 },
      },
      201,
    );
    clipId = clip._id;
    expect(clip.measuredViews).toBe(12_000);
    expect(clip.measuredAt).not.toBeNull();
    // Claimed 20,000 against 12,000 measured: flagged with its reason.
    expect(clip.flags.map((flag) => flag.code)).toContain('claimed_above_measured');
    expect(clip.riskScore).toBeGreaterThan(0);
    expect(new Date(clip.reviewDeadline).getTime() - new Date(clip.createdAt).getTime()).toBe(72 * HOUR);
    await step();
  });

  it('is re-measured by the scheduler 6 hours later', async () => {
    views(video, 14_000);
    await api.runScheduler(at(6 * HOUR + 60_000));
    expect((await myClip(clipId)).measuredViews).toBe(14_000);
    await step();
  });

  it('is paid for at most the measured views, into the held account', async () => {
    const { clip } = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clipId },
      body: { viewCount: 20_000 },
    });
    // 14,000 views at ₹50 per 1,000: ₹700.00 gross, ₹84.00 fee, ₹616.00 net.
    expect(clip.views).toBe(14_000);
    expect(clip.earnings).toBe(61_600);
    expect(clip.heldUntil).not.toBeNull();
    expect(await heldOf(clipper.user._id)).toBe(61_600);
    expect(await walletOf(api, clipper.user._id)).toBe(0);
    expect(await feesOf()).toBe(8_400);
    expect(await escrowOf(api, campaignId)).toBe(100_000 - 70_000);
    const wallet = await api.ok('clipperWallet', { token: clipper.token });
    expect(wallet.data.availableToWithdraw).toBe(0);
    expect(wallet.data.heldEarnings).toBe(61_600);
    expect(wallet.data.holds.map((hold) => hold.clipId)).toEqual([clipId]);
    await step();
  });

  it('cannot be withdrawn while held', async () => {
    const res = await api.call('withdraw', { token: clipper.token, body: { amount: 1, upiId: 'clara@upi' } });
    expect(res.status).toBe(422);
    await step();
  });

  it('is lowered when YouTube’s count falls during the holdback: escrow and fee share back', async () => {
    views(video, 10_000);
    await api.runScheduler(at(12 * HOUR + 120_000));
    const clip = await myClip(clipId);
    // 10,000 views: ₹500.00 gross, ₹60.00 fee, ₹440.00 net; ₹200.00 back to the escrow.
    expect(clip.measuredViews).toBe(10_000);
    expect(clip.views).toBe(10_000);
    expect(clip.earnings).toBe(44_000);
    expect(clip.flags.map((flag) => flag.code)).toContain('views_fell');
    expect(await heldOf(clipper.user._id)).toBe(44_000);
    expect(await feesOf()).toBe(6_000);
    expect(await escrowOf(api, campaignId)).toBe(100_000 - 50_000);
    await step();
  });

  it('is not released before its holdback ends', async () => {
    await api.runScheduler(at(6 * DAY));
    expect(await heldOf(clipper.user._id)).toBe(44_000);
    expect(await walletOf(api, clipper.user._id)).toBe(0);
    await step();
  });

  it('is released to the withdrawable wallet after 7 days, and withdrawn', async () => {
    await api.runScheduler(at(7 * DAY + HOUR));
    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(await walletOf(api, clipper.user._id)).toBe(44_000);
    expect((await myClip(clipId)).releasedAt).not.toBeNull();
    const wallet = await api.ok('clipperWallet', { token: clipper.token });
    expect(wallet.data.availableToWithdraw).toBe(44_000);
    expect(wallet.data.heldEarnings).toBe(0);
    await api.ok('withdraw', { token: clipper.token, body: { amount: 440, upiId: 'clara@upi' } }, 201);
    expect(await walletOf(api, clipper.user._id)).toBe(0);
    await step();
  });
});

describe('an unreviewed clip: decided by rule at its review deadline, then held and released', () => {
  const video = newVideoId();
  let clipId: string;
  let decidedAt: number;

  it('waits for its creator until the deadline', async () => {
    publish(video, 5_000);
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: `https://youtu.be/${video}`, viewCount: 5_000 } },
      201,
    );
    clipId = clip._id;
    expect(clip.flags).toEqual([]);
    await api.runScheduler(at(71 * HOUR));
    expect((await myClip(clipId)).status).toBe('pending');
    await step();
  });

  it('is approved by rule at its measured views after 72 hours', async () => {
    const walletBefore = await walletOf(api, clipper.user._id);
    decidedAt = start + 8 * DAY;
    // Past this clip's deadline (its submission + 72 hours) and the first clip's release.
    await api.runScheduler(new Date(decidedAt));
    const clip = await myClip(clipId);
    // 5,000 views at ₹50 per 1,000: ₹250.00 gross, ₹30.00 fee, ₹220.00 net, held.
    expect(clip.status).toBe('approved');
    expect(clip.decidedBy).toBe('rule');
    expect(clip.decisionReason).toMatch(/5,000/);
    expect(clip.earnings).toBe(22_000);
    expect(await heldOf(clipper.user._id)).toBe(22_000);
    expect(await walletOf(api, clipper.user._id)).toBe(walletBefore);
    expect(await escrowOf(api, campaignId)).toBe(100_000 - 50_000 - 25_000);
    await step();
  });

  it('is released 7 days after the rule approved it', async () => {
    await api.runScheduler(new Date(decidedAt + 7 * DAY + HOUR));
    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(await walletOf(api, clipper.user._id)).toBe(22_000);
    // Fees: ₹60.00 from the first clip, ₹30.00 from this one.
    expect(await feesOf()).toBe(9_000);
    await step();
  });
});
