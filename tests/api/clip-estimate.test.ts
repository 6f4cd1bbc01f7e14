import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe("a pending clip's estimate", () => {
  it("is what approving it alone now at its claimed views would pay; its clipper's total shares the budget among their own clips; 0 once decided", async () => {
    const creator = await fundedCreator(api, 2000);
    // ₹50 per 1K views, ₹1,000 budget.
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 50 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const submit = (viewCount: number) =>
      api.ok(
        'submitClip',
        {
          token: clipper.token,
          body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount },
        },
        201,
      );
    const older = (await submit(10_000)).clip;
    const newer = (await submit(20_000)).clip;

    // Older: gross ₹500, fee ₹60, net ₹440. Newer alone: ₹1,000 gross (the whole budget), net ₹880.
    const estimates = async () =>
      Object.fromEntries(
        (await api.ok('myClips', { token: clipper.token })).clips.map((c) => [
          c._id,
          [c.status, c.pendingEstimate, c.earnings],
        ]),
      );
    expect(await estimates()).toEqual({ [older._id]: ['pending', 44000, 0], [newer._id]: ['pending', 88000, 0] });
    const queue = await api.ok('creatorPendingClips', { token: creator.token });
    expect(queue.clips.map((c) => c.pendingEstimate)).toEqual([44000, 88000]);
    // Together they cannot take more than the budget: ₹440 + ₹440 (the ₹500 the older one leaves).
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(88000);
    expect((await api.ok('creatorWallet', { token: creator.token })).data.pendingPayouts).toBe(100000);

    // Approved at fewer views: paid ₹220 net (gross ₹250), which leaves ₹750 for the newer one (capped at its ₹1,000).
    await api.ok('approveClip', { token: creator.token, params: { id: older._id }, body: { viewCount: 5000 } });
    expect(await estimates()).toEqual({ [older._id]: ['approved', 0, 22000], [newer._id]: ['pending', 66000, 0] });
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(66000);
    await api.ok('rejectClip', { token: creator.token, params: { id: newer._id } });
    expect(await estimates()).toEqual({ [older._id]: ['approved', 0, 22000], [newer._id]: ['rejected', 0, 0] });
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(0);
  });

  it('obeys the maximum per clip and the minimum views exactly as the approval does', async () => {
    const creator = await fundedCreator(api, 2000);
    // ₹50 per 1K views, at most ₹100 per clip, at least 1,000 views.
    const campaign = await createCampaign(api, creator, {
      totalBudget: 1000,
      payoutPer1000Views: 50,
      maxPayoutPerClip: 100,
      minPaidViews: 1000,
    });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const submit = async (viewCount: number) =>
      (
        await api.ok(
          'submitClip',
          {
            token: clipper.token,
            body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount },
          },
          201,
        )
      ).clip;
    const capped = await submit(5000);
    const below = await submit(999);
    const { clips } = await api.ok('myClips', { token: clipper.token });
    const shown = Object.fromEntries(clips.map((c) => [c._id, c.pendingEstimate]));
    // 5,000 views would be ₹250 gross, capped at ₹100: ₹88.00 net. 999 views are below the minimum: nothing.
    expect(shown).toEqual({ [capped._id]: 8800, [below._id]: 0 });
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(8800);
    expect((await api.ok('userDashboard', { token: clipper.token })).data.user.wallet.pendingAmount).toBe(8800);
    expect((await api.ok('creatorWallet', { token: creator.token })).data.pendingPayouts).toBe(10000);

    const approved = await api.ok('approveClip', {
      token: creator.token,
      params: { id: capped._id },
      body: { viewCount: 5000 },
    });
    expect(approved.clip.earnings).toBe(8800);
    const refused = await api.call('approveClip', {
      token: creator.token,
      params: { id: below._id },
      body: { viewCount: 999 },
    });
    expect(refused.status).toBe(422);
  });
});
