import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../schemas/money';
import { adjustHeldPayout } from '../../src/server/clips/adjust-held-payout';
import { queryRows } from '../../src/server/db/rows';
import { clips } from '../../src/server/db/schema';
import { commitChange } from '../../src/server/feed/commit-change';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { auditLedger } from '../../src/server/ledger/audit';
import { readPlatformTotals } from '../../src/server/ledger/platform-totals';
import { createCampaign, escrowOf, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { startFakeYouTube } from '../support/fake-youtube';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';

const DAY = 24 * 3600_000;

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi({ holdbackDays: 7 });
});
afterAll(async () => {
  await api.close();
});

const heldOf = (userId: string) => balanceOf(api.db, accountKeys.held(userId));
const fees = () => balanceOf(api.db, accountKeys.platformFees);

async function clipRow(clipId: string) {
  const [row] = await api.db
    .select({ heldUntil: clips.heldUntil, releasedAt: clips.releasedAt, confirmedViews: clips.confirmedViews })
    .from(clips)
    .where(eq(clips.id, clipId));
  if (!row) throw new Error(`no clip ${clipId}`);
  return row;
}

/** A creator's ₹1,000 campaign at ₹33.33 per 1K views, a clipper in it, and one clip approved for 12,345 views. */
async function approvedClip() {
  const creator = await fundedCreator(api, 2000);
  const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 33.33 });
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 20000 };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  const approvedAt = Date.now();
  // gross floor(12345 * 3333 / 1000) = 41145 paise, fee round(4937.4) = 4937, net 36208
  await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });
  return { creator, clipper, campaignId: campaign._id, title: campaign.title, clipId: clip._id, approvedAt };
}

/** What MEASURE's refresh does after a measurement: the adjustment in one committed change. */
const measure = (clipId: string, views: number, now: Date) =>
  commitChange(api.deps, (tx) => adjustHeldPayout(tx, clipId, views, now));

async function withdraw(clipper: Person, rupees: number) {
  return api.call('withdraw', { token: clipper.token, body: { amount: rupees, upiId: 'clara@okaxis' } });
}

describe('an approval during the holdback', () => {
  it('credits the held account, not the wallet, and the wallet shows it held until its date', async () => {
    const { clipper, clipId, title, approvedAt } = await approvedClip();
    expect(await heldOf(clipper.user._id)).toBe(36208);
    expect(await walletOf(api, clipper.user._id)).toBe(0);
    const row = await clipRow(clipId);
    expect(row.heldUntil?.getTime()).toBeGreaterThanOrEqual(approvedAt + 7 * DAY);
    expect(row.heldUntil?.getTime()).toBeLessThan(Date.now() + 7 * DAY + 1000);

    const wallet = (await api.ok('clipperWallet', { token: clipper.token })).data;
    expect(wallet).toMatchObject({
      totalEarnings: 36208,
      heldEarnings: 36208,
      availableToWithdraw: 0,
      transactions: [],
    });
    expect(wallet.holds).toEqual([
      { clipId, campaignTitle: title, amount: 36208, heldUntil: row.heldUntil?.toISOString() },
    ]);

    const [clip] = (await api.ok('myClips', { token: clipper.token })).clips;
    expect(clip).toMatchObject({
      status: 'approved',
      earnings: 36208,
      heldUntil: row.heldUntil?.toISOString(),
      releasedAt: null,
    });
  });

  it('cannot be withdrawn: the withdrawal takes from the wallet account only', async () => {
    const { clipper } = await approvedClip();
    expect(await withdraw(clipper, 1)).toMatchObject({
      status: 422,
      json: { message: 'Amount exceeds available balance' },
    });
    expect(await withdraw(clipper, 362.08)).toMatchObject({
      status: 422,
      json: { message: 'Amount exceeds available balance' },
    });
    expect(await heldOf(clipper.user._id)).toBe(36208);
  });
});

describe('the release job', () => {
  it('moves the held net to the wallet once the holdback is over, not before, once', async () => {
    const { clipper, clipId, title, approvedAt } = await approvedClip();
    const totalsBefore = await readPlatformTotals(api.db);

    await api.runScheduler(new Date(approvedAt + 7 * DAY - 60_000));
    expect(await heldOf(clipper.user._id)).toBe(36208);
    expect((await clipRow(clipId)).releasedAt).toBeNull();
    await api.expectLedgerSound();

    const releaseAt = new Date(Date.now() + 7 * DAY + 1000);
    await api.runScheduler(releaseAt);
    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(await walletOf(api, clipper.user._id)).toBe(36208);
    expect((await clipRow(clipId)).releasedAt?.toISOString()).toBe(releaseAt.toISOString());
    // A release moves money between the clipper's own accounts: the platform's figures do not change.
    expect(await readPlatformTotals(api.db)).toEqual(totalsBefore);

    const wallet = (await api.ok('clipperWallet', { token: clipper.token })).data;
    expect(wallet).toMatchObject({ heldEarnings: 0, availableToWithdraw: 36208, holds: [] });
    expect(wallet.transactions).toEqual([
      expect.objectContaining({
        type: 'payout_release',
        amount: 36208,
        description: `Held payout released for clip on "${title}": ₹362.08 now withdrawable`,
      }),
    ]);
    const [clip] = (await api.ok('myClips', { token: clipper.token })).clips;
    expect(clip?.releasedAt).toBe(releaseAt.toISOString());

    // A second run finds nothing to do.
    await api.runScheduler(new Date(releaseAt.getTime() + DAY));
    expect(await walletOf(api, clipper.user._id)).toBe(36208);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from ledger_transactions where clip_id = ${clipId} and type = 'payout_release'`,
    );
    expect(n).toBe(1);

    // Released money is withdrawable.
    expect(await withdraw(clipper, 362.08)).toMatchObject({ status: 201 });
    expect(await walletOf(api, clipper.user._id)).toBe(0);
  });
});

describe('views falling during the holdback', () => {
  it('lowers the payout: the gross back to the escrow, the net from the held account, the fee from the fees', async () => {
    const { clipper, clipId, campaignId, approvedAt } = await approvedClip();
    const feesBefore = await fees();
    const totalsBefore = await readPlatformTotals(api.db);
    expect(await escrowOf(api, campaignId)).toBe(100000 - 41145);

    // 10,000 views: gross floor(10000 * 3333 / 1000) = 33330, fee round(3999.6) = 4000, net 29330;
    // back: gross 7815, net 6878, fee 937.
    const adjustment = await measure(clipId, 10000, new Date(approvedAt + 2 * DAY));
    expect(adjustment).toMatchObject({ fromViews: 12345, toViews: 10000, gross: 7815, net: 6878, fee: 937 });
    expect(await heldOf(clipper.user._id)).toBe(29330);
    expect(feesBefore - (await fees())).toBe(937);
    expect(await escrowOf(api, campaignId)).toBe(100000 - 33330);
    const { campaign } = await api.ok('getCampaign', { params: { id: campaignId } });
    expect(campaign).toMatchObject({ amountSpent: 33330, remainingBudget: 100000 - 33330 });
    const totals = await readPlatformTotals(api.db);
    expect(totals.payoutsOut - totalsBefore.payoutsOut).toBe(-6878);
    expect(totals.feesEarned - totalsBefore.feesEarned).toBe(-937);
    expect(totals.feesWithdrawn).toBe(totalsBefore.feesWithdrawn);

    const [clip] = (await api.ok('myClips', { token: clipper.token })).clips;
    expect(clip).toMatchObject({
      views: 10000,
      earnings: 29330,
      decisionReason: "Lowered from 12,345 to 10,000 views: YouTube's count fell during the holdback.",
      decisionReasonSaid: { code: 'clips.reasonLowered', values: { from: '12,345', to: '10,000' } },
    });
    await api.expectLedgerSound();

    // The same measurement again changes nothing.
    expect(await measure(clipId, 10000, new Date(approvedAt + 2 * DAY + 60_000))).toBeNull();
    expect(await heldOf(clipper.user._id)).toBe(29330);

    // Views rising again never raise it.
    expect(await measure(clipId, 15000, new Date(approvedAt + 3 * DAY))).toBeNull();
    expect(await heldOf(clipper.user._id)).toBe(29330);

    // The release pays the lowered net.
    await api.runScheduler(new Date(Date.now() + 7 * DAY + 1000));
    expect(await heldOf(clipper.user._id)).toBe(0);
    expect(await walletOf(api, clipper.user._id)).toBe(29330);
  });

  it('reopens a completed campaign with escrow again, unless the admin paused it', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100, payoutPer1000Views: 50 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 2000 };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
    // 2000 views at ₹50/1K = ₹100: the whole budget; the campaign completes.
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 2000 } });
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.status).toBe('completed');

    // 1500 views: gross 7500, fee 900, net 6600; back 2500 (net 2200, fee 300).
    await measure(clip._id, 1500, new Date(Date.now() + DAY));
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign).toMatchObject({
      status: 'active',
      amountSpent: 7500,
      remainingBudget: 2500,
    });
    expect(await escrowOf(api, campaign._id)).toBe(2500);
    expect(await heldOf(clipper.user._id)).toBe(6600);

    const admin = await api.admin();
    await api.ok('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaign._id },
      body: { status: 'paused' },
    });
    // 1000 views: gross 5000, fee 600, net 4400; back 2500 more (net 2200, fee 300).
    await measure(clip._id, 1000, new Date(Date.now() + 2 * DAY));
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign).toMatchObject({
      status: 'paused',
      amountSpent: 5000,
      remainingBudget: 5000,
    });
    expect(await heldOf(clipper.user._id)).toBe(4400);
  });

  it("returns a deleted campaign's share to its creator's wallet, where its escrow went", async () => {
    const { creator, clipper, clipId, campaignId, title, approvedAt } = await approvedClip();
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaignId } });
    const creatorBefore = await walletOf(api, creator.user._id);
    await measure(clipId, 10000, new Date(approvedAt + DAY));
    expect((await walletOf(api, creator.user._id)) - creatorBefore).toBe(7815);
    expect(await escrowOf(api, campaignId)).toBe(0);
    expect(await heldOf(clipper.user._id)).toBe(29330);
    const creatorWallet = (await api.ok('creatorWallet', { token: creator.token })).data;
    expect(creatorWallet.transactions[0]).toMatchObject({
      type: 'payout_adjustment',
      amount: 7815,
      description: `Payout for clip on "${title}" lowered from 12,345 to 10,000 views (YouTube's count fell during the holdback): ₹78.15 back to the deleted campaign's creator, ₹68.78 from the clipper's held earnings, ₹9.37 platform fee`,
    });
  });

  it('changes nothing after the release, nor after the holdback ended', async () => {
    const { clipper, clipId, approvedAt } = await approvedClip();
    // The holdback is over but the release job has not run yet: the payout is final.
    expect(await measure(clipId, 100, new Date(approvedAt + 7 * DAY + 60_000))).toBeNull();
    await api.runScheduler(new Date(Date.now() + 7 * DAY + 1000));
    expect(await measure(clipId, 100, new Date(Date.now() + 8 * DAY))).toBeNull();
    expect(await walletOf(api, clipper.user._id)).toBe(36208);
    expect((await clipRow(clipId)).confirmedViews).toBe(12345);
  });
});

describe('the audit', () => {
  it('finds a held account that disagrees with its held clips', async () => {
    const { clipper, clipId } = await approvedClip();
    // As if the release had marked the clip without moving the money.
    await api.db.update(clips).set({ releasedAt: new Date() }).where(eq(clips.id, clipId));
    expect(await auditLedger(api.db)).toEqual([
      `held account of ${clipper.user._id} is 36208 but its held clips' net is 0`,
    ]);
    await api.db.update(clips).set({ releasedAt: null }).where(eq(clips.id, clipId));
    expect(await auditLedger(api.db)).toEqual([]);
  });
});

describe("the admin's fee withdrawal", () => {
  it('may take only the fees of released payouts', async () => {
    const admin = await api.admin();
    // Earlier tests left fees behind; take every free paisa first.
    const before = (await api.ok('adminWallet', { token: admin.token })).data;
    if (before.withdrawableBalance > 0) {
      await api.ok('adminWithdraw', { token: admin.token, body: { amount: before.withdrawableBalance / 100 } });
    }
    const { approvedAt } = await approvedClip();
    const wallet = (await api.ok('adminWallet', { token: admin.token })).data;
    const held = wallet.currentBalance - wallet.withdrawableBalance;
    expect(held).toBeGreaterThanOrEqual(4937);
    expect(wallet.withdrawableBalance).toBe(0);

    expect(await api.call('adminWithdraw', { token: admin.token, body: { amount: 0.01 } })).toMatchObject({
      status: 422,
      json: {
        message: `Only ₹0.00 of the platform fees can be withdrawn now: ${formatRupees(held)} is the fee share of payouts still in their holdback, which goes back to the campaign if YouTube's count falls.`,
      },
    });

    // Every hold released: all of it is free.
    await api.runScheduler(new Date(approvedAt + 8 * DAY));
    const released = (await api.ok('adminWallet', { token: admin.token })).data;
    expect(released.withdrawableBalance).toBe(released.currentBalance);
    const res = await api.ok('adminWithdraw', { token: admin.token, body: { amount: released.currentBalance / 100 } });
    expect(res.data).toMatchObject({ currentBalance: 0, withdrawableBalance: 0 });
  });
});

describe('HOLDBACK_DAYS=0', () => {
  it('pays straight to the wallet, as before the holdback', async () => {
    const direct = await startTestApi({ holdbackDays: 0 });
    try {
      const creator = await direct.signup('creator');
      await direct.topUp(creator.token, 2000);
      const { campaign } = await direct.ok(
        'createCampaign',
        {
          token: creator.token,
          body: {
            title: 'No holdback',
            description: 'Cut the best moments of the podcast into Shorts.',
            requirements: 'Vertical 9:16.',
            youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            payoutPer1000Views: 33.33,
            totalBudget: 1000,
          },
        },
        201,
      );
      const clipper = await direct.signup('user');
      await direct.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 20000 };
      const { clip } = await direct.ok('submitClip', { token: clipper.token, body }, 201);
      await direct.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });
      expect(await balanceOf(direct.db, accountKeys.wallet(clipper.user._id))).toBe(36208);
      expect(await balanceOf(direct.db, accountKeys.held(clipper.user._id))).toBe(0);
      expect((await direct.ok('clipperWallet', { token: clipper.token })).data).toMatchObject({
        availableToWithdraw: 36208,
        heldEarnings: 0,
        holds: [],
      });
      const [mine] = (await direct.ok('myClips', { token: clipper.token })).clips;
      expect(mine).toMatchObject({ heldUntil: null, releasedAt: null });
      // Nothing held, nothing to adjust.
      expect(await commitChange(direct.deps, (tx) => adjustHeldPayout(tx, clip._id, 100, new Date()))).toBeNull();
      await direct.expectLedgerSound();
    } finally {
      await direct.close();
    }
  });
});

describe('driven by the scheduler with YouTube measuring', () => {
  it('a fall measured during the holdback lowers the payout; the release pays the rest; a fall after it changes nothing', async () => {
    const yt = await startFakeYouTube();
    const measured = await startTestApi({ youtube: yt.settings, holdbackDays: 7 });
    try {
      const creator = await measured.signup('creator');
      await measured.topUp(creator.token, 2000);
      const { campaign } = await measured.ok(
        'createCampaign',
        {
          token: creator.token,
          body: {
            title: 'Measured holdback',
            description: 'Cut the best moments of the podcast into Shorts.',
            requirements: 'Vertical 9:16.',
            youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            payoutPer1000Views: 33.33,
            totalBudget: 1000,
          },
        },
        201,
      );
      const clipper = await measured.signup('user');
      const channelId = `UC${'h'.repeat(22)}`;
      await linkVerifiedChannel(measured, yt, clipper.token, campaign._id, {
        id: channelId,
        title: 'Held Clips',
        before: 'ClipMandi: ',
        publishedAt: '2020-06-01T00:00:00Z',
        subscribers: 90_000,
        videoCount: 420,
      });
      const video = newVideoId();
      const setViews = (views: number) =>
        yt.setVideo({
          id: video,
          channelId,
          title: 'Held clip',
          publishedAt: new Date(Date.now() + 1000),
          views,
          likes: Math.round(views / 20),
          comments: Math.round(views / 200),
        });
      setViews(12345);
      const body = { campaignId: campaign._id, clipLink: `https://youtube.com/shorts/${video}`, viewCount: 12345 };
      const { clip } = await measured.ok('submitClip', { token: clipper.token, body }, 201);
      const approvedAt = Date.now();
      await measured.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });
      const held = () => balanceOf(measured.db, accountKeys.held(clipper.user._id));
      const wallet = () => balanceOf(measured.db, accountKeys.wallet(clipper.user._id));
      expect(await held()).toBe(36208);

      // Day 1: YouTube counts 10,000. Net 29330 (gross 33330, fee 4000); 7815 back to the escrow.
      setViews(10000);
      await measured.runScheduler(new Date(approvedAt + DAY));
      expect(await held()).toBe(29330);
      expect(await balanceOf(measured.db, accountKeys.escrow(campaign._id))).toBe(100000 - 33330);
      await measured.expectLedgerSound();

      // Day 8: released at the lowered figure.
      await measured.runScheduler(new Date(Date.now() + 7 * DAY + 60_000));
      expect(await held()).toBe(0);
      expect(await wallet()).toBe(29330);
      await measured.expectLedgerSound();

      // Day 9: the count falls again, after the release: the payout is final.
      setViews(5000);
      await measured.runScheduler(new Date(Date.now() + 9 * DAY));
      const [mine] = (await measured.ok('myClips', { token: clipper.token })).clips;
      expect(mine).toMatchObject({ measuredViews: 5000, views: 10000, earnings: 29330 });
      expect(await wallet()).toBe(29330);
      expect(await balanceOf(measured.db, accountKeys.escrow(campaign._id))).toBe(100000 - 33330);
      await measured.expectLedgerSound();
    } finally {
      await measured.close();
      await yt.close();
    }
  });
});
