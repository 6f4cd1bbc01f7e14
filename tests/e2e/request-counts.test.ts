import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '@schemas/money';
import { callOver } from '../api/server-process';
import { startE2e, type E2e } from './harness';
import { SEED_ADMIN_ENV, seedMarketplace, type Seeded } from './marketplace-seed';

// What the browser asks the API for, counted (API calls only; the live stream apart): a screen visited before
// renders from the cache with no blocking request, and a pushed event refreshes exactly what it names.
let e2e: E2e;
let seeded: Seeded;
beforeAll(async () => {
  e2e = await startE2e({ env: SEED_ADMIN_ENV });
  seeded = await seedMarketplace(e2e);
});
afterAll(async () => {
  await e2e?.stop();
});

const STREAM = '/api/events';
const isApiCall = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return path.startsWith('/api/') && path !== STREAM;
};
const callName = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

/** Every API call the page makes from now on, and whether each has its answer yet. */
function watchApiCalls(page: Page) {
  const calls: { name: string; done: boolean; request: Request }[] = [];
  const finish = (request: Request) => {
    for (const call of calls) if (call.request === request) call.done = true;
  };
  page.on('request', (request) => {
    if (isApiCall(request)) calls.push({ name: callName(request), done: false, request });
  });
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    mark: () => calls.length,
    /** How many times each call was made since `mark`, by 'METHOD /path'. */
    countsSince(mark: number) {
      const counts: Record<string, number> = {};
      for (const call of calls.slice(mark)) counts[call.name] = (counts[call.name] ?? 0) + 1;
      return counts;
    },
    /** Resolves once every call made so far has its answer (the page is done asking, for now). */
    settled: () => expect.poll(() => calls.every((call) => call.done), { timeout: 15_000 }).toBe(true),
  };
}

/**
 * A gate on the page's API answers (the stream apart): while held, every call waits for release(), so whatever
 * shows meanwhile came from the cache.
 */
async function apiGate(page: Page) {
  let gate: Promise<void> | null = null;
  await page.route('**/api/**', async (route: Route) => {
    if (!isApiCall(route.request())) return route.fallback();
    if (gate) await gate;
    await route.continue();
  });
  return {
    hold() {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

async function laptopPageAs(seededUser: Seeded['clipper']) {
  const page = await e2e.newPageAs(seededUser);
  await page.setViewportSize({ width: 1366, height: 768 });
  let loads = 0;
  page.on('load', () => (loads += 1));
  return { page, loads: () => loads };
}

const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const noSkeleton = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]'),
  );

describe('requests, counted in a real browser', () => {
  it('renders a screen visited before from the cache: its heading and figures stand before any of its calls answers', async () => {
    const { clipper } = seeded;
    const dashboard = await callOver(e2e.baseUrl, 'userDashboard', { token: clipper.token });
    const wallet = await callOver(e2e.baseUrl, 'clipperWallet', { token: clipper.token });
    const balance = formatRupees(dashboard.data.user.wallet.balance);
    const available = formatRupees(wallet.data.availableToWithdraw);
    const { page, loads } = await laptopPageAs(clipper);
    const api = watchApiCalls(page);
    const answers = await apiGate(page);
    // A clock the test can move: past the cache's freshness (10 s), so going back also shows a background refresh.
    await page.clock.install();

    // First visits: the dashboard, then the wallet, each asked for and shown.
    await page.goto('/dashboard');
    await figure(page, 'Wallet Balance').getByText(balance).waitFor();
    await noSkeleton(page);
    await api.settled();
    // The nav's links (or the screen's own link of the same name): a move inside the app, not a page load.
    const link = (name: string) => page.getByRole('link', { name, exact: true }).first();
    await link('Wallet').click();
    await figure(page, 'Available to Withdraw').getByText(available).waitFor();
    await noSkeleton(page);
    await api.settled();
    const loadsBefore = loads();
    await page.clock.fastForward('00:30');

    // Back to each, in the app, with every answer held: the screen stands from the cache alone.
    const returns = [
      {
        link: 'Clipper Dashboard',
        heading: 'Clipper Dashboard',
        label: 'Wallet Balance',
        value: balance,
        // The dashboard, its charts and its two account cards (YouTube, Instagram).
        refreshes: [
          'GET /api/user/dashboard',
          'GET /api/user/dashboard/series',
          'GET /api/clipper/channel',
          'GET /api/clipper/instagram',
        ],
      },
      {
        link: 'Wallet',
        heading: 'Clipper Wallet',
        label: 'Available to Withdraw',
        value: available,
        // The wallet and the saved UPI IDs the withdraw form offers.
        refreshes: ['GET /api/wallet/clipper', 'GET /api/wallet/upi-ids'],
      },
    ];
    for (const back of returns) {
      const release = answers.hold();
      const mark = api.mark();
      await link(back.link).click();
      await page.getByRole('heading', { level: 1, name: back.heading, exact: true }).waitFor({ timeout: 10_000 });
      await figure(page, back.label).getByText(back.value).waitFor({ timeout: 10_000 });
      expect(
        await page.locator('.mantine-Skeleton-root[data-visible], .mantine-Loader-root').count(),
        `${back.heading}: no skeleton or loader`,
      ).toBe(0);
      // At most a background refresh of the screen's own reads follows, once each.
      const asked = api.countsSince(mark);
      for (const [call, times] of Object.entries(asked)) {
        expect(back.refreshes, `${back.heading} asked for ${call}`).toContain(call);
        expect(times, `${call} asked once`).toBe(1);
      }
      release();
      await api.settled();
      await figure(page, back.label).getByText(back.value).waitFor();
    }

    // The control: a screen not visited before has nothing to show until its answer comes (so the hold holds).
    const release = answers.hold();
    const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/campaigns');
    await link('Discover Campaigns').click();
    await listAsked;
    expect(await page.getByRole('article', { name: seeded.campaignTitle }).count()).toBe(0);
    release();
    await page.getByRole('article', { name: seeded.campaignTitle }).waitFor();

    expect(loads()).toBe(loadsBefore);
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it("refreshes an open dashboard on another person's write: exactly the calls the event names, without a reload", async () => {
    const { clipper, creator, pendingClipId } = seeded;
    const before = await callOver(e2e.baseUrl, 'userDashboard', { token: clipper.token });
    const { page, loads } = await laptopPageAs(clipper);
    const api = watchApiCalls(page);
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === STREAM);
    await page.goto('/dashboard');
    const balance = figure(page, 'Wallet Balance');
    await balance.getByText(formatRupees(before.data.user.wallet.balance)).waitFor();
    expect((await stream).status()).toBe(200);
    await noSkeleton(page);
    await api.settled();
    const loadsBefore = loads();
    await page.evaluate(() => document.documentElement.setAttribute('data-request-counts', 'same-document'));
    const mark = api.mark();

    // The creator approves the pending clip from elsewhere: the approval's event names the clipper (user:), the
    // clip and its campaign (src/web/lib/live-keys.ts). Of what those name, the open Overview shows the dashboard,
    // its chart series and the YouTube channel card: each is asked for once, and nothing else.
    await callOver(e2e.baseUrl, 'approveClip', {
      token: creator.token,
      params: { id: pendingClipId },
      body: { viewCount: 10_000 },
    });
    const after = await callOver(e2e.baseUrl, 'userDashboard', { token: clipper.token });
    expect(after.data.user.wallet.balance).toBeGreaterThan(before.data.user.wallet.balance);
    await balance.getByText(formatRupees(after.data.user.wallet.balance)).waitFor({ timeout: 10_000 });
    await api.settled();
    // And the bell's inbox, which the approval's notification changed (docs/accounts.md#inbox).
    expect(api.countsSince(mark)).toEqual({
      'GET /api/user/dashboard': 1,
      'GET /api/user/dashboard/series': 1,
      'GET /api/clipper/channel': 1,
      'GET /api/notifications': 1,
    });
    expect(loads()).toBe(loadsBefore);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-request-counts'))).toBe(
      'same-document',
    );
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('shows a creator the clip a clipper just submitted, on the open Pending Reviews, without a reload', async () => {
    const { clipper, creator, campaignId } = seeded;
    const { page, loads } = await laptopPageAs(creator);
    const api = watchApiCalls(page);
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === STREAM);
    await page.goto('/creator');
    await page.getByRole('heading', { level: 1, name: 'Creator Dashboard', exact: true }).waitFor();
    expect((await stream).status()).toBe(200);
    const pending = page.getByRole('tab', { name: /Pending Reviews/ });
    await pending.click();
    await expect.poll(() => pending.getAttribute('aria-selected')).toBe('true');
    await noSkeleton(page);
    await api.settled();
    const panel = page.getByRole('tabpanel');
    const clipLink = 'https://youtube.com/shorts/liveCount01';
    expect(await panel.getByText(clipLink).count()).toBe(0);
    const loadsBefore = loads();
    const mark = api.mark();

    await callOver(
      e2e.baseUrl,
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink, viewCount: 4000 } },
      201,
    );
    await panel.getByText(clipLink).waitFor({ timeout: 10_000 });
    await api.settled();
    // The submission's event names the clip, its campaign and so its creator (user:): of the reads those name, the
    // open tab shows the creator's dashboard (its first page of the queue) and its Appeals (the creator's private
    // reads, docs/product.md#appeals), each asked for once and nothing else. (Were Pending Reviews to read its own
    // queue, that list would be the queue's call.) And the bell's inbox: the submission notified the creator.
    const { 'GET /api/creator/appeals': appeals, 'GET /api/notifications': inbox, ...queue } = api.countsSince(mark);
    const asked = JSON.stringify({ appeals, inbox, ...queue });
    expect(appeals, asked).toBe(1);
    expect(inbox, asked).toBe(1);
    expect(Object.values(queue), asked).toEqual([1]);
    expect(['GET /api/creator/dashboard', 'GET /api/creator/pending-clips'], asked).toContain(Object.keys(queue)[0]);
    expect(loads()).toBe(loadsBefore);
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
