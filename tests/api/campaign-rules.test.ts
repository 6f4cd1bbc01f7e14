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
import { said } from '../support/catalogue';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const fees = () => balanceOf(api.db, accountKeys.platformFees);
const postingsOf = async (clipId: string) =>
  (
    await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from ledger_transactions where clip_id = ${clipId}`,
    )
  )[0]?.n;

/** A creator with a campaign under `rules` and a clipper who joined it. */
async function setup(campaign: Record<string, unknown>, wallet = 10_000) {
  const creator = await fundedCreator(api, wallet);
  const created = await createCampaign(api, creator, campaign);
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: created._id } });
  return { creator, clipper, campaign: created };
}

async function submitClip(clipper: Person, campaignId: string, viewCount: number) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

describe('campaign rules', () => {
  it('are stored at creation and returned on the detail and the list', async () => {
    const { campaign } = await setup({ minPaidViews: 10_000, maxPayoutPerClip: 500, reviewWindowHours: 48 });
    expect(campaign).toMatchObject({ minPaidViews: 10_000, maxPayoutPerClip: 500_00, reviewWindowHours: 48 });
    const { campaign: detail } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(detail).toMatchObject({ minPaidViews: 10_000, maxPayoutPerClip: 500_00, reviewWindowHours: 48 });
    const { campaigns } = await api.ok('listCampaigns', { query: { limit: '50' } });
    expect(campaigns.find((c) => c._id === campaign._id)).toMatchObject({
      minPaidViews: 10_000,
      maxPayoutPerClip: 500_00,
      reviewWindowHours: 48,
    });
  });

  it('default to no minimum, no cap and a 72-hour review window', async () => {
    const { campaign } = await setup({});
    expect(campaign).toMatchObject({ minPaidViews: 0, maxPayoutPerClip: null, reviewWindowHours: 72 });
  });

  it('cannot be changed by an edit', async () => {
    const { creator, campaign } = await setup({ minPaidViews: 1000, maxPayoutPerClip: 50, reviewWindowHours: 24 });
    const edit = {
      ...campaignBody({ title: 'Renamed', totalBudget: 1000 }),
      minPaidViews: 0,
      maxPayoutPerClip: null,
      reviewWindowHours: 720,
    };
    const res = await api.ok('updateCampaign', { token: creator.token, params: { id: campaign._id }, body: edit });
    expect(res.campaign).toMatchObject({
      title: 'Renamed',
      minPaidViews: 1000,
      maxPayoutPerClip: 50_00,
      reviewWindowHours: 24,
    });
  });

  it('are refused with a message naming the rule when out of range', async () => {
    const creator = await fundedCreator(api, 1000);
    const cases: [Record<string, unknown>, string][] = [
      [{ minPaidViews: -1 }, 'Minimum views must be a whole number of 0 or more'],
      [{ minPaidViews: 1.5 }, 'Minimum views must be a whole number of 0 or more'],
      [{ maxPayoutPerClip: 0 }, 'Maximum payout per clip must be greater than 0'],
      [{ reviewWindowHours: 0 }, 'Review window must be a whole number of hours from 1 to 720'],
      [{ reviewWindowHours: 721 }, 'Review window must be a whole number of hours from 1 to 720'],
    ];
    for (const [rules, message] of cases) {
      const res = await api.call('createCampaign', { token: creator.token, body: campaignBody(rules) });
      expect(res.status, JSON.stringify(rules)).toBe(400);
      expect(JSON.stringify(res.json)).toContain(message);
    }
    // Nothing was created or reserved by the refused attempts.
    expect(await walletOf(api, creator.user._id)).toBe(1000_00);
  });
});

describe('approvals under the rules', () => {
  it('refuses a count below the campaign minimum (422) and leaves the clip pending', async () => {
    const { creator, clipper, campaign } = await setup({ minPaidViews: 10_000 });
    const clip = await submitClip(clipper, campaign._id, 12_000);
    const res = await api.call('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 9_999 },
    });
    expect(res).toMatchObject({
      status: 422,
      json: { message: said('belowMinimum', { views: '9,999', minimum: '10,000' }) },
    });
    expect(await postingsOf(clip._id)).toBe(0);
    expect(await escrowOf(api, campaign._id)).toBe(1000_00);

    // At the minimum exactly, it is paid: 10,000 views at ₹50 per 1K = ₹500.00 gross.
    const paid = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 10_000 },
    });
    expect(paid.clip).toMatchObject({
      status: 'approved',
      views: 10_000,
      earnings: 440_00,
      decidedBy: 'creator',
      decisionReason: null,
    });
  });

  it('caps the gross at the maximum payout per clip; the fee and net are of the capped gross', async () => {
    const { creator, clipper, campaign } = await setup({
      payoutPer1000Views: 50,
      maxPayoutPerClip: 100,
      totalBudget: 1000,
    });
    const clip = await submitClip(clipper, campaign._id, 5_000);
    const feesBefore = await fees();
    // 5,000 views at ₹50 per 1K would be ₹250.00; the cap is ₹100.00: fee ₹12.00, net ₹88.00.
    const res = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 5_000 },
    });
    expect(res.clip).toMatchObject({ status: 'approved', views: 5_000, earnings: 88_00 });
    expect(await walletOf(api, clipper.user._id)).toBe(88_00);
    expect((await fees()) - feesBefore).toBe(12_00);
    expect(await escrowOf(api, campaign._id)).toBe(1000_00 - 100_00);
    const { campaign: after } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(after).toMatchObject({ amountSpent: 100_00, remainingBudget: 900_00, status: 'active' });

    // Below the cap, the clip is paid at its rate: 1,000 views = ₹50.00 gross, ₹44.00 net.
    const small = await submitClip(clipper, campaign._id, 1_000);
    const second = await api.ok('approveClip', {
      token: creator.token,
      params: { id: small._id },
      body: { viewCount: 1_000 },
    });
    expect(second.clip.earnings).toBe(44_00);
  });
});
