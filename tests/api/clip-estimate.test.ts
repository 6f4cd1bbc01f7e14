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
  it('is the net its clipper would get if approved now, within the budget older clips leave; 0 once decided', async () => {
    const creator = await fundedCreator(api, 2000);
    // ₹50 per 1K views, ₹1,000 budget.
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 50 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const submit = (viewCount: number) =>
      api.ok('submitClip', { token: clipper.token, body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount } }, 201);
    const older = (await submit(10_000)).clip;
    const newer = (await submit(20_000)).clip;

    // Older: gross ₹500, fee ₹60, net ₹440. Newer wants ₹1,000 gross but only ₹500 is left after the older one.
    const estimates = async () =>
      Object.fromEntries((await api.ok('myClips', { token: clipper.token })).clips.map((c) => [c._id, [c.status, c.pendingEstimate, c.earnings]]));
    expect(await estimates()).toEqual({ [older._id]: ['pending', 44000, 0], [newer._id]: ['pending', 44000, 0] });
    const queue = await api.ok('creatorPendingClips', { token: creator.token });
    expect(queue.clips.map((c) => c.pendingEstimate)).toEqual([44000, 44000]);

    // Approved at fewer views: paid ₹220 net (gross ₹250), which leaves ₹750 for the newer one (capped at its ₹1,000).
    await api.ok('approveClip', { token: creator.token, params: { id: older._id }, body: { viewCount: 5000 } });
    expect(await estimates()).toEqual({ [older._id]: ['approved', 0, 22000], [newer._id]: ['pending', 66000, 0] });
    await api.ok('rejectClip', { token: creator.token, params: { id: newer._id } });
    expect(await estimates()).toEqual({ [older._id]: ['approved', 0, 22000], [newer._id]: ['rejected', 0, 0] });
  });
});
