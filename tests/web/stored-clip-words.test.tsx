import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadAppMessages } from '@web/lib/i18n';
import { words } from '../support/words';
import { aClip, aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

// A clip's decision reason and its risk flags' reasons are kept as words beside their English (docs/languages.md
// "Stored texts"): a Hindi page says them in Hindi, and a reason or flag kept without words in the English kept.

const hi = (key: string, values?: Record<string, string | number>) => words('hi', key, values);

const AUTO = {
  code: 'clips.reasonAutoApproved',
  values: { views: '4,210', source: 'YouTube', hours: 72 },
};
const AUTO_ENGLISH =
  'Approved automatically at 4,210 views measured by YouTube: not reviewed within 72 hours and no risk signal.';
const OLD_ENGLISH = 'Approved automatically at 900 views: not reviewed within 72 hours.';

const CLAIMED = { code: 'clips.riskClaimedAbove', values: { claimed: '1,00,000', measured: '4,210' } };
const CLAIMED_ENGLISH = 'Claimed 1,00,000 views but YouTube counts 4,210';
const WAITING_ENGLISH = `Waiting for an admin: not reviewed within 72 hours and risk signals flagged it: ${CLAIMED_ENGLISH}.`;
const OLD_FLAG = 'Claimed 50,000 views; YouTube measured 900.';
const OLD_WAITING = `Waiting for an admin: not reviewed within 72 hours and risk signals flagged it: ${OLD_FLAG}`;

const flagged = aClip({
  campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Podcast Shorts' },
  claimedViews: 100_000,
  measuredViews: 4_210,
  measuredAt: '2025-03-08T10:00:00.000Z',
  videoAvailable: true,
  riskScore: 40,
  flags: [{ code: 'claimed_above_measured', reason: CLAIMED_ENGLISH, said: [CLAIMED] }],
  escalatedAt: '2025-03-09T11:00:00.000Z',
  decisionReason: WAITING_ENGLISH,
  decisionReasonSaid: { code: 'clips.reasonWaiting', values: { hours: 72, why: 'flagged', flags: [CLAIMED] } },
});
// Kept before the words were: neither the flag nor the reason has any.
const keptBefore = aClip({
  campaign: { _id: '00000000-0000-4000-8000-0000000000c2', title: 'Recipe Shorts' },
  claimedViews: 50_000,
  measuredViews: 900,
  measuredAt: '2025-03-08T10:00:00.000Z',
  videoAvailable: true,
  riskScore: 40,
  flags: [{ code: 'claimed_above_measured', reason: OLD_FLAG, said: null }],
  escalatedAt: '2025-03-09T12:00:00.000Z',
  decisionReason: OLD_WAITING,
  decisionReasonSaid: null,
});

function reviewQueue() {
  const admin = aUser('admin', { language: 'hi' });
  storeSession(admin);
  mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/admin/review-queue': { body: { clips: [flagged, keptBefore], nextCursor: null } },
  });
  renderApp('/admin/review-queue');
}

afterEach(async () => {
  await activateLanguage('en');
});

describe("a clip's decision reason", () => {
  it("on a Hindi clipper's recent clips: said in Hindi from its words, a reason kept without them in English", async () => {
    await activateLanguage('hi');
    await loadAppMessages();
    const clipper = aUser('user', { language: 'hi' });
    storeSession(clipper);
    const clips = [
      aClip({
        status: 'approved',
        earnings: 185.24,
        decidedBy: 'rule',
        decisionReason: AUTO_ENGLISH,
        decisionReasonSaid: AUTO,
      }),
      aClip({
        campaign: { _id: '00000000-0000-4000-8000-0000000000c2', title: 'Recipe Shorts' },
        status: 'approved',
        earnings: 39.6,
        decidedBy: 'rule',
        decisionReason: OLD_ENGLISH,
      }),
    ];
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          userClips: clips,
          clipCounts: { total: 2, pending: 0, approved: 2, rejected: 0 },
        }),
      },
      'GET /api/clips/my-clips': { body: { clips, nextCursor: null } },
    });
    renderApp('/dashboard');
    const hindi = hi('common.decidedAutomatically', {
      reason: hi('clips.reasonAutoApproved', { views: '4,210', source: 'YouTube', hours: 72 }),
    });
    expect(hindi).toMatch(/अपने-आप अप्रूव/);
    expect(await screen.findByText(hindi, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(hi('common.decidedAutomatically', { reason: OLD_ENGLISH }))).toBeTruthy();
    expect(screen.queryByText(AUTO_ENGLISH, { exact: false })).toBeNull();
  });
});

describe("a flagged clip in the admin's review queue", () => {
  it('says its flags and why it waits in Hindi from their words, and those kept without words in English', async () => {
    await activateLanguage('hi');
    await loadAppMessages();
    reviewQueue();
    const first = within(
      await screen.findByRole('row', { name: hi('admin.clipOn', { campaign: 'Podcast Shorts' }) }, { timeout: 10_000 }),
    );
    const flag = hi('clips.riskClaimedAbove', CLAIMED.values);
    expect(first.getByText(flag)).toBeTruthy();
    expect(
      first.getByText(hi('clips.reasonWaiting', { hours: 72, why: 'flagged', flags: flag, source: '', refusal: '' })),
    ).toBeTruthy();
    const second = within(screen.getByRole('row', { name: hi('admin.clipOn', { campaign: 'Recipe Shorts' }) }));
    expect(second.getByText(OLD_FLAG)).toBeTruthy();
    expect(second.getByText(OLD_WAITING)).toBeTruthy();
  });

  it('says them in English word for word as the server kept them', async () => {
    await loadAppMessages();
    reviewQueue();
    const first = within(await screen.findByRole('row', { name: 'Clip on Podcast Shorts' }, { timeout: 10_000 }));
    expect(first.getByText(CLAIMED_ENGLISH)).toBeTruthy();
    expect(first.getByText(WAITING_ENGLISH)).toBeTruthy();
  });
});
