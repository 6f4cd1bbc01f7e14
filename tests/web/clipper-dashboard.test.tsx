import { said } from '../support/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampaign, aClip, aUserDashboard, joinedCampaignsHandler } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import type { UserEvent } from '@testing-library/user-event';
import { enabledButton } from './enabled-button';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');

function start(handlers: Record<string, Handler>) {
  storeSession(clipper);
  const api = mockApi({ 'GET /api/auth/me': { body: { user: clipper } }, ...handlers });
  return { api, ...renderApp('/dashboard') };
}

const SELECT_AND_LINK = 'Please select a campaign and enter a valid link';

describe('clipper dashboard', () => {
  it('shows the wallet cards, the three latest clips and the tabs; My Clips pages with Load more', async () => {
    const clips = [
      aClip({
        campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Newest' },
        status: 'approved',
        earnings: 44,
        views: 1000,
      }),
      aClip({ campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Second' } }),
      aClip({ campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Third' }, status: 'rejected' }),
      aClip({ campaign: { _id: '00000000-0000-4000-8000-0000000000c1', title: 'Oldest' } }),
    ];
    const joined = [
      aCampaign({ title: 'Joined One', payoutPer1000Views: 50, remainingBudget: 750, totalBudget: 1000 }),
      ...Array.from({ length: 20 }, (_, i) => aCampaign({ title: `Joined ${i + 2}`, status: 'paused' })),
    ];
    const counts = { total: 4, pending: 2, approved: 1, rejected: 1 };
    const { api, user } = start({
      'GET /api/user/dashboard': {
        body: aUserDashboard(clipper, { userClips: clips.slice(0, 3), clipCounts: counts, joinedCampaignsCount: 21 }),
      },
      // Pages of 20: the second is asked for with the first's cursor.
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => joined),
      // Two pages of two: the second is asked for with the first's cursor.
      'GET /api/clips/my-clips': (call) =>
        call.search.get('cursor') === 'page-2'
          ? { body: { clips: clips.slice(2), nextCursor: null } }
          : { body: { clips: clips.slice(0, 2), nextCursor: 'page-2' } },
    });
    expect(await screen.findByText('Welcome back, Asha Clipper!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByLabelText('Wallet Balance')).getByText('₹88.00')).toBeTruthy();
    expect(within(screen.getByLabelText('Total Earned')).getByText('₹132.00')).toBeTruthy();
    expect(within(screen.getByLabelText('Pending Amount')).getByText('₹44.50')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(
      '/clipper/wallet',
    );

    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(screen.getByText('Newest')).toBeTruthy();
    expect(screen.getByText('Third')).toBeTruthy();
    expect(screen.queryByText('Oldest')).toBeNull();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Earnings: ₹44.00')).toBeTruthy();

    expect(api.calls.filter((c) => c.path === '/api/campaigns/joined')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Joined Campaigns' }));
    expect(await screen.findByText('Joined Campaigns (21)')).toBeTruthy();
    const first = within(await screen.findByRole('article', { name: 'Joined One' }));
    expect(first.getByText(/₹50\.00 per 1000 views \(you earn ₹44\.00 after the 12% fee\)/)).toBeTruthy();
    expect(first.getByText('₹750.00 left of ₹1,000.00')).toBeTruthy();
    expect(first.getByText('active')).toBeTruthy();
    expect(screen.getByText('Showing 20 campaigns')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Joined 21' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Joined 21' })).toBeTruthy();
    expect(screen.getByText('Showing 21 campaigns (all)')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/campaigns/joined').map((c) => c.search.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);

    await user.click(screen.getByRole('tab', { name: 'My Clips' }));
    expect(await screen.findByText('My Clips (4)')).toBeTruthy();
    expect(await screen.findByText('Showing 2 clips')).toBeTruthy();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByText('Oldest')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Oldest')).toBeTruthy();
    expect(screen.getByText('Showing 4 clips (all)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/clips/my-clips').map((c) => c.search.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
  });

  it('shows the empty states', async () => {
    const { user } = start({
      'GET /api/user/dashboard': { body: aUserDashboard(clipper) },
      'GET /api/clips/my-clips': { body: { clips: [], nextCursor: null } },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => []),
    });
    expect(await screen.findByText('No clips submitted yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Joined Campaigns' }));
    expect(await screen.findByText('You have not joined any campaigns yet.')).toBeTruthy();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Discover Campaigns' }).getAttribute('href'),
    ).toBe('/discover');
    await user.click(screen.getByRole('tab', { name: 'My Clips' }));
    expect(await screen.findByRole('button', { name: 'Submit Your First Clip' })).toBeTruthy();
  });

  it('shows the load failure with Try Again', async () => {
    let fail = true;
    const { user } = start({
      'GET /api/user/dashboard': () => (fail ? { status: 500, body: {} } : { body: aUserDashboard(clipper) }),
    });
    expect(await screen.findByText('Failed to load dashboard data. Please try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome back, Asha Clipper!')).toBeTruthy();
  });
});

/** Opens the Campaign picker and chooses `title` among the options it loaded. */
async function pick(user: UserEvent, dialog: ReturnType<typeof within>, title: string) {
  await user.click(dialog.getByRole('combobox', { name: 'Campaign' }));
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('Submit Clip', () => {
  const campaign = aCampaign({ title: 'Podcast Shorts', payoutPer1000Views: 50 });
  const joinedHandler = { 'GET /api/campaigns/joined': joinedCampaignsHandler(() => [campaign]) };

  it("asks for a campaign and a link: 'Please select a campaign and enter a valid link'", async () => {
    const { api, user } = start({
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { joinedCampaignsCount: 1 }) },
      ...joinedHandler,
    });
    await user.click(await enabledButton('Submit Clip'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const alerts = await dialog.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([SELECT_AND_LINK, SELECT_AND_LINK]);

    await pick(user, dialog, 'Podcast Shorts');
    expect(dialog.getByText(/You earn ₹44\.00 per 1K views after the 12%\s+platform fee/)).toBeTruthy();
    // Not a link at all: the form's general message (schemas/clip.ts), not the YouTube one.
    await user.type(dialog.getByLabelText('Clip Link'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([SELECT_AND_LINK]));
    await user.clear(dialog.getByLabelText('Clip Link'));
    await user.type(dialog.getByLabelText('Clip Link'), 'https://vimeo.com/123');
    await user.type(dialog.getByLabelText('Views Generated'), '-3');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        said('clipLinkInvalid'),
        'Views must be a whole number of 0 or more',
      ]),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('names the platforms the picked campaign pays for, and a platform’s own rate', async () => {
    const both = aCampaign({
      title: 'Reels and Shorts',
      payoutPer1000Views: 50,
      platforms: ['youtube_shorts', 'instagram_reels'],
      platformRates: { instagram_reels: 75 },
    });
    const { user } = start({
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { joinedCampaignsCount: 1 }) },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => [both]),
    });
    await user.click(await enabledButton('Submit Clip'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await pick(user, dialog, 'Reels and Shorts');
    expect(dialog.getByText('This campaign pays for YouTube Shorts and Instagram Reels.')).toBeTruthy();
    expect(
      dialog.getByText(/Instagram Reels earn their own rate: ₹66\.00 per 1K views \(\s*₹75\.00 gross\)/),
    ).toBeTruthy();
  });

  it("sends the clip (views only when filled), toasts 'Clip submitted for review!' and refreshes the dashboard", async () => {
    let dashboardCalls = 0;
    const { api, user } = start({
      'GET /api/user/dashboard': () => {
        dashboardCalls += 1;
        return { body: aUserDashboard(clipper, { joinedCampaignsCount: 1 }) };
      },
      ...joinedHandler,
      'POST /api/clip-submissions': {
        status: 201,
        body: { message: 'Clip submitted for review!', clip: aClip() },
        changed: [`campaign:${aClip().campaign._id}`, `user:${clipper._id}`],
      },
    });
    await user.click(await enabledButton('Submit Clip'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await pick(user, dialog, 'Podcast Shorts');
    await user.type(dialog.getByLabelText('Clip Link'), 'https://youtu.be/abcdefghijk');
    await user.type(dialog.getByLabelText('Notes'), 'My best cut');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Clip submitted for review!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      campaignId: campaign._id,
      clipLink: 'https://youtu.be/abcdefghijk',
      notes: 'My best cut',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit Clip' })).toBeNull());
    await waitFor(() => expect(dashboardCalls).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole('button', { name: 'Submit Clip' }));
    const again = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await pick(user, again, 'Podcast Shorts');
    await user.type(again.getByLabelText('Clip Link'), 'https://youtu.be/bbbbbbbbbbb');
    await user.type(again.getByLabelText('Views Generated'), '1500');
    await user.click(again.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'POST')[1]?.body).toMatchObject({ viewCount: 1500 });
  });

  it('asks the picker again after a refusal too (a campaign paused meanwhile is no longer active)', async () => {
    let paused = false;
    const { api, user } = start({
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { joinedCampaignsCount: 1 }) },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => [
        { ...campaign, status: paused ? 'paused' : 'active' },
      ]),
      'POST /api/clip-submissions': () => {
        paused = true;
        return {
          status: 422,
          body: { message: 'This campaign is paused and does not accept clip submissions right now.' },
        };
      },
    });
    await user.click(await enabledButton('Submit Clip'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await pick(user, dialog, 'Podcast Shorts');
    await user.type(dialog.getByLabelText('Clip Link'), 'https://youtu.be/abcdefghijk');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('This campaign is paused and does not accept clip submissions right now.'),
    ).toBeTruthy();
    const picks = () => api.calls.filter((c) => c.path === '/api/campaigns/joined');
    await waitFor(() => expect(picks().length).toBeGreaterThanOrEqual(2));
    expect(picks().every((c) => c.search.get('status') === 'active')).toBe(true);
  }, 30_000);

  it('offers joined active campaigns only, searched on the server as the clipper types, more as they scroll', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      aCampaign({ title: `Clip Drive ${i + 1}`, payoutPer1000Views: 100 }),
    );
    const cooking = aCampaign({ title: 'Cooking Cuts', payoutPer1000Views: 25 });
    const paused = aCampaign({ title: 'Cooking Paused', status: 'paused' });
    const { api, user } = start({
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { joinedCampaignsCount: 27 }) },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => [...many, cooking, paused]),
    });
    await user.click(await enabledButton('Submit Clip'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await user.click(dialog.getByRole('combobox', { name: 'Campaign' }));
    expect(await screen.findByRole('option', { name: 'Clip Drive 1' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(20);
    // Scrolled to the end of the list: the next page.
    const viewport = document.querySelector('.mantine-Select-dropdown .mantine-ScrollArea-viewport');
    if (!viewport) throw new Error('the list has no scroll area');
    fireEvent.scroll(viewport);
    expect(await screen.findByRole('option', { name: 'Clip Drive 25' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(26);

    await user.type(dialog.getByRole('combobox', { name: 'Campaign' }), 'cook');
    // The server filters: once its answer is in, only the matching active campaign is offered.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Clip Drive 1' })).toBeNull(), { timeout: 5000 });
    expect(await screen.findByRole('option', { name: 'Cooking Cuts' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Cooking Paused' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Cooking Cuts' }));
    expect(dialog.getByText(/You earn ₹22\.00 per 1K views after the 12%\s+platform fee/)).toBeTruthy();
    const asked = api.calls.filter((c) => c.path === '/api/campaigns/joined');
    expect(asked.every((c) => c.search.get('status') === 'active')).toBe(true);
    expect(asked.map((c) => c.search.get('q'))).toContain('cook');
    // One call per pause in typing, not one per key.
    expect(asked.filter((c) => c.search.get('q') === 'c' || c.search.get('q') === 'co')).toHaveLength(0);
  }, 30_000);

  it("toasts the server's refusal, else 'Failed to submit clip.'", async () => {
    let reply = { status: 409, body: { message: 'This video has already been submitted.' } as unknown };
    const { user } = start({
      'GET /api/user/dashboard': { body: aUserDashboard(clipper, { joinedCampaignsCount: 1 }) },
      ...joinedHandler,
      'POST /api/clip-submissions': () => reply,
    });
    await user.click(await enabledButton('Submit Clip'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Clip' }));
    await pick(user, dialog, 'Podcast Shorts');
    await user.type(dialog.getByLabelText('Clip Link'), 'https://youtu.be/abcdefghijk');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This video has already been submitted.')).toBeTruthy();
    reply = { status: 500, body: {} };
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit clip.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Submit Clip' })).toBeTruthy();
  });
});
