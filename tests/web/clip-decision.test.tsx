import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clipDecisionText, clipRejectionText } from '@web/components/clip-decision';
import { formatDateTime } from '@web/lib/format';
import { activateLanguage, loadAppMessages } from '@web/lib/i18n';
import { words } from '../support/words';
import { aClip, aCreatorDashboard, aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const AUTO_REASON =
  'Approved automatically at 4,210 views measured by YouTube: not reviewed within 72 hours and no risk signal.';
const WAITING_REASON =
  'Waiting for an admin: not reviewed within 72 hours and its views were never measured by YouTube.';
const DEADLINE = '2025-03-09T10:00:00.000Z';
const undecided = {
  status: 'pending',
  reviewDeadline: DEADLINE,
  decidedBy: null,
  decisionReason: null,
  decisionReasonSaid: null,
  escalatedAt: null,
} as const;

describe('clipDecisionText', () => {
  it('says when a pending clip is due, why a listed one waits, and who decided with the reason', () => {
    expect(clipDecisionText(undecided)).toBe(`Review due by ${formatDateTime(DEADLINE)}; after that a rule decides.`);
    expect(clipDecisionText({ ...undecided, escalatedAt: DEADLINE, decisionReason: WAITING_REASON })).toBe(
      WAITING_REASON,
    );
    expect(clipDecisionText({ ...undecided, status: 'approved', decidedBy: 'rule', decisionReason: AUTO_REASON })).toBe(
      `Decided automatically. ${AUTO_REASON}`,
    );
    expect(
      clipDecisionText({
        ...undecided,
        status: 'rejected',
        decidedBy: 'admin',
        decisionReason: 'Rejected by an admin from the review queue.',
      }),
    ).toBe('Decided by an admin. Rejected by an admin from the review queue.');
    // The creator's own decision needs no explanation.
    expect(clipDecisionText({ ...undecided, status: 'approved', decidedBy: 'creator' })).toBeNull();
  });

  it('says the rule\'s reason from its words, in Hindi for a Hindi reader (docs/languages.md "Stored texts")', async () => {
    const said = {
      code: 'clips.reasonAutoApproved',
      values: { views: '4,210', source: 'YouTube', hours: 72 },
    };
    const auto = { ...undecided, status: 'approved', decidedBy: 'rule', decisionReason: AUTO_REASON } as const;
    await loadAppMessages();
    expect(clipDecisionText({ ...auto, decisionReasonSaid: said })).toBe(`Decided automatically. ${AUTO_REASON}`);
    await activateLanguage('hi');
    await loadAppMessages();
    try {
      expect(clipDecisionText({ ...auto, decisionReasonSaid: said })).toBe(
        words('hi', 'common.decidedAutomatically', {
          reason: 'YouTube के मापे 4,210 व्यूज़ पर अपने-आप अप्रूव हुई: 72 घंटे में रिव्यू नहीं हुई और कोई रिस्क सिग्नल नहीं।',
        }),
      );
      // A reason kept before its words were: as kept.
      expect(clipDecisionText(auto)).toBe(words('hi', 'common.decidedAutomatically', { reason: AUTO_REASON }));
      // The note a campaign's deletion leaves is the server's, so it is said in Hindi; a creator's is as typed.
      const deleted = { reason: 'other', by: 'creator', at: DEADLINE } as const;
      expect(
        clipRejectionText({
          ...deleted,
          note: 'The campaign was deleted.',
          noteSaid: { code: 'campaignDeletedNote', values: {} },
        }),
      ).toBe(
        words('hi', 'common.rejectionWithNote', {
          reason: words('hi', 'common.rejectionOther'),
          note: 'कैंपेन डिलीट कर दिया गया।',
        }),
      );
    } finally {
      await activateLanguage('en');
    }
  });
});

describe('decisions shown to both sides', () => {
  it("on the clipper's recent clips", async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const clips = [
      aClip({
        campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Auto' },
        status: 'approved',
        earnings: 185.24,
        decidedBy: 'rule',
        decisionReason: AUTO_REASON,
      }),
      aClip({
        campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Listed' },
        escalatedAt: DEADLINE,
        decisionReason: WAITING_REASON,
      }),
      aClip({ campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Fresh' } }),
    ];
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          userClips: clips,
          clipCounts: { total: 3, pending: 2, approved: 1, rejected: 0 },
        }),
      },
      'GET /api/clips/my-clips': { body: { clips, nextCursor: null } },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText(`Decided automatically. ${AUTO_REASON}`, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(WAITING_REASON)).toBeTruthy();
    expect(screen.getByText(`Review due by ${formatDateTime(DEADLINE)}; after that a rule decides.`)).toBeTruthy();
  });

  it("a rejection's reason and note, on the clipper's clip", async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const rejected = aClip({
      status: 'rejected',
      decidedBy: 'creator',
      rejection: { reason: 'duplicate', note: 'Same cut as last week.', by: 'creator', at: DEADLINE },
    });
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          userClips: [rejected],
          clipCounts: { total: 1, pending: 0, approved: 0, rejected: 1 },
        }),
      },
      'GET /api/clips/my-clips': { body: { clips: [rejected], nextCursor: null } },
    });
    renderApp('/dashboard');
    // The reason by its label in docs/product.md#clip-review, and the note.
    expect(
      await screen.findByText('Reason: Duplicate or re-upload. Note: Same cut as last week.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });

  it("on the creator's pending reviews", async () => {
    const creator = aUser('creator');
    storeSession(creator);
    const listed = aClip({ escalatedAt: DEADLINE, decisionReason: WAITING_REASON });
    const fresh = aClip({ reviewDeadline: '2025-03-10T10:00:00.000Z' });
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      // Pending Reviews also lists the open appeals and the blocked clippers (docs/product.md#appeals, #blocking):
      // none here.
      'GET /api/creator/appeals': { body: { clips: [], nextCursor: null } },
      'GET /api/creator/blocks': { body: { blocks: [] } },
      'GET /api/creator/dashboard': {
        body: aCreatorDashboard({
          pendingClips: [listed, fresh],
          stats: {
            totalCampaigns: 0,
            activeCampaigns: 0,
            totalSpent: 0,
            totalViews: 0,
            pendingClipsCount: 2,
            availableBalance: 0,
          },
        }),
      },
    });
    const { user } = renderApp('/creator');
    await user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }, { timeout: 10_000 }));
    const panel = within(await screen.findByRole('tabpanel'));
    expect(await panel.findByText(WAITING_REASON)).toBeTruthy();
    expect(
      panel.getByText(`Review due by ${formatDateTime('2025-03-10T10:00:00.000Z')}; after that a rule decides.`),
    ).toBeTruthy();
  });
});
