import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { campaignBody, createCampaign, escrowOf, fundedCreator, newVideoId, walletOf } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('the rate of a clip', () => {
  it('is fixed when it is submitted: a lowered campaign rate changes neither its estimate nor its payout', async () => {
    const creator = await fundedCreator(api, 1000, 'Rate Creator');
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 100, title: 'Rated' });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 2000 };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
    expect(clip.payoutPer1000Views).toBe(10000);

    // The creator lowers the rate to ₹0.01 per 1K views after the submission.
    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ title: 'Rated', totalBudget: 1000, payoutPer1000Views: 0.01 }),
    });
    const queue = await api.ok('creatorPendingClips', { token: creator.token });
    expect(queue.clips.map((c) => [c._id, c.payoutPer1000Views])).toEqual([[clip._id, 10000]]);
    // 2,000 views at ₹100 per 1K: ₹200 gross, ₹176 to the clipper.
    expect((await api.ok('creatorWallet', { token: creator.token })).data.pendingPayouts).toBe(20000);
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(17600);

    // A clip submitted now gets the new rate.
    const later = await api.ok(
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 1000 },
      },
      201,
    );
    expect(later.clip.payoutPer1000Views).toBe(1);

    const feesBefore = await balanceOf(api.db, accountKeys.platformFees);
    const approved = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 2000 },
    });
    expect(approved.clip).toMatchObject({ status: 'approved', earnings: 17600, payoutPer1000Views: 10000 });
    expect(await walletOf(api, clipper.user._id)).toBe(17600);
    expect((await balanceOf(api.db, accountKeys.platformFees)) - feesBefore).toBe(2400);
    expect(await escrowOf(api, campaign._id)).toBe(100000 - 20000);

    const paidLater = await api.ok('approveClip', {
      token: creator.token,
      params: { id: later.clip._id },
      body: { viewCount: 100000 },
    });
    // 100,000 views at ₹0.01 per 1K: 100 paise gross, 88 to the clipper.
    expect(paidLater.clip.earnings).toBe(88);
    await api.expectLedgerSound();
  });
});
