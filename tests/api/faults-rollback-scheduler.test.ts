import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { decideOverdueClips } from '../../src/server/scheduler/decide-overdue-clips';
import { releaseHeldEarnings } from '../../src/server/scheduler/release-held-earnings';
import type { SchedulerJob } from '../../src/server/scheduler/scheduler';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { isInjected, provesRollbackOf, type FaultTarget, type Tried } from './faults/proves-rollback';
import { installStatementFaults } from './faults/statement-faults';
import { startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';

/**
 * The scheduler's money moves roll back whole like the calls' (tests/api/faults-rollback.test.ts): an error
 * between any two statements of releasing a held payout, or of the review deadline's approval by rule, leaves
 * every table as it was and the ledger audit clean; the job then runs through on its next try. Each job is run
 * directly (not through the scheduler, whose lease bookkeeping is not part of the money move).
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let yt: FakeYouTube;
let api: TestApi;
let target: FaultTarget;
const tried: Tried = [];
let channelCount = 0;

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings, holdbackDays: 7 });
  target = { api, faults: installStatementFaults(api.db) };
});
afterAll(async () => {
  await api?.close();
  await yt?.close();
});

/** A clipper with a verified channel, joined to a fresh funded campaign (₹50 per 1,000 views, 72-hour window). */
async function measuredClipper(): Promise<{ creator: Person; clipper: Person; campaignId: string; channelId: string }> {
  const creator = await fundedCreator(api, 2000);
  const campaignId = (
    await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000, reviewWindowHours: 72 })
  )._id;
  const clipper = await api.signup('user');
  channelCount += 1;
  const channelId = `UC${String(channelCount).padStart(22, 'f')}`;
  await linkVerifiedChannel(api, yt, clipper.token, campaignId, {
    id: channelId,
    title: `Faulted Clips ${channelCount}`,
    before: 'ClipMandi: ',
    publishedAt: '2020-06-01T00:00:00Z',
    subscribers: 90_000,
    videoCount: 420,
  });
  return { creator, clipper, campaignId, channelId };
}

/** A public video of the channel with `views` (likes and comments in the usual proportion), submitted as claimed. */
async function submitMeasured(clipper: Person, campaignId: string, channelId: string, views: number) {
  const video = newVideoId();
  yt.setVideo({
    id: video,
    channelId,
    title: `Clip ${video}`,
    publishedAt: new Date(Date.now() + 1000),
    views,
    likes: Math.round(views / 20),
    comments: Math.round(views / 200),
  });
  const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: views };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

/** The job at `now`: what it threw, if anything. */
const runJob = (job: SchedulerJob, now: Date) => async () => {
  try {
    await job.run(api.deps, now);
    return null;
  } catch (error) {
    return error;
  }
};

const jobOutcome = (succeeded: () => Promise<void>) => {
  let ran = false;
  return {
    faulted: (threw: unknown, where: string) => expect(isInjected(threw), `${where}: ${String(threw)}`).toBe(true),
    succeeded: (threw: unknown) => {
      expect(threw).toBeNull();
      ran = true;
    },
    check: async () => {
      expect(ran).toBe(true);
      await succeeded();
    },
  };
};

describe('an error between any two steps of a scheduled money move rolls it back', () => {
  it('releasing a held payout to the wallet', async () => {
    const { creator, clipper, campaignId, channelId } = await measuredClipper();
    const clip = await submitMeasured(clipper, campaignId, channelId, 10_000);
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 10_000 } });
    // ₹500 gross for 10,000 views at ₹50 per 1,000, ₹440 net after the 12% fee: held for 7 days.
    expect(await balanceOf(api.db, accountKeys.held(clipper.user._id))).toBe(44_000);
    const outcome = jobOutcome(async () => {
      expect(await balanceOf(api.db, accountKeys.held(clipper.user._id))).toBe(0);
      expect(await balanceOf(api.db, accountKeys.wallet(clipper.user._id))).toBe(44_000);
    });
    await provesRollbackOf(
      'held payout release',
      async () => runJob(releaseHeldEarnings, new Date(Date.now() + 7 * DAY + HOUR)),
      outcome,
      target,
      tried,
    );
    await outcome.check();
  });

  it('the review deadline approving a measured, unflagged clip at its measured views', async () => {
    const { clipper, campaignId, channelId } = await measuredClipper();
    const clip = await submitMeasured(clipper, campaignId, channelId, 8_000);
    expect(clip.flags).toEqual([]);
    const outcome = jobOutcome(async () => {
      const { clips } = await api.ok('myClips', { token: clipper.token });
      expect(clips.find((mine) => mine._id === clip._id)).toMatchObject({
        status: 'approved',
        views: 8_000,
        earnings: 35_200,
      });
      // ₹400 gross, ₹352 net, held.
      expect(await balanceOf(api.db, accountKeys.held(clipper.user._id))).toBe(35_200);
    });
    await provesRollbackOf(
      'approval by the review deadline',
      async () => runJob(decideOverdueClips, new Date(Date.now() + 73 * HOUR)),
      outcome,
      target,
      tried,
    );
    await outcome.check();
  });
});

it('reports what was tried', () => {
  console.log(
    `Scheduled money moves: ${tried.map((t) => `${t.flow}: ${t.statements} statements, ${t.faults} faults`).join('; ')}`,
  );
  expect(tried.map((t) => t.flow)).toEqual(['held payout release', 'approval by the review deadline']);
});
