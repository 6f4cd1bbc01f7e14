import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUserDashboard } from './marketplace-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');
const FIRST = '00000000-0000-4000-8000-0000000000e1';
const SECOND = '00000000-0000-4000-8000-0000000000e2';

const aNotification = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 'clip_approved',
  title: 'Clip approved',
  body: 'Your clip on “Podcast cuts” was approved: ₹12.30',
  link: null,
  read: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

/** The network for a signed-in clipper on the dashboard, with a live stream that stays open and says nothing. */
function signedInClipper(handlers: Record<string, Handler>) {
  storeSession(clipper);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: clipper } },
    'GET /api/user/dashboard': { body: aUserDashboard(clipper) },
    ...handlers,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== '/api/events') return api.fetch(input, init);
    const silent = new ReadableStream<Uint8Array>();
    return Promise.resolve(new Response(silent, { headers: { 'Content-Type': 'text/event-stream' } }));
  });
  return api;
}

describe('the notification bell with the keyboard', () => {
  it('moves focus into its panel as it opens; Escape closes it and focus returns to the bell', async () => {
    signedInClipper({
      'GET /api/notifications': { body: { notifications: [aNotification(FIRST)], unreadCount: 1, nextCursor: null } },
    });
    const { user } = renderApp('/dashboard');
    // The screen first, as a reader would: a bell found while the page still loads may be replaced by the time it
    // is pressed (the keypress then lands on the page's body).
    await screen.findByRole('heading', { name: 'Clipper Dashboard' }, { timeout: 10_000 });
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' }, { timeout: 10_000 });

    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(within(panel).getByText('Your clip on “Podcast cuts” was approved: ₹12.30')).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    // Tab goes through the notification to the panel's Close button; Escape from anywhere in the panel closes it.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    // Space opens it again, the same way.
    await user.keyboard(' ');
    const again = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });
});

describe('the notification bell and the server inbox', () => {
  it("shows the server's unread count, marks one read as it is opened and follows its link", async () => {
    let unread = 2;
    const api = signedInClipper({
      'GET /api/notifications': () => ({
        body: {
          notifications: [
            aNotification(FIRST, { title: 'Clip approved', link: '/dashboard?tab=clips', read: unread < 2 }),
            aNotification(SECOND, { title: 'Clip rejected', body: 'Off topic.' }),
          ],
          unreadCount: unread,
          nextCursor: null,
        },
      }),
      'POST /api/notifications/read': () => {
        unread = 1;
        return { body: { unreadCount: 1 } };
      },
    });
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Clipper Dashboard' }, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 10_000 }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Off topic.')).toBeTruthy();
    expect(within(panel).getAllByText('just now')).toHaveLength(2);

    await user.click(within(panel).getByRole('link', { name: /Clip approved/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'clips' }));
    expect(api.calls.find((c) => c.path === '/api/notifications/read')?.body).toEqual({ ids: [FIRST] });
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
  });

  it('marks all read', async () => {
    let read = false;
    const api = signedInClipper({
      'GET /api/notifications': () => ({
        body: {
          notifications: [aNotification(FIRST, { read }), aNotification(SECOND, { read })],
          unreadCount: read ? 0 : 2,
          nextCursor: null,
        },
      }),
      'POST /api/notifications/read': () => {
        read = true;
        return { body: { unreadCount: 0 } };
      },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Clipper Dashboard' }, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 10_000 }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/notifications/read')?.body).toEqual({ all: true });
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});

describe('the notification bell: older notifications', () => {
  it("loads the next page with 'Load more' while the server has more", async () => {
    const api = signedInClipper({
      'GET /api/notifications': ({ search }) =>
        search.get('cursor') === 'older'
          ? {
              body: {
                notifications: [aNotification(SECOND, { title: 'Clip rejected' })],
                unreadCount: 2,
                nextCursor: null,
              },
            }
          : { body: { notifications: [aNotification(FIRST)], unreadCount: 2, nextCursor: 'older' } },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Clipper Dashboard' }, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 10_000 }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).queryByText('Clip rejected')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Clip rejected')).toBeTruthy();
    expect(within(panel).getByText('Clip approved')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    const reads = api.calls.filter((c) => c.path === '/api/notifications');
    expect(reads.map((c) => [c.search.get('limit'), c.search.get('cursor')])).toEqual([
      ['20', null],
      ['20', 'older'],
    ]);
  });
});
