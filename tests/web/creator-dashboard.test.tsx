import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@web/lib/format';
import { aCampaign, aCampaignDetail, aClip, aCreatorDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { said } from '../support/catalogue';

const creator = aUser('creator');

function start(handlers: Record<string, Handler>) {
  storeSession(creator);
  // Pending Reviews lists the open appeals and the blocked clippers (docs/product.md#appeals, #blocking): none
  // unless a test says so.
  const api = mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    'GET /api/creator/appeals': { body: { clips: [], nextCursor: null } },
    'GET /api/creator/blocks': { body: { blocks: [] } },
    ...handlers,
  });
  return { api, ...renderApp('/creator') };
}

/** A dashboard handler that counts its calls (to see invalidation refetch it). */
function dashboardReply(body: unknown) {
  const counter = { calls: 0 };
  const handler: Handler = () => {
    counter.calls += 1;
    return { body };
  };
  return { counter, handler };
}

describe('creator dashboard', () => {
  it('shows the stat cards, quick actions and tabs', async () => {
    const campaigns = ['Fourth', 'Third', 'Second', 'First'].map((title, i) =>
      aCampaign({ title, status: i === 1 ? 'paused' : i === 2 ? 'completed' : 'active', participantsCount: i }),
    );
    const { user } = start({
      'GET /api/creator/dashboard': {
        body: aCreatorDashboard({
          campaigns,
          stats: {
            totalCampaigns: 4,
            activeCampaigns: 3,
            totalSpent: 1234.5,
            totalViews: 123456,
            pendingClipsCount: 0,
            availableBalance: 99.5,
          },
        }),
      },
    });
    // The first render may take longer than a second on a busy machine (the route's chunk is transformed on first use).
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(await screen.findByLabelText('Total Campaigns')).getByText('4')).toBeTruthy();
    expect(within(screen.getByLabelText('Active Campaigns')).getByText('3')).toBeTruthy();
    expect(within(screen.getByLabelText('Total Spent')).getByText('₹1,234.50')).toBeTruthy();
    expect(within(screen.getByLabelText('Total Views')).getByText('1,23,456')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create New Campaign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Top Up Wallet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Campaigns' }).getAttribute('href')).toBe('/discover');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(
      '/creator/wallet',
    );

    const overview = within(screen.getByRole('tabpanel'));
    expect(overview.getByText('Fourth')).toBeTruthy();
    expect(overview.getByText('Second')).toBeTruthy();
    expect(overview.queryByText('First')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'My Campaigns' }));
    const mine = within(await screen.findByRole('listitem', { name: 'First' }));
    expect(mine.getByText('₹750.00 of ₹1,000.00', { exact: false })).toBeTruthy();
    expect(mine.getByText(/Payout: ₹50\.00 per 1K views · 3 participants/)).toBeTruthy();
    expect(mine.getByText('Created 5 Mar 2025')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Third' })).getByText('paused')).toBeTruthy();
    // A campaign that is not active says why; its creator is told how a completed one reopens.
    expect(within(screen.getByRole('listitem', { name: 'Third' })).getByText(said('pausedNote'))).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Second' })).getByText(
        `${said('completedNote')} ${said('reopenHint')}`,
      ),
    ).toBeTruthy();
    expect(mine.queryByText(said('pausedNote'))).toBeNull();
    expect(mine.queryByText(said('completedNote'), { exact: false })).toBeNull();
  });

  it('pages My Campaigns after the first page with Load more, and counts Pending Reviews from the stats', async () => {
    const first = [aCampaign({ title: 'Newest' }), aCampaign({ title: 'Middle' })];
    const started = start({
      'GET /api/creator/dashboard': {
        body: aCreatorDashboard({
          campaigns: first,
          campaignsNextCursor: 'after-middle',
          stats: {
            totalCampaigns: 3,
            activeCampaigns: 3,
            totalSpent: 0,
            totalViews: 0,
            pendingClipsCount: 42,
            availableBalance: 0,
          },
        }),
      },
      'GET /api/creator/campaigns': (call) =>
        call.search.get('cursor') === 'after-middle'
          ? { body: { campaigns: [aCampaign({ title: 'Oldest' })], nextCursor: null } }
          : { status: 400, body: { message: 'Invalid cursor' } },
    });
    expect(await screen.findByRole('tab', { name: /Pending Reviews\s*42/ })).toBeTruthy();
    await started.user.click(screen.getByRole('tab', { name: 'My Campaigns' }));
    expect(await screen.findByRole('listitem', { name: 'Middle' })).toBeTruthy();
    expect(screen.getByText('Showing 2 campaigns')).toBeTruthy();
    await started.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Oldest' })).toBeTruthy();
    expect(screen.getByText('Showing 3 campaigns (all)')).toBeTruthy();
    expect(
      started.api.calls.filter((c) => c.path === '/api/creator/campaigns').map((c) => c.search.get('cursor')),
    ).toEqual(['after-middle']);
  });

  it('shows the full-page load failure with Try Again', async () => {
    start({ 'GET /api/creator/dashboard': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load creator dashboard. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('Create New Campaign', () => {
  async function openCreate(handlers: Record<string, Handler> = {}) {
    const dashboard = dashboardReply(aCreatorDashboard());
    const started = start({ 'GET /api/creator/dashboard': dashboard.handler, ...handlers });
    await started.user.click(await screen.findByRole('button', { name: 'Create New Campaign' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Campaign' }));
    return { ...started, dialog, dashboard };
  }

  async function fill(dialog: ReturnType<typeof within>, user: ReturnType<typeof renderApp>['user']) {
    await user.type(dialog.getByLabelText('Title'), 'Gaming Highlights');
    await user.type(dialog.getByLabelText('Description'), 'Best moments');
    await user.type(dialog.getByLabelText('Requirements'), 'Vertical');
    await user.type(dialog.getByLabelText('YouTube Link'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.type(dialog.getByLabelText('Payout per 1000 Views (₹)'), '50.5');
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '1000');
  }

  it('names every missing field and sends nothing', async () => {
    const { api, user, dialog } = await openCreate();
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Title is required',
        'Description is required',
        'Requirements is required',
        'Enter a valid YouTube link',
        'Payout per 1000 views must be greater than 0',
        'Total budget must be greater than 0',
      ]),
    );
    await user.type(dialog.getByLabelText('YouTube Link'), 'https://vimeo.com/1');
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '10.555');
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(dialog.getByText('Use at most 2 decimal places')).toBeTruthy());
    expect(dialog.getByText('Enter a valid YouTube link')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("sends rupees, toasts 'Campaign created successfully!' and refreshes the dashboard", async () => {
    const { api, user, dialog, dashboard } = await openCreate({
      'POST /api/campaigns': {
        status: 201,
        body: {
          message: 'Campaign created successfully!',
          campaign: { ...aCampaign(), participants: [], participantsNextCursor: null },
        },
        changed: [`campaign:${aCampaign()._id}`, 'campaigns', `user:${creator._id}`],
      },
    });
    await fill(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Gaming Highlights',
      description: 'Best moments',
      requirements: 'Vertical',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      payoutPer1000Views: 50.5,
      totalBudget: 1000,
      // The Rules section's defaults, untouched: no minimum, no cap, 72 hours.
      minPaidViews: 0,
      maxPayoutPerClip: null,
      reviewWindowHours: 72,
      requiredTags: [],
      platforms: ['youtube_shorts'],
      platformRates: {},
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Campaign' })).toBeNull());
    await waitFor(() => expect(dashboard.counter.calls).toBeGreaterThanOrEqual(2));
  });

  it('shows the available balance under the budget and hints, without blocking, when the budget is above it', async () => {
    const { api, user, dialog } = await openCreate({
      'POST /api/campaigns': {
        status: 422,
        body: { message: 'Insufficient wallet balance. Top up your wallet to fund this campaign.' },
      },
    });
    expect(dialog.getByText('Available balance: ₹2,500.00')).toBeTruthy();
    await fill(dialog, user);
    await user.clear(dialog.getByLabelText('Total Budget (₹)'));
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '2500');
    expect(dialog.queryByText(said('budgetAboveBalance'))).toBeNull();
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '.01');
    expect(await dialog.findByText(said('budgetAboveBalance'))).toBeTruthy();
    expect(dialog.queryAllByRole('alert')).toHaveLength(0);
    // The hint does not stop the request: the server decides.
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(
      await screen.findByText('Insufficient wallet balance. Top up your wallet to fund this campaign.'),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ totalBudget: 2500.01 });
  });

  it("toasts the server's refusal (a short wallet), else 'Failed to create campaign'", async () => {
    let reply = {
      status: 422,
      body: { message: 'Insufficient wallet balance. Top up your wallet to fund this campaign.' } as unknown,
    };
    const { user, dialog } = await openCreate({ 'POST /api/campaigns': () => reply });
    await fill(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(
      await screen.findByText('Insufficient wallet balance. Top up your wallet to fund this campaign.'),
    ).toBeTruthy();
    reply = { status: 500, body: {} };
    await user.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Failed to create campaign')).toBeTruthy();
  });
});

describe('Edit and Delete', () => {
  const campaign = aCampaign({
    title: 'Editable',
    payoutPer1000Views: 12.5,
    totalBudget: 500,
    remainingBudget: 400,
    amountSpent: 100,
    status: 'paused',
  });

  async function openMine(handlers: Record<string, Handler>) {
    const dashboard = dashboardReply(aCreatorDashboard({ campaigns: [campaign] }));
    const started = start({ 'GET /api/creator/dashboard': dashboard.handler, ...handlers });
    await started.user.click(await screen.findByRole('tab', { name: 'My Campaigns' }));
    const card = within(await screen.findByRole('listitem', { name: 'Editable' }));
    return { ...started, card, dashboard };
  }

  it('prefills the Edit form and sends the change, with no status (the pause is its own button)', async () => {
    const { api, user, card } = await openMine({
      [`PATCH /api/campaigns/${campaign._id}`]: {
        body: {
          message: 'Campaign updated successfully',
          campaign: { ...campaign, participants: [], participantsNextCursor: null },
        },
      },
    });
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Editable');
    expect((dialog.getByLabelText('Payout per 1000 Views (₹)') as HTMLInputElement).value).toBe('12.5');
    expect((dialog.getByLabelText('Total Budget (₹)') as HTMLInputElement).value).toBe('500');
    expect(dialog.getByText(/Already spent: ₹100\.00/)).toBeTruthy();
    await user.clear(dialog.getByLabelText('Total Budget (₹)'));
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '750.25');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Campaign updated successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'Editable',
      totalBudget: 750.25,
      payoutPer1000Views: 12.5,
    });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).not.toHaveProperty('status');
  });

  it('lets an edit set the total budget to 0 but keeps the payout above 0', async () => {
    const { api, user, card } = await openMine({
      [`PATCH /api/campaigns/${campaign._id}`]: {
        body: {
          message: 'Campaign updated successfully',
          campaign: { ...campaign, participants: [], participantsNextCursor: null },
        },
      },
    });
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
    await user.clear(dialog.getByLabelText('Payout per 1000 Views (₹)'));
    await user.type(dialog.getByLabelText('Payout per 1000 Views (₹)'), '0');
    await user.clear(dialog.getByLabelText('Total Budget (₹)'));
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '-1');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Payout per 1000 views must be greater than 0',
        'Total budget must be 0 or more',
      ]),
    );
    await user.clear(dialog.getByLabelText('Payout per 1000 Views (₹)'));
    await user.type(dialog.getByLabelText('Payout per 1000 Views (₹)'), '12.5');
    await user.clear(dialog.getByLabelText('Total Budget (₹)'));
    await user.type(dialog.getByLabelText('Total Budget (₹)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Campaign updated successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      totalBudget: 0,
      payoutPer1000Views: 12.5,
    });
  });

  // docs/product.md#campaign-pause
  it("pauses an active campaign and resumes one its creator paused; an admin's pause has no button", async () => {
    const active = aCampaign({ title: 'Running', status: 'active' });
    const mine = aCampaign({ title: 'Resting', status: 'paused', pausedBy: 'creator' });
    const held = aCampaign({ title: 'Held', status: 'paused', pausedBy: 'admin' });
    const reply = (c: Record<string, unknown>, status: string) => ({
      body: {
        message: 'Campaign updated successfully',
        campaign: {
          ...c,
          status,
          pausedBy: status === 'paused' ? 'creator' : null,
          participants: [],
          participantsNextCursor: null,
        },
      },
    });
    const { api, user } = start({
      'GET /api/creator/dashboard': { body: aCreatorDashboard({ campaigns: [active, mine, held] }) },
      [`PATCH /api/campaigns/${active._id}`]: reply(active, 'paused'),
      [`PATCH /api/campaigns/${mine._id}`]: reply(mine, 'active'),
    });
    await user.click(await screen.findByRole('tab', { name: 'My Campaigns' }));
    const resting = within(await screen.findByRole('listitem', { name: 'Resting' }));
    expect(resting.getByText(`${said('creatorPausedNote')} ${said('resumeHint')}`)).toBeTruthy();
    const heldCard = within(screen.getByRole('listitem', { name: 'Held' }));
    expect(heldCard.getByText(said('pausedNote'))).toBeTruthy();
    expect(heldCard.queryByRole('button', { name: /Pause|Resume/ })).toBeNull();

    await user.click(within(screen.getByRole('listitem', { name: 'Running' })).getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('Campaign paused: it takes no new participants or clips until you resume it.'),
    ).toBeTruthy();
    await user.click(resting.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Campaign resumed.')).toBeTruthy();
    const patches = api.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => [c.path, (c.body as Record<string, unknown>).status])).toEqual([
      [`/api/campaigns/${active._id}`, 'paused'],
      [`/api/campaigns/${mine._id}`, 'active'],
    ]);
    // The seed's edit call, with the campaign as it is (money in rupees on the wire).
    expect(patches[0]?.body).toMatchObject({ title: 'Running', totalBudget: 1000, payoutPer1000Views: 50 });
  });

  it("toasts 'Failed to update campaign' when the edit fails without a message", async () => {
    const { user, card, dashboard } = await openMine({
      [`PATCH /api/campaigns/${campaign._id}`]: { status: 500, body: {} },
    });
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
    const before = dashboard.counter.calls;
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update campaign')).toBeTruthy();
    // A refused edit may mean the campaign changed meanwhile: the dashboard is loaded again.
    await waitFor(() => expect(dashboard.counter.calls).toBe(before + 1));
  });

  it("asks 'Delete campaign?' and deletes, or toasts the failure", async () => {
    let fail = false;
    const { api, user, card, dashboard } = await openMine({
      [`DELETE /api/campaigns/${campaign._id}`]: () =>
        fail
          ? { status: 500, body: {} }
          : {
              body: { message: 'Campaign deleted successfully' },
              changed: [`campaign:${campaign._id}`, 'campaigns', `user:${creator._id}`],
            },
    });
    await user.click(card.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete campaign?' }));
    expect(dialog.getByText('This action cannot be undone and the campaign will be permanently deleted.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    const loaded = dashboard.counter.calls;
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete campaign?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Campaign deleted successfully')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // The deletion's one reload of the dashboard, before the failing attempt is counted.
    await waitFor(() => expect(dashboard.counter.calls).toBe(loaded + 1));

    fail = true;
    const before = dashboard.counter.calls;
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete campaign?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete campaign')).toBeTruthy();
    await waitFor(() => expect(dashboard.counter.calls).toBe(before + 1));
  });
});

describe('deleting a campaign seen before', () => {
  it('drops its cached detail, so Back to /campaign/$id shows Campaign Not Found', async () => {
    const campaign = aCampaign({ title: 'Short Lived' });
    let deleted = false;
    storeSession(creator);
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/creator/dashboard': () => ({ body: aCreatorDashboard({ campaigns: deleted ? [] : [campaign] }) }),
      [`GET /api/campaigns/${campaign._id}`]: () =>
        deleted
          ? { status: 404, body: { message: 'Campaign not found.' } }
          : { body: { campaign: { ...campaign, participants: [], participantsNextCursor: null } } },
      [`DELETE /api/campaigns/${campaign._id}`]: () => {
        deleted = true;
        return { body: { message: 'Campaign deleted successfully' } };
      },
    });
    const { user, router, queryClient } = renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByRole('heading', { name: 'Short Lived' }, { timeout: 5000 })).toBeTruthy();
    // The bell has read the inbox before the screens change (its answer arriving during a screen's load is not
    // what this test is about).
    await waitFor(() => expect(queryClient.getQueryState(['notifications'])?.status).toBe('success'), {
      timeout: 5000,
    });
    await router.navigate({ to: '/creator' });
    await user.click(await screen.findByRole('tab', { name: 'My Campaigns' }, { timeout: 5000 }));
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Short Lived' }, { timeout: 5000 })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete campaign?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Campaign deleted successfully', {}, { timeout: 5000 })).toBeTruthy();
    expect(queryClient.getQueryState(['campaigns', 'detail', campaign._id])).toBeUndefined();

    router.history.back();
    expect(await screen.findByRole('heading', { name: 'Campaign Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Campaign not found.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Short Lived' })).toBeNull();
  });
});

describe('Pending Reviews', () => {
  const longLink = 'https://www.youtube.com/shorts/abcdefghijk?feature=share&si=0123456789';
  const clip = aClip({ link: longLink, youtubeLink: longLink, claimedViews: 4321, views: 4321 });
  const orphan = aClip({
    user: { _id: '00000000-0000-4000-8000-0000000000u9', name: '', email: '' },
    campaign: { _id: '00000000-0000-4000-8000-0000000000c9', title: '' },
  });

  async function openReviews(handlers: Record<string, Handler>) {
    const dashboard = dashboardReply(aCreatorDashboard({ pendingClips: [clip, orphan] }));
    const started = start({ 'GET /api/creator/dashboard': dashboard.handler, ...handlers });
    await started.user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }));
    await screen.findByRole('table');
    return { ...started, dashboard };
  }

  it('lists each clip with a shortened link, fallbacks, claimed views and date', async () => {
    await openReviews({});
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('link', { name: `${longLink.slice(0, 50)}...` })).toBeTruthy();
    // The clipper's name opens their public profile (docs/product.md#track-records).
    expect(first.getByRole('link', { name: 'Asha Clipper' }).getAttribute('href')).toBe(`/clipper/${clip.user._id}`);
    expect(first.getByText('Podcast Shorts')).toBeTruthy();
    expect(first.getByText('Pending Review')).toBeTruthy();
    expect(first.getByText('4,321 views claimed')).toBeTruthy();
    // Submitted: how long ago, the exact date and time in the tooltip.
    const submitted = (rows[1] as HTMLElement).querySelector('time');
    expect(submitted?.getAttribute('dateTime')).toBe(clip.createdAt);
    expect(submitted?.getAttribute('title')).toBe(formatDateTime(clip.createdAt));
    expect(submitted?.textContent).toMatch(/ ago$|^last year$/);
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Unknown User')).toBeTruthy();
    expect(second.getByText('Unknown Campaign')).toBeTruthy();
  });

  it("approves through 'Approve clip' with the claimed views prefilled and checked", async () => {
    let fail = false;
    const { api, user, dashboard } = await openReviews({
      [`PATCH /api/clips/${clip._id}/approve`]: () =>
        fail
          ? { status: 500, body: {} }
          : {
              body: { message: 'Clip approved successfully!', clip: { ...clip, status: 'approved' } },
              changed: [`campaign:${clip.campaign._id}`, 'campaigns', `user:${creator._id}`],
            },
    });
    await user.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve clip' }));
    const views = dialog.getByLabelText('Confirmed views') as HTMLInputElement;
    expect(views.value).toBe('4321');
    for (const bad of ['0', '-4', '1.5']) {
      await user.clear(views);
      await user.type(views, bad);
      await user.click(dialog.getByRole('button', { name: 'Approve' }));
      expect((await dialog.findByRole('alert')).textContent).toBe(
        'Please enter a valid positive number for view count',
      );
    }
    await user.clear(views);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Please enter a valid positive number for view count');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.type(views, '4000');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Clip approved successfully!')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ viewCount: 4000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve clip' })).toBeNull());
    await waitFor(() => expect(dashboard.counter.calls).toBeGreaterThanOrEqual(2));

    fail = true;
    const before = dashboard.counter.calls;
    await user.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve clip' })).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('Failed to approve clip')).toBeTruthy();
    await waitFor(() => expect(dashboard.counter.calls).toBe(before + 1));
  });

  it("shows the campaign's remaining budget and what the approval pays at the clip's rate: capped gross, 88% and the 12% fee", async () => {
    // The creator lowered the rate after the clip (₹50/1K) was submitted: the clip's rate is what is paid.
    const owned = aCampaign({
      _id: clip.campaign._id,
      title: 'Podcast Shorts',
      payoutPer1000Views: 0.01,
      remainingBudget: 100,
    });
    const { user } = start({
      'GET /api/creator/dashboard': { body: aCreatorDashboard({ campaigns: [owned], pendingClips: [clip] }) },
    });
    await user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }));
    await user.click(
      within(await screen.findByRole('row', { name: /Asha Clipper/ })).getByRole('button', { name: 'Approve' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve clip' }));
    expect(dialog.getByText('Remaining budget: ₹100.00')).toBeTruthy();
    // 4,321 views at ₹50/1K would be ₹216.05; only ₹100 is left.
    expect(dialog.getByText('This approval pays ₹100.00: ₹88.00 to the clipper and ₹12.00 platform fee.')).toBeTruthy();
    const views = dialog.getByLabelText('Confirmed views');
    await user.clear(views);
    await user.type(views, '1000');
    expect(
      await dialog.findByText('This approval pays ₹50.00: ₹44.00 to the clipper and ₹6.00 platform fee.'),
    ).toBeTruthy();
  });

  it('says a campaign with no budget left cannot pay, and does not offer Approve', async () => {
    const spent = aCampaign({
      _id: clip.campaign._id,
      title: 'Podcast Shorts',
      remainingBudget: 0,
      amountSpent: 1000,
      status: 'completed',
    });
    const { api, user } = start({
      'GET /api/creator/dashboard': { body: aCreatorDashboard({ campaigns: [spent], pendingClips: [clip] }) },
    });
    await user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }));
    await user.click(
      within(await screen.findByRole('row', { name: /Asha Clipper/ })).getByRole('button', { name: 'Approve' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve clip' }));
    expect(dialog.getByText('Remaining budget: ₹0.00')).toBeTruthy();
    expect(dialog.getByText('This campaign has no budget left. Raise its budget or reject the clip.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('pages the review queue with Load more; a clip past the first page approves with its campaign fetched', async () => {
    const later = aClip({
      user: { _id: '00000000-0000-4000-8000-0000000000u7', name: 'Late Clipper', email: 'late@example.com' },
      claimedViews: 1000,
      views: 1000,
    });
    const detail = aCampaignDetail({
      _id: later.campaign._id,
      title: 'Podcast Shorts',
      payoutPer1000Views: 50,
      remainingBudget: 20,
    });
    const { api, user } = start({
      'GET /api/creator/dashboard': {
        body: aCreatorDashboard({ pendingClips: [clip], pendingClipsNextCursor: 'after-first' }),
      },
      'GET /api/creator/pending-clips': (call) =>
        call.search.get('cursor') === 'after-first'
          ? { body: { clips: [later], nextCursor: null } }
          : { status: 400, body: { message: 'Invalid cursor' } },
      [`GET /api/campaigns/${later.campaign._id}`]: { body: { campaign: detail } },
    });
    await user.click(await screen.findByRole('tab', { name: /Pending Reviews/ }));
    expect(await screen.findByText('Showing 1 clip')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const row = await screen.findByRole('row', { name: /Late Clipper/ });
    expect(screen.getByText('Showing 2 clips (all)')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve clip' }));
    // 1,000 views at ₹50/1K is ₹50; the campaign's detail says only ₹20 is left.
    expect(await dialog.findByText('Remaining budget: ₹20.00')).toBeTruthy();
    expect(dialog.getByText('This approval pays ₹20.00: ₹17.60 to the clipper and ₹2.40 platform fee.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/creator/pending-clips').map((c) => c.search.get('cursor'))).toEqual(
      ['after-first'],
    );
  });

  it('cancels the approve prompt without a call', async () => {
    const { api, user } = await openReviews({});
    await user.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve clip' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve clip' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('blocks a clipper with a reason, lists the blocked clippers and unblocks them', async () => {
    let blocks: unknown[] = [];
    const block = { clipper: clip.user, reason: 'Reposts my videos.', createdAt: '2025-03-06T10:00:00.000Z' };
    const { api, user } = await openReviews({
      'GET /api/creator/blocks': () => ({ body: { blocks } }),
      'POST /api/creator/blocks': () => {
        blocks = [block];
        return {
          status: 201,
          body: { message: 'Clipper blocked from your campaigns.', block },
          changed: [`blocks:${creator._id}`],
        };
      },
      [`DELETE /api/creator/blocks/${clip.user._id}`]: () => {
        blocks = [];
        return { body: { message: 'Clipper unblocked.' }, changed: [`blocks:${creator._id}`] };
      },
    });
    expect(await screen.findByText('You have not blocked any clipper.')).toBeTruthy();
    await user.click(
      within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Block Asha Clipper' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Block clipper' }));
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await dialog.findByText(said('blockReasonMissing'))).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Reposts my videos.');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Clipper blocked from your campaigns.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      clipperId: clip.user._id,
      reason: 'Reposts my videos.',
    });
    // The answer named the list, so it is read again and shows the block.
    const listed = await screen.findByText(/^Asha Clipper: Reposts my videos\. \(since /);
    expect(listed).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unblock Asha Clipper' }));
    expect(await screen.findByText('Clipper unblocked.')).toBeTruthy();
    expect(await screen.findByText('You have not blocked any clipper.')).toBeTruthy();
  });

  it('reviews the clips ticked together, showing each outcome', async () => {
    const approved = { ...clip, status: 'approved', earnings: 88 };
    const { api, user } = await openReviews({
      'POST /api/creator/clips/review': {
        body: {
          message: 'Reviewed 1 of 2 clips.',
          results: [
            { _id: clip._id, outcome: 'approved', amount: 88, clip: approved, message: null, status: null },
            {
              _id: orphan._id,
              outcome: 'refused',
              amount: 0,
              clip: null,
              message: said('noBudgetLeft'),
              status: 422,
            },
          ],
        },
        changed: [`campaign:${clip.campaign._id}`, 'campaigns', `user:${creator._id}`],
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select the clip by Asha Clipper on Podcast Shorts' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown (2)' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve 2 clips' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Approve 2 clips' }));
    expect(await dialog.findByText('Reviewed 1 of 2 clips.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      clipIds: [clip._id, orphan._id],
      action: 'approve',
      reason: 'other',
    });
    const outcomes = within(dialog.getByRole('list', { name: 'Outcomes' }));
    expect(outcomes.getByText('Asha Clipper on Podcast Shorts: Approved: ₹88.00 to the clipper')).toBeTruthy();
    expect(outcomes.getByText(`Unknown User on Unknown Campaign: Not decided: ${said('noBudgetLeft')}`)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('rejects the clips ticked for one reason', async () => {
    const { api, user } = await openReviews({
      'POST /api/creator/clips/review': {
        body: {
          message: 'Reviewed 2 of 2 clips.',
          results: [clip, orphan].map((c) => ({
            _id: c._id,
            outcome: 'rejected',
            amount: 0,
            clip: { ...c, status: 'rejected' },
            message: null,
            status: null,
          })),
        },
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown (2)' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Reject 2 clips' }));
    await user.selectOptions(ask.getByRole('combobox', { name: 'Reason' }), 'Requirements not met');
    await user.click(ask.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject 2 clips' }));
    expect(await dialog.findByText('Reviewed 2 of 2 clips.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      clipIds: [clip._id, orphan._id],
      action: 'reject',
      reason: 'requirements_not_met',
    });
  });

  it("rejects with 'Clip rejected successfully!', or toasts the failure", async () => {
    const { api, user, dashboard } = await openReviews({
      [`PATCH /api/clips/${clip._id}/reject`]: {
        body: { message: 'Clip rejected successfully!', clip: { ...clip, status: 'rejected' } },
      },
      [`PATCH /api/clips/${orphan._id}/reject`]: {
        status: 409,
        body: { message: 'This clip has already been reviewed.' },
      },
    });
    await user.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Reject' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Reject clip' }));
    // The reason is asked for: none is chosen at first (docs/product.md#clip-review).
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByRole('combobox', { name: 'Reason', description: said('chooseAReason') })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Views look inauthentic');
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'All views in one minute.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Clip rejected successfully!')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      reason: 'inauthentic_views',
      note: 'All views in one minute.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject clip' })).toBeNull());
    const before = dashboard.counter.calls;
    await user.click(within(screen.getAllByRole('row')[2] as HTMLElement).getByRole('button', { name: 'Reject' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reject clip' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This clip has already been reviewed.')).toBeTruthy();
    // The 409 proves the queue is stale: it is loaded again.
    await waitFor(() => expect(dashboard.counter.calls).toBe(before + 1));
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      `/api/clips/${clip._id}/reject`,
      `/api/clips/${orphan._id}/reject`,
    ]);
  });
});
