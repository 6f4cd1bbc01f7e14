import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aClip, aCreatorDashboard, aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { enabledButton } from './enabled-button';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');
const creator = aUser('creator');

describe('screens that say what happens next', () => {
  it('a pending clip shows what it would earn; an approved one its confirmed and claimed views', async () => {
    storeSession(clipper);
    const clips = [
      aClip({
        campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Waiting' },
        pendingEstimate: 52.8,
        views: 1200,
        claimedViews: 1200,
      }),
      aClip({
        campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Paid' },
        status: 'approved',
        earnings: 44,
        views: 1000,
        claimedViews: 1200,
      }),
    ];
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          userClips: clips,
          joinedCampaignsCount: 1,
          clipCounts: { total: 2, pending: 1, approved: 1, rejected: 0 },
        }),
      },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText('Would earn ₹52.80 if approved at its claimed views', {}, { timeout: 10_000 }),
    ).toBeTruthy();
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
    await user.click(await enabledButton('Submit Clip'));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Clip' });
    expect(
      await within(dialog).findByText(
        'You have not joined an active campaign yet. Join one on Discover, then submit your clip to it here.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Find campaigns on Discover' }).getAttribute('href')).toBe(
      '/discover',
    );
    expect(within(dialog).queryByLabelText('Clip Link')).toBeNull();
  });

  it("the creator dashboard shows the wallet's balance", async () => {
    storeSession(creator);
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/creator/dashboard': { body: aCreatorDashboard() },
    });
    renderApp('/creator');
    const card = await screen.findByRole('group', { name: 'Wallet Balance' }, { timeout: 10_000 });
    expect(within(card).getByText('₹2,500.00')).toBeTruthy();
  });

  it("a new clipper's first steps: join (a link to Discover), link the channel where needed, submit; gone once done", async () => {
    storeSession(clipper);
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { channel: { required: true, linked: false } }) },
    });
    const { unmount } = renderApp('/dashboard');
    const steps = within(await screen.findByRole('region', { name: 'First steps' }, { timeout: 10_000 }));
    expect(steps.getByText('3 steps left')).toBeTruthy();
    expect(steps.getByRole('link', { name: 'Join a campaign' }).getAttribute('href')).toBe('/discover');
    expect(steps.getByRole('button', { name: 'Link your YouTube channel' })).toBeTruthy();
    expect(steps.getByRole('button', { name: 'Submit your first clip' })).toBeTruthy();
    unmount();

    const counts = { total: 1, pending: 1, approved: 0, rejected: 0 };
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, {
          joinedCampaignsCount: 1,
          clipCounts: counts,
          channel: { required: false, linked: false },
        }),
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome back, Asha Clipper!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
  });

  it("a new creator's first steps: top up (a link to the wallet), then create a campaign", async () => {
    storeSession(creator);
    const empty = aCreatorDashboard();
    const stats = { ...empty.data.stats, availableBalance: 0 };
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/creator/dashboard': { body: { data: { ...empty.data, stats } } },
    });
    const { unmount } = renderApp('/creator');
    const steps = within(await screen.findByRole('region', { name: 'First steps' }, { timeout: 10_000 }));
    expect(steps.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe('/creator/wallet');
    expect(steps.getByRole('button', { name: 'Create your first campaign' })).toBeTruthy();
    unmount();

    // Topped up: that step is ticked, the next one still open.
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/creator/dashboard': { body: aCreatorDashboard() },
    });
    renderApp('/creator');
    const after = within(await screen.findByRole('region', { name: 'First steps' }, { timeout: 10_000 }));
    expect(after.getByText('1 step left')).toBeTruthy();
    expect(after.getByText('(done)')).toBeTruthy();
    expect(after.queryByRole('link', { name: 'Top up your wallet' })).toBeNull();
  });
});
