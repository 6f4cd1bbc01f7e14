import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../schemas/auth';
import { hindiFor, words } from '../support/words';
import { startE2e, type E2e, wireCall } from './harness';

// axe-core, run inside the page on every screen and every open modal (docs/product.md#accessibility): no serious
// or critical violation at a phone's size and a laptop's.
const ADMIN = { email: 'a11y-admin@e2e.example.com', password: 'admin-e2e-password' };
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

let e2e: E2e;
let admin: AuthResponse;
let creator: AuthResponse;
let clipper: AuthResponse;
let campaignId = '';

const api = (token: string | null, method: string, path: string, body?: unknown, status = 200) =>
  wireCall(e2e.baseUrl, token, method, path, body, status);

async function submitClip(token: string, video: string) {
  const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: 10000 };
  return ((await api(token, 'POST', '/api/clip-submissions', body, 201)) as { clip: { _id: string } }).clip._id;
}

beforeAll(async () => {
  e2e = await startE2e({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  admin = (await api(null, 'POST', '/api/auth/admin/login', ADMIN)) as AuthResponse;
  // A creator with a funded campaign, a clipper with one approved clip (money to withdraw), one pending clip, two
  // rejected ones and one withdrawal waiting in the admin's queue: every list and badge has something in it.
  creator = await e2e.signup('creator', 'Meera Creator');
  const { order } = (await api(creator.token, 'POST', '/api/wallet/topup', { amount: 5000 }, 201)) as {
    order: { id: string };
  };
  await api(
    creator.token,
    'POST',
    '/api/wallet/verify',
    await api(null, 'POST', '/api/payments/sandbox/pay', { order_id: order.id }),
  );
  const campaign = {
    title: 'Cricket Highlights',
    description: 'Cut the best overs into Shorts.',
    requirements: 'Vertical, under 60 seconds.',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    payoutPer1000Views: 20,
    totalBudget: 1000,
  };
  campaignId = ((await api(creator.token, 'POST', '/api/campaigns', campaign, 201)) as { campaign: { _id: string } })
    .campaign._id;
  // One campaign for each size's clipper to join on /discover.
  for (const size of SIZES)
    await api(creator.token, 'POST', '/api/campaigns', { ...campaign, title: `Join at ${size.name} size` }, 201);
  clipper = await e2e.signup('user', 'Kiran Clipper');
  await api(clipper.token, 'POST', `/api/campaigns/${campaignId}/join`);
  await api(creator.token, 'PATCH', `/api/clips/${await submitClip(clipper.token, 'a11yClip001')}/approve`, {
    viewCount: 10000,
  });
  await submitClip(clipper.token, 'a11yClip002');
  // Two rejected clips, one to appeal and one appealed (docs/product.md#appeals): the appeal's dialog, its history
  // and the creator's and the admin's Appeals have something in them.
  const toAppeal = await submitClip(clipper.token, 'a11yClip003');
  const appealed = await submitClip(clipper.token, 'a11yClip004');
  for (const id of [toAppeal, appealed])
    await api(creator.token, 'PATCH', `/api/clips/${id}/reject`, { reason: 'requirements_not_met' });
  await api(clipper.token, 'POST', `/api/clips/${appealed}/appeal`, { message: 'It is under 60 seconds.' }, 201);
  await api(clipper.token, 'POST', '/api/wallet/withdraw', { amount: 50, upiId: 'kiran@upi' }, 201);
});
afterAll(async () => {
  await e2e?.stop();
});

/** Runs axe on the page as it stands and fails with every serious or critical violation, one line each. */
async function expectNoSeriousViolations(page: Page, state: string) {
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') refuses an inline <script>.
  // Opening transitions (a modal fading in) finish first: half-faded text is not what a reader sees.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}) at ${JSON.stringify(node.target)}: ${v.help}. ${node.failureSummary ?? ''}`,
      ),
    );
  expect.soft(serious, `axe on ${state}:\n${serious.join('\n')}`).toEqual([]);
}

/** A screen once it stands: its heading or a landmark text is there and no skeleton is left. */
async function visit(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page
    .getByText(ready, { exact: true })
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(
        `${path} never showed '${ready}': ${String(error)}\nBrowser errors: ${e2e.browserErrors(page).join('\n')}\nPage: ${await page.locator('body').innerText()}`,
      );
    });
}

async function openModal(page: Page, button: string, dialog: string, state: string, scope = page.locator('body')) {
  await scope.getByRole('button', { name: button }).first().click();
  const modal = page.getByRole('dialog', { name: dialog });
  await modal.waitFor();
  // Focus moved into the dialog (Mantine's focus trap, or the sandbox checkout's own).
  await expect.poll(() => modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectNoSeriousViolations(page, `${state}, ${dialog} dialog open`);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
}

async function tab(page: Page, name: RegExp | string, ready: string, state: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByText(ready).first().waitFor();
  await expectNoSeriousViolations(page, state);
}

describe.each(SIZES)('axe finds no serious or critical violation at $width x $height', (size) => {
  async function pageAs(auth: AuthResponse | null) {
    const page = auth ? await e2e.newPageAs(auth) : await e2e.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    return page;
  }

  it('on the public screens', async () => {
    const page = await pageAs(null);
    const screens: [string, string][] = [
      ['/', 'Welcome to ClipMandi'],
      ['/discover', 'Cricket Highlights'],
      [`/campaign/${campaignId}`, 'Cricket Highlights'],
      ['/login', 'Email'],
      ['/signup', 'Full Name'],
    ];
    for (const [path, ready] of screens) {
      await visit(page, path, ready);
      await expectNoSeriousViolations(page, `${path} (${size.name}, visitor)`);
    }
    // On a phone the nav's links are in the drawer 'Open navigation' opens.
    if (size.name === 'phone') await openModal(page, 'Open navigation', 'Menu', `/signup (${size.name}, visitor)`);
  });

  it("on the clipper's screens, tabs and modals", async () => {
    const page = await pageAs(clipper);
    const state = `/dashboard (${size.name})`;
    await visit(page, '/dashboard', 'Welcome back, Kiran Clipper!');
    await expectNoSeriousViolations(page, state);
    await openModal(page, 'Submit Clip', 'Submit Clip', state);
    await tab(page, 'Joined Campaigns', 'Cricket Highlights', `${state}, Joined Campaigns`);
    await tab(page, 'My Clips', 'My Clips (4)', `${state}, My Clips`);
    await openModal(page, 'Appeal', 'Appeal rejection', `${state}, My Clips`);
    await visit(page, '/clipper/wallet', 'Withdraw Earnings');
    await expectNoSeriousViolations(page, `/clipper/wallet (${size.name})`);
    await visit(page, '/settings', 'Settings');
    await expectNoSeriousViolations(page, `/settings (${size.name}, clipper)`);
    const joinable = `Join at ${size.name} size`;
    await visit(page, '/discover', joinable);
    await expectNoSeriousViolations(page, `/discover (${size.name}, clipper)`);
    const card = page.getByRole('article', { name: joinable });
    await card.getByRole('button', { name: 'Join' }).click();
    await card.getByRole('button', { name: 'Joined' }).waitFor();
    await expectNoSeriousViolations(page, `/discover (${size.name}) after Join`);
  });

  it("on the creator's screens, tabs and modals", async () => {
    const page = await pageAs(creator);
    const state = `/creator (${size.name})`;
    await visit(page, '/creator', 'Create New Campaign');
    await expectNoSeriousViolations(page, state);
    await openModal(page, 'Create New Campaign', 'Create New Campaign', state);
    await tab(page, 'My Campaigns', 'Join at phone size', `${state}, My Campaigns`);
    await tab(page, /Pending Reviews/, 'Pending Review', `${state}, Pending Reviews`);
    await openModal(
      page,
      'Approve',
      'Approve clip',
      `${state}, Pending Reviews`,
      page.getByRole('row', { name: /Kiran Clipper/ }),
    );
    await openModal(
      page,
      'Reject',
      'Reject clip',
      `${state}, Pending Reviews`,
      page.getByRole('row', { name: /Kiran Clipper/ }),
    );
    await openModal(page, 'Answer the appeal', 'Answer appeal', `${state}, Pending Reviews`);

    await visit(page, '/creator/wallet', 'Transaction History');
    await expectNoSeriousViolations(page, `/creator/wallet (${size.name})`);
    await page.getByRole('button', { name: 'Top-Up Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await form.getByLabel('Amount (₹)').fill('10');
    await expectNoSeriousViolations(page, `/creator/wallet (${size.name}), Top Up Wallet dialog open`);
    await form.getByRole('button', { name: 'Proceed to Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Wallet Top-up' });
    await checkout.waitFor();
    await expect.poll(() => checkout.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await expectNoSeriousViolations(page, `/creator/wallet (${size.name}), sandbox checkout open`);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'detached' });
    await visit(page, '/settings', 'Settings');
    await expectNoSeriousViolations(page, `/settings (${size.name}, creator)`);
  });

  it("on the admin's screens and lists", async () => {
    const page = await pageAs(admin);
    const state = `/admin (${size.name})`;
    await visit(page, '/admin', 'Recent Activity');
    await expectNoSeriousViolations(page, state);
    await tab(page, 'Recent Activity', 'Meera Creator', `${state}, Recent Activity`);
    await tab(page, /Refunds/, 'Refunds', `${state}, Refunds & Disputes`);
    await tab(page, 'Appeals', 'Overturning pays', `${state}, Appeals`);
    await openModal(page, 'Uphold', 'Uphold rejection', `${state}, Appeals`);
    await openModal(page, 'Overturn', 'Overturn rejection', `${state}, Appeals`);
    const lists: [string, string][] = [
      ['/admin/users', 'Kiran Clipper'],
      ['/admin/campaigns', 'Cricket Highlights'],
      ['/admin/transactions', 'Meera Creator'],
      ['/admin/review-queue', 'Review queue'],
    ];
    for (const [path, ready] of lists) {
      await visit(page, path, ready);
      await expectNoSeriousViolations(page, `${path} (${size.name})`);
    }
    await visit(page, '/admin/wallet', 'Current Balance');
    await expectNoSeriousViolations(page, `/admin/wallet (${size.name})`);
    await openModal(page, 'Withdraw', 'Withdraw Funds', `/admin/wallet (${size.name})`);
    await visit(page, '/admin/withdrawals', 'kiran@upi');
    await expectNoSeriousViolations(page, `/admin/withdrawals (${size.name})`);
    await openModal(page, 'Mark paid', 'Mark withdrawal paid', `/admin/withdrawals (${size.name})`);
  });
});

// The same screens in Hindi at a phone's size (docs/languages.md): the page says it is in Hindi, and axe finds nothing
// serious in the Hindi words, names and labels either.
describe('in Hindi, axe finds no serious or critical violation at a phone size', () => {
  async function pageAs(auth: AuthResponse | null) {
    const page = auth ? await e2e.newPageAs(auth, { language: 'hi' }) : await e2e.newPage({ language: 'hi' });
    await page.setViewportSize({ width: 390, height: 844 });
    return page;
  }
  async function check(page: Page, path: string, ready: string) {
    await visit(page, path, ready);
    expect(await page.locator('html').getAttribute('lang'), path).toBe('hi');
    await expectNoSeriousViolations(page, `${path} (Hindi)`);
  }

  it('on the public screens, the menu, and the clipper, creator and admin screens', async () => {
    const visitor = await pageAs(null);
    await check(visitor, '/', hindiFor('Welcome to ClipMandi'));
    await check(visitor, '/discover', 'Cricket Highlights');
    await check(visitor, `/campaign/${campaignId}`, 'Cricket Highlights');
    await check(visitor, '/login', hindiFor('Welcome Back'));
    await check(visitor, '/signup', hindiFor('Create Your Account'));
    await openModal(visitor, hindiFor('Open navigation'), hindiFor('Menu'), '/signup (Hindi, visitor)');

    const clipperPage = await pageAs(clipper);
    await check(clipperPage, '/dashboard', words('hi', 'dashboards.welcomeBack', { name: 'Kiran Clipper' }));
    await openModal(clipperPage, hindiFor('Submit Clip'), hindiFor('Submit Clip'), '/dashboard (Hindi)');
    await check(clipperPage, '/clipper/wallet', hindiFor('Withdraw Earnings'));
    await check(clipperPage, '/settings', hindiFor('Settings'));

    const creatorPage = await pageAs(creator);
    await check(creatorPage, '/creator', hindiFor('Create New Campaign'));
    await openModal(creatorPage, hindiFor('Create New Campaign'), hindiFor('Create New Campaign'), '/creator (Hindi)');
    await check(creatorPage, '/creator/wallet', hindiFor('Transaction History'));

    const adminPage = await pageAs(admin);
    await check(adminPage, '/admin', hindiFor('Recent Activity'));
    await check(adminPage, '/admin/users', 'Kiran Clipper');
    await check(adminPage, '/admin/withdrawals', 'kiran@upi');
  });
});

// The dark scheme follows the reader's system setting with CSS alone (src/web/build/color-scheme-media.ts).
describe('in the dark colour scheme', () => {
  const DARK_BODY = 'rgb(36, 36, 36)'; // Mantine's dark-7
  const bodyColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('a server-rendered page paints dark before any script runs', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      colorScheme: 'dark',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`/campaign/${campaignId}`);
      await page.getByText('Cricket Highlights').first().waitFor();
      expect(await bodyColour(page)).toBe(DARK_BODY);
    } finally {
      await context.close();
    }
  });

  it('public pages and dashboards render dark with no serious violation', async () => {
    for (const [auth, screens] of [
      [
        null,
        [
          ['/', 'Discover Campaigns'],
          [`/campaign/${campaignId}`, 'Cricket Highlights'],
          ['/discover', 'Cricket Highlights'],
        ],
      ],
      [
        clipper,
        [
          ['/clipper/wallet', 'Withdraw Earnings'],
          ['/dashboard', 'Welcome back, Kiran Clipper!'],
        ],
      ],
      [creator, [['/creator', 'Create New Campaign']]],
      [admin, [['/admin', 'Recent Activity']]],
    ] as const) {
      const page = auth ? await e2e.newPageAs(auth) : await e2e.newPage();
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const [path, ready] of screens) {
        await visit(page, path, ready);
        expect(await bodyColour(page), path).toBe(DARK_BODY);
        await expectNoSeriousViolations(page, `${path} (dark)`);
      }
      if (auth === creator) await tab(page, /Pending Reviews/, 'Pending Review', '/creator (dark), Pending Reviews');
      if (auth === clipper) await tab(page, 'My Clips', 'My Clips (4)', '/dashboard (dark), My Clips');
    }
  });
});
