import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');

/** The network for a signed-in clipper on the dashboard, with a live stream that stays open and says nothing. */
function signedInClipper() {
  storeSession(clipper);
  const api = mockApi({
    'GET /api/auth/me': { body: { user: clipper } },
    'GET /api/user/dashboard': { body: aUserDashboard(clipper) },
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== '/api/events') return api.fetch(input, init);
    const silent = new ReadableStream<Uint8Array>();
    return Promise.resolve(new Response(silent, { headers: { 'Content-Type': 'text/event-stream' } }));
  });
}

describe('the notification bell with the keyboard', () => {
  it('moves focus into its panel as it opens; Escape closes it and focus returns to the bell', async () => {
    localStorage.setItem(
      `clipmandi.notices.${clipper._id}`,
      JSON.stringify([
        {
          key: 'clip:c1:approved',
          text: 'Your clip on “Podcast cuts” was approved: ₹12.30',
          at: new Date().toISOString(),
          read: false,
        },
      ]),
    );
    signedInClipper();
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

    // Tab reaches the panel's Close button; Escape from anywhere in the panel closes it.
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
    const readBell = screen.getByRole('button', { name: 'Notifications' });
    expect(document.activeElement).toBe(readBell);
    expect(readBell.getAttribute('aria-expanded')).toBe('false');

    // Space opens it again, the same way.
    await user.keyboard(' ');
    const again = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' })));
  });
});
