import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function submit(clipper: Person, campaignId: string, viewCount: number) {
  const body = { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

describe('clipper dashboard', () => {
  it('shows wallet balance, total earned, the estimated net of pending clips, clips and the joined campaigns count', async () => {
    const creator = await fundedCreator(api, 2000);
    const big = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 12.5, title: 'Big' });
    const small = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 100, title: 'Small' });
    const clipper = await api.signup('user', 'Dia');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: big._id } });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: small._id } });

    const approved = await submit(clipper, big._id, 9999);
    await api.ok('approveClip', { token: creator.token, params: { id: approved._id }, body: { viewCount: 8000 } });
    // gross 8000 * 1250 / 1000 = 10000; fee 1200; net 8800
    const pendingBig = await submit(clipper, big._id, 3333);
    // estimate: gross floor(3333 * 1250 / 1000) = 4166; fee round(499.92) = 500; net 3666
    const pendingSmall = await submit(clipper, small._id, 1_000_000);
    // estimate capped at the ₹10 remaining: gross 1000; fee 120; net 880
    const rejected = await submit(clipper, big._id, 50);
    await api.ok('rejectClip', { token: creator.token, params: { id: rejected._id } });

    const { data } = await api.ok('userDashboard', { token: clipper.token });
    expect(data.user).toMatchObject({
      _id: clipper.user._id,
      name: 'Dia',
      email: clipper.email,
      role: 'user',
      wallet: { balance: 8800, totalEarned: 8800, pendingAmount: 3666 + 880 },
    });
    // The three most recent clips, and the counts of all four.
    expect(data.userClips.map((c) => c._id)).toEqual([rejected._id, pendingSmall._id, pendingBig._id]);
    expect(data.clipCounts).toEqual({ total: 4, pending: 2, approved: 1, rejected: 1 });
    const { clips: all } = await api.ok('myClips', { token: clipper.token });
    expect(all.map((c) => c._id)).toEqual([rejected._id, pendingSmall._id, pendingBig._id, approved._id]);
    expect(all.find((c) => c._id === approved._id)).toMatchObject({ earnings: 8800, views: 8000, claimedViews: 9999 });
    // The joined campaigns are counted; GET /api/campaigns/joined pages them.
    expect(data.joinedCampaignsCount).toBe(2);
    const { campaigns: joined } = await api.ok('joinedCampaigns', { token: clipper.token });
    expect(joined.map((c) => c._id)).toEqual([small._id, big._id]);
    expect(joined.find((c) => c._id === big._id)).toMatchObject({ amountSpent: 10000, remainingBudget: 90000 });

    // On the wire: rupees.
    const wire = await api.call('userDashboard', { token: clipper.token });
    expect(wire.json).toMatchObject({
      data: { user: { wallet: { balance: 88, totalEarned: 88, pendingAmount: 45.46 } } },
    });
    await api.expectLedgerSound();
  });

  it('is empty for a new clipper and refused to other roles', async () => {
    const clipper = await api.signup('user');
    const { data } = await api.ok('userDashboard', { token: clipper.token });
    expect(data).toMatchObject({
      user: { wallet: { balance: 0, totalEarned: 0, pendingAmount: 0 } },
      userClips: [],
      clipCounts: { total: 0, pending: 0, approved: 0, rejected: 0 },
      joinedCampaignsCount: 0,
      // Without YouTube no channel is needed.
      channel: { required: false, linked: false },
    });
    const creator = await api.signup('creator');
    expect(await api.call('userDashboard', { token: creator.token })).toMatchObject({
      status: 403,
      json: { message: 'The clipper dashboard is for clippers.' },
    });
    expect((await api.call('userDashboard')).status).toBe(401);
  });
});

describe('creator dashboard', () => {
  it('shows campaigns, pending clips with clipper and campaign, and the stats', async () => {
    const creator = await fundedCreator(api, 5000);
    const first = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 10, title: 'First' });
    const second = await createCampaign(api, creator, { totalBudget: 500, payoutPer1000Views: 10, title: 'Second' });
    const paused = await createCampaign(api, creator, { totalBudget: 100, title: 'Paused' });
    const a = await api.signup('user', 'Asha');
    const b = await api.signup('user', 'Bilal');
    for (const id of [first._id, second._id, paused._id]) {
      await api.ok('joinCampaign', { token: a.token, params: { id } });
    }
    await api.ok('joinCampaign', { token: b.token, params: { id: second._id } });
    // Only the admin pauses campaigns (f9e415f).
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', { token: admin.token, params: { id: paused._id }, body: { status: 'paused' } });
    const paidA = await submit(a, first._id, 1000);
    const paidB = await submit(b, second._id, 1000);
    await api.ok('approveClip', { token: creator.token, params: { id: paidA._id }, body: { viewCount: 1500 } });
    await api.ok('approveClip', { token: creator.token, params: { id: paidB._id }, body: { viewCount: 2500 } });
    const waitingA = await submit(a, first._id, 700);
    const waitingB = await submit(b, second._id, 300);

    const { data } = await api.ok('creatorDashboard', { token: creator.token });
    expect(data.campaigns.map((c) => c.title)).toEqual(['Paused', 'Second', 'First']);
    expect(data.campaigns.find((c) => c._id === second._id)).toMatchObject({ participantsCount: 2, amountSpent: 2500 });
    // The review queue: oldest first.
    expect(data.pendingClips.map((c) => c._id)).toEqual([waitingA._id, waitingB._id]);
    expect(data).toMatchObject({ campaignsNextCursor: null, pendingClipsNextCursor: null });
    expect(data.pendingClips[1]).toMatchObject({
      user: { name: 'Bilal', email: b.email },
      campaign: { _id: second._id, title: 'Second' },
      views: 300,
      status: 'pending',
    });
    // spent: ₹15 + ₹25 gross; views: confirmed counts of approved clips only;
    // available: ₹5,000 topped up less ₹1,000 + ₹500 + ₹100 reserved in escrow (payouts come out of escrow)
    expect(data.stats).toEqual({
      totalCampaigns: 3,
      activeCampaigns: 2,
      totalSpent: 4000,
      totalViews: 4000,
      pendingClipsCount: 2,
      availableBalance: 340000,
    });
    const wire = await api.call('creatorDashboard', { token: creator.token });
    expect(wire.json).toMatchObject({ data: { stats: { totalSpent: 40, availableBalance: 3400 } } });
    await api.expectLedgerSound();
  });

  it("shows only the creator's own campaigns and is refused to other roles", async () => {
    const creator = await fundedCreator(api, 10);
    const other = await fundedCreator(api, 10);
    await createCampaign(api, other, { totalBudget: 10 });
    const { data } = await api.ok('creatorDashboard', { token: creator.token });
    expect(data).toEqual({
      campaigns: [],
      campaignsNextCursor: null,
      pendingClips: [],
      pendingClipsNextCursor: null,
      stats: {
        totalCampaigns: 0,
        activeCampaigns: 0,
        totalSpent: 0,
        totalViews: 0,
        pendingClipsCount: 0,
        availableBalance: 1000,
      },
    });
    const newcomer = await api.signup('creator');
    const fresh = await api.ok('creatorDashboard', { token: newcomer.token });
    expect(fresh.data.stats.availableBalance).toBe(0);
    const clipper = await api.signup('user');
    expect(await api.call('creatorDashboard', { token: clipper.token })).toMatchObject({
      status: 403,
      json: { message: 'The creator dashboard is for campaign creators.' },
    });
    expect((await api.call('creatorDashboard')).status).toBe(401);
  });
});

describe('pending estimates on one campaign', () => {
  /** The creator's pendingPayouts and each clipper's pendingEarnings and dashboard pendingAmount, in paise. */
  async function estimates(creator: Person, clippers: Person[]) {
    const pendingPayouts = (await api.ok('creatorWallet', { token: creator.token })).data.pendingPayouts;
    const earnings = [];
    for (const clipper of clippers) {
      const wallet = (await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings;
      const dashboard = (await api.ok('userDashboard', { token: clipper.token })).data.user.wallet.pendingAmount;
      expect(dashboard, 'the dashboard and the wallet agree').toBe(wallet);
      earnings.push(wallet);
    }
    return { pendingPayouts, earnings };
  }

  async function joined(campaignId: string, name: string) {
    const clipper = await api.signup('user', name);
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
    return clipper;
  }

  it("share the remaining budget among each clipper's own clips oldest first, never promising more than the escrow", async () => {
    const creator = await fundedCreator(api, 10);
    // ₹10 budget at ₹10 per 1K views: one 5000-view clip (₹50) alone takes it all.
    const campaign = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 10 });
    const a = await joined(campaign._id, 'Ira');
    const b = await joined(campaign._id, 'Jai');
    await submit(a, campaign._id, 5000);
    await submit(b, campaign._id, 5000);
    await submit(a, campaign._id, 5000);
    // Each clipper's oldest clip could take the whole ₹10 (fee ₹1.20, net ₹8.80) if approved now; a's second
    // clip gets nothing after a's first. The creator is never told of more than the escrow.
    expect(await estimates(creator, [a, b])).toEqual({ pendingPayouts: 1000, earnings: [880, 880] });
  });

  it("give a clip what the clipper's own older clips leave, and stop at the escrow after an approval", async () => {
    const creator = await fundedCreator(api, 20);
    // ₹10 budget at ₹1 per 1K views.
    const campaign = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 1 });
    const a = await joined(campaign._id, 'Kavi');
    const b = await joined(campaign._id, 'Lata');
    const first = await submit(a, campaign._id, 6000); // ₹6.00
    await submit(b, campaign._id, 5000); // ₹5.00
    await submit(a, campaign._id, 5000); // ₹5.00, but only ₹4.00 is left after a's first
    // a: net of ₹6.00 + net of ₹4.00 = 528 + 352; b: net of ₹5.00 = 500 - 60 = 440.
    expect(await estimates(creator, [a, b])).toEqual({ pendingPayouts: 1000, earnings: [880, 440] });

    // Approving the first at 8000 views pays ₹8.00: ₹2.00 remains, which each clipper's pending clip could take (net 200 - 24 = 176).
    await api.ok('approveClip', { token: creator.token, params: { id: first._id }, body: { viewCount: 8000 } });
    expect(await estimates(creator, [a, b])).toEqual({ pendingPayouts: 200, earnings: [176, 176] });
  });
});
