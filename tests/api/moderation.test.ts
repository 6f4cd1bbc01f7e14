import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { said } from '../support/catalogue';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const PAUSED_JOIN = 'This campaign is paused and does not accept new participants right now.';

async function pausedCampaign(rupees = 100) {
  const creator = await fundedCreator(api, rupees, 'Moderated Creator');
  const campaign = await createCampaign(api, creator, { totalBudget: rupees, title: 'Moderated' });
  const admin = await api.admin();
  await api.ok('adminCampaignStatus', { token: admin.token, params: { id: campaign._id }, body: { status: 'paused' } });
  return { creator, campaign, admin };
}

function edit(creator: Person, id: string, body: Record<string, unknown>) {
  return api.call('updateCampaign', {
    token: creator.token,
    params: { id },
    body: campaignBody({ title: 'Moderated', ...body }),
  });
}

const statusOf = async (id: string) => (await api.ok('getCampaign', { params: { id } })).campaign.status;

describe("an admin's pause", () => {
  it('survives the creator emptying the budget and raising it again', async () => {
    const { creator, campaign, admin } = await pausedCampaign();
    // What the edit form sends: the status it found.
    expect(await edit(creator, campaign._id, { totalBudget: 0, status: 'paused' })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'paused', totalBudget: 0, remainingBudget: 0 } },
    });
    expect(await escrowOf(api, campaign._id)).toBe(0);
    expect(await walletOf(api, creator.user._id)).toBe(10000);
    expect(await edit(creator, campaign._id, { totalBudget: 100, status: 'paused' })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'paused', remainingBudget: 100 } },
    });
    expect(await edit(creator, campaign._id, { totalBudget: 0 })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'paused' } },
    });
    expect(await edit(creator, campaign._id, { totalBudget: 100 })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'paused' } },
    });
    expect(await statusOf(campaign._id)).toBe('paused');

    // Still held: no joins, not on the public list, listed as paused for the admin.
    const clipper = await api.signup('user');
    expect(await api.call('joinCampaign', { token: clipper.token, params: { id: campaign._id } })).toMatchObject({
      status: 422,
      json: { message: PAUSED_JOIN },
    });
    const { campaigns } = await api.ok('listCampaigns');
    expect(campaigns.map((c) => c._id)).not.toContain(campaign._id);
    const listed = await api.ok('adminCampaigns', { token: admin.token, query: { status: 'paused' } });
    expect(listed.data.campaigns.map((c) => c._id)).toContain(campaign._id);

    // A creator still cannot lift it by asking.
    expect(await edit(creator, campaign._id, { totalBudget: 100, status: 'active' })).toMatchObject({
      status: 403,
      json: { message: said('adminPauseHolds') },
    });
    expect(await statusOf(campaign._id)).toBe('paused');

    const resumed = await api.ok('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'active' },
    });
    expect(resumed.campaign.status).toBe('active');
    expect(await api.call('joinCampaign', { token: clipper.token, params: { id: campaign._id } })).toMatchObject({
      status: 200,
    });
    await api.expectLedgerSound();
  });

  it("resumed after the creator emptied the budget, the campaign shows completed, and can't be paused again", async () => {
    const { creator, campaign, admin } = await pausedCampaign();
    await edit(creator, campaign._id, { totalBudget: 0, status: 'paused' });
    const resumed = await api.ok('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'active' },
    });
    expect(resumed).toMatchObject({ message: 'Campaign resumed successfully', campaign: { status: 'completed' } });
    expect(
      await api.call('adminCampaignStatus', {
        token: admin.token,
        params: { id: campaign._id },
        body: { status: 'paused' },
      }),
    ).toMatchObject({
      status: 409,
      json: { message: 'This campaign is completed: its budget is spent, so it can no longer be paused or resumed.' },
    });
    // Now the creator's budget decides again: raised, it is active.
    expect(await edit(creator, campaign._id, { totalBudget: 50 })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'active' } },
    });
  });

  it('holds when an approval spends the last of the budget', async () => {
    const creator = await fundedCreator(api, 10, 'Moderated Creator');
    const campaign = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 10 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 5000 };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'paused' },
    });

    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 5000 } });
    const { campaign: after } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(after).toMatchObject({ status: 'paused', remainingBudget: 0, amountSpent: 1000 });
    await api.expectLedgerSound();
  });
});
