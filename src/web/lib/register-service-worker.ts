/**
 * Registers the service worker (public/sw.js, docs/accounts.md#app) once the page is drawn, in a production build
 * only: in development Vite serves the files, and a worker would keep stale ones. A browser without service workers,
 * or one that refuses (a private window), runs the app as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
