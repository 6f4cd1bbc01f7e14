import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { campaignBody, escrowOf, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#campaign-dates: no clips before the start; at the end the campaign completes, and once no clip of
// it is pending its unspent escrow returns to the creator's wallet.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000, 'Dated Creator');
  clipper = await api.signup('user', 'Dated Clipper');
});
afterAll(async () => {
  await api.close();
});

async function created(dates: Record<string, unknown>, budget = 1000) {
  const body = campaignBody({ payoutPer1000Views: 50, totalBudget: budget, ...dates });
  const { campaign } = await api.ok('createCampaign', { token: creator.token, body }, 201);
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  return campaign;
}

const submit = (campaignId: string, viewCount = 4_000) =>
  api.call('submitClip', {
    token: clipper.token,
    body: { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount },
  });

const refusal = (res: { status: number; json: unknown }) => [res.status, (res.json as { message: string }).message];

describe('campaign dates', () => {
  it('refuses an end in the past or before the start', async () => {
    const past = await api.call('createCampaign', {
      token: creator.token,
      body: campaignBody({ endsAt: inHours(-1) }),
    });
    expect(refusal(past)).toEqual([400, said('endInPast')]);
    const body = campaignBody({ startsAt: inHours(48), endsAt: inHours(24) });
    expect(refusal(await api.call('createCampaign', { token: creator.token, body }))).toEqual([
      400,
      said('endBeforeStart'),
    ]);
  });

  it('takes no clips before its start, and says when it starts', async () => {
    const startsAt = '2030-01-15T09:30:00.000Z';
    const campaign = await created({ startsAt });
    expect(campaign).toMatchObject({ startsAt, endsAt: null, endedAt: null, status: 'active' });
    expect(refusal(await submit(campaign._id))).toEqual([422, said('notStarted', { when: '2030-01-15 09:30' })]);
  });

  it('ends at its end date, keeps its pending clips reviewable, and refunds the unspent escrow after the last', async () => {
    const campaign = await created({ endsAt: inHours(1) });
    const paid = (
      await api.ok(
        'submitClip',
        {
          token: clipper.token,
          body: { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 4_000 },
        },
        201,
      )
    ).clip;
    const waiting = (await submit(campaign._id, 2_000)).json as { clip: { _id: string } };
    await api.ok('approveClip', { token: creator.token, params: { id: paid._id }, body: { viewCount: 4_000 } });
    const walletBefore = await walletOf(api, creator.user._id);

    await api.runScheduler(new Date(Date.now() + 2 * HOUR));
    const ended = (await api.ok('getCampaign', { params: { id: campaign._id } })).campaign;
    expect(ended.status).toBe('completed');
    expect(ended.endedAt).not.toBeNull();
    // ₹200 of ₹1,000 spent; ₹800 stays in escrow while a clip is pending.
    expect(await escrowOf(api, campaign._id)).toBe(800_00);
    expect(refusal(await submit(campaign._id))).toEqual([
      422,
      expect.stringContaining('completed') as unknown as string,
    ]);
    const edit = await api.call('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ payoutPer1000Views: 50, totalBudget: 2000 }),
    });
    expect(refusal(edit)).toEqual([409, said('campaignEnded')]);

    await api.ok('rejectClip', { token: creator.token, params: { id: waiting.clip._id } });
    expect(await escrowOf(api, campaign._id)).toBe(0);
    expect((await walletOf(api, creator.user._id)) - walletBefore).toBe(800_00);
    const settled = (await api.ok('getCampaign', { params: { id: campaign._id } })).campaign;
    expect(settled).toMatchObject({ totalBudget: 200_00, amountSpent: 200_00, remainingBudget: 0 });
  });

  it('settles at once when nothing is pending at its end', async () => {
    const campaign = await created({ endsAt: inHours(1) }, 500);
    const walletBefore = await walletOf(api, creator.user._id);
    await api.runScheduler(new Date(Date.now() + 2 * HOUR));
    expect((await walletOf(api, creator.user._id)) - walletBefore).toBe(500_00);
    expect(await escrowOf(api, campaign._id)).toBe(0);
    const admin = await api.admin();
    const pause = await api.call('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'paused' },
    });
    expect(refusal(pause)).toEqual([409, said('campaignEndedAdmin')]);
  });
});
