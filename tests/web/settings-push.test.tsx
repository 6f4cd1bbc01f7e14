import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** A clipper turns push on for this device in Settings (docs/accounts.md#app); the browser's Push API is stubbed. */

const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';

function stubBrowserPush(permission: NotificationPermission, subscribed = false) {
  let current: PushSubscriptionStub | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint,
    unsubscribe,
    toJSON: () => ({ endpoint, keys: { p256dh: 'BKey', auth: 'AuthSecret' } }),
  };
  type PushSubscriptionStub = typeof subscription;
  if (subscribed) current = subscription;
  const subscribe = vi.fn(async () => (current = subscription));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission, permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => current, subscribe } }) },
  });
  return Object.assign(subscribe, { unsubscribe });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const clipper = aUser('user');
const settings = (devices: unknown[] = []) => ({ publicKey: 'BPublicKey_-', devices });

describe('Settings: push notifications on this device', () => {
  it('subscribes the browser with the server’s key and sends the chosen kinds', async () => {
    const subscribe = stubBrowserPush('granted');
    storeSession(clipper);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'GET /api/push': { body: settings() },
      'POST /api/push/subscriptions': { status: 201, body: settings() },
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('checkbox', { name: 'A withdrawal of mine was returned' }));
    await user.click(screen.getByRole('button', { name: 'Turn on for this device' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/push/subscriptions')).toBe(true));
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(api.calls.find((call) => call.path === '/api/push/subscriptions')?.body).toEqual({
      endpoint,
      keys: { p256dh: 'BKey', auth: 'AuthSecret' },
      kinds: ['clip_approved', 'withdrawal_paid'],
    });
  });

  it('says so when notifications are blocked, and subscribes nothing', async () => {
    const subscribe = stubBrowserPush('denied');
    storeSession(clipper);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'GET /api/push': { body: settings() },
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(
      await screen.findByText("Notifications are blocked for this site: allow them in the browser's settings."),
    ).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.path === '/api/push/subscriptions')).toBe(false);
  });

  it('is not offered when the server has no push keys', async () => {
    stubBrowserPush('granted');
    storeSession(clipper);
    mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'GET /api/push': { body: { publicKey: null, devices: [] } },
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Push notifications on this device' })).toBeNull();
  });

  it('turns push off for a subscribed device, in the browser and on the server', async () => {
    const stub = stubBrowserPush('granted', true);
    storeSession(clipper);
    let devices = [{ endpoint, kinds: ['clip_approved'], createdAt: '2026-11-01T10:00:00.000Z' }];
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'GET /api/push': () => ({ body: settings(devices) }),
      'POST /api/push/unsubscribe': () => {
        devices = [];
        return { body: { message: 'Push notifications are off for this device.' } };
      },
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Turn off for this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on for this device' })).toBeTruthy();
    expect(stub.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.calls.find((call) => call.path === '/api/push/unsubscribe')?.body).toEqual({ endpoint });
  });

  it('is not offered where the browser cannot receive push', async () => {
    storeSession(clipper);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'GET /api/push': { body: settings() },
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Push notifications on this device' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/push')).toBe(false);
  });
});
