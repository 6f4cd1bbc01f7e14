import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationSetting } from '@schemas/notifications';
import { mockApi, type RecordedCall } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** A server that keeps the switches it was given and answers with all of them, as the real one does. */
function settingsServer(initial: NotificationSetting[]) {
  let settings = initial;
  return {
    'GET /api/notification-settings': () => ({ body: { settings } }),
    'PATCH /api/notification-settings': (call: RecordedCall) => {
      const changes = (call.body as { settings: NotificationSetting[] }).settings;
      settings = settings.map((s) => changes.find((c) => c.kind === s.kind) ?? s);
      return { body: { settings } };
    },
  };
}

describe('Settings (/settings)', () => {
  it('is linked from the account menu and shows a switch per email the clipper gets; a switch saves at once', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      ...settingsServer([
        { kind: 'clip_approved', enabled: true },
        { kind: 'clip_rejected', enabled: true },
        { kind: 'withdrawal_paid', enabled: false },
        { kind: 'withdrawal_rejected', enabled: true },
      ]),
    });
    const { user, router } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.click(within(nav()).getByRole('button', { name: /^Account menu/ }));
    await user.click(within(nav()).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));

    const rejected = await screen.findByRole('switch', { name: 'My clip was rejected' }, { timeout: 5000 });
    expect(
      screen
        .getAllByRole('switch')
        .map((s) => [s.getAttribute('aria-label') ?? s.closest('label')?.textContent, (s as HTMLInputElement).checked]),
    ).toEqual([
      ['My clip was approved (with the amount)', true],
      ['My clip was rejected', true],
      ['My withdrawal was paid', false],
      ['My withdrawal was rejected', true],
    ]);
    expect(screen.queryByRole('switch', { name: 'A clip awaits my review' })).toBeNull();

    await user.click(rejected);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'My clip was rejected' }) as HTMLInputElement).checked).toBe(false),
    );
    const patches = api.calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.body)).toEqual([{ settings: [{ kind: 'clip_rejected', enabled: false }] }]);
  });

  it('shows a creator only the review email, and the server’s refusal in a toast (the switch stays as saved)', async () => {
    const creator = aUser('creator');
    storeSession(creator);
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/notification-settings': { body: { settings: [{ kind: 'clip_awaiting_review', enabled: true }] } },
      'PATCH /api/notification-settings': { status: 503, body: { message: 'The server is busy. Please try again.' } },
    });
    const { user } = renderApp('/settings');
    const review = await screen.findByRole('switch', { name: 'A clip awaits my review' }, { timeout: 5000 });
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    await user.click(review);
    expect(await screen.findByText('The server is busy. Please try again.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'A clip awaits my review' }) as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Checking authentication' while the session is confirmed, then shows the settings' own placeholder", async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const gate = () => {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open: () => open(), opened };
    };
    const confirmed = gate();
    const loaded = gate();
    mockApi({
      'GET /api/auth/me': async () => {
        await confirmed.opened;
        return { body: { user: clipper } };
      },
      'GET /api/notification-settings': async () => {
        await loaded.opened;
        return { body: { settings: [{ kind: 'clip_approved', enabled: true }] } };
      },
    });
    renderApp('/settings');
    expect(await screen.findByText('Checking authentication', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Loading settings...')).toBeNull();
    confirmed.open();
    // Confirmed: the heading, the card and the clipper's email labels stand; the switches are grey.
    expect(await screen.findByText('Loading settings...', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Checking authentication')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('My withdrawal was rejected')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    loaded.open();
    expect(
      await screen.findByRole('switch', { name: 'My clip was approved (with the amount)' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Loading settings...')).toBeNull();
  });

  it("shows 'Failed to load your settings' under the heading, and Try Again loads them", async () => {
    const creator = aUser('creator');
    storeSession(creator);
    let fail = true;
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/notification-settings': () =>
        fail ? { status: 500, body: {} } : { body: { settings: [{ kind: 'clip_awaiting_review', enabled: false }] } },
    });
    const { user } = renderApp('/settings');
    expect(await screen.findByText('Failed to load your settings', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const review = await screen.findByRole('switch', { name: 'A clip awaits my review' }, { timeout: 5000 });
    expect((review as HTMLInputElement).checked).toBe(false);
  });

  it('sends a visitor without a session to the login', async () => {
    mockApi({});
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
