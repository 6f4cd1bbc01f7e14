import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../schemas/clip';
import { recordViews } from './recorded-measurement';
import { said } from '../support/catalogue';
import { createCampaign, escrowOf, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#clip-review: POST /api/creator/clips/review decides each clip as its own call would.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000, 'Bulk Creator');
  clipper = await api.signup('user', 'Bulk Clipper');
});
afterAll(async () => {
  await api.close();
});

async function campaignJoined(overrides: Record<string, unknown>): Promise<string> {
  const { _id } = await createCampaign(api, creator, { payoutPer1000Views: 50, ...overrides });
  await api.ok('joinCampaign', { token: clipper.token, params: { id: _id } });
  return _id;
}

async function submitted(campaignId: string, viewCount: number): Promise<Clip> {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

const measured = (clip: Clip, views: number) => recordViews(api, clip, views);

describe('bulk review', () => {
  it('approves each clip at its measured views, or its claimed ones unmeasured, paid like single approvals', async () => {
    const campaignId = await campaignJoined({ totalBudget: 1000 });
    const measuredClip = await submitted(campaignId, 9_000);
    await measured(measuredClip, 4_000);
    const unmeasured = await submitted(campaignId, 2_000);
    const escrowBefore = await escrowOf(api, campaignId);
    const walletBefore = await walletOf(api, clipper.user._id);

    const answer = await api.ok('reviewClips', {
      token: creator.token,
      body: { clipIds: [measuredClip._id, unmeasured._id], action: 'approve' },
    });
    // 4,000 measured views at ₹50 per 1K: ₹200 gross, ₹24 fee, ₹176 net; 2,000 claimed: ₹100, ₹12, ₹88.
    expect(answer.message).toBe(said('bulkReviewed', { decided: '2', total: '2' }));
    expect(answer.results.map((r) => [r._id, r.outcome, r.amount, r.clip?.views, r.message, r.status])).toEqual([
      [measuredClip._id, 'approved', 176_00, 4_000, null, null],
      [unmeasured._id, 'approved', 88_00, 2_000, null, null],
    ]);
    expect(escrowBefore - (await escrowOf(api, campaignId))).toBe(300_00);
    expect((await walletOf(api, clipper.user._id)) - walletBefore).toBe(264_00);
  });

  it('rejects each for one reason and note', async () => {
    const campaignId = await campaignJoined({ totalBudget: 100 });
    const clips = [await submitted(campaignId, 100), await submitted(campaignId, 200)];
    const answer = await api.ok('reviewClips', {
      token: creator.token,
      body: { clipIds: clips.map((c) => c._id), action: 'reject', reason: 'duplicate', note: 'Re-uploads.' },
    });
    expect(
      answer.results.map((r) => [r.outcome, r.amount, r.clip?.rejection?.reason, r.clip?.rejection?.note]),
    ).toEqual([
      ['rejected', 0, 'duplicate', 'Re-uploads.'],
      ['rejected', 0, 'duplicate', 'Re-uploads.'],
    ]);
  });

  it('decides the others when one is refused, and says why as its own call would', async () => {
    const campaignId = await campaignJoined({ totalBudget: 100 });
    const reviewed = await submitted(campaignId, 100);
    await api.ok('rejectClip', { token: creator.token, params: { id: reviewed._id } });
    const fresh = await submitted(campaignId, 100);
    const other = await fundedCreator(api, 100);
    const theirs = (await createCampaign(api, other, { totalBudget: 10 }))._id;
    await api.ok('joinCampaign', { token: clipper.token, params: { id: theirs } });
    const notMine = await submitted(theirs, 100);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const answer = await api.ok('reviewClips', {
      token: creator.token,
      body: { clipIds: [reviewed._id, notMine._id, unknown, fresh._id], action: 'approve' },
    });
    expect(answer.message).toBe(said('bulkReviewed', { decided: '1', total: '4' }));
    expect(answer.results.map((r) => [r.outcome, r.status, r.message])).toEqual([
      ['refused', 409, said('alreadyReviewed')],
      ['refused', 403, 'You can only review clips submitted to your own campaigns.'],
      ['refused', 404, 'Clip not found.'],
      ['approved', null, null],
    ]);
    expect(answer.results[1]?.clip).toBeNull();
  });

  it('refuses an approval past the budget for that clip alone, and one with no views to pay', async () => {
    const campaignId = await campaignJoined({ totalBudget: 10 });
    // 200 views at ₹50 per 1K is ₹10: the whole budget.
    const first = await submitted(campaignId, 200);
    const second = await submitted(campaignId, 200);
    const zero = await submitted(campaignId, 0);
    const answer = await api.ok('reviewClips', {
      token: creator.token,
      body: { clipIds: [zero._id, first._id, second._id], action: 'approve' },
    });
    expect(answer.results.map((r) => [r.outcome, r.status, r.message])).toEqual([
      ['refused', 422, said('noViewsToPay')],
      ['approved', null, null],
      ['refused', 422, said('noBudgetLeft')],
    ]);
  });

  it('refuses a request without clips, over 100 clips, repeating a clip or with an unknown action, deciding none', async () => {
    const campaignId = await campaignJoined({ totalBudget: 10 });
    const clip = await submitted(campaignId, 100);
    const cases = [
      { body: { clipIds: [], action: 'approve' }, message: said('bulkReviewCount') },
      {
        body: { clipIds: Array.from({ length: 101 }, () => clip._id), action: 'approve' },
        message: said('bulkReviewCount'),
      },
      { body: { clipIds: [clip._id, clip._id], action: 'approve' }, message: said('bulkReviewTwice') },
      { body: { clipIds: [clip._id], action: 'pay' }, message: said('bulkReviewAction') },
    ];
    for (const { body, message } of cases) {
      expect(await api.call('reviewClips', { token: creator.token, body })).toMatchObject({
        status: 400,
        json: { message },
      });
    }
    expect(
      await api.call('reviewClips', { token: clipper.token, body: { clipIds: [clip._id], action: 'approve' } }),
    ).toMatchObject({ status: 403, json: { message: 'Only campaign creators can review clips.' } });
    const { clips } = await api.ok('myClips', { token: clipper.token, query: { limit: '100' } });
    expect(clips.find((c) => c._id === clip._id)?.status).toBe('pending');
  });
});
