import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../schemas/clip';
import type { StoredWords } from '../../schemas/common';
import { adjustHeldPayout } from '../../src/server/clips/adjust-held-payout';
import { commitChange } from '../../src/server/feed/commit-change';
import { recordViews } from './recorded-measurement';
import { isMessageKey, plainWords, sayWords, type Words, type WordsValues } from '../../src/server/i18n/catalogue';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// A clip's decision reason and its risk flags' reasons are kept as their catalogue words beside their English
// (docs/languages.md "Stored texts"): the wire carries both, and the English is what the words say in English.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  // A holdback, so an automatic approval's payout can be lowered afterwards.
  api = await startTestApi({ holdbackDays: 7 });
});
afterAll(async () => {
  await api.close();
});

/** Just past the default 72-hour review window of a clip submitted now. */
const pastDeadline = () => new Date(Date.now() + 73 * HOUR);

async function setup(campaign: Record<string, unknown> = {}) {
  const creator = await fundedCreator(api, 10_000);
  const created = await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000, ...campaign });
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: created._id } });
  return { clipper, campaign: created };
}

async function submitClip(clipper: Person, campaignId: string, viewCount: number): Promise<Clip> {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

async function clipOf(clipper: Person, clipId: string): Promise<Clip> {
  const { clips } = await api.ok('myClips', { token: clipper.token, query: { limit: '100' } });
  const found = clips.find((c) => c._id === clipId);
  if (!found) throw new Error(`no clip ${clipId}`);
  return found;
}

/** Words read back from the wire, checked to name catalogue keys. */
function keptWords(said: StoredWords | null): Words {
  if (!said || !isMessageKey(said.code)) throw new Error(`not catalogue words: ${JSON.stringify(said)}`);
  const values: WordsValues = {};
  for (const [name, value] of Object.entries(said.values)) {
    if (!Array.isArray(value) || value.every((item) => typeof item === 'string')) {
      values[name] = value;
      continue;
    }
    values[name] = value.map((item) => {
      const inner = typeof item === 'string' ? null : plainWords(item);
      if (!inner) throw new Error(`not catalogue words: ${JSON.stringify(item)}`);
      return inner;
    });
  }
  return { code: said.code, values };
}

/** The words say the English kept beside them, and say it in Hindi too. */
function expectSaidAsKept(said: StoredWords | null, english: string | null) {
  const kept = keptWords(said);
  expect(sayWords('en', kept)).toBe(english);
  expect(sayWords('hi', kept)).toMatch(/[\u0900-\u097F]/);
}

describe("a clip's decision reason", () => {
  it("of an automatic approval: the rule's key, the figures as values, its English the text", async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 12_345);
    await recordViews(api, clip, 12_345);
    await api.runScheduler(pastDeadline());
    const decided = await clipOf(clipper, clip._id);
    expect(decided).toMatchObject({
      status: 'approved',
      decidedBy: 'rule',
      decisionReason:
        'Approved automatically at 12,345 views measured by YouTube: not reviewed within 72 hours and no risk signal.',
      decisionReasonSaid: {
        code: 'clips.reasonAutoApproved',
        values: { views: '12,345', source: 'YouTube', hours: 72 },
      },
    });
    expectSaidAsKept(decided.decisionReasonSaid, decided.decisionReason);
    // The wait is a number said with a plural, not English text.
    expect(sayWords('hi', keptWords(decided.decisionReasonSaid))).toContain('72 घंटे');
  });

  it('of an automatic rejection below the minimum, in a window of one hour (the plural\'s "one")', async () => {
    const { clipper, campaign } = await setup({ minPaidViews: 10_000, reviewWindowHours: 1 });
    const clip = await submitClip(clipper, campaign._id, 4_210);
    await recordViews(api, clip, 4_210);
    await api.runScheduler(new Date(Date.now() + 2 * HOUR));
    const decided = await clipOf(clipper, clip._id);
    expect(decided).toMatchObject({
      status: 'rejected',
      decisionReason:
        "Rejected automatically: 4,210 views measured by YouTube, below this campaign's minimum of 10,000 to be paid; not reviewed within 1 hour.",
      decisionReasonSaid: {
        code: 'clips.reasonAutoRejected',
        values: { views: '4,210', source: 'YouTube', min: '10,000', hours: 1 },
      },
    });
    expectSaidAsKept(decided.decisionReasonSaid, decided.decisionReason);
  });

  it('of a lowered held payout: the English keeps the decision and each lowering, the words the decision and the latest', async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 12_345);
    await recordViews(api, clip, 12_345);
    const decidedAt = pastDeadline();
    await api.runScheduler(decidedAt);
    const lower = (views: number, after: number) =>
      commitChange(api.deps, (tx) => adjustHeldPayout(tx, clip._id, views, new Date(decidedAt.getTime() + after)));
    await lower(10_000, DAY);
    await lower(9_000, 2 * DAY);

    const decision = {
      code: 'clips.reasonAutoApproved',
      values: { views: '12,345', source: 'YouTube', hours: 72 },
    };
    const lowered = await clipOf(clipper, clip._id);
    expect(lowered.decisionReason).toBe(
      'Approved automatically at 12,345 views measured by YouTube: not reviewed within 72 hours and no risk signal. ' +
        "Lowered from 12,345 to 10,000 views: YouTube's count fell during the holdback. " +
        "Lowered from 10,000 to 9,000 views: YouTube's count fell during the holdback.",
    );
    expect(lowered.decisionReasonSaid).toEqual({
      code: 'clips.reasonThen',
      values: {
        first: [decision],
        then: [{ code: 'clips.reasonLowered', values: { from: '10,000', to: '9,000' } }],
      },
    });
    // The words say the decision and the count now paid, each once.
    const hindi = sayWords('hi', keptWords(lowered.decisionReasonSaid));
    expect(hindi).toContain('10,000 से घटाकर 9,000 व्यूज़');
    expect(hindi).not.toContain('12,345 से घटाकर');
    expect(sayWords('en', keptWords(lowered.decisionReasonSaid))).toBe(
      'Approved automatically at 12,345 views measured by YouTube: not reviewed within 72 hours and no risk signal. ' +
        "Lowered from 10,000 to 9,000 views: YouTube's count fell during the holdback.",
    );
  });

  it("of a flagged clip left for an admin: each flag's words, and the waiting reason carries them", async () => {
    const { clipper, campaign } = await setup();
    const clip = await submitClip(clipper, campaign._id, 100_000);
    await recordViews(api, clip, 1_000);
    await api.runScheduler(pastDeadline());
    const waiting = await clipOf(clipper, clip._id);

    const flag = waiting.flags.find((f) => f.code === 'claimed_above_measured');
    expect(flag).toEqual({
      code: 'claimed_above_measured',
      reason: 'Claimed 1,00,000 views but YouTube counts 1,000',
      said: [{ code: 'clips.riskClaimedAbove', values: { claimed: '1,00,000', measured: '1,000' } }],
    });
    for (const each of waiting.flags) {
      expect(each.said).not.toBeNull();
      const parts = (each.said ?? []).map((part) => sayWords('en', keptWords(part)));
      expect(parts.join('; ')).toBe(each.reason);
    }

    expect(waiting.decisionReasonSaid).toEqual({
      code: 'clips.reasonWaiting',
      values: { hours: 72, why: 'flagged', flags: waiting.flags.flatMap((f) => f.said ?? []) },
    });
    expectSaidAsKept(waiting.decisionReasonSaid, waiting.decisionReason);
    expect(waiting.decisionReason).toContain(
      'risk signals flagged it: Claimed 1,00,000 views but YouTube counts 1,000',
    );

    // The admin's decision from the review queue replaces it with the admin's words.
    const admin = await api.admin();
    const { clip: approved } = await api.ok('adminApproveClip', {
      token: admin.token,
      params: { id: clip._id },
      body: { viewCount: 1_000 },
    });
    expect(approved).toMatchObject({
      decisionReason: 'Approved by an admin from the review queue.',
      decisionReasonSaid: { code: 'clips.reasonAdminApproved', values: {} },
    });
  });
});
