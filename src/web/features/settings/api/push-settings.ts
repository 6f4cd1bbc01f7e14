import { queryOptions } from '@tanstack/react-query';
import type { PushKind } from '@schemas/push';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The server's push key (null: push is off there) and the clipper's devices (docs/accounts.md#app). */
export const pushSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.pushSettings(),
    queryFn: ({ signal }) => callApi('pushSettings', { signal }),
  });

/** The browser can receive push: a service worker, the Push API and notifications. */
export const browserPushes = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** A base64url VAPID key as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The person refused this site notifications (or did so before): only the browser's settings can undo it. */
export class PushBlockedError extends Error {
  override name = 'PushBlockedError';
}

/** Subscribes this browser with the server's key and tells the server which kinds to push to it. */
export async function turnOnPush(publicKey: string, kinds: PushKind[]) {
  if ((await Notification.requestPermission()) !== 'granted')
    throw new PushBlockedError('Notification permission not granted');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  return callApi('subscribePush', {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, kinds },
  });
}

/** Ends this browser's subscription, here and on the server. */
export async function turnOffPush(endpoint: string) {
  const registration = await navigator.serviceWorker.ready;
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  return callApi('unsubscribePush', { body: { endpoint } });
}

/** This browser's subscription's endpoint, if it has one. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  const registration = await navigator.serviceWorker.ready;
  return (await registration.pushManager.getSubscription())?.endpoint ?? null;
}
