// ClipMandi's service worker (docs/accounts.md#app). It keeps the app's files for speed and an offline page for when
// there is no connection, and shows the money moments pushed to this device. It never keeps an API answer: those
// carry people's money, which must be shown as it is now or not at all.
const VERSION = 'v1';
const SHELL = `clipmandi-shell-${VERSION}`;
const ASSETS = `clipmandi-assets-${VERSION}`;
const OFFLINE = '/offline.html';
/** The app's hashed files are kept up to this many; the oldest go first (older builds' files). */
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([OFFLINE, '/offline.css', '/icons/icon-192.png', '/manifest.webmanifest']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== SHELL && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function keepAsset(request, response) {
  const cache = await caches.open(ASSETS);
  await cache.put(request, response);
  const kept = await cache.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_ASSETS))) await cache.delete(old);
}

/** Hashed files never change: the kept copy, else the network's (kept for next time). */
async function asset(request) {
  const kept = await caches.match(request, { cacheName: ASSETS });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await keepAsset(request, response.clone());
  return response;
}

/** A page: always the network's (it may carry figures); without a connection, the offline page. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE, { cacheName: SHELL })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) event.respondWith(asset(request));
});

/** Only a path of this site: a pushed link never opens another site. */
const sameSiteLink = (link) =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'ClipMandi';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      data: { link: sameSiteLink(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = sameSiteLink(event.notification.data && event.notification.data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) return open.navigate(link).then((client) => (client ?? open).focus());
      return self.clients.openWindow(link);
    }),
  );
});
