import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clip } from '../../schemas/clip';
import { payoutFor } from '../../schemas/payout-math';
import { recordMeasurement } from '../../src/server/clips/record-measurement';
import { queryRows } from '../../src/server/db/rows';
import { commitChange } from '../../src/server/feed/commit-change';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { sandboxChannelIdFor, sandboxVideoIdFor } from '../../schemas/youtube-sandbox-ids';
import { createCampaign, escrowOf, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { said } from '../support/catalogue';

let api: TestApi;
let admin: { token: string };
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  // Unmeasured (YouTube off) and no holdback, so approvals credit the wallet: measurements are recorded below.
  api = await startTestApi();
  admin = await api.admin();
});
afterAll(async () => {
  await api.close();
});

const HOUR = 3_600_000;
/** Just past the default 72-hour review window of a clip submitted now. */
const pastDeadline = () => new Date(Date.now() + 73 * HOUR);
const fees = () => balanceOf(api.db, accountKeys.platformFees);
const postingsOf = async (clipId: string) =>
  (
    await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from ledger_transactions where clip_id = ${clipId}`,
    )
  )[0]?.n;

async function setup(campaign: Record<string, unknown> = {}, wallet = 10_000) {
  const creator = await fundedCreator(api, wallet);
  const created = await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000, ...campaign });
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: created._id } });
  return { creator, clipper, campaign: created };
}

async function submitClip(clipper: Person, campaignId: string, viewCount: number): Promise<Clip> {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

/** YouTube measures the clip's video (null: private or deleted), as the refresh job records it. */
async function measure(clip: Clip, views: number | null, at = new Date()) {
  const video =
    views === null
      ? null
      : {
          id: 'v',
          channelId: 'UC',
          title: 'A clip',
          publishedAt: new Date(at.getTime() - HOUR),
          views,
          likes: null,
          comments: null,
          durationSeconds: 40,
          description: '',
        };
  await commitChange(api.deps, (tx) => recordMeasurement(tx, clip._id, video, at, api.config.measurement));
}

async function clipOf(clipper: Person, clipId: string): Promise<Clip | undefined> {
  return (await api.ok('myClips', { token: clipper.token, query: { limit: '100' } })).clips.find(
    (c) => c._id === clipId,
  );
}

async function reviewQueue(): Promise<Clip[]> {
  const all: Clip[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = cursor ? { limit: '2', cursor } : { limit: '2' };
    const page = await api.ok('adminReviewQueue', { token: admin.token, query });
    all.push(...page.clips);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

describe('the review-deadline rule', () => {
  it('leaves a clip alone before its deadline, then approves it at its measured views when unflagged', async () => {
    const { clipper, creator, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 4_210);
    await measure(clip, 4_210);

    await api.runScheduler(new Date(Date.now() + 71 * HOUR));
    expect(await clipOf(clipper, clip._id)).toMatchObject({ status: 'pending', decidedBy: null, escalatedAt: null });

    const feesBefore = await fees();
    const now = pastDeadline();
    await api.runScheduler(now);
    // 4,210 views at ₹50 per 1K: ₹210.50 gross, ₹25.26 fee, ₹185.24 to the clipper.
    const decided = await clipOf(clipper, clip._id);
    expect(decided).toMatchObject({
      status: 'approved',
      views: 4_210,
      earnings: 185_24,
      decidedBy: 'rule',
      decisionReason:
        'Approved automatically at 4,210 views measured by YouTube: not reviewed within 72 hours and no risk signal.',
      // Kept as its words too, for the screens to say in the reader's language (docs/languages.md "Stored texts").
      decisionReasonSaid: {
        code: 'clips.reasonAutoApproved',
        values: { views: '4,210', source: 'YouTube', hours: 72 },
      },
      reviewedAt: now.toISOString(),
    });
    expect(await walletOf(api, clipper.user._id)).toBe(185_24);
    expect((await fees()) - feesBefore).toBe(25_26);
    expect(await escrowOf(api, campaign._id)).toBe(1000_00 - 210_50);
    // The creator sees the same decision on their campaign.
    const { campaign: after } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(after).toMatchObject({ amountSpent: 210_50, remainingBudget: 1000_00 - 210_50 });
    expect((await api.ok('creatorPendingClips', { token: creator.token })).clips.some((c) => c._id === clip._id)).toBe(
      false,
    );
  });

  it("uses the campaign's own review window", async () => {
    const { clipper, campaign } = await setup({ reviewWindowHours: 24 });
    const clip = await submitClip(clipper, campaign._id, 1_000);
    expect(Date.parse(clip.reviewDeadline) - Date.parse(clip.createdAt)).toBeCloseTo(24 * HOUR, -4);
    await measure(clip, 1_000);
    await api.runScheduler(new Date(Date.now() + 23 * HOUR));
    expect((await clipOf(clipper, clip._id))?.status).toBe('pending');
    await api.runScheduler(new Date(Date.now() + 25 * HOUR));
    expect(await clipOf(clipper, clip._id)).toMatchObject({
      status: 'approved',
      earnings: 44_00,
      decisionReason:
        'Approved automatically at 1,000 views measured by YouTube: not reviewed within 24 hours and no risk signal.',
    });
  });

  it('approves at the measured views, not the higher claim, within the cap', async () => {
    const { clipper, campaign } = await setup({ maxPayoutPerClip: 100 });
    // 2,400 claimed against 2,000 measured is within the claimed-above-measured tolerance: no flag.
    const clip = await submitClip(clipper, campaign._id, 2_400);
    await measure(clip, 2_000);
    await api.runScheduler(pastDeadline());
    // 2,000 views at ₹50 per 1K = ₹100.00, exactly the cap: ₹88.00 net.
    expect(await clipOf(clipper, clip._id)).toMatchObject({
      status: 'approved',
      views: 2_000,
      earnings: 88_00,
      flags: [],
    });
  });

  it('rejects a measured clip below the campaign minimum, moving no money', async () => {
    const { clipper, campaign } = await setup({ minPaidViews: 10_000 });
    const clip = await submitClip(clipper, campaign._id, 4_210);
    await measure(clip, 4_210);
    await api.runScheduler(pastDeadline());
    expect(await clipOf(clipper, clip._id)).toMatchObject({
      status: 'rejected',
      earnings: 0,
      decidedBy: 'rule',
      // Below the minimum: the list's reason a creator would give (docs/product.md#clip-review).
      rejection: { reason: 'requirements_not_met', note: null, by: 'rule' },
      decisionReason:
        "Rejected automatically: 4,210 views measured by YouTube, below this campaign's minimum of 10,000 to be paid; not reviewed within 72 hours.",
    });
    expect(await postingsOf(clip._id)).toBe(0);
    expect(await escrowOf(api, campaign._id)).toBe(1000_00);
  });

  it('lists a flagged clip for an admin with the flags reason, and the admin approves it at most at the measured views', async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 100_000);
    await measure(clip, 1_000);
    const now = pastDeadline();
    await api.runScheduler(now);
    const waiting = await clipOf(clipper, clip._id);
    expect(waiting).toMatchObject({ status: 'pending', decidedBy: null, escalatedAt: now.toISOString() });
    expect(waiting?.flags.map((f) => f.code)).toContain('claimed_above_measured');
    expect(waiting?.decisionReason).toMatch(
      /^Waiting for an admin: not reviewed within 72 hours and risk signals flagged it: .+\.$/,
    );
    expect(waiting?.decisionReason).toContain(waiting?.flags[0]?.reason.replace(/\.$/, ''));
    expect(waiting?.decisionReason).not.toContain('..');

    const listed = (await reviewQueue()).find((c) => c._id === clip._id);
    expect(listed).toMatchObject({ claimedViews: 100_000, measuredViews: 1_000, escalatedAt: now.toISOString() });

    // The admin's count is above the measurement: paid at the measured 1,000 views (₹50.00 gross, ₹44.00 net).
    const res = await api.ok('adminApproveClip', {
      token: admin.token,
      params: { id: clip._id },
      body: { viewCount: 5_000 },
    });
    expect(res).toMatchObject({
      message: 'Clip approved from the review queue.',
      clip: {
        status: 'approved',
        views: 1_000,
        earnings: 44_00,
        decidedBy: 'admin',
        decisionReason: said('adminApproval'),
      },
    });
    expect(await walletOf(api, clipper.user._id)).toBe(44_00);
    expect((await reviewQueue()).some((c) => c._id === clip._id)).toBe(false);
    // Decided: no longer the admin's, nor anyone's.
    expect(await api.call('adminRejectClip', { token: admin.token, params: { id: clip._id } })).toMatchObject({
      status: 422,
      json: { message: said('notInReviewQueue') },
    });
  });

  it('lists an unmeasured clip (YouTube off), and the admin rejects it', async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 4_210);
    await api.runScheduler(pastDeadline());
    expect(await clipOf(clipper, clip._id)).toMatchObject({
      status: 'pending',
      measuredViews: null,
      decisionReason:
        'Waiting for an admin: not reviewed within 72 hours and its views were never measured by YouTube.',
    });
    expect((await reviewQueue()).some((c) => c._id === clip._id)).toBe(true);

    const body = { reason: 'video_unavailable', note: 'Never measured.' };
    const res = await api.ok('adminRejectClip', { token: admin.token, params: { id: clip._id }, body });
    expect(res).toMatchObject({
      message: 'Clip rejected from the review queue.',
      clip: {
        status: 'rejected',
        earnings: 0,
        decidedBy: 'admin',
        decisionReason: said('adminRejection'),
        rejection: { reason: 'video_unavailable', note: 'Never measured.', by: 'admin' },
      },
    });
    expect(await postingsOf(clip._id)).toBe(0);
  });

  it('lists a video YouTube no longer shows', async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 4_210);
    await measure(clip, 4_210);
    await measure(clip, null);
    await api.runScheduler(pastDeadline());
    expect(await clipOf(clipper, clip._id)).toMatchObject({
      status: 'pending',
      videoAvailable: false,
      decisionReason:
        'Waiting for an admin: not reviewed within 72 hours and YouTube no longer shows the video (private or deleted).',
    });
  });

  it('lists a clip it cannot pay (no budget left) instead of approving it for nothing', async () => {
    const { clipper, creator, campaign } = await setup({ totalBudget: 100 });
    const first = await submitClip(clipper, campaign._id, 2_000);
    const second = await submitClip(clipper, campaign._id, 1_000);
    await api.ok('approveClip', { token: creator.token, params: { id: first._id }, body: { viewCount: 2_000 } });
    await measure(second, 1_000);
    await api.runScheduler(pastDeadline());
    expect(await clipOf(clipper, second._id)).toMatchObject({
      status: 'pending',
      decisionReason:
        'Waiting for an admin: not reviewed within 72 hours and the rule could not approve it (This campaign has no budget left. Raise its budget or reject the clip).',
      decisionReasonSaid: {
        code: 'clips.reasonWaiting',
        values: { hours: 72, why: 'refused', refusal: [{ code: 'noBudgetLeft', values: {} }] },
      },
    });
    expect(await postingsOf(second._id)).toBe(0);
  });

  it('still lets the creator review a listed clip', async () => {
    const { clipper, creator, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 4_210);
    await api.runScheduler(pastDeadline());
    expect((await clipOf(clipper, clip._id))?.escalatedAt).not.toBeNull();
    const res = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 1_000 },
    });
    expect(res.clip).toMatchObject({
      status: 'approved',
      views: 1_000,
      earnings: 44_00,
      decidedBy: 'creator',
      decisionReason: null,
    });
    expect((await reviewQueue()).some((c) => c._id === clip._id)).toBe(false);
  });

  it('refuses an admin decision on a clip still within its creator’s window (422)', async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 4_210);
    for (const call of [
      api.call('adminApproveClip', { token: admin.token, params: { id: clip._id }, body: { viewCount: 1_000 } }),
      api.call('adminRejectClip', { token: admin.token, params: { id: clip._id } }),
    ]) {
      expect(await call).toMatchObject({ status: 422, json: { message: said('notInReviewQueue') } });
    }
    expect(await clipOf(clipper, clip._id)).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it('is idempotent: a second run at the same or a later time changes nothing more', async () => {
    const { clipper, campaign } = await setup();
    const paid = await submitClip(clipper, campaign._id, 3_000);
    const listed = await submitClip(clipper, campaign._id, 3_000);
    await measure(paid, 3_000);
    const now = pastDeadline();
    await api.runScheduler(now);
    const snapshot = async () => ({
      clips: await queryRows(
        api.db,
        sql`select id, status, escalated_at, decided_by, decision_reason, net_paid, reviewed_at from clips order by id`,
      ),
      ledger: await queryRows(api.db, sql`select count(*)::int as n from ledger_transactions`),
      wallet: await walletOf(api, clipper.user._id),
    });
    const before = await snapshot();
    expect((await clipOf(clipper, paid._id))?.status).toBe('approved');
    expect((await clipOf(clipper, listed._id))?.escalatedAt).toBe(now.toISOString());
    await api.runScheduler(now);
    await api.runScheduler(new Date(now.getTime() + 24 * HOUR));
    expect(await snapshot()).toEqual(before);
  });
});

describe("the admin's review queue", () => {
  it('lists the longest waiting first, a page at a time, with every clip once', async () => {
    const { clipper, campaign } = await setup();
    const earlier = await submitClip(clipper, campaign._id, 1_000);
    await api.runScheduler(pastDeadline());
    const later = await submitClip(clipper, campaign._id, 1_000);
    await api.runScheduler(new Date(Date.now() + 80 * HOUR));
    const queue = await reviewQueue();
    const ids = queue.map((c) => c._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(earlier._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(earlier._id)).toBeLessThan(ids.indexOf(later._id));
    const times = queue.map((c) => c.escalatedAt ?? '');
    expect([...times].sort()).toEqual(times);
    expect(queue.every((c) => c.status === 'pending' && c.escalatedAt !== null)).toBe(true);
  });

  it('is the admin’s only', async () => {
    const { clipper } = await setup();
    expect((await api.call('adminReviewQueue', { token: clipper.token })).status).toBe(403);
  });
});

describe('on the YouTube sandbox, through submission and measurement', () => {
  it('approves a steady video at the views YouTube measured and lists a tiny channel’s video for an admin', async () => {
    const sandbox = await startTestApi({
      youtube: { mode: 'sandbox', apiUrl: 'http://127.0.0.1:9/unused', dailyQuota: 10_000, timeoutMs: 500 },
    });
    try {
      const owner = await fundedCreator(sandbox, 5_000);
      const campaign = await createCampaign(sandbox, owner, { payoutPer1000Views: 50, totalBudget: 1000 });
      /** A clipper who linked their sandbox channel (ordinary or tiny), joined, and submitted that channel's video. */
      const submitFrom = async (kind: 'ordinary' | 'tiny') => {
        const clipper = await sandbox.signup('user');
        const code = (await sandbox.ok('clipperChannel', { token: clipper.token })).channel.verificationCode;
        await sandbox.ok(
          'linkChannel',
          { token: clipper.token, body: { channelId: sandboxChannelIdFor(code, kind) } },
          201,
        );
        await sandbox.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
        const video = sandboxVideoIdFor(code, kind === 'tiny' ? 'tinyChannel' : 'steady');
        const body = { campaignId: campaign._id, clipLink: `https://www.youtube.com/shorts/${video}`, viewCount: 100 };
        return { clipper, clip: (await sandbox.ok('submitClip', { token: clipper.token, body }, 201)).clip };
      };
      const steady = await submitFrom('ordinary');
      const tiny = await submitFrom('tiny');
      expect(steady.clip.measuredViews).not.toBeNull();

      const now = new Date(Date.now() + 73 * HOUR);
      await sandbox.runScheduler(now);
      const mine = async ({ clipper, clip }: typeof steady) =>
        (await sandbox.ok('myClips', { token: clipper.token })).clips.find((c) => c._id === clip._id);

      const approved = await mine(steady);
      const measured = approved?.measuredViews ?? -1;
      expect(measured).toBeGreaterThan(0);
      const expected = payoutFor(measured, 50_00, 1000_00);
      expect(approved).toMatchObject({
        status: 'approved',
        decidedBy: 'rule',
        views: measured,
        earnings: expected.net,
        decisionReason: `Approved automatically at ${measured.toLocaleString('en-IN')} views measured by YouTube: not reviewed within 72 hours and no risk signal.`,
      });
      expect(await balanceOf(sandbox.db, accountKeys.wallet(steady.clipper.user._id))).toBe(expected.net);
      expect(await escrowOf(sandbox, campaign._id)).toBe(1000_00 - expected.gross);

      const listed = await mine(tiny);
      expect(listed).toMatchObject({ status: 'pending', escalatedAt: now.toISOString() });
      expect(listed?.flags.map((f) => f.code)).toContain('channel_implausible');
      const admin = await sandbox.admin();
      const queue = await sandbox.ok('adminReviewQueue', { token: admin.token });
      expect(queue.clips.map((c) => c._id)).toEqual([tiny.clip._id]);
      await sandbox.expectLedgerSound();
    } finally {
      await sandbox.close();
    }
  });
});
