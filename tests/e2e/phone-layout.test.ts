import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../schemas/auth';
import { startE2e, type E2e, wireCall } from './harness';

// Phone first (docs/product.md#screens-and-routes): every screen with data at a phone's size and a laptop's, with
// no sideways page scroll and every action, amount and badge in view; the nav one row, a drawer on the phone.
const ADMIN = { email: 'phone-admin@e2e.example.com', password: 'admin-e2e-password' };
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
// A title with a word longer than a phone is wide: it must wrap, not widen the page or be cut.
const LONG_TITLE = 'Cricket Highlights Supercalifragilisticexpialidocious-Extended-Season-Edition-2026';

let e2e: E2e;
let admin: AuthResponse;
let creator: AuthResponse;
let clipper: AuthResponse;
let campaignId = '';

const api = (token: string | null, method: string, path: string, body?: unknown, status = 200) =>
  wireCall(e2e.baseUrl, token, method, path, body, status);

async function submitClip(token: string, video: string) {
  const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: 52800 };
  return ((await api(token, 'POST', '/api/clip-submissions', body, 201)) as { clip: { _id: string } }).clip._id;
}

beforeAll(async () => {
  e2e = await startE2e({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await setUp().catch((error: unknown) => {
    throw new Error(`${String(error)}\nServer: ${e2e.serverLog().slice(-3000)}`);
  });
}, 180_000);

async function setUp() {
  admin = (await api(null, 'POST', '/api/auth/admin/login', ADMIN)) as AuthResponse;
  // Six-figure amounts, a long title, an approved clip (money to withdraw), a pending clip, a waiting withdrawal.
  creator = await e2e.signup('creator', 'Meera Creator');
  const { order } = (await api(creator.token, 'POST', '/api/wallet/topup', { amount: 150000 }, 201)) as {
    order: { id: string };
  };
  await api(
    creator.token,
    'POST',
    '/api/wallet/verify',
    await api(null, 'POST', '/api/payments/sandbox/pay', { order_id: order.id }),
  );
  const campaign = {
    title: LONG_TITLE,
    description: 'Cut the best overs into Shorts.',
    requirements: 'Vertical, under 60 seconds.',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    payoutPer1000Views: 20,
    totalBudget: 120000,
  };
  campaignId = ((await api(creator.token, 'POST', '/api/campaigns', campaign, 201)) as { campaign: { _id: string } })
    .campaign._id;
  clipper = await e2e.signup('user', 'Kiran Clipper');
  await api(clipper.token, 'POST', `/api/campaigns/${campaignId}/join`);
  await api(creator.token, 'PATCH', `/api/clips/${await submitClip(clipper.token, 'phoneClip01')}/approve`, {
    viewCount: 52800,
  });
  await submitClip(clipper.token, 'phoneClip02');
  await api(
    clipper.token,
    'POST',
    '/api/wallet/withdraw',
    { amount: 50, upiId: 'kiran.clipper.long.upi.handle@okhdfcbank' },
    201,
  );
}
afterAll(async () => {
  await e2e?.stop();
});

type Fit = {
  width: number;
  scrollWidth: number;
  outside: string[];
  cutBadges: string[];
  brokenUnits: string[];
  navHeight: number;
};

/** What sticks out of the viewport sideways, which badge is cut short, which amount or date breaks over lines. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (el: Element) => `${el.tagName.toLowerCase()} '${(el.textContent ?? '').trim().slice(0, 60)}'`;
    // Seen by the eye: not inside something visually hidden (a chart's table for screen readers: clipped to 1 px).
    const clipped = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.clipPath !== 'none' || node.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !clipped(el);
    };
    const outside = [
      ...document.querySelectorAll(
        'nav a, nav button, main a, main button, main td, main h1, main h2, main h3, main .mantine-Badge-root',
      ),
    ]
      .filter(shown)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map(describe);
    const cutBadges = [...document.querySelectorAll('.mantine-Badge-label')]
      .filter((el) => shown(el) && el.scrollWidth > el.clientWidth + 1)
      .map(describe);
    // A signed amount ('+₹1,056.00', '−₹50.00') or a date in a table cell is one line.
    const unit = /^([+\-−]\s?)?₹[\d,]+(\.\d+)?$|^\d{1,2} [A-Z][a-z]{2,8},? \d{4}(,? \d{1,2}:\d{2}( ?[ap]m)?)?$/i;
    const brokenUnits = [...document.querySelectorAll('main td *, main [role="cell"] *')]
      .filter((el) => el.children.length === 0 && unit.test((el.textContent ?? '').trim()) && shown(el))
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map(describe);
    const nav = document.querySelector('nav[aria-label="Main"]');
    return {
      width,
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      outside,
      cutBadges,
      brokenUnits,
      navHeight: nav?.getBoundingClientRect().height ?? 0,
    };
  });
}

async function expectFits(page: Page, state: string) {
  // Transitions (a tab's panel, a drawer) finish first.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  const fit = await measure(page);
  expect.soft(fit.scrollWidth, `${state}: the page scrolls sideways`).toBeLessThanOrEqual(fit.width);
  expect.soft(fit.outside, `${state}: outside the viewport`).toEqual([]);
  expect.soft(fit.cutBadges, `${state}: badges cut short`).toEqual([]);
  expect.soft(fit.brokenUnits, `${state}: amounts or dates over two lines`).toEqual([]);
  // One row: the bar is a 44 px target plus its padding.
  expect.soft(fit.navHeight, `${state}: the nav bar's height`).toBeLessThanOrEqual(64);
}

/** Each named control or text is there and wholly in view sideways. */
async function expectInView(page: Page, state: string, texts: (string | RegExp)[]) {
  const width = page.viewportSize()?.width ?? 0;
  for (const text of texts) {
    const target = page.getByText(text).first();
    const box = await target.boundingBox();
    expect.soft(box, `${state}: '${String(text)}' is shown`).not.toBeNull();
    if (box)
      expect.soft(box.x + box.width, `${state}: '${String(text)}' ends within the screen`).toBeLessThanOrEqual(width);
  }
}

async function visit(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page
    .getByText(ready, { exact: true })
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(
        `${path} never showed '${ready}': ${String(error)}\nPage: ${await page.locator('body').innerText()}`,
      );
    });
}

async function tab(page: Page, name: RegExp | string, ready: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByText(ready).first().waitFor();
}

describe.each(SIZES)('at $width x $height every screen fits', (size) => {
  const state = (what: string) => `${what} (${size.name})`;
  async function pageAs(auth: AuthResponse | null) {
    const page = auth ? await e2e.newPageAs(auth) : await e2e.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    return page;
  }

  it('the public screens', async () => {
    const page = await pageAs(null);
    const screens: [string, string][] = [
      ['/', 'Welcome to ClipMandi'],
      ['/discover', LONG_TITLE],
      [`/campaign/${campaignId}`, LONG_TITLE],
      ['/login', 'Email'],
      ['/signup', 'Full Name'],
      ['/contact', 'Contact Us'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ];
    for (const [path, ready] of screens) {
      await visit(page, path, ready);
      await expectFits(page, state(path));
    }
  });

  it("the clipper's screens", async () => {
    const page = await pageAs(clipper);
    await visit(page, '/dashboard', 'Welcome back, Kiran Clipper!');
    await expectFits(page, state('/dashboard'));
    await tab(page, 'Joined Campaigns', LONG_TITLE);
    await expectFits(page, state('/dashboard Joined Campaigns'));
    await tab(page, 'My Clips', 'My Clips (2)');
    await expectFits(page, state('/dashboard My Clips'));
    await visit(page, '/clipper/wallet', 'Withdraw Earnings');
    await expectFits(page, state('/clipper/wallet'));
    await expectInView(page, state('/clipper/wallet'), ['Transaction History', /₹1,056\.00/]);
    await visit(page, '/settings', 'Settings');
    await expectFits(page, state('/settings'));
  });

  it("the creator's screens", async () => {
    const page = await pageAs(creator);
    await visit(page, '/creator', 'Create New Campaign');
    await expectFits(page, state('/creator'));
    await tab(page, 'My Campaigns', LONG_TITLE);
    await expectFits(page, state('/creator My Campaigns'));
    await tab(page, /Pending Reviews/, 'Pending Review');
    await expectFits(page, state('/creator Pending Reviews'));
    const row = page.getByRole('row', { name: /Kiran Clipper/ });
    for (const button of ['Approve', 'Reject']) {
      const box = await row.getByRole('button', { name: button }).boundingBox();
      expect
        .soft(box && box.x + box.width, state(`Pending Reviews: ${button} within the screen`))
        .toBeLessThanOrEqual(size.width);
    }
    await visit(page, '/creator/wallet', 'Transaction History');
    await expectFits(page, state('/creator/wallet'));
    await visit(page, `/campaign/${campaignId}`, LONG_TITLE);
    await expectFits(page, state('/campaign/:id as its creator'));
  });

  it("the admin's screens and lists", async () => {
    const page = await pageAs(admin);
    await visit(page, '/admin', 'Recent Activity');
    await expectFits(page, state('/admin'));
    await tab(page, 'Recent Activity', 'Meera Creator');
    await expectFits(page, state('/admin Recent Activity'));
    await tab(page, /Refunds/, 'Refunds');
    await expectFits(page, state('/admin Refunds & Disputes'));
    const lists: [string, string][] = [
      ['/admin/users', 'Kiran Clipper'],
      ['/admin/campaigns', LONG_TITLE],
      ['/admin/transactions', 'Meera Creator'],
      ['/admin/review-queue', 'Review queue'],
      ['/admin/wallet', 'Current Balance'],
    ];
    for (const [path, ready] of lists) {
      await visit(page, path, ready);
      await expectFits(page, state(path));
    }
    await visit(page, '/admin/withdrawals', 'kiran.clipper.long.upi.handle@okhdfcbank');
    await expectFits(page, state('/admin/withdrawals'));
    const row = page.getByRole('row', { name: /Kiran Clipper/ });
    for (const button of ['Mark paid', 'Reject']) {
      const box = await row.getByRole('button', { name: button }).boundingBox();
      expect
        .soft(box && box.x + box.width, state(`withdrawal queue: ${button} within the screen`))
        .toBeLessThanOrEqual(size.width);
    }
    await expectInView(page, state('/admin/withdrawals'), ['₹50.00', 'Requested']);
  });

  it('the nav: Wallet in it, the current page marked; on the phone behind Open navigation', async () => {
    const page = await pageAs(clipper);
    await visit(page, '/clipper/wallet', 'Withdraw Earnings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = nav.getByRole('button', { name: 'Open navigation' });
    let links = nav;
    if (size.width < 992) {
      expect(await nav.getByRole('link', { name: 'Wallet' }).isVisible()).toBe(false);
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await expectFits(page, state('the nav drawer open'));
      links = drawer.getByRole('navigation', { name: 'Main menu' });
    } else {
      expect(await menuButton.isVisible()).toBe(false);
    }
    const wallet = links.getByRole('link', { name: 'Wallet' });
    expect(await wallet.getAttribute('aria-current')).toBe('page');
    expect(await wallet.getAttribute('href')).toBe('/clipper/wallet');
    expect(await links.getByRole('link', { name: 'Clipper Dashboard' }).getAttribute('aria-current')).toBeNull();
    // Marked for the eye too: the current link's background differs from another's.
    const background = (name: string) =>
      links.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('Wallet')).not.toBe(await background('Clipper Dashboard'));
    for (const name of ['Discover Campaigns', 'Clipper Dashboard', 'Wallet']) {
      const box = await links.getByRole('link', { name }).boundingBox();
      expect(box?.height, `${name}: a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    await expect.poll(() => links.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await links.getByRole('link', { name: 'Clipper Dashboard' }).click();
    await page.getByText('Welcome back, Kiran Clipper!').waitFor();
    expect(
      await nav
        .getByRole('button', { name: /notifications/i })
        .first()
        .isVisible(),
    ).toBe(true);
  });
});
