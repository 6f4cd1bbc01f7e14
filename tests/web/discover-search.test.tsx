import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampaign } from './marketplace-fixtures';
import { mockApi, type RecordedCall } from './mock-api';
import { renderApp } from './render-app';

const podcast = aCampaign({ title: 'Podcast Shorts' });
const cricket = aCampaign({ title: 'Cricket Highlights' });

/** The list answers by its search: 'podcast' finds one campaign, anything else none, no search both. */
function listBySearch(call: RecordedCall) {
  const q = call.search.get('q');
  const campaigns = q === null ? [podcast, cricket] : q === 'podcast' ? [podcast] : [];
  return { body: { campaigns, nextCursor: null } };
}

/**
 * What the list asked the server, one entry per change of filters: the tests' client holds data for no time at all
 * (staleTime 0), so on a slow machine the screen may ask again for the same filters the route loaded just before.
 */
const listCalls = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.path === '/api/campaigns')
    .map((c) => Object.fromEntries(c.search.entries()))
    .filter((asked, index, all) => index === 0 || JSON.stringify(asked) !== JSON.stringify(all[index - 1]));

describe('/discover search and sort', () => {
  it("reads the address's search and sort, shows them in the controls and asks the server for them", async () => {
    const api = mockApi({ 'GET /api/campaigns': listBySearch });
    renderApp('/discover?q=podcast&sort=payout');
    expect(await screen.findByRole('article', { name: 'Podcast Shorts' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Cricket Highlights' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Search campaigns' }) as HTMLInputElement).value).toBe('podcast');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('payout');
    expect(listCalls(api.calls)).toEqual([{ q: 'podcast', sort: 'payout' }]);
  });

  it('searches on Search, sorts at once, and keeps both in the address', async () => {
    const api = mockApi({ 'GET /api/campaigns': listBySearch });
    const { user, router } = renderApp('/discover');
    expect(await screen.findByRole('article', { name: 'Cricket Highlights' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Most budget left');

    await user.type(screen.getByRole('textbox', { name: 'Search campaigns' }), '  podcast ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cricket Highlights' })).toBeNull());
    expect(router.state.location.search).toEqual({ q: 'podcast' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'budget');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'podcast', sort: 'budget' }));
    await waitFor(() => expect(listCalls(api.calls)).toEqual([{}, { q: 'podcast' }, { q: 'podcast', sort: 'budget' }]));
  });

  it("shows the list's placeholder, with the new search in the bar, while a search loads", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /api/campaigns': async (call) => {
        if (call.search.get('q')) await answered;
        return listBySearch(call);
      },
    });
    const { user } = renderApp('/discover');
    expect(await screen.findByRole('article', { name: 'Cricket Highlights' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search campaigns' }), 'podcast');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Loading campaigns...')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search campaigns' }) as HTMLInputElement).value).toBe('podcast');
    expect(screen.queryByRole('article', { name: 'Cricket Highlights' })).toBeNull();
    answer();
    expect(await screen.findByRole('article', { name: 'Podcast Shorts' })).toBeTruthy();
    expect(screen.queryByText('Loading campaigns...')).toBeNull();
  });

  it('says when nothing matched and offers to clear the search, keeping the sort', async () => {
    const api = mockApi({ 'GET /api/campaigns': listBySearch });
    const { user, router } = renderApp('/discover?q=zebra&sort=budget');
    expect(await screen.findByRole('heading', { name: 'No campaigns match “zebra”' })).toBeTruthy();
    expect(screen.getByText('Try other words, or clear the search to see every active campaign.')).toBeTruthy();
    expect(screen.queryByText('No Campaigns Available')).toBeNull();

    // The empty state's button (the bar has one too).
    const clear = screen.getAllByRole('button', { name: 'Clear search' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1] as HTMLElement);
    expect(await screen.findByRole('article', { name: 'Cricket Highlights' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ sort: 'budget' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(listCalls(api.calls).at(-1)).toEqual({ sort: 'budget' });
  });

  it('leaves out values the server would refuse rather than failing the page', async () => {
    const api = mockApi({ 'GET /api/campaigns': listBySearch });
    renderApp(`/discover?q=${encodeURIComponent('   ')}&sort=cheapest`);
    expect(await screen.findByRole('article', { name: 'Podcast Shorts' })).toBeTruthy();
    expect(listCalls(api.calls)).toEqual([{}]);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('');
  });

  it('keeps one platform at once, in the address, shows each card’s platforms, and says when none pays for it', async () => {
    const api = mockApi({
      'GET /api/campaigns': (call) => ({
        body: { campaigns: call.search.get('platform') === 'instagram_reels' ? [] : [podcast], nextCursor: null },
      }),
    });
    const { user, router } = renderApp('/discover?sort=payout');
    const card = await screen.findByRole('article', { name: 'Podcast Shorts' });
    expect(within(card).getByLabelText('Platforms').textContent).toBe('YouTube Shorts');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'instagram_reels');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'payout', platform: 'instagram_reels' }));
    expect(await screen.findByRole('heading', { name: 'No campaigns pay for Instagram Reels right now' })).toBeTruthy();
    expect(listCalls(api.calls).at(-1)).toEqual({ sort: 'payout', platform: 'instagram_reels' });
    await user.click(screen.getByRole('button', { name: 'Show all platforms' }));
    expect(await screen.findByRole('article', { name: 'Podcast Shorts' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ sort: 'payout' });
  });
});
