import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedCountDrift } from '../../src/server/campaigns/joined-counts';
import { queryRows } from '../../src/server/db/rows';
import { auditClipperFigures } from '../../src/server/ledger/clipper-figures-recount';
import { campaignBody, createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * The clipper's figures (pending earnings, computed when read from their running sums per campaign and their
 * campaigns' escrow, the counts per status kept by the clips' trigger, and the running joined_campaigns_count) follow every kind of write that moves them, on the cached
 * dashboard, My Clips and the creator's reads too (each read below is cached first, so a missed invalidation
 * shows), and the joined count stays what the rows say.
 */

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function submit(clipper: Person, campaignId: string, viewCount: number) {
  const body = { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

/** The clipper's dashboard figures, read twice so the second answer is the cached one. */
async function figuresOf(clipper: Person) {
  await api.ok('userDashboard', { token: clipper.token });
  const { data } = await api.ok('userDashboard', { token: clipper.token });
  return { pending: data.user.wallet.pendingAmount, joined: data.joinedCampaignsCount };
}

async function expectNoDrift() {
  expect(await joinedCountDrift(api.db)).toEqual([]);
}

describe("a clipper's running figures", () => {
  it('follow submissions, approvals, rejections, budget edits and deletions, on the cached dashboard too', async () => {
    const creator = await fundedCreator(api, 500);
    // ₹10 budget at ₹100 per 1000 views: 10 paise a view.
    const campaign = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 100, title: 'Queue' });
    const early = await api.signup('user', 'Early');
    const late = await api.signup('user', 'Late');
    for (const clipper of [early, late])
      await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    expect(await figuresOf(late)).toEqual({ pending: 0, joined: 1 });

    const first = await submit(early, campaign._id, 5000);
    const lateFirst = await submit(late, campaign._id, 2000);
    // Each clipper's clips are estimated against the whole remaining ₹10 (gross 1000, net 880): another
    // clipper's clip is not counted against them (docs/product.md#money-and-payouts).
    expect(await figuresOf(early)).toEqual({ pending: 880, joined: 1 });
    expect(await figuresOf(late)).toEqual({ pending: 880, joined: 1 });
    // A second clip of the same clipper shares what their older one leaves: nothing.
    const second = await submit(early, campaign._id, 100);
    expect(await figuresOf(early)).toEqual({ pending: 880, joined: 1 });
    await expectNoDrift();

    // Rejecting the early clip frees the budget for their second one (100 views: gross 1000 capped, net 880).
    await api.ok('rejectClip', { token: creator.token, params: { id: first._id } });
    expect(await figuresOf(early)).toEqual({ pending: 880, joined: 1 });
    await api.ok('rejectClip', { token: creator.token, params: { id: second._id } });
    expect(await figuresOf(early)).toEqual({ pending: 0, joined: 1 });
    await expectNoDrift();

    // A bigger budget (₹100): the late clip's 2000 views now cost 20000 > 10000 left, so 10000 gross, 8800 net.
    const edit = campaignBody({ title: 'Queue', totalBudget: 100, payoutPer1000Views: 100 });
    await api.ok('updateCampaign', { token: creator.token, params: { id: campaign._id }, body: edit });
    expect(await figuresOf(late)).toEqual({ pending: 8800, joined: 1 });
    await expectNoDrift();

    // An approval spends from the same budget: a pending clip's cached estimate follows the escrow.
    const next = await submit(early, campaign._id, 500);
    // 500 views: gross 5000, net 4400, within the ₹100 left.
    expect(await figuresOf(early)).toEqual({ pending: 4400, joined: 1 });
    await api.ok('approveClip', { token: creator.token, params: { id: lateFirst._id }, body: { viewCount: 1000 } });
    // 1000 views: gross 10000 (the whole budget), so nothing is left for the next clip either.
    expect(await figuresOf(late)).toEqual({ pending: 0, joined: 1 });
    expect(await figuresOf(early)).toEqual({ pending: 0, joined: 1 });
    await expectNoDrift();

    // A deletion rejects the pending clip and the campaign leaves both clippers' joined counts.
    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: { ...edit, totalBudget: 150 },
    });
    expect(await figuresOf(early)).toEqual({ pending: 4400, joined: 1 });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
    expect(await figuresOf(early)).toEqual({ pending: 0, joined: 0 });
    expect(await figuresOf(late)).toEqual({ pending: 0, joined: 0 });
    const { clips } = await api.ok('myClips', { token: early.token });
    expect(clips.find((clip) => clip._id === next._id)?.status).toBe('rejected');
    await expectNoDrift();
  });

  it('are kept by the database: any change to a clip, made by no code path of the app, keeps them equal to a recount', async () => {
    const creator = await fundedCreator(api, 500);
    // ₹50 per 1000 views, at most ₹100 per clip, paid from 1,000 views.
    const campaign = await createCampaign(api, creator, {
      totalBudget: 100,
      payoutPer1000Views: 50,
      maxPayoutPerClip: 100,
      minPaidViews: 1000,
    });
    const clipper = await api.signup('user', 'Raw');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const capped = await submit(clipper, campaign._id, 5000);
    const small = await submit(clipper, campaign._id, 1200);
    const below = await submit(clipper, campaign._id, 999);
    const rows = () =>
      queryRows(
        api.db,
        sql`select f.pending_clips, f.approved_clips, f.rejected_clips, f.earned::int,
                     p.pending_clips as here, p.pending_gross::int as gross, p.pending_net::int as net
              from clipper_figures f left join clipper_pending p on p.user_id = f.user_id
              where f.user_id = ${clipper.user._id}`,
      );
    // 5,000 views: ₹250 capped at ₹100 (fee ₹12); 1,200 views: ₹60 (fee ₹7.20); 999: below the minimum.
    expect(await rows()).toEqual([
      { pending_clips: 3, approved_clips: 0, rejected_clips: 0, earned: 0, here: 3, gross: 16000, net: 14080 },
    ]);
    // ₹160 wanted from a ₹100 escrow: the clips are walked oldest first, and the capped one takes it all.
    expect(await api.ok('userDashboard', { token: clipper.token })).toMatchObject({
      data: {
        clipCounts: { total: 3, pending: 3, approved: 0, rejected: 0 },
        user: { wallet: { pendingAmount: 8800 } },
      },
    });

    // YouTube no longer shows the small one; the capped one measured at 1,500 views (₹75, fee ₹9).
    await api.db.execute(sql`update clips set video_available = false where id = ${small._id}`);
    await api.db.execute(sql`update clips set measured_views = 1500 where id = ${capped._id}`);
    expect(await rows()).toEqual([
      { pending_clips: 3, approved_clips: 0, rejected_clips: 0, earned: 0, here: 3, gross: 7500, net: 6600 },
    ]);
    await api.db.execute(sql`update clips set status = 'approved', net_paid = 500 where id = ${below._id}`);
    await api.db.execute(sql`delete from clips where id = ${small._id}`);
    // A rejected clip has a reason (the table's check, docs/product.md#clip-review).
    await api.db.execute(
      sql`update clips set status = 'rejected', rejection_reason = 'other' where id = ${capped._id}`,
    );
    // No clip pending there any more: the campaign's row is gone, the counts stay.
    expect(await rows()).toEqual([
      { pending_clips: 0, approved_clips: 1, rejected_clips: 1, earned: 500, here: null, gross: null, net: null },
    ]);
    expect(await auditClipperFigures(api.db)).toEqual([]);
    // Put back as the app left it, for the ledger audit after this test.
    await api.db.execute(sql`update clips set status = 'pending', net_paid = 0 where id = ${below._id}`);
    expect(await auditClipperFigures(api.db)).toEqual([]);
  });

  it('are caught by the audit when they drift from the clips', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 100 });
    const clipper = await api.signup('user', 'Drift');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    await submit(clipper, campaign._id, 100);
    await api.db.execute(
      sql`update clipper_pending set pending_net = pending_net + 1 where user_id = ${clipper.user._id}`,
    );
    expect(await auditClipperFigures(api.db)).toEqual([
      `clipper ${clipper.user._id}'s pending figures on campaign ${campaign._id} are [1 1000 881] but their clips count [1 1000 880] (clips, gross, net)`,
    ]);
    await api.db.execute(
      sql`update clipper_pending set pending_net = pending_net - 1 where user_id = ${clipper.user._id}`,
    );
    expect(await auditClipperFigures(api.db)).toEqual([]);
  });

  it('a renamed campaign reaches the cached My Clips and dashboard of everyone with a clip on it', async () => {
    const creator = await fundedCreator(api, 500);
    const campaign = await createCampaign(api, creator, { title: 'Old title', totalBudget: 100 });
    const clipper = await api.signup('user', 'Reader');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    await submit(clipper, campaign._id, 100);
    await api.ok('myClips', { token: clipper.token });
    await api.ok('userDashboard', { token: clipper.token });
    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ title: 'New title', totalBudget: 100 }),
    });
    const { clips } = await api.ok('myClips', { token: clipper.token });
    expect(clips.map((clip) => clip.campaign.title)).toEqual(['New title']);
    const { data } = await api.ok('userDashboard', { token: clipper.token });
    expect(data.userClips.map((clip) => clip.campaign.title)).toEqual(['New title']);
  });

  it("a join and a submission on a creator's campaign reach the creator's cached dashboard and queue", async () => {
    const creator = await fundedCreator(api, 500);
    const campaign = await createCampaign(api, creator, { title: 'Watched', totalBudget: 100 });
    const before = await api.ok('creatorDashboard', { token: creator.token });
    expect(before.data.campaigns.find((c) => c._id === campaign._id)?.participantsCount).toBe(0);
    await api.ok('creatorPendingClips', { token: creator.token });
    const clipper = await api.signup('user', 'Joiner');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const joined = await api.ok('creatorDashboard', { token: creator.token });
    expect(joined.data.campaigns.find((c) => c._id === campaign._id)?.participantsCount).toBe(1);
    const clip = await submit(clipper, campaign._id, 100);
    const queue = await api.ok('creatorPendingClips', { token: creator.token });
    expect(queue.clips.map((c) => c._id)).toEqual([clip._id]);
    const after = await api.ok('creatorDashboard', { token: creator.token });
    expect(after.data.stats.pendingClipsCount).toBe(1);
  });
});
