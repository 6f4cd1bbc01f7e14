import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampaign, aCampaignDetail, joinedCampaignsHandler } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { said } from '../support/catalogue';

describe('/campaign/$id', () => {
  it('shows the tiles, budget progress, requirements and participants with their fallbacks', async () => {
    const campaign = aCampaignDetail({
      title: 'Cooking Clips',
      payoutPer1000Views: 12.5,
      totalBudget: 2000,
      remainingBudget: 1500,
      amountSpent: 500,
      requirements: '',
      participantsCount: 2,
      participants: [
        // The public detail carries names only: emails are the campaign's creator's and admins'.
        { _id: '00000000-0000-4000-8000-0000000000p1', name: 'Asha', email: null },
        { _id: '00000000-0000-4000-8000-0000000000p2', name: '', email: null },
      ],
    });
    mockApi({ [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } } });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByRole('heading', { name: 'Cooking Clips' })).toBeTruthy();
    expect(screen.getByText('by Ravi Creator')).toBeTruthy();
    for (const [label, value] of [
      ['Payout per 1K views', '₹12.50'],
      ['Total Budget', '₹2,000.00'],
      ['Remaining Budget', '₹1,500.00'],
      ['Amount Spent', '₹500.00'],
    ]) {
      expect(
        within(screen.getByText(label as string).parentElement as HTMLElement).getByText(value as string),
      ).toBeTruthy();
    }
    expect(screen.getByText('Budget Progress')).toBeTruthy();
    expect(screen.getByText('25% used')).toBeTruthy();
    expect(screen.getByText('Total: ₹2,000.00')).toBeTruthy();
    expect(screen.getByText('Used: ₹500.00')).toBeTruthy();
    expect(screen.getByText('Remaining: ₹1,500.00')).toBeTruthy();
    expect(screen.getByText('No specific requirements listed.')).toBeTruthy();
    expect(screen.getByText('Participants (2)')).toBeTruthy();
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(screen.getByText('Unknown User')).toBeTruthy();
    expect(screen.getAllByText('No email')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '← Back to Campaigns' }).getAttribute('href')).toBe('/discover');
  });

  it('shows the count and the first page of participants, and loads more with the cursor until the last page', async () => {
    const person = (n: number) => ({
      _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
      name: `Person ${n}`,
      email: `p${n}@example.com`,
    });
    const campaign = aCampaignDetail({
      participantsCount: 5,
      participants: [person(1), person(2)],
      participantsNextCursor: 'after-2',
    });
    const api = mockApi({
      [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } },
      [`GET /api/campaigns/${campaign._id}/participants`]: (call) =>
        call.search.get('cursor') === 'after-2'
          ? { body: { participants: [person(3), person(4)], nextCursor: 'after-4' } }
          : call.search.get('cursor') === 'after-4'
            ? { body: { participants: [person(5)], nextCursor: null } }
            : { status: 400, body: { message: 'Invalid cursor' } },
    });
    const { user } = renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByText('Participants (5)')).toBeTruthy();
    expect(screen.getByText('Person 2')).toBeTruthy();
    expect(screen.getByText('Showing 2 participants')).toBeTruthy();
    // Nothing is fetched until asked: the detail carried the first page.
    expect(api.calls.filter((c) => c.path.endsWith('/participants'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Person 4')).toBeTruthy();
    expect(screen.getByText('Showing 4 participants')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Person 5')).toBeTruthy();
    expect(screen.getByText('Showing 5 participants (all)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/participants')).map((c) => c.search.get('cursor'))).toEqual([
      'after-2',
      'after-4',
    ]);
  });

  it("shows the campaign's own creator the participants' emails from the private contacts, page after page", async () => {
    const creator = aUser('creator');
    const person = (i: number, email: string | null) => ({
      _id: `00000000-0000-4000-8000-0000000000p${i}`,
      name: `Person ${i}`,
      email,
    });
    const campaign = aCampaignDetail({
      creator: { _id: creator._id, name: creator.name, reviewHours: null, approvalRate: null, paidOut: 0 },
      participantsCount: 3,
      participants: [person(1, null), person(2, null)],
      participantsNextCursor: 'after-2',
    });
    storeSession(creator);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } },
      [`GET /api/campaigns/${campaign._id}/participant-contacts`]: (call) =>
        call.search.get('cursor') === 'after-2'
          ? { body: { participants: [person(3, 'p3@example.com')], nextCursor: null } }
          : { body: { participants: [person(1, 'p1@example.com'), person(2, '')], nextCursor: 'after-2' } },
    });
    const { user } = renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByText('p1@example.com')).toBeTruthy();
    expect(screen.getByText('No email')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('p3@example.com')).toBeTruthy();
    expect(screen.getByText('Showing 3 participants (all)')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/participants'))).toHaveLength(0);
  });

  it('never asks for the contacts for anyone but its creator or an admin', async () => {
    const other = aUser('creator', { _id: '00000000-0000-4000-8000-0000000000f9' });
    const campaign = aCampaignDetail({
      participantsCount: 1,
      participants: [{ _id: '00000000-0000-4000-8000-0000000000p1', name: 'Asha', email: null }],
    });
    storeSession(other);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: other } },
      [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } },
    });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(screen.getByText('No email')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/participant-contacts'))).toHaveLength(0);
  });

  it('marks a clipper past the first page of participants as joined, asking about this one campaign', async () => {
    const clipper = aUser('user');
    const campaign = aCampaignDetail({ title: 'Big One', participantsCount: 40, participantsNextCursor: 'after-20' });
    storeSession(clipper);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => [aCampaign({ _id: campaign._id, title: 'Big One' })]),
    });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByRole('heading', { name: 'Big One' })).toBeTruthy();
    const joined = await screen.findByRole('button', { name: 'Joined' });
    expect(joined.getAttribute('aria-disabled')).toBe('true');
    expect(api.calls.filter((c) => c.path === '/api/campaigns/joined').map((c) => c.search.get('ids'))).toEqual([
      campaign._id,
    ]);
    expect(api.calls.filter((c) => c.path === '/api/user/dashboard')).toHaveLength(0);
  });

  it('shows Join Campaign to a clipper who has not joined', async () => {
    const clipper = aUser('user');
    const campaign = aCampaignDetail({ title: 'Not Yet', participantsCount: 40, participantsNextCursor: 'after-20' });
    storeSession(clipper);
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => []),
    });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByRole('heading', { name: 'Not Yet' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join Campaign' })).toBeTruthy();
  });

  it('knows a clipper in the first page of participants joined without asking', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const inFirst = aCampaignDetail({
      title: 'In First Page',
      participantsCount: 1,
      participants: [{ _id: clipper._id, name: clipper.name, email: null }],
    });
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      [`GET /api/campaigns/${inFirst._id}`]: { body: { campaign: inFirst } },
    });
    renderApp(`/campaign/${inFirst._id}`);
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/campaigns/joined')).toHaveLength(0);
  });

  it('says why a paused or completed campaign takes no one new, and still shows a participant Joined', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const paused = aCampaignDetail({ title: 'Paused One', status: 'paused' });
    const completed = aCampaignDetail({
      title: 'Spent One',
      status: 'completed',
      participantsCount: 1,
      participants: [{ _id: clipper._id, name: clipper.name, email: null }],
    });
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      [`GET /api/campaigns/${paused._id}`]: { body: { campaign: paused } },
      [`GET /api/campaigns/${completed._id}`]: { body: { campaign: completed } },
      'GET /api/campaigns/joined': joinedCampaignsHandler(() => []),
    });
    const { router } = renderApp(`/campaign/${paused._id}`);
    expect(await screen.findByText(said('pausedNote'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Campaign' })).toBeNull();
    await router.navigate({ to: '/campaign/$id', params: { id: completed._id } });
    expect(await screen.findByText(said('completedNote'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Joined' })).toBeTruthy();
    // Only the campaign's creator is told how to reopen it.
    expect(screen.queryByText(said('reopenHint'), { exact: false })).toBeNull();
  });

  it('invites the first participant', async () => {
    const campaign = aCampaignDetail({ participantsCount: 0 });
    mockApi({ [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } } });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByText('No participants yet. Be the first to join!')).toBeTruthy();
    expect(screen.getByText('Participants (0)')).toBeTruthy();
  });

  it('shows its placeholder while the campaign loads: the way back, then grey tiles', async () => {
    const campaign = aCampaignDetail({ title: 'Slow One' });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      [`GET /api/campaigns/${campaign._id}`]: async () => {
        await answered;
        return { body: { campaign } };
      },
    });
    renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByText('Loading campaign...')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Campaigns' }).getAttribute('href')).toBe('/discover');
    answer();
    expect(await screen.findByRole('heading', { name: 'Slow One' })).toBeTruthy();
    expect(screen.queryByText('Loading campaign...')).toBeNull();
  });

  it('tells a missing campaign by its status, whatever the wording: the not-found page and the server’s message', async () => {
    const id = '00000000-0000-4000-8000-00000000d0d0';
    mockApi({ [`GET /api/campaigns/${id}`]: { status: 404, body: { message: 'No campaign has that id.' } } });
    renderApp(`/campaign/${id}`);
    expect(await screen.findByRole('heading', { name: 'Campaign Not Found' })).toBeTruthy();
    expect(await screen.findByText('No campaign has that id.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("shows 'Campaign Not Found' and toasts on a 404", async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    mockApi({ [`GET /api/campaigns/${id}`]: { status: 404, body: { message: 'Campaign not found.' } } });
    renderApp(`/campaign/${id}`);
    expect(await screen.findByRole('heading', { name: 'Campaign Not Found' })).toBeTruthy();
    expect(screen.getByText('Campaign not found. Please check the URL and try again.')).toBeTruthy();
    expect(await screen.findByText('Campaign not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Campaigns' }).getAttribute('href')).toBe('/discover');
  });

  it('shows the not-found state, not the cached campaign, when a reload answers 404 (deleted meanwhile)', async () => {
    const campaign = aCampaignDetail({ title: 'Soon Deleted' });
    let deleted = false;
    mockApi({
      [`GET /api/campaigns/${campaign._id}`]: () =>
        deleted ? { status: 404, body: { message: 'Campaign not found.' } } : { body: { campaign } },
    });
    const { queryClient } = renderApp(`/campaign/${campaign._id}`);
    expect(await screen.findByRole('heading', { name: 'Soon Deleted' })).toBeTruthy();
    deleted = true;
    await queryClient.invalidateQueries({ queryKey: ['campaigns', 'detail', campaign._id] });
    expect(await screen.findByRole('heading', { name: 'Campaign Not Found' })).toBeTruthy();
    expect(screen.getByText('Campaign not found. Please check the URL and try again.')).toBeTruthy();
    expect(await screen.findByText('Campaign not found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Soon Deleted' })).toBeNull();
  });

  it('shows the load failure inline and as a toast', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    mockApi({ [`GET /api/campaigns/${id}`]: { status: 500, body: {} } });
    renderApp(`/campaign/${id}`);
    expect(await screen.findByText('Failed to load campaign details. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Failed to load campaign details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends a visitor without a session to /login to join', async () => {
    const campaign = aCampaignDetail();
    mockApi({ [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } } });
    const { user, router } = renderApp(`/campaign/${campaign._id}`);
    await user.click(await screen.findByRole('button', { name: 'Join Campaign' }));
    expect(await screen.findByText('Please login to join campaigns')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a signed-in creator or admin a disabled Join Campaign with why', async () => {
    for (const role of ['creator', 'admin'] as const) {
      const person = aUser(role);
      storeSession(person);
      const campaign = aCampaignDetail({ title: `For clippers ${role}` });
      const api = mockApi({
        'GET /api/auth/me': { body: { user: person } },
        [`GET /api/campaigns/${campaign._id}`]: { body: { campaign } },
      });
      const { user, unmount } = renderApp(`/campaign/${campaign._id}`);
      await screen.findByRole('heading', { name: `For clippers ${role}` });
      const button = screen.getByRole('button', { name: 'Join Campaign' });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(screen.getByText('Only clippers can join')).toBeTruthy();
      await user.click(button);
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      unmount();
    }
  });

  it('joins, toasts and reloads the detail, which then shows the clipper as a participant', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const before = aCampaignDetail({ title: 'Join Me', participantsCount: 0 });
    const after = {
      ...before,
      participantsCount: 1,
      participants: [{ _id: clipper._id, name: clipper.name, email: clipper.email }],
    };
    let joined = false;
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      [`GET /api/campaigns/${before._id}`]: () => ({ body: { campaign: joined ? after : before } }),
      [`POST /api/campaigns/${before._id}/join`]: () => {
        joined = true;
        return {
          body: { message: 'Campaign joined successfully' },
          changed: [`campaign:${before._id}`, 'campaigns', `user:${clipper._id}`],
        };
      },
    });
    const { user } = renderApp(`/campaign/${before._id}`);
    await user.click(await screen.findByRole('button', { name: 'Join Campaign' }));
    expect(await screen.findByText('Successfully joined the campaign!')).toBeTruthy();
    expect(await screen.findByText('Participants (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Joined' }).getAttribute('aria-disabled')).toBe('true');
    expect(api.calls.filter((c) => c.path === `/api/campaigns/${before._id}`).length).toBeGreaterThanOrEqual(2);
  });
});
