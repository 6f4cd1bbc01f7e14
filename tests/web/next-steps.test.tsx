import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aClip, aCreatorDashboard, aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');
const creator = aUser('creator');

describe('screens that say what happens next', () => {
  it("a pending clip shows what it would earn; an approved one its confirmed and claimed views", async () => {
    storeSession(clipper);
    const clips = [
      aClip({ campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Waiting' }, pendingEstimate: 52.8, views: 1200, claimedViews: 1200 }),
      aClip({ campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Paid' }, status: 'approved', earnings: 44, views: 1000, claimedViews: 1200 }),
    ];
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { userClips: clips, joinedCampaignsCount: 1, clipCounts: { total: 2, pending: 1, approved: 1, rejected: 0 } }) },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Would earn ₹52.80 if approved at its claimed views', {}, { timeout: 10_000 })).toBeTruthy();
    // The pending clip's claim and the approved one's claim beside its confirmed count.
    expect(screen.getAllByText('Claimed views: 1,200')).toHaveLength(2);
    expect(screen.getByText('Confirmed views: 1,000')).toBeTruthy();
    expect(screen.getByText('Earnings: ₹44.00')).toBeTruthy();
  });

  it('Submit Clip with no joined active campaign points to Discover instead of an empty list', async () => {
    storeSession(clipper);
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': { body: aUserDashboard(clipper) },
      'GET /api/campaigns/joined': { body: { campaigns: [], nextCursor: null } },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Submit Clip' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Clip' });
    expect(await within(dialog).findByText('You have not joined an active campaign yet. Join one on Discover, then submit your clip to it here.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Find campaigns on Discover' }).getAttribute('href')).toBe('/discover');
    expect(within(dialog).queryByLabelText('Clip Link')).toBeNull();
  });

  it("the creator dashboard shows the wallet's balance", async () => {
    storeSession(creator);
    mockApi({ 'GET /api/auth/me': { body: { user: creator } }, 'GET /api/creator/dashboard': { body: aCreatorDashboard() } });
    renderApp('/creator');
    const card = await screen.findByRole('group', { name: 'Wallet Balance' }, { timeout: 10_000 });
    expect(within(card).getByText('₹2,500.00')).toBeTruthy();
  });
});
