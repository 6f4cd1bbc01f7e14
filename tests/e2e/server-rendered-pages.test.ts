import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './harness';

// The public pages come from the server with their markup (src/server/render/public-pages.ts) and the browser
// hydrates them (src/web/main.tsx). On the demo data, so /discover and /campaign/:id have campaigns to show.
let e2e: E2e;
let campaign: { _id: string; title: string };

beforeAll(async () => {
  e2e = await startE2e({ env: { SEED_DEMO: 'true' } });
  const res = await fetch(`${e2e.baseUrl}/api/campaigns`);
  const body = (await res.json()) as { campaigns: { _id: string; title: string }[] };
  const first = body.campaigns[0];
  if (!first) throw new Error('The demo data lists no campaign');
  campaign = first;
});

afterAll(async () => {
  await e2e?.stop();
});

/** The page as the server sends it: what shows before any script runs. */
async function rootMarkup(path: string) {
  const res = await fetch(`${e2e.baseUrl}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  expect(start, 'the page has its #root element').toBeGreaterThan(0);
  return { html, root: html.slice(start) };
}

/** The page opened in Chromium, with the API calls it made (signed out: nothing stays open, so the network idles). */
async function open(path: string, page?: Page, waitUntil: 'networkidle' | 'load' = 'networkidle') {
  const tab = page ?? (await e2e.newPage());
  const apiCalls: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  await tab.goto(path, { waitUntil });
  return { page: tab, apiCalls };
}

/** Holds the app's entry script back until the returned function is called, as a slow phone's network would. */
async function holdAppEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('the public pages arrive with their content in the HTML', () => {
  it('/ has the landing page heading and the nav bar', async () => {
    const { root } = await rootMarkup('/');
    expect(root).toContain('Welcome to ClipMandi');
    expect(root).toContain('aria-label="Main"');
  });

  it('/discover has the first campaign card and its data for React Query, with no inline code', async () => {
    const { html, root } = await rootMarkup('/discover');
    expect(root).toContain('Discover Campaigns');
    expect(root).toContain(campaign.title);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual([
      expect.objectContaining({
        queryKey: ['campaigns', 'list', {}],
        data: expect.objectContaining({ pageParams: [null] }),
      }),
    ]);
    // The strict CSP runs no inline script: every executable script is a file.
    expect(html.match(/<script(?![^>]*(type="application\/json"|src=))/g)).toBeNull();
  });

  it("/discover?q=&sort= has the search's first page, in the sort, in its controls and data", async () => {
    const q = campaign.title.slice(0, 12).trim();
    const { html, root } = await rootMarkup(`/discover?q=${encodeURIComponent(q)}&sort=payout`);
    expect(root).toContain(campaign.title);
    expect(root).toContain(`value="${q}"`);
    const data = JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as unknown;
    expect(data).toEqual([expect.objectContaining({ queryKey: ['campaigns', 'list', { q, sort: 'payout' }] })]);
    const none = await rootMarkup('/discover?q=no-such-campaign-anywhere');
    expect(none.root).toContain('No campaigns match “no-such-campaign-anywhere”');
  });

  it("/campaign/:id has the campaign's title as its heading", async () => {
    const { root } = await rootMarkup(`/campaign/${campaign._id}`);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${campaign.title}</h1>`));
  });

  it('/campaign/:id of a campaign the API does not know is the not-found page', async () => {
    const { html, root } = await rootMarkup('/campaign/00000000-0000-4000-8000-00000000dead');
    expect(root).toContain('Campaign Not Found');
    expect(root).toContain('Browse Campaigns');
    expect(html).not.toContain('id="page-data"');
  });

  it('/login has the sign-in form', async () => {
    const { root } = await rootMarkup('/login');
    expect(root).toContain('Welcome Back');
    expect(root).toContain('Sign in to your ClipMandi account');
  });

  it('any other page is the plain app shell', async () => {
    const { root } = await rootMarkup('/settings');
    expect(root.startsWith('<div id="root"></div>')).toBe(true);
  });

  it("runs the boot script in place of the app's entry, and names that entry for it", async () => {
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(
      (await rootMarkup('/settings')).html,
    )?.[1];
    expect(entry).toBeDefined();
    for (const path of ['/', '/discover', '/login']) {
      const { html } = await rootMarkup(path);
      const scripts = [...html.matchAll(/<script type="module"[^>]*>/g)].map((match) => match[0]);
      expect(scripts).toEqual([
        expect.stringMatching(new RegExp(`src="/assets/boot-[\\w-]+\\.js" data-app-entry="${entry}"`)),
      ]);
    }
  });
});

describe('a visitor who only reads runs the boot script alone', () => {
  it.each(['/', '/discover', '/campaign/:id', '/login'])(
    '%s fetches no other script and calls no API',
    async (pattern) => {
      const tab = await e2e.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const { page, apiCalls } = await open(pattern.replace(':id', campaign._id), tab);
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
      expect(apiCalls).toEqual([]);
      expect(await page.locator('html[data-app]').count()).toBe(0);
      // Its links work as they are: the next page comes from the server, drawn too.
      if (pattern === '/discover') {
        await page
          .getByRole('article', { name: campaign.title })
          .first()
          .getByRole('link', { name: 'View Details' })
          .click();
        await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
      }
      expect(e2e.browserErrors(page)).toEqual([]);
    },
  );
});

describe('the browser takes the pages over on the first touch', () => {
  it.each(['/', '/discover', '/campaign/:id', '/login', '/signup'])('%s hydrates without an error', async (pattern) => {
    const { page } = await open(pattern.replace(':id', campaign._id));
    await e2e.startApp(page);
    // React reports a hydration mismatch as an uncaught error (it then renders the page anew).
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('what a visitor types before the app has started is handed over to it', async () => {
    const clipper = await e2e.signup('user', 'Early Clicker');
    const page = await e2e.newPage();
    // The app's entry waits until the form is filled in, as on a slow phone.
    const release = await holdAppEntry(page);
    await open('/login', page, 'load');
    await page.getByLabel('Email').fill(clipper.user.email);
    await page.getByLabel('Password', { exact: true }).fill(clipper.password);
    // Until the app runs, the button is disabled: neither it nor Enter sends the browser's own form (a GET with
    // the password in the address).
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
    release();
    // The form's first render set its fields to their defaults (empty); what was typed is put back.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Clipper Dashboard' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it("a button pressed before the app has started (the phone's menu) is pressed again once it has", async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdAppEntry(page);
    await open('/', page, 'load');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('a search typed and sent with Enter before the app has started is run once it has', async () => {
    const page = await e2e.newPage();
    const release = await holdAppEntry(page);
    const { apiCalls } = await open('/discover', page, 'load');
    const q = campaign.title.slice(0, 12).trim();
    await page.getByLabel('Search campaigns').fill(q);
    await page.getByLabel('Search campaigns').press('Enter');
    // Held: not sent as the browser's own form.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL((url) => url.searchParams.get('q') === q);
    await page.getByRole('article', { name: campaign.title }).first().waitFor();
    // The search's list, asked for once (the first page came with the HTML).
    await expect
      .poll(() => apiCalls.filter((call) => call.startsWith('GET /api/campaigns')))
      .toEqual(['GET /api/campaigns']);
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it("a missing campaign's not-found page hydrates as it is: the browser's own load finds the 404 too", async () => {
    const { page, apiCalls } = await open('/campaign/00000000-0000-4000-8000-00000000dead');
    await e2e.startApp(page);
    await page.getByRole('heading', { level: 1, name: 'Campaign Not Found' }).waitFor();
    // The toast comes from the query's failure (the server's message), told apart from other failures by its 404.
    await page.getByText('Campaign not found.', { exact: true }).waitFor();
    expect(apiCalls).toContain('GET /api/campaigns/00000000-0000-4000-8000-00000000dead');
    // The 404 answer itself is logged by the browser; nothing else may be (a hydration mismatch would be).
    expect(e2e.browserErrors(page).filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  it('/discover?sort=budget hydrates its sorted list without asking the API again', async () => {
    const { page, apiCalls } = await open('/discover?sort=budget');
    await e2e.startApp(page);
    await page.getByRole('article', { name: campaign.title }).first().waitFor();
    expect(apiCalls.filter((call) => call.startsWith('GET /api/campaigns'))).toEqual([]);
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('/discover shows its campaigns without asking the API, and its links work', async () => {
    const { page, apiCalls } = await open('/discover');
    expect(apiCalls.filter((call) => call.startsWith('GET /api/campaigns'))).toEqual([]);
    await page
      .getByRole('article', { name: campaign.title })
      .first()
      .getByRole('link', { name: 'View Details' })
      .click();
    await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/campaign/${campaign._id}`);
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('/login answers its form once hydrated', async () => {
    const { page } = await open('/login');
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('a signed-in visitor gets the page drawn for them, with their menu', async () => {
    const clipper = await e2e.signup('user', 'Hydration Clipper');
    // Signed in, the live events stream stays open: wait for the page's content instead of an idle network.
    const { page } = await open('/discover', await e2e.newPageAs(clipper), 'load');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Clipper Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.getByText(campaign.title).first().waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
