import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { expectEachOnce, readAllPages } from './admin-pages';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
let adminToken: string;
let creator: Person;

beforeAll(async () => {
  api = await startTestApi();
  adminToken = (await api.admin()).token;
  creator = await fundedCreator(api, 100_000, 'Kavya Rao');
});
afterAll(async () => {
  await api.close();
});

const liveIds = async () =>
  (await queryRows<{ id: string }>(api.db, sql`select id from campaigns where deleted_at is null`)).map((r) => r.id);

describe('GET /api/admin/campaigns', () => {
  it('lists every live campaign of every creator exactly once, newest first', async () => {
    const other = await fundedCreator(api, 10_000, 'Rohan Das');
    for (let i = 0; i < 5; i += 1) await createCampaign(api, creator, { totalBudget: 100 });
    for (let i = 0; i < 4; i += 1) await createCampaign(api, other, { totalBudget: 100 });
    const gone = await createCampaign(api, other, { totalBudget: 100 });
    await api.ok('deleteCampaign', { token: other.token, params: { id: gone._id } });

    const rows = await readAllPages(api, 'adminCampaigns', { token: adminToken, limit: 4 });
    expectEachOnce(rows, await liveIds());
    expect(rows.map((r) => r._id)).not.toContain(gone._id);
    const newestFirst = await queryRows<{ id: string }>(
      api.db,
      sql`select id from campaigns where deleted_at is null order by created_at desc, id desc`,
    );
    expect(rows.map((r) => r._id)).toEqual(newestFirst.map((r) => r.id));
  });

  it('shows creator, budget, spent, remaining, status and participants', async () => {
    const created = await createCampaign(api, creator, {
      title: 'Podcast Shorts',
      totalBudget: 500,
      payoutPer1000Views: 100,
    });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: created._id } });
    await api.ok('joinCampaign', { token: (await api.signup('user')).token, params: { id: created._id } });
    const clip = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId: created._id, clipLink: `https://youtu.be/${newVideoId()}` } },
      201,
    );
    await api.ok('approveClip', { token: creator.token, params: { id: clip.clip._id }, body: { viewCount: 1234 } });

    const res = await api.call('adminCampaigns', { token: adminToken, query: { limit: '1' } });
    expect(res).toMatchObject({
      status: 200,
      json: {
        data: {
          campaigns: [
            {
              _id: created._id,
              title: 'Podcast Shorts',
              creator: { _id: creator.user._id, name: 'Kavya Rao' },
              totalBudget: 500,
              // 1234 views at ₹100 per 1000 = ₹123.40 gross
              amountSpent: 123.4,
              remainingBudget: 376.6,
              payoutPer1000Views: 100,
              status: 'active',
              participantsCount: 2,
            },
          ],
        },
      },
    });
  });

  it('filters by status', async () => {
    const paused = await createCampaign(api, creator, { totalBudget: 100 });
    await api.ok('adminCampaignStatus', { token: adminToken, params: { id: paused._id }, body: { status: 'paused' } });
    const res = await api.ok('adminCampaigns', { token: adminToken, query: { status: 'paused' } });
    expect(res.data.campaigns.map((c) => c._id)).toEqual([paused._id]);
    const active = await readAllPages(api, 'adminCampaigns', {
      token: adminToken,
      limit: 5,
      query: { status: 'active' },
    });
    expect(active.map((c) => c._id)).not.toContain(paused._id);
    expect(active.length).toBe((await liveIds()).length - 1);
    expect(await api.call('adminCampaigns', { token: adminToken, query: { status: 'deleted' } })).toMatchObject({
      status: 400,
    });
  });
});

describe('PATCH /api/admin/campaigns/:id/status', () => {
  it('pauses and resumes a campaign; a paused campaign takes no joins', async () => {
    const created = await createCampaign(api, creator, { totalBudget: 100 });
    const paused = await api.call('adminCampaignStatus', {
      token: adminToken,
      params: { id: created._id },
      body: { status: 'paused' },
    });
    expect(paused).toMatchObject({
      status: 200,
      json: { message: 'Campaign paused successfully', campaign: { _id: created._id, status: 'paused' } },
    });
    const detail = await api.ok('getCampaign', { params: { id: created._id } });
    expect(detail.campaign.status).toBe('paused');
    const late = await api.signup('user');
    expect((await api.call('joinCampaign', { token: late.token, params: { id: created._id } })).status).toBe(422);

    const resumed = await api.call('adminCampaignStatus', {
      token: adminToken,
      params: { id: created._id },
      body: { status: 'active' },
    });
    expect(resumed).toMatchObject({
      status: 200,
      json: { message: 'Campaign resumed successfully', campaign: { status: 'active' } },
    });
    await api.ok('joinCampaign', { token: late.token, params: { id: created._id } });
    await api.expectLedgerSound();
  });

  it('refuses a completed campaign with 409', async () => {
    const created = await createCampaign(api, creator, { totalBudget: 1, payoutPer1000Views: 10 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: created._id } });
    const clip = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId: created._id, clipLink: `https://youtu.be/${newVideoId()}` } },
      201,
    );
    await api.ok('approveClip', { token: creator.token, params: { id: clip.clip._id }, body: { viewCount: 1000 } });
    expect((await api.ok('getCampaign', { params: { id: created._id } })).campaign.status).toBe('completed');

    for (const status of ['active', 'paused']) {
      expect(
        await api.call('adminCampaignStatus', { token: adminToken, params: { id: created._id }, body: { status } }),
      ).toMatchObject({
        status: 409,
        json: { message: 'This campaign is completed: its budget is spent, so it can no longer be paused or resumed.' },
      });
    }
  });

  it('answers 404 for a deleted, unknown or malformed campaign id', async () => {
    const created = await createCampaign(api, creator, { totalBudget: 100 });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: created._id } });
    for (const id of [created._id, '6f1c2a9e-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        await api.call('adminCampaignStatus', { token: adminToken, params: { id }, body: { status: 'paused' } }),
      ).toMatchObject({
        status: 404,
        json: { message: 'Campaign not found.' },
      });
    }
  });

  it('accepts only active or paused', async () => {
    const created = await createCampaign(api, creator, { totalBudget: 100 });
    for (const body of [{ status: 'completed' }, { status: 'deleted' }, {}]) {
      expect(
        await api.call('adminCampaignStatus', { token: adminToken, params: { id: created._id }, body }),
      ).toMatchObject({
        status: 400,
        json: { message: 'Status must be active or paused' },
      });
    }
  });
});
