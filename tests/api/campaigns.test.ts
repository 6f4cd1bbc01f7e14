import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { campaignBody, createCampaign, escrowOf, fundedCreator, walletOf } from './campaign-fixtures';
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

const INSUFFICIENT = 'Insufficient wallet balance. Top up your wallet to fund this campaign.';

describe('creating a campaign', () => {
  it('reserves the whole budget from the wallet in escrow', async () => {
    const creator = await fundedCreator(api, 1500);
    const campaign = await createCampaign(api, creator, { totalBudget: 1000.5, payoutPer1000Views: 25.75 });
    expect(campaign).toMatchObject({
      creator: { _id: creator.user._id, name: 'Chetan Creator' },
      totalBudget: 100050,
      remainingBudget: 100050,
      amountSpent: 0,
      payoutPer1000Views: 2575,
      status: 'active',
      participantsCount: 0,
      participants: [],
    });
    expect(await walletOf(api, creator.user._id)).toBe(49950);
    expect(await escrowOf(api, campaign._id)).toBe(100050);
    await api.expectLedgerSound();
  });

  it('answers the wire in rupees', async () => {
    const creator = await fundedCreator(api, 100);
    const res = await api.call('createCampaign', {
      token: creator.token,
      body: campaignBody({ totalBudget: 99.99, payoutPer1000Views: 0.5 }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Campaign created successfully!',
      campaign: { totalBudget: 99.99, remainingBudget: 99.99, amountSpent: 0, payoutPer1000Views: 0.5 },
    });
  });

  it('refuses a budget above the wallet balance and creates nothing', async () => {
    const creator = await fundedCreator(api, 999.99);
    const res = await api.call('createCampaign', {
      token: creator.token,
      body: campaignBody({ totalBudget: 1000, title: 'Too big' }),
    });
    expect(res).toMatchObject({ status: 422, json: { message: INSUFFICIENT } });
    expect(await walletOf(api, creator.user._id)).toBe(99999);
    const dashboard = await api.ok('creatorDashboard', { token: creator.token });
    expect(dashboard.data.campaigns).toEqual([]);
    await api.expectLedgerSound();
  });

  it('refuses a creator with no wallet at all', async () => {
    const creator = await api.signup('creator');
    const res = await api.call('createCampaign', { token: creator.token, body: campaignBody() });
    expect(res).toMatchObject({ status: 422, json: { message: INSUFFICIENT } });
  });

  it('is for creators only', async () => {
    const clipper = await api.signup('user');
    const admin = await api.admin();
    expect((await api.call('createCampaign', { body: campaignBody() })).status).toBe(401);
    for (const token of [clipper.token, admin.token]) {
      const res = await api.call('createCampaign', { token, body: campaignBody() });
      expect(res).toMatchObject({ status: 403, json: { message: 'Only campaign creators can manage campaigns.' } });
    }
  });

  it('validates every field with the form messages', async () => {
    const creator = await fundedCreator(api, 100);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Title is required'],
      [{ description: '' }, 'Description is required'],
      [{ requirements: undefined }, 'Requirements is required'],
      [{ youtubeLink: 'https://vimeo.com/123' }, 'Enter a valid YouTube link'],
      [{ youtubeLink: 'javascript:alert(1)//youtube.com' }, 'Enter a valid YouTube link'],
      [{ payoutPer1000Views: 0 }, 'Payout per 1000 views must be greater than 0'],
      [{ totalBudget: -5 }, 'Total budget must be greater than 0'],
      [{ totalBudget: '100' }, 'Total budget must be greater than 0'],
      [{ totalBudget: 10.005 }, 'Use at most 2 decimal places'],
    ];
    for (const [override, message] of cases) {
      const res = await api.call('createCampaign', { token: creator.token, body: campaignBody(override) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect((res.json as { message: string }).message).toBe(message);
    }
    expect(await walletOf(api, creator.user._id)).toBe(10000);
  });
});

describe('listing and reading campaigns', () => {
  it('lists active campaigns newest first with creator name and participant count; hides admin-paused and deleted', async () => {
    const creator = await fundedCreator(api, 1000, 'Lista Creator');
    const older = await createCampaign(api, creator, { totalBudget: 100 });
    const paused = await createCampaign(api, creator, { totalBudget: 100 });
    const deleted = await createCampaign(api, creator, { totalBudget: 100 });
    const newer = await createCampaign(api, creator, { totalBudget: 100 });
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', { token: admin.token, params: { id: paused._id }, body: { status: 'paused' } });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: deleted._id } });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: older._id } });

    const { campaigns } = await api.ok('listCampaigns');
    const ids = campaigns.map((c) => c._id);
    expect(ids).not.toContain(paused._id);
    expect(ids).not.toContain(deleted._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(campaigns.find((c) => c._id === older._id)).toMatchObject({
      creator: { name: 'Lista Creator' },
      participantsCount: 1,
      status: 'active',
    });
    expect(campaigns.every((c) => c.status === 'active')).toBe(true);

    // A campaign its creator paused stays listed, as paused (docs/product.md#campaign-pause), in every order.
    const own = await createCampaign(api, creator, { totalBudget: 100 });
    const body = { ...campaignBody({ totalBudget: 100 }), status: 'paused' };
    await api.ok('updateCampaign', { token: creator.token, params: { id: own._id }, body });
    for (const sort of ['newest', 'payout', 'budget']) {
      const listed = (await api.ok('listCampaigns', { query: { sort, limit: '100' } })).campaigns;
      expect(listed.find((c) => c._id === own._id)).toMatchObject({ status: 'paused', pausedBy: 'creator' });
      expect(listed.map((c) => c._id)).not.toContain(paused._id);
    }
  });

  it('pages with a cursor and returns every active campaign exactly once', async () => {
    const creator = await fundedCreator(api, 1000);
    for (let i = 0; i < 7; i += 1) await createCampaign(api, creator, { totalBudget: 10 });
    const all = (await api.ok('listCampaigns', { query: { limit: '100' } })).campaigns.map((c) => c._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '3' };
      if (cursor) query.cursor = cursor;
      const page = await api.ok('listCampaigns', { query });
      expect(page.campaigns.length).toBeLessThanOrEqual(3);
      seen.push(...page.campaigns.map((c) => c._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(7);
  });

  it('defaults to 50 per page and refuses bad paging input with 400', async () => {
    const creator = await fundedCreator(api, 1000);
    for (let i = 0; i < 45; i += 1) await createCampaign(api, creator, { totalBudget: 1 });
    const first = await api.ok('listCampaigns');
    expect(first.campaigns).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    expect((await api.call('listCampaigns', { query: { limit: '101' } })).status).toBe(400);
    expect((await api.call('listCampaigns', { query: { limit: '0' } })).status).toBe(400);
    const bad = await api.call('listCampaigns', { query: { cursor: 'bm90LWEtY3Vyc29y' } });
    expect(bad).toMatchObject({ status: 400, json: { message: 'Invalid cursor' } });
  });

  it('shows a campaign with its participants by name (emails only to its creator and admins)', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100, requirements: 'Credit the channel' });
    const a = await api.signup('user', 'Asha');
    const b = await api.signup('user', 'Bilal');
    await api.ok('joinCampaign', { token: a.token, params: { id: campaign._id } });
    await api.ok('joinCampaign', { token: b.token, params: { id: campaign._id } });
    const res = await api.call('getCampaign', { params: { id: campaign._id } });
    expect(res.status).toBe(200);
    const { campaign: detail } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(detail.participants).toEqual([
      { _id: a.user._id, name: 'Asha', email: null },
      { _id: b.user._id, name: 'Bilal', email: null },
    ]);
    expect(detail).toMatchObject({ participantsCount: 2, requirements: 'Credit the channel', totalBudget: 10000 });
  });

  it('answers 404 "Campaign not found." for unknown, malformed and deleted ids', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', campaign._id]) {
      const res = await api.call('getCampaign', { params: { id } });
      expect(res).toMatchObject({ status: 404, json: { message: 'Campaign not found.' } });
    }
  });
});

describe('joining a campaign', () => {
  it('lets a clipper join once; the second time is 409 "already joined"', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    const clipper = await api.signup('user');
    const first = await api.call('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    expect(first).toMatchObject({ status: 200, json: { message: 'Campaign joined successfully' } });
    const again = await api.call('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    expect(again).toMatchObject({ status: 409, json: { message: 'You have already joined this campaign.' } });
    expect((again.json as { message: string }).message.toLowerCase()).toContain('already joined');
    const { campaigns } = await api.ok('joinedCampaigns', { token: clipper.token });
    expect(campaigns.map((c) => c._id)).toEqual([campaign._id]);
    expect(campaigns[0]?.participantsCount).toBe(1);
  });

  it('needs a session and the clipper role', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    const res = await api.call('joinCampaign', { params: { id: campaign._id } });
    expect(res.status).toBe(401);
    const admin = await api.admin();
    for (const token of [creator.token, admin.token]) {
      const refused = await api.call('joinCampaign', { token, params: { id: campaign._id } });
      expect(refused).toMatchObject({ status: 403, json: { message: 'Only clippers can join campaigns.' } });
    }
    expect((await api.call('joinedCampaigns', { token: creator.token })).status).toBe(403);
  });

  it('joins active campaigns only: paused 422, deleted and unknown 404', async () => {
    const creator = await fundedCreator(api, 200);
    const paused = await createCampaign(api, creator, { totalBudget: 100 });
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', { token: admin.token, params: { id: paused._id }, body: { status: 'paused' } });
    const deleted = await createCampaign(api, creator, { totalBudget: 100 });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: deleted._id } });
    const clipper = await api.signup('user');
    expect(await api.call('joinCampaign', { token: clipper.token, params: { id: paused._id } })).toMatchObject({
      status: 422,
      json: { message: 'This campaign is paused and does not accept new participants right now.' },
    });
    for (const id of [deleted._id, '00000000-0000-4000-8000-000000000000', 'joined']) {
      expect(await api.call('joinCampaign', { token: clipper.token, params: { id } })).toMatchObject({
        status: 404,
        json: { message: 'Campaign not found.' },
      });
    }
  });

  it('hides deleted campaigns from the joined list', async () => {
    const creator = await fundedCreator(api, 200);
    const kept = await createCampaign(api, creator, { totalBudget: 100 });
    const gone = await createCampaign(api, creator, { totalBudget: 100 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: kept._id } });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: gone._id } });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: gone._id } });
    const { campaigns } = await api.ok('joinedCampaigns', { token: clipper.token });
    expect(campaigns.map((c) => c._id)).toEqual([kept._id]);
  });
});

describe('editing a campaign', () => {
  it('moves a budget increase from the wallet into escrow and a decrease back', async () => {
    const creator = await fundedCreator(api, 1000);
    const campaign = await createCampaign(api, creator, { totalBudget: 400 });
    const up = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ title: 'Renamed', totalBudget: 900.25, payoutPer1000Views: 80 }),
    });
    expect(up.message).toBe('Campaign updated successfully');
    expect(up.campaign).toMatchObject({
      title: 'Renamed',
      totalBudget: 90025,
      remainingBudget: 90025,
      payoutPer1000Views: 8000,
    });
    expect(await walletOf(api, creator.user._id)).toBe(9975);
    expect(await escrowOf(api, campaign._id)).toBe(90025);
    await api.expectLedgerSound();

    const down = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ totalBudget: 150 }),
    });
    expect(down.campaign).toMatchObject({ totalBudget: 15000, remainingBudget: 15000 });
    expect(await walletOf(api, creator.user._id)).toBe(85000);
    expect(await escrowOf(api, campaign._id)).toBe(15000);
    await api.expectLedgerSound();

    // The ledger says which way each change went.
    const changes = await queryRows<{ description: string }>(
      api.db,
      sql`select description from ledger_transactions where campaign_id = ${campaign._id} and type = 'campaign_budget_change' order by created_at`,
    );
    expect(changes.map((c) => c.description)).toEqual([
      'Budget raised by ₹500.25 for campaign "Renamed"',
      `Budget lowered by ₹750.25 for campaign "${down.campaign.title}": ₹750.25 back to the wallet`,
    ]);
  });

  it('allows a total budget of 0: the escrow returns to the wallet and the campaign completes', async () => {
    const creator = await fundedCreator(api, 500);
    const campaign = await createCampaign(api, creator, { totalBudget: 400 });
    const res = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ totalBudget: 0 }),
    });
    expect(res.campaign).toMatchObject({ totalBudget: 0, remainingBudget: 0, amountSpent: 0, status: 'completed' });
    expect(await walletOf(api, creator.user._id)).toBe(50000);
    expect(await escrowOf(api, campaign._id)).toBe(0);
    await api.expectLedgerSound();
  });

  it('keeps the edit bounds: budget 0 or more, payout above 0', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    const cases: [Record<string, unknown>, string][] = [
      [{ totalBudget: -0.01 }, 'Total budget must be 0 or more'],
      [{ totalBudget: '0' }, 'Total budget must be 0 or more'],
      [{ payoutPer1000Views: 0 }, 'Payout per 1000 views must be greater than 0'],
    ];
    for (const [override, message] of cases) {
      const res = await api.call('updateCampaign', {
        token: creator.token,
        params: { id: campaign._id },
        body: campaignBody(override),
      });
      expect(res, JSON.stringify(override)).toMatchObject({ status: 400, json: { message } });
    }
    expect(await escrowOf(api, campaign._id)).toBe(10000);
  });

  it('refuses an increase the wallet cannot cover and changes nothing', async () => {
    const creator = await fundedCreator(api, 500);
    const campaign = await createCampaign(api, creator, { totalBudget: 400, title: 'Original' });
    const res = await api.call('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ title: 'Changed', totalBudget: 500.01 }),
    });
    expect(res).toMatchObject({ status: 422, json: { message: INSUFFICIENT } });
    const { campaign: after } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(after).toMatchObject({ title: 'Original', totalBudget: 40000 });
    expect(await walletOf(api, creator.user._id)).toBe(10000);
    await api.expectLedgerSound();
  });

  it("leaves an admin's pause to the admin; otherwise the creator pauses and resumes (docs/product.md#campaign-pause)", async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100, title: 'Held' });
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'paused' },
    });
    const edit = (body: Record<string, unknown>) =>
      api.call('updateCampaign', {
        token: creator.token,
        params: { id: campaign._id },
        body: campaignBody({ totalBudget: 100, ...body }),
      });
    const statusNow = async () => (await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.status;

    expect(await edit({ title: 'Held, renamed', status: 'paused' })).toMatchObject({
      status: 200,
      json: { campaign: { title: 'Held, renamed', status: 'paused' } },
    });
    expect(await edit({ title: 'Held again' })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'paused' } },
    });
    expect(await edit({ title: 'Resumed?', status: 'active' })).toMatchObject({
      status: 403,
      json: { message: said('adminPauseHolds') },
    });
    expect(await statusNow()).toBe('paused');
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.title).toBe('Held again');

    await api.ok('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'active' },
    });
    // The admin's pause was theirs alone: asking to keep it paused while it held set nothing of the creator's.
    expect(await statusNow()).toBe('active');
    expect(await edit({ status: 'paused' })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'paused', pausedBy: 'creator' } },
    });
    expect(await edit({ title: 'Still mine' })).toMatchObject({ json: { campaign: { status: 'paused' } } });
    expect(await edit({ status: 'active' })).toMatchObject({
      status: 200,
      json: { campaign: { status: 'active', pausedBy: null } },
    });
    expect(await escrowOf(api, campaign._id)).toBe(10000);
    await api.expectLedgerSound();
    const bad = await api.call('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ status: 'completed' }),
    });
    expect(bad).toMatchObject({ status: 400, json: { message: 'Status must be active or paused' } });
  });

  it('is for the campaign own creator only', async () => {
    const owner = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, owner, { totalBudget: 100 });
    const other = await fundedCreator(api, 1000);
    const clipper = await api.signup('user');
    const body = campaignBody({ totalBudget: 1 });
    expect(await api.call('updateCampaign', { token: other.token, params: { id: campaign._id }, body })).toMatchObject({
      status: 403,
      json: { message: 'You can only change your own campaigns.' },
    });
    expect(await api.call('deleteCampaign', { token: other.token, params: { id: campaign._id } })).toMatchObject({
      status: 403,
      json: { message: 'You can only change your own campaigns.' },
    });
    expect(
      (await api.call('updateCampaign', { token: clipper.token, params: { id: campaign._id }, body })).status,
    ).toBe(403);
    expect((await api.call('deleteCampaign', { token: clipper.token, params: { id: campaign._id } })).status).toBe(403);
    expect((await api.call('deleteCampaign', { params: { id: campaign._id } })).status).toBe(401);
    expect(await escrowOf(api, campaign._id)).toBe(10000);
    await api.expectLedgerSound();
  });
});

describe('deleting a campaign', () => {
  it('refunds the escrow to the wallet and hides the campaign', async () => {
    const creator = await fundedCreator(api, 300);
    const campaign = await createCampaign(api, creator, { totalBudget: 250.5 });
    expect(await walletOf(api, creator.user._id)).toBe(4950);
    const res = await api.call('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
    expect(res).toMatchObject({ status: 200, json: { message: 'Campaign deleted successfully' } });
    expect(await walletOf(api, creator.user._id)).toBe(30000);
    expect(await escrowOf(api, campaign._id)).toBe(0);
    await api.expectLedgerSound();
    expect((await api.call('deleteCampaign', { token: creator.token, params: { id: campaign._id } })).status).toBe(404);
    const edit = await api.call('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody(),
    });
    expect(edit).toMatchObject({ status: 404, json: { message: 'Campaign not found.' } });
  });
});
