/**
 * Where a subscription may send us (docs/accounts.md#app): the browsers' push services over HTTPS, so nobody can make
 * the server POST to an address of their choosing (an internal service). Outside production a loopback address
 * is taken too, for the local push service the tests and a developer's machine use.
 */
const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const ENDPOINT_REFUSED = "This push endpoint is not a browser's push service.";

export function isPushServiceEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLoopback && LOOPBACK.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return true;
  if (url.protocol !== 'https:') return false;
  return PUSH_SERVICES.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
