import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampaign, joinedCampaignsHandler } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const list = (...campaigns: unknown[]) => ({ body: { campaigns, nextCursor: null } });

describe('/discover', () => {
  it('shows each card with creator, payout, remaining budget, Budget Used, status and participants', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /api/campaigns': async () => {
        await answered;
        return list(
          aCampaign({ title: 'Gaming Highlights', payoutPer1000Views: 50, totalBudget: 1000, remainingBudget: 750 }),
          aCampaign({
            title: 'Nameless',
            creator: {
              _id: '00000000-0000-4000-8000-0000000000aa',
              name: '',
              reviewHours: null,
              approvalRate: null,
              paidOut: 0,
            },
            participantsCount: 1,
          }),
        );
      },
    });
    renderApp('/discover');
    // The route's placeholder: the heading and the search bar stand where they will be, not yet usable.
    expect(await screen.findByText('Loading campaigns...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Campaigns' })).toBeTruthy();
    // Inside a disabled fieldset (jsdom does not apply it to :disabled, browsers do).
    expect(screen.getByRole('button', { name: 'Search' }).closest('fieldset')?.disabled).toBe(true);
    answer();
    const card = await screen.findByRole('article', { name: 'Gaming Highlights' });
    const inCard = within(card);
    expect(inCard.getByText('by Ravi Creator')).toBeTruthy();
    expect(inCard.getByText('₹50.00')).toBeTruthy();
    expect(inCard.getByText('₹750.00')).toBeTruthy();
    expect(inCard.getByText('Budget Used')).toBeTruthy();
    expect(inCard.getByText('25%')).toBeTruthy();
    expect(inCard.getByText('Status: Active')).toBeTruthy();
    expect(inCard.getByText('3 participants')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(/^\/campaign\/0{8}-/);
    expect(inCard.getByRole('button', { name: 'Join' })).toBeTruthy();
    const nameless = within(screen.getByRole('article', { name: 'Nameless' }));
    expect(nameless.getByText('by Unknown Creator')).toBeTruthy();
    expect(nameless.getByText('1 participant')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/campaigns': list() });
    renderApp('/discover');
    expect(await screen.findByText('No Campaigns Available')).toBeTruthy();
    expect(screen.getByText('Check back later for new campaigns!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error state under its heading with a toast, and Try Again loads the list', async () => {
    let fail = true;
    mockApi({
      'GET /api/campaigns': () => (fail ? { status: 500, body: {} } : list(aCampaign({ title: 'Back Again' }))),
    });
    const { user } = renderApp('/discover');
    // The route's error screen and the query's toast (its meta), once each.
    await waitFor(() => expect(screen.getAllByText('Failed to load campaigns. Please try again.')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Campaigns' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeTruthy();
  });

  it("marks the clipper's joined campaigns and joins another: 'Joining...' then 'Joined'", async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const joined = aCampaign({ title: 'Already In' });
    const other = aCampaign({ title: 'New One' });
    let otherJoined = false;
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/campaigns': list(joined, other),
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => (otherJoined ? [other, joined] : [joined])),
      [`POST /api/campaigns/${other._id}/join`]: () => {
        otherJoined = true;
        return {
          body: { message: 'Campaign joined successfully' },
          delayMs: 150,
          changed: [`campaign:${other._id}`, 'campaigns', `user:${clipper._id}`],
        };
      },
    });
    const { user } = renderApp('/discover');
    const inCard = within(await screen.findByRole('article', { name: 'Already In' }));
    const joinedButton = await inCard.findByRole('button', { name: 'Joined' });
    expect(joinedButton.getAttribute('aria-disabled')).toBe('true');
    // The marks ask about the cards on screen only, never for the whole joined list or the dashboard.
    const marks = () => api.calls.filter((c) => c.path === '/api/campaigns/joined');
    expect(marks().map((c) => c.search.get('ids'))).toEqual([`${joined._id},${other._id}`]);
    expect(api.calls.filter((c) => c.path === '/api/user/dashboard')).toHaveLength(0);

    const otherCard = within(screen.getByRole('article', { name: 'New One' }));
    await user.click(otherCard.getByRole('button', { name: 'Join' }));
    const busy = await otherCard.findByRole('button', { name: 'Joining...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('Campaign joined successfully')).toBeTruthy();
    expect((await otherCard.findByRole('button', { name: 'Joined' })).getAttribute('aria-disabled')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(api.calls.find((c) => c.method === 'POST')?.headers.get('Authorization')).toBe('Bearer token-user');
    // The join refreshes the marks: asked again, they now hold both.
    await waitFor(() => expect(marks().length).toBeGreaterThanOrEqual(2));
  });

  it('asks about the joined marks page by page as more campaigns load', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const first = aCampaign({ title: 'First Page' });
    const second = aCampaign({ title: 'Second Page' });
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/campaigns': (call) =>
        call.search.get('cursor') === 'next' ? list(second) : { body: { campaigns: [first], nextCursor: 'next' } },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => [second]),
    });
    const { user } = renderApp('/discover');
    expect(
      await within(await screen.findByRole('article', { name: 'First Page' })).findByRole('button', { name: 'Join' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more campaigns' }));
    const secondCard = within(await screen.findByRole('article', { name: 'Second Page' }));
    expect(await secondCard.findByRole('button', { name: 'Joined' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'First Page' })).getByRole('button', { name: 'Join' }),
    ).toBeTruthy();
    const asked = api.calls.filter((c) => c.path === '/api/campaigns/joined').map((c) => c.search.get('ids'));
    expect(asked).toEqual([first._id, second._id]);
  });

  it("still marks a campaign joined when the server says 'already joined'", async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const campaign = aCampaign({ title: 'Twice' });
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/campaigns': list(campaign),
      // The marks fail: ignored, the cards still show.
      'GET /api/campaigns/joined': { status: 500, body: { message: 'boom' } },
      [`POST /api/campaigns/${campaign._id}/join`]: {
        status: 409,
        body: { message: 'You have already joined this campaign.' },
      },
    });
    const { user } = renderApp('/discover');
    const card = within(await screen.findByRole('article', { name: 'Twice' }));
    await user.click(card.getByRole('button', { name: 'Join' }));
    expect(await card.findByRole('button', { name: 'Joined' })).toBeTruthy();
    expect(screen.queryByText('You have already joined this campaign.')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it("shows the server's reason when a join fails, else the default", async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const full = aCampaign({ title: 'Paused One' });
    const broken = aCampaign({ title: 'Broken' });
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/campaigns': list(full, broken),
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => []),
      [`POST /api/campaigns/${full._id}/join`]: {
        status: 422,
        body: { message: 'This campaign is paused and does not accept new participants right now.' },
      },
      [`POST /api/campaigns/${broken._id}/join`]: { status: 500, body: {} },
    });
    const { user } = renderApp('/discover');
    const card = within(await screen.findByRole('article', { name: 'Paused One' }));
    const listLoads = () => api.calls.filter((c) => c.path === '/api/campaigns').length;
    const before = listLoads();
    await user.click(card.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('This campaign is paused and does not accept new participants right now.'),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: 'Join' })).toBeTruthy();
    // The refusal proves the list is stale: it is loaded again.
    await waitFor(() => expect(listLoads()).toBe(before + 1));
    await user.click(within(screen.getByRole('article', { name: 'Broken' })).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Failed to join campaign. Please try again.')).toBeTruthy();
  });

  it('sends a visitor without a session to /login to join', async () => {
    const api = mockApi({ 'GET /api/campaigns': list(aCampaign({ title: 'Open' })) });
    const { user, router } = renderApp('/discover');
    const card = within(await screen.findByRole('article', { name: 'Open' }));
    await user.click(card.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please login to join campaigns')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(api.calls.filter((c) => c.path === '/api/campaigns/joined')).toHaveLength(0);
  });

  it.each([['creator'], ['admin']] as const)(
    'shows a signed-in %s a disabled Join with why, and sends nothing',
    async (role) => {
      const person = aUser(role);
      storeSession(person);
      const api = mockApi({
        'GET /api/auth/me': { body: { user: person } },
        'GET /api/campaigns': list(aCampaign({ title: 'Clippers Only' })),
      });
      const { user } = renderApp('/discover');
      const card = within(await screen.findByRole('article', { name: 'Clippers Only' }));
      const button = card.getByRole('button', { name: 'Join' });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(card.getByText('Only clippers can join')).toBeTruthy();
      await user.click(button);
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      expect(api.calls.filter((c) => c.path === '/api/campaigns/joined')).toHaveLength(0);
    },
  );

  it('loads further pages with the cursor', async () => {
    const api = mockApi({
      'GET /api/campaigns': (call) =>
        call.search.get('cursor') === 'page-2'
          ? list(aCampaign({ title: 'Second Page' }))
          : { body: { campaigns: [aCampaign({ title: 'First Page' })], nextCursor: 'page-2' } },
    });
    const { user } = renderApp('/discover');
    await screen.findByRole('article', { name: 'First Page' });
    await user.click(screen.getByRole('button', { name: 'Load more campaigns' }));
    expect(await screen.findByRole('article', { name: 'Second Page' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'First Page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more campaigns' })).toBeNull();
    // (Consecutive repeats left out: the tests' client keeps nothing fresh, so a slow mount may ask for page 1 again.)
    const cursors = api.calls.filter((c) => c.path === '/api/campaigns').map((c) => c.search.get('cursor'));
    expect(cursors.filter((cursor, index) => index === 0 || cursor !== cursors[index - 1])).toEqual([null, 'page-2']);
  });
});
