import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#track-records: a creator's average time to review, approval rate and total paid, kept as their
// clips are decided, appealed and overturned, on every campaign of theirs.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;

const HOUR = 3600_000;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000, 'Record Creator');
  clipper = await api.signup('user', 'Record Clipper');
});
afterAll(async () => {
  await api.close();
});

/** A clip of the clipper on the campaign, submitted `hoursAgo` (its creation time moved back). */
async function submittedAgo(campaignId: string, hoursAgo: number, viewCount = 3_000) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  await api.db.update(clips).set({ createdAt }).where(eq(clips.id, clip._id));
  return clip._id;
}

const creatorOn = async (campaignId: string) =>
  (await api.ok('getCampaign', { params: { id: campaignId } })).campaign.creator;

describe("a creator's track record", () => {
  it('averages the hours to review, counts the approvals and the gross paid, across their campaigns', async () => {
    const first = (await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000 }))._id;
    const second = (await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000 }))._id;
    for (const id of [first, second]) await api.ok('joinCampaign', { token: clipper.token, params: { id } });
    expect(await creatorOn(second)).toMatchObject({ reviewHours: null, approvalRate: null, paidOut: 0 });

    // Approved 10 hours after submission (3,000 views at ₹50 per 1K: ₹150 gross), rejected 4 hours after.
    const approved = await submittedAgo(first, 10);
    await api.ok('approveClip', { token: creator.token, params: { id: approved }, body: { viewCount: 3_000 } });
    const rejected = await submittedAgo(first, 4);
    await api.ok('rejectClip', { token: creator.token, params: { id: rejected } });
    expect(await creatorOn(second)).toEqual(
      expect.objectContaining({ reviewHours: 7, approvalRate: 50, paidOut: 150_00 }),
    );

    // Overturned on appeal: an approval more and its gross, its review time still the rejection's.
    await api.ok('appealClip', { token: clipper.token, params: { id: rejected }, body: { message: 'Real' } }, 201);
    const admin = await api.admin();
    await api.ok('decideAppeal', { token: admin.token, params: { id: rejected }, body: { decision: 'overturn' } });
    expect(await creatorOn(first)).toEqual(
      expect.objectContaining({ reviewHours: 7, approvalRate: 100, paidOut: 300_00 }),
    );
    const listed = (await api.ok('listCampaigns', { query: { limit: '50' } })).campaigns.find((c) => c._id === second);
    expect(listed?.creator).toMatchObject({ reviewHours: 7, approvalRate: 100, paidOut: 300_00 });
  });

  it('leaves out the clips a deleted campaign rejected: its creator decided none of them', async () => {
    const other = await fundedCreator(api, 1_000, 'Deleting Creator');
    const { _id } = await createCampaign(api, other, { payoutPer1000Views: 50, totalBudget: 500 });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: _id } });
    await submittedAgo(_id, 1);
    await api.ok('deleteCampaign', { token: other.token, params: { id: _id } });
    const keep = (await createCampaign(api, other, { payoutPer1000Views: 50, totalBudget: 100 }))._id;
    expect(await creatorOn(keep)).toMatchObject({ reviewHours: null, approvalRate: null, paidOut: 0 });
  });
});
