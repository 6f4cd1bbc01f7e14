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
      expect.objectContaining({ queryKey: ['campaigns', 'list', {}], data: expect.objectContaining({ pageParams: [null] }) }),
    ]);
    // The strict CSP runs no inline script: every executable script is a file.
    expect(html.match(/<script(?![^>]*(type="application\/json"|src=))/g)).toBeNull();
  });

  it("/discover?q=&sort= has the search's first page, in the sort, in its controls and data", async () => {
    const q = campaign.title.slice(0, 12).trim();
    const { html, root } = await rootMarkup(`/discover?q=${encodeURIComponent(q)}&sort=payout`);
    expect(root).toContain(campaign.title);
    expect(root).toContain(`value="${q}"`);
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
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
});

describe('the browser takes the pages over', () => {
  it.each(['/', '/discover', '/campaign/:id', '/login', '/signup'])('%s hydrates without an error', async (pattern) => {
    const { page } = await open(pattern.replace(':id', campaign._id));
    // React reports a hydration mismatch as an uncaught error (it then renders the page anew).
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it("a missing campaign's not-found page hydrates as it is: the browser's own load finds the 404 too", async () => {
    const { page, apiCalls } = await open('/campaign/00000000-0000-4000-8000-00000000dead');
    await page.getByRole('heading', { level: 1, name: 'Campaign Not Found' }).waitFor();
    // The toast comes from the query's failure (the server's message), told apart from other failures by its 404.
    await page.getByText('Campaign not found.', { exact: true }).waitFor();
    expect(apiCalls).toContain('GET /api/campaigns/00000000-0000-4000-8000-00000000dead');
    // The 404 answer itself is logged by the browser; nothing else may be (a hydration mismatch would be).
    expect(e2e.browserErrors(page).filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  it('/discover?sort=budget hydrates its sorted list without asking the API again', async () => {
    const { page, apiCalls } = await open('/discover?sort=budget');
    await page.getByRole('article', { name: campaign.title }).first().waitFor();
    expect(apiCalls.filter((call) => call.startsWith('GET /api/campaigns'))).toEqual([]);
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('/discover shows its campaigns without asking the API, and its links work', async () => {
    const { page, apiCalls } = await open('/discover');
    expect(apiCalls.filter((call) => call.startsWith('GET /api/campaigns'))).toEqual([]);
    await page.getByRole('article', { name: campaign.title }).first().getByRole('link', { name: 'View Details' }).click();
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
