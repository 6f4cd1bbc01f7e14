import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import {
  campaignBody,
  createCampaign,
  escrowOf,
  fundedCreator,
  newVideoId,
  walletOf,
  type Person,
} from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const fees = () => balanceOf(api.db, accountKeys.platformFees);
const payoutPostings = async (clipId: string) =>
  (
    await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from ledger_transactions where clip_id = ${clipId}`,
    )
  )[0]?.n;

/** A creator with a campaign and a clipper who joined it. */
async function setup(campaign: Record<string, unknown>, wallet = 10_000) {
  const creator = await fundedCreator(api, wallet);
  const created = await createCampaign(api, creator, campaign);
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: created._id } });
  return { creator, clipper, campaignId: created._id };
}

async function submitClip(clipper: Person, campaignId: string, viewCount?: number) {
  const body: Record<string, unknown> = { campaignId, clipLink: `https://youtu.be/${newVideoId()}` };
  if (viewCount !== undefined) body.viewCount = viewCount;
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

describe('approving a clip', () => {
  it('pays 88% to the clipper and 12% to the platform, to the paisa', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 1000, payoutPer1000Views: 33.33 });
    const clip = await submitClip(clipper, campaignId, 20000);
    const feesBefore = await fees();
    const res = await api.call('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 12345 },
    });
    // gross = floor(12345 * 3333 / 1000) = 41145 paise; fee = round(4937.4) = 4937; net = 36208
    expect(res).toMatchObject({
      status: 200,
      json: {
        message: 'Clip approved successfully!',
        clip: { status: 'approved', views: 12345, claimedViews: 20000, earnings: 362.08 },
      },
    });
    expect(await walletOf(api, clipper.user._id)).toBe(36208);
    expect((await fees()) - feesBefore).toBe(4937);
    const { campaign } = await api.ok('getCampaign', { params: { id: campaignId } });
    expect(campaign).toMatchObject({ amountSpent: 41145, remainingBudget: 100000 - 41145, status: 'active' });
    expect(await escrowOf(api, campaignId)).toBe(100000 - 41145);
    expect(await payoutPostings(clip._id)).toBe(1);
    const [posting] = await queryRows<{ description: string }>(
      api.db,
      sql`select description from ledger_transactions where clip_id = ${clip._id}`,
    );
    expect(posting?.description).toBe(
      `Payout for clip on "${campaign.title}": ₹411.45 gross, ₹362.08 to the clipper, ₹49.37 platform fee`,
    );
    await api.expectLedgerSound();
  });

  it('caps the gross at the remaining budget and completes the campaign', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 100, payoutPer1000Views: 50 });
    const first = await submitClip(clipper, campaignId, 5000);
    const second = await submitClip(clipper, campaignId, 100);
    // 5000 views at ₹50/1K would be ₹250; only ₹100 is left.
    const res = await api.ok('approveClip', {
      token: creator.token,
      params: { id: first._id },
      body: { viewCount: 5000 },
    });
    expect(res.clip.earnings).toBe(8800);
    expect(await walletOf(api, clipper.user._id)).toBe(8800);
    const { campaign } = await api.ok('getCampaign', { params: { id: campaignId } });
    expect(campaign).toMatchObject({ amountSpent: 10000, remainingBudget: 0, status: 'completed' });
    expect(await escrowOf(api, campaignId)).toBe(0);
    await api.expectLedgerSound();

    // A clip still pending on the exhausted campaign is refused, not approved for nothing: it stays pending.
    expect(
      await api.call('approveClip', { token: creator.token, params: { id: second._id }, body: { viewCount: 100 } }),
    ).toMatchObject({
      status: 422,
      json: { message: 'This campaign has no budget left. Raise its budget or reject the clip.' },
    });
    expect((await api.ok('myClips', { token: clipper.token })).clips.find((c) => c._id === second._id)).toMatchObject({
      status: 'pending',
      earnings: 0,
    });
    expect(await payoutPostings(second._id)).toBe(0);
    expect(await walletOf(api, clipper.user._id)).toBe(8800);
    await api.expectLedgerSound();

    // The completed campaign takes no joins or clips and leaves the public list.
    const late = await api.signup('user');
    expect(await api.call('joinCampaign', { token: late.token, params: { id: campaignId } })).toMatchObject({
      status: 422,
      json: { message: 'This campaign is completed and no longer accepts new participants.' },
    });
    expect(
      await api.call('submitClip', {
        token: clipper.token,
        body: { campaignId, clipLink: `https://youtu.be/${newVideoId()}` },
      }),
    ).toMatchObject({
      status: 422,
      json: { message: 'This campaign is completed and no longer accepts clip submissions.' },
    });
    const list = await api.ok('listCampaigns', { query: { limit: '100' } });
    expect(list.campaigns.map((c) => c._id)).not.toContain(campaignId);

    // Raising the budget makes it active again, funded from the wallet.
    const edit = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaignId },
      body: campaignBody({ totalBudget: 150, payoutPer1000Views: 50 }),
    });
    expect(edit.campaign).toMatchObject({
      status: 'active',
      totalBudget: 15000,
      amountSpent: 10000,
      remainingBudget: 5000,
    });
    expect(await walletOf(api, creator.user._id)).toBe(1_000_000 - 15000);
    await api.expectLedgerSound();

    // With budget again, the clip that was refused is approved and paid: 100 views at ₹50/1K = ₹5.
    const paid = await api.ok('approveClip', {
      token: creator.token,
      params: { id: second._id },
      body: { viewCount: 100 },
    });
    expect(paid.clip).toMatchObject({ status: 'approved', earnings: 440 });
    await api.expectLedgerSound();
  });

  it('pays nothing for views worth under a paisa, yet approves the clip', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 10, payoutPer1000Views: 0.01 });
    const clip = await submitClip(clipper, campaignId, 50);
    const res = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 999 },
    });
    expect(res.clip).toMatchObject({ status: 'approved', earnings: 0 });
    expect(await payoutPostings(clip._id)).toBe(0);
    const { campaign } = await api.ok('getCampaign', { params: { id: campaignId } });
    expect(campaign).toMatchObject({ amountSpent: 0, status: 'active' });
    await api.expectLedgerSound();
  });

  it('reviews once: a second approve or a reject is 409 and pays nothing more', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 1000, payoutPer1000Views: 10 });
    const clip = await submitClip(clipper, campaignId, 1000);
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 1000 } });
    for (const call of [
      () => api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 1000 } }),
      () => api.call('rejectClip', { token: creator.token, params: { id: clip._id } }),
    ]) {
      expect(await call()).toMatchObject({ status: 409, json: { message: 'This clip has already been reviewed.' } });
    }
    expect(await walletOf(api, clipper.user._id)).toBe(880);
    expect(await payoutPostings(clip._id)).toBe(1);
    await api.expectLedgerSound();
  });

  it('approves concurrently without paying past the budget', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 100, payoutPer1000Views: 40 });
    const clipsToApprove = [
      await submitClip(clipper, campaignId),
      await submitClip(clipper, campaignId),
      await submitClip(clipper, campaignId),
    ];
    const results = await Promise.all(
      clipsToApprove.map((clip) =>
        api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 1000 } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const { campaign } = await api.ok('getCampaign', { params: { id: campaignId } });
    expect(campaign).toMatchObject({ amountSpent: 10000, remainingBudget: 0, status: 'completed' });
    // ₹40 + ₹40 + ₹20 (capped): nets 3520 + 3520 + 1760
    expect(await walletOf(api, clipper.user._id)).toBe(8800);
    await api.expectLedgerSound();
  });

  it('checks the confirmed views: a whole number of at least 1', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 100, payoutPer1000Views: 10 });
    const clip = await submitClip(clipper, campaignId, 10);
    for (const viewCount of [0, -5, 1.5, '100', null]) {
      expect(
        await api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount } }),
      ).toMatchObject({
        status: 400,
        json: { message: 'Please enter a valid positive number for view count' },
      });
    }
    expect(await api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: {} })).toMatchObject({
      status: 400,
    });
    expect((await api.ok('myClips', { token: clipper.token })).clips[0]?.status).toBe('pending');
  });

  it('is for the campaign own creator only', async () => {
    const { clipper, campaignId } = await setup({ totalBudget: 100, payoutPer1000Views: 10 });
    const clip = await submitClip(clipper, campaignId, 10);
    const other = await fundedCreator(api, 10);
    const admin = await api.admin();
    expect(
      await api.call('approveClip', { token: other.token, params: { id: clip._id }, body: { viewCount: 10 } }),
    ).toMatchObject({
      status: 403,
      json: { message: 'You can only review clips submitted to your own campaigns.' },
    });
    for (const token of [clipper.token, admin.token]) {
      expect(await api.call('approveClip', { token, params: { id: clip._id }, body: { viewCount: 10 } })).toMatchObject(
        {
          status: 403,
          json: { message: 'Only campaign creators can review clips.' },
        },
      );
    }
    expect((await api.call('approveClip', { params: { id: clip._id }, body: { viewCount: 10 } })).status).toBe(401);
    expect(await walletOf(api, clipper.user._id)).toBe(0);
  });
});

describe('budget edits and deletion after payouts', () => {
  it('refuses a total below the amount spent', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 1000, payoutPer1000Views: 33.33 });
    const clip = await submitClip(clipper, campaignId);
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });
    const res = await api.call('updateCampaign', {
      token: creator.token,
      params: { id: campaignId },
      body: campaignBody({ totalBudget: 411.44 }),
    });
    expect(res).toMatchObject({
      status: 422,
      json: { message: 'Total budget cannot be less than the amount already spent (₹411.45).' },
    });
    // Exactly the spent amount is allowed: nothing remains, so the campaign completes and the rest is refunded.
    const walletBefore = await walletOf(api, creator.user._id);
    const edit = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaignId },
      body: campaignBody({ totalBudget: 411.45 }),
    });
    expect(edit.campaign).toMatchObject({ remainingBudget: 0, status: 'completed' });
    expect((await walletOf(api, creator.user._id)) - walletBefore).toBe(100000 - 41145);
    await api.expectLedgerSound();
  });

  it('deleting rejects pending clips, refunds the remainder and keeps paid history', async () => {
    const { creator, clipper, campaignId } = await setup({ totalBudget: 500, payoutPer1000Views: 20 }, 500);
    const paid = await submitClip(clipper, campaignId, 3000);
    const pending = await submitClip(clipper, campaignId, 7000);
    await api.ok('approveClip', { token: creator.token, params: { id: paid._id }, body: { viewCount: 2500 } });
    // gross ₹50: fee ₹6, net ₹44
    expect(await walletOf(api, creator.user._id)).toBe(0);
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaignId } });
    expect(await walletOf(api, creator.user._id)).toBe(45000);
    expect(await escrowOf(api, campaignId)).toBe(0);
    await api.expectLedgerSound();

    const { clips: mine } = await api.ok('myClips', { token: clipper.token });
    expect(mine.find((c) => c._id === paid._id)).toMatchObject({ status: 'approved', earnings: 4400 });
    expect(mine.find((c) => c._id === pending._id)).toMatchObject({ status: 'rejected', earnings: 0 });
    expect(await walletOf(api, clipper.user._id)).toBe(4400);
    const dashboard = await api.ok('creatorDashboard', { token: creator.token });
    expect(dashboard.data).toMatchObject({
      campaigns: [],
      pendingClips: [],
      stats: { totalCampaigns: 0, totalSpent: 5000, totalViews: 2500 },
    });
  });
});
