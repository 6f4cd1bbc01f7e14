import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aClip, aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');
const campaign = (title: string) => ({ _id: '00000000-0000-4000-8000-0000000000c1', title });

describe("a held payout on the clipper's dashboard", () => {
  it('shows Held beside the wallet balance, and each held clip "held until {date}", then "released"', async () => {
    const clips = [
      aClip({
        campaign: campaign('Held one'),
        status: 'approved',
        earnings: 362.08,
        decidedBy: 'creator',
        heldUntil: '2025-03-12T09:00:00.000Z',
      }),
      aClip({
        campaign: campaign('Lowered one'),
        status: 'approved',
        earnings: 293.3,
        decidedBy: 'creator',
        decisionReason: "Lowered from 12,345 to 10,000 views: YouTube's count fell during the holdback.",
        heldUntil: '2025-03-13T09:00:00.000Z',
      }),
      aClip({
        campaign: campaign('Released one'),
        status: 'approved',
        earnings: 44,
        decidedBy: 'creator',
        heldUntil: '2025-03-01T09:00:00.000Z',
        releasedAt: '2025-03-01T09:05:00.000Z',
      }),
    ];
    storeSession(clipper);
    const dashboard = aUserDashboard(clipper, {
      userClips: clips,
      clipCounts: { total: 3, pending: 0, approved: 3, rejected: 0 },
    });
    dashboard.data.user.wallet = { balance: 44, totalEarned: 699.38, held: 655.38, pendingAmount: 0 };
    mockApi({ 'GET /api/auth/me': { body: { user: clipper } }, 'GET /api/user/dashboard': { body: dashboard } });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome back, Asha Clipper!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByLabelText('Wallet Balance')).getByText('₹44.00')).toBeTruthy();
    expect(within(screen.getByLabelText('Held')).getByText('₹655.38')).toBeTruthy();

    expect(screen.getAllByTestId('held-payout').map((line) => line.textContent)).toEqual([
      '₹362.08 held until 12 Mar 2025',
      '₹293.30 held until 13 Mar 2025',
      '₹44.00 released',
    ]);
    expect(
      screen.getByText("Lowered from 12,345 to 10,000 views: YouTube's count fell during the holdback."),
    ).toBeTruthy();
  });

  it('shows no held amount for a payout lowered to nothing, only why: the video is gone from YouTube', async () => {
    storeSession(clipper);
    const reason = 'The video is no longer public on YouTube, so nothing is paid for it.';
    const clips = [
      aClip({
        campaign: campaign('Gone one'),
        status: 'approved',
        views: 0,
        earnings: 0,
        decidedBy: 'creator',
        decisionReason: reason,
        heldUntil: '2025-03-12T09:00:00.000Z',
        measuredViews: 12345,
        measuredAt: '2025-03-06T09:00:00.000Z',
        videoAvailable: false,
      }),
    ];
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { userClips: clips }) },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(reason, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Earnings: ₹0.00')).toBeTruthy();
    expect(screen.queryByTestId('held-payout')).toBeNull();
  });

  it('says nothing of a holdback for a clip paid straight to the wallet', async () => {
    storeSession(clipper);
    const clips = [aClip({ status: 'approved', earnings: 44, decidedBy: 'creator' })];
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { userClips: clips }) },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Earnings: ₹44.00', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('held-payout')).toBeNull();
  });
});
