import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@schemas/events';
import { keysOfEvent } from '@web/lib/live-keys';
import { aUserDashboard } from './marketplace-fixtures';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const clipper = aUser('user');
const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const CLIP = '00000000-0000-4000-8000-0000000000d1';

/** A GET /api/events answer the test writes frames into, and the Last-Event-ID of each connection. */
function fakeStream() {
  const all: { lastEventId: string | null; signal: AbortSignal; push: (frame: string) => void; end: () => void }[] = [];
  const respond = (request: Request) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    all.push({
      lastEventId: request.headers.get('Last-Event-ID'),
      signal: request.signal,
      push: (frame) => controller.enqueue(encoder.encode(frame)),
      end: () => controller.close(),
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
  // The nav bar (and its bell) may mount twice at the first paint: a stream its unmount aborted is not one.
  return { open: () => all.filter((connection) => !connection.signal.aborted), respond };
}

const change = (id: string, event: LiveEvent) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

describe('live events: the keys each event names', () => {
  it('maps each tag to the queries showing it, once each', () => {
    const keys = keysOfEvent({
      type: 'change',
      tags: [`user:${clipper._id}`, 'campaigns', `campaign:${CAMPAIGN}`, `clip:${CLIP}`],
      notices: [],
    });
    expect(keys).toEqual([
      ['dashboard'],
      ['clips'],
      ['wallet'],
      ['campaigns', 'joined'],
      ['channel'],
      ['admin', 'wallet'],
      ['notifications'],
      ['campaigns', 'list'],
      ['campaigns', 'detail', CAMPAIGN],
      ['campaigns', 'participants', CAMPAIGN],
      ['campaigns', 'contacts', CAMPAIGN],
      ['clips', 'mine'],
      ['clips', 'appeals'],
    ]);
    // A clip's answer names the clip alone: the creator's open appeals refresh with it (answering one drops its button).
    expect(keysOfEvent({ type: 'change', tags: [`clip:${CLIP}`], notices: [] })).toEqual([
      ['clips', 'mine'],
      ['clips', 'appeals'],
      ['dashboard'],
    ]);
    expect(keysOfEvent({ type: 'change', tags: ['platform'], notices: [] })).toEqual([['admin']]);
    expect(keysOfEvent({ type: 'resync' })).toBe('all');
  });
});

describe('live events on the clipper dashboard, and the bell', () => {
  it("refreshes the wallet and the bell's inbox on an approval, and resumes from the last id", async () => {
    storeSession(clipper);
    let balance = 88;
    const approved = {
      id: '00000000-0000-4000-8000-0000000000e1',
      kind: 'clip_approved',
      title: 'Clip approved',
      body: 'Your clip on “Podcast cuts” was approved: ₹12.30',
      link: null,
      read: false,
      createdAt: new Date().toISOString(),
    };
    let inbox: (typeof approved)[] = [];
    const api = mockApi({
      'GET /api/notifications': () => ({
        body: { notifications: inbox, unreadCount: inbox.filter((n) => !n.read).length, nextCursor: null },
      }),
      'POST /api/notifications/read': () => {
        inbox = inbox.map((n) => ({ ...n, read: true }));
        return { body: { unreadCount: 0 } };
      },
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/user/dashboard': () => ({
        body: aUserDashboard(clipper, {
          user: { ...clipper, wallet: { balance, totalEarned: balance, held: 0, pendingAmount: 0 } },
        }),
      }),
    });
    const stream = fakeStream();
    const networkFetch = api.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return new URL(request.url).pathname === '/api/events'
        ? Promise.resolve(stream.respond(request))
        : networkFetch(input, init);
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Welcome back, Asha Clipper!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByLabelText('Wallet Balance')).getByText('₹88.00')).toBeTruthy();
    await waitFor(() => expect(stream.open()).toHaveLength(1));
    expect(stream.open()[0]?.lastEventId).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();

    balance = 100.3;
    inbox = [approved];
    const dashboardReads = api.calls.filter((call) => call.path === '/api/user/dashboard').length;
    stream.open()[0]?.push(': heartbeat\n\n');
    stream.open()[0]?.push(
      change('a1.7', {
        type: 'change',
        tags: [`user:${clipper._id}`, `clip:${CLIP}`],
        notices: [
          {
            key: `clip:${CLIP}:approved`,
            text: 'Your clip on “Podcast cuts” was approved: ₹12.30',
            at: new Date().toISOString(),
          },
        ],
      }),
    );
    expect(await within(screen.getByLabelText('Wallet Balance')).findByText('₹100.30')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/user/dashboard')).toHaveLength(dashboardReads + 1);

    // The event's `user:` tag refreshes the inbox: the bell shows the server's count and the notification.
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    await user.click(bell);
    expect(await screen.findByText('Your clip on “Podcast cuts” was approved: ₹12.30')).toBeTruthy();
    expect(screen.getByText('just now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();

    // A dropped stream reconnects with the last id.
    stream.open()[0]?.push(
      change('a1.8', {
        type: 'change',
        tags: [`clip:${CLIP}`],
        notices: [{ key: `clip:${CLIP}:approved`, text: 'again', at: new Date().toISOString() }],
      }),
    );
    stream.open()[0]?.end();
    await waitFor(() => expect(stream.open()).toHaveLength(2), { timeout: 5000 });
    expect(stream.open()[1]?.lastEventId).toBe('a1.8');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
