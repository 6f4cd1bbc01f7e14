import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../schemas/auth';
import { startE2e, type E2e, wireCall } from './harness';

// The marketplace loop with the keyboard only (docs/product.md#accessibility): Tab, Shift+Tab, Enter, Space,
// arrows and typing; no clicks. Locators only say which element focus should reach.
let e2e: E2e;
let creator: AuthResponse;

const api = (token: string | null, method: string, path: string, body?: unknown, status = 200) =>
  wireCall(e2e.baseUrl, token, method, path, body, status);

beforeAll(async () => {
  e2e = await startE2e();
  // A funded campaign to join (the creator's own top-up by keyboard comes later in the journey).
  creator = await e2e.signup('creator', 'Tara Creator');
  const { order } = (await api(creator.token, 'POST', '/api/wallet/topup', { amount: 1000 }, 201)) as {
    order: { id: string };
  };
  await api(
    creator.token,
    'POST',
    '/api/wallet/verify',
    await api(null, 'POST', '/api/payments/sandbox/pay', { order_id: order.id }),
  );
  await api(
    creator.token,
    'POST',
    '/api/campaigns',
    {
      title: 'Keyboard Cuts',
      description: 'Cut the best moments into Shorts.',
      requirements: 'Vertical, under 60 seconds.',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      payoutPer1000Views: 20,
      totalBudget: 500,
    },
    201,
  );
});
afterAll(async () => {
  await e2e?.stop();
});

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses, naming what had focus. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${limit} presses of Tab never reached ${String(target)}; focus is on ${focused}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Waits until focus sits inside `scope` (a dialog that took it). */
async function focusWithin(scope: Locator) {
  await scope.waitFor();
  await expect.poll(() => scope.evaluate((node) => node.contains(document.activeElement))).toBe(true);
}

describe('a keyboard-only person', () => {
  it('a creator tops up; a clipper signs up, joins and submits a clip; the creator approves it; the clipper withdraws', async () => {
    // 1. The creator tops up ₹250 through the sandbox checkout, which takes focus.
    const owner = await e2e.newPageAs(creator);
    await owner.goto('/creator');
    await tabTo(owner, owner.getByRole('button', { name: 'Top Up Wallet' }).first());
    await owner.keyboard.press('Enter');
    const topUp = owner.getByRole('dialog', { name: 'Top Up Wallet' });
    await focusWithin(topUp);
    await owner.keyboard.type('250');
    await owner.keyboard.press('Enter');
    const checkout = owner.getByRole('dialog', { name: 'Wallet Top-up' });
    await focusWithin(checkout);
    expect(await isFocused(checkout.getByRole('button', { name: 'Pay' }))).toBe(true);
    // Tab stays inside the checkout: Cancel, then back to Pay.
    await owner.keyboard.press('Tab');
    expect(await isFocused(checkout.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await owner.keyboard.press('Tab');
    await owner.keyboard.press('Space');
    await owner.getByText('Top-up successful!').waitFor();
    // Focus comes back to the Top Up button, not to the top of the page.
    await expect
      .poll(() => isFocused(owner.getByRole('button', { name: 'Top Up Wallet' }).first()), { timeout: 5000 })
      .toBe(true);
    const wallet = (await api(creator.token, 'GET', '/api/wallet/creator')) as { data: { availableBalance: number } };
    // ₹1,000 topped up before, less the campaign's ₹500 budget, plus this ₹250.
    expect(wallet.data.availableBalance).toBe(750);

    // 2. Sign up as a clipper: the skip link is the first stop on the page.
    const clipper = await e2e.newPage();
    await clipper.goto('/signup');
    await clipper.getByLabel('Full Name').waitFor();
    await clipper.keyboard.press('Tab');
    expect(await clipper.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await typeInto(clipper, clipper.getByLabel('Full Name'), 'Neel Clipper');
    await typeInto(clipper, clipper.getByLabel('Email Address'), `neel-${Date.now()}@e2e.example.com`);
    await typeInto(clipper, clipper.getByLabel('Password', { exact: true }), 'a-good-password');
    await tabTo(clipper, clipper.getByRole('button', { name: 'Create Account' }));
    await clipper.keyboard.press('Enter');
    await clipper.waitForURL((url) => url.pathname === '/dashboard');

    // 3. Join the campaign on Discover: focus stays on the button as it turns into 'Joined'.
    const nav = clipper.getByRole('navigation', { name: 'Main' });
    await tabTo(clipper, nav.getByRole('link', { name: 'Discover Campaigns' }));
    await clipper.keyboard.press('Enter');
    const card = clipper.getByRole('article', { name: 'Keyboard Cuts' });
    await tabTo(clipper, card.getByRole('button', { name: 'Join' }));
    await clipper.keyboard.press('Enter');
    await clipper.getByText('Campaign joined successfully').waitFor();
    await card.getByRole('button', { name: 'Joined' }).waitFor();
    expect(await isFocused(card.getByRole('button', { name: 'Joined' }))).toBe(true);

    // 4. Submit a clip from the dashboard.
    await tabTo(clipper, nav.getByRole('link', { name: 'Clipper Dashboard' }), { back: true });
    await clipper.keyboard.press('Enter');
    await clipper.getByText('Welcome back, Neel Clipper!').waitFor();
    await tabTo(clipper, clipper.getByRole('button', { name: 'Submit Clip' }));
    await clipper.keyboard.press('Enter');
    const submit = clipper.getByRole('dialog', { name: 'Submit Clip' });
    await focusWithin(submit);
    await tabTo(clipper, submit.getByRole('combobox', { name: 'Campaign' }), { limit: 10 });
    await clipper.keyboard.type('Keyboard');
    await clipper.getByRole('option', { name: 'Keyboard Cuts' }).waitFor();
    await clipper.keyboard.press('ArrowDown');
    await clipper.keyboard.press('Enter');
    await typeInto(clipper, submit.getByLabel('Clip Link'), 'https://youtube.com/shorts/keyboard001');
    await typeInto(clipper, submit.getByLabel('Views Generated'), '10000');
    await tabTo(clipper, submit.getByRole('button', { name: 'Submit' }), { limit: 10 });
    await clipper.keyboard.press('Enter');
    await clipper.getByText('Clip submitted for review!').waitFor();

    // 5. The creator approves it from Pending Reviews (a Tab stop like every tab).
    await owner.goto('/creator');
    await tabTo(owner, owner.getByRole('tab', { name: /Pending Reviews/ }));
    await owner.keyboard.press('Enter');
    const row = owner.getByRole('row', { name: /Neel Clipper/ });
    await tabTo(owner, row.getByRole('button', { name: 'Approve' }));
    await owner.keyboard.press('Enter');
    const approve = owner.getByRole('dialog', { name: 'Approve clip' });
    await focusWithin(approve);
    expect(await isFocused(approve.getByLabel('Confirmed views'))).toBe(true);
    await tabTo(owner, approve.getByRole('button', { name: 'Approve' }), { limit: 10 });
    await owner.keyboard.press('Enter');
    await owner.getByText('Clip approved successfully!').waitFor();
    await owner.getByText('No clips are waiting for review.').waitFor();
    // Focus stays in the list the clip left, not at the top of the page.
    expect(await owner.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // 6. The clipper withdraws ₹100 of the ₹176 earned (10,000 views at ₹20 per 1000, less the 12% fee).
    await clipper.goto('/clipper/wallet');
    await clipper.getByText('Withdraw Earnings').waitFor();
    await typeInto(clipper, clipper.getByLabel('Amount (₹)'), '100');
    await typeInto(clipper, clipper.getByLabel('UPI ID'), 'neel@upi');
    await clipper.keyboard.press('Enter');
    // The UPI ID is confirmed before anything is sent (docs/payouts.md#upi-ids): Enter again confirms it.
    await clipper.getByRole('dialog', { name: 'Confirm UPI ID' }).getByText('UPI ID: neel@upi').waitFor();
    await clipper.keyboard.press('Enter');
    await clipper.getByText('Withdrawal requested. It will be processed shortly.').waitFor();

    for (const page of [clipper, owner]) expect(e2e.browserErrors(page)).toEqual([]);
  });
});
