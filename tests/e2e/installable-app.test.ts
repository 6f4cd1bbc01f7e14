import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './harness';

/**
 * The installable app (docs/accounts.md#app) in Chromium: its manifest and icons meet Chrome's installability
 * criteria, the service worker shows the offline page without a connection and never keeps an API answer, the
 * installed app opens on each person's own home, and a pushed money moment is shown as a notification.
 */

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.stop();
});

/** A page whose service worker has taken control of it (it registers once the app has drawn the page). */
async function controlledPage(path: string, page?: Page): Promise<Page> {
  const opened = page ?? (await e2e.newPage({ serviceWorkers: 'allow' }));
  await opened.goto(path);
  // A page the server drew starts the app on the visitor's first key press (src/web/boot.ts).
  if (path === '/') await e2e.startApp(opened);
  await opened.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first load was fetched before the worker existed; a reload is the worker's.
  await opened.reload();
  await opened.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return opened;
}

describe('the installable app', () => {
  it("meets Chrome's installability criteria with the manifest's name, start URL, icons and colours", async () => {
    const page = await controlledPage('/');
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito, where Chrome never offers to install; every other criterion must hold.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'ClipMandi',
      start_url: '/start',
      display: 'standalone',
      theme_color: '#c2410c',
    });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await page.request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('shows the offline page without a connection, and keeps no API answer', async () => {
    const clipper = await e2e.signup('user', 'Offline Clipper');
    const page = await e2e.newPage({ serviceWorkers: 'allow' });
    await page.addInitScript((stored) => {
      localStorage.setItem('clipmandi.token', stored.token);
      localStorage.setItem('clipmandi.user', JSON.stringify(stored.user));
    }, clipper);
    await controlledPage('/dashboard', page);
    await page.getByRole('heading', { name: 'Clipper Dashboard' }).waitFor();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/offline.html');
    expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((path) => path.startsWith('/api'))).toEqual([]);
    await page.context().setOffline(true);
    await page.goto('/wallet').catch(() => undefined);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.context().setOffline(false);
  });

  it('opens on the signed-in person’s own home, and the landing page for anyone else', async () => {
    const creator = await e2e.signup('creator', 'Installed Creator');
    const page = await e2e.newPageAs(creator);
    await page.goto('/start');
    await page.waitForURL((url) => url.pathname === '/creator');
    const visitor = await e2e.newPage();
    await visitor.goto('/start');
    await visitor.waitForURL((url) => url.pathname === '/');
  });

  it('shows a pushed money moment as a notification carrying the link to its screen', async () => {
    const fresh = await e2e.newPage({ serviceWorkers: 'allow' });
    // As a person who allowed this site's notifications (Settings asks), before the page opens.
    await fresh.context().grantPermissions(['notifications'], { origin: e2e.baseUrl });
    const page = await controlledPage('/', fresh);
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const [registration] = registrations as { registrationId: string }[];
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'Your clip was approved: ₹440.00',
      body: 'At 10,000 views.',
      link: '/dashboard?tab=clips',
    };
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.baseUrl,
        registrationId: await registrationId,
        data: JSON.stringify(message),
      });
    const shownNow = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const [notification] = await registration.getNotifications();
        return notification ? { title: notification.title, body: notification.body, data: notification.data } : null;
      });
    // Chrome may drop a push it is handed while it restarts an idle worker (seen once on a loaded CI machine), as a
    // push service would retry, the message is handed again every 2 s until one is shown, for up to 20 s.
    await deliver();
    let shown = await shownNow();
    for (let tries = 1; !shown && tries <= 200; tries += 1) {
      await page.waitForTimeout(100);
      if (tries % 20 === 0) await deliver();
      shown = await shownNow();
    }
    expect(shown).toEqual({
      title: message.title,
      body: message.body,
      data: { link: '/dashboard?tab=clips' },
    });
  });
});
