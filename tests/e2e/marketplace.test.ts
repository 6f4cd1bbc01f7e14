import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './harness';

const ADMIN = { email: 'fees@e2e.example.com', password: 'admin-e2e-password' };

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(async () => {
  await e2e?.stop();
});

async function signUp(page: Page, name: string, role: 'user' | 'creator') {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(`${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@e2e.example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByLabel('I want to be a...').selectOption(role);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === (role === 'creator' ? '/creator' : '/dashboard'));
}

const figure = (page: Page, name: string) => page.getByRole('group', { name });

describe('the marketplace loop in a real browser', () => {
  it('creator funds a campaign, clipper joins and submits, creator approves: 88% to the clipper, 12% to the admin', async () => {
    // 1. A new creator tops up ₹1,500 through the sandbox checkout from the dashboard's quick action.
    const creator = await e2e.newPage();
    await signUp(creator, 'Ravi Creator', 'creator');
    await figure(creator, 'Total Campaigns').getByText('0').waitFor();
    await creator.getByRole('button', { name: 'Top Up Wallet' }).click();
    const topUp = creator.getByRole('dialog', { name: 'Top Up Wallet' });
    await topUp.getByLabel('Amount (₹)').fill('1500');
    await topUp.getByRole('button', { name: 'Proceed to Pay' }).click();
    const checkout = creator.getByRole('dialog', { name: 'Wallet Top-up' });
    await checkout.getByText('₹1,500.00').waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await creator.getByText('Top-up successful!').waitFor();

    // 2. ...and creates a campaign: ₹33.33 per 1000 views, ₹1,000 budget.
    await creator.getByRole('button', { name: 'Create New Campaign' }).click();
    const form = creator.getByRole('dialog', { name: 'Create New Campaign' });
    await form.getByLabel('Title').fill('E2E Podcast Cuts');
    await form.getByLabel('Description').fill('Cut the best moments of the podcast.');
    await form.getByLabel('Requirements').fill('Vertical, under 60 seconds.');
    await form.getByLabel('YouTube Link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByLabel('Payout per 1000 Views (₹)').fill('33.33');
    await form.getByLabel('Total Budget (₹)').fill('1000');
    await form.getByRole('button', { name: 'Create Campaign' }).click();
    await creator.getByText('Campaign created successfully!').waitFor();
    await figure(creator, 'Total Campaigns').getByText('1').waitFor();
    await figure(creator, 'Active Campaigns').getByText('1').waitFor();

    // 3. A new clipper finds it on /discover and joins.
    const clipper = await e2e.newPage();
    await signUp(clipper, 'Asha Clipper', 'user');
    await clipper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover Campaigns' }).click();
    const card = clipper.getByRole('article', { name: 'E2E Podcast Cuts' });
    await card.getByText('by Ravi Creator').waitFor();
    await card.getByText('0%').waitFor();
    await card.getByRole('button', { name: 'Join' }).click();
    await clipper.getByText('Campaign joined successfully').waitFor();
    await card.getByRole('button', { name: 'Joined' }).waitFor();
    expect(await card.getByText('1 participant').count()).toBe(1);

    // 4. ...and submits a clip from the dashboard; the pending estimate appears without a reload.
    await clipper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clipper Dashboard' }).click();
    await clipper.getByText('Welcome back, Asha Clipper!').waitFor();
    await clipper.getByRole('button', { name: 'Submit Clip' }).click();
    const submit = clipper.getByRole('dialog', { name: 'Submit Clip' });
    await submit.getByRole('combobox', { name: 'Campaign' }).click();
    await clipper.getByRole('option', { name: 'E2E Podcast Cuts' }).click();
    await submit.getByText(/You earn ₹29\.33 per 1K views after the 12%/).waitFor();
    await submit.getByLabel('Clip Link').fill('https://youtube.com/shorts/e2eClip0001?feature=share');
    await submit.getByLabel('Views Generated').fill('15000');
    await submit.getByRole('button', { name: 'Submit' }).click();
    await clipper.getByText('Clip submitted for review!').waitFor();
    // 15000 views: gross ₹499.95, fee ₹59.99, net ₹439.96
    await figure(clipper, 'Pending Amount').getByText('₹439.96').waitFor();

    // 5. The creator reviews it and confirms 12,345 views: gross ₹411.45, fee ₹49.37, net ₹362.08.
    await creator.reload();
    await creator.getByRole('tab', { name: /Pending Reviews/ }).click();
    const row = creator.getByRole('row', { name: /Asha Clipper/ });
    await row.getByText('15,000 views claimed').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = creator.getByRole('dialog', { name: 'Approve clip' });
    expect(await approve.getByLabel('Confirmed views').inputValue()).toBe('15000');
    await approve.getByLabel('Confirmed views').fill('12345');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await creator.getByText('Clip approved successfully!').waitFor();
    await figure(creator, 'Total Spent').getByText('₹411.45').waitFor();
    await figure(creator, 'Total Views').getByText('12,345').waitFor();
    await creator.getByText('No clips are waiting for review.').waitFor();

    // 6. The clipper sees 88% of the gross as earnings.
    await clipper.reload();
    await figure(clipper, 'Wallet Balance').getByText('₹362.08').waitFor();
    await figure(clipper, 'Total Earned').getByText('₹362.08').waitFor();
    await figure(clipper, 'Pending Amount').getByText('₹0.00').waitFor();
    await clipper.getByText('Earnings: ₹362.08').waitFor();
    await clipper.getByText('Approved', { exact: true }).waitFor();

    // 7. The campaign shows what was spent, to everyone.
    await clipper.goto('/discover');
    await clipper.getByRole('article', { name: 'E2E Podcast Cuts' }).getByText('₹588.55').waitFor();

    // 8. The admin sees the 12% fee in the admin wallet.
    const admin = await e2e.newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In as Admin' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.goto('/admin/wallet');
    await figure(admin, 'Current Balance').getByText('₹49.37', { exact: true }).waitFor();
    await admin.getByText('Admin Fee').first().waitFor();

    for (const page of [creator, clipper, admin]) expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('refuses a second submission of the same video, written differently', async () => {
    const owner = await e2e.signup('creator', 'Dup Creator');
    const page = await e2e.newPageAs(owner);
    await page.goto('/creator');
    await page.getByRole('button', { name: 'Top Up Wallet' }).click();
    const topUp = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await topUp.getByLabel('Amount (₹)').fill('100');
    await topUp.getByRole('button', { name: 'Proceed to Pay' }).click();
    await page.getByRole('dialog', { name: 'Wallet Top-up' }).getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Top-up successful!').waitFor();
    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Campaign' });
    await form.getByLabel('Title').fill('Dup Check');
    await form.getByLabel('Description').fill('d');
    await form.getByLabel('Requirements').fill('r');
    await form.getByLabel('YouTube Link').fill('https://youtu.be/dQw4w9WgXcQ');
    await form.getByLabel('Payout per 1000 Views (₹)').fill('10');
    await form.getByLabel('Total Budget (₹)').fill('100');
    await form.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Campaign created successfully!').waitFor();

    const clipperAuth = await e2e.signup('user', 'Dup Clipper');
    const clipper = await e2e.newPageAs(clipperAuth);
    await clipper.goto('/discover');
    // The server's markup (signed out, its buttons not yet wired) stands until the app draws the page for the
    // signed-in clipper: a click before that would be lost, so wait for their nav first.
    await clipper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clipper Dashboard' }).waitFor();
    await clipper.getByRole('article', { name: 'Dup Check' }).getByRole('button', { name: 'Join' }).click();
    await clipper.getByText('Campaign joined successfully').waitFor();
    await clipper.goto('/dashboard');
    for (const link of ['https://youtu.be/dupVideo001', 'https://www.youtube.com/watch?v=dupVideo001&t=3']) {
      await clipper.getByRole('button', { name: 'Submit Clip' }).click();
      const dialog = clipper.getByRole('dialog', { name: 'Submit Clip' });
      // The picker searches the clipper's joined active campaigns as they type.
      await dialog.getByRole('combobox', { name: 'Campaign' }).fill('Dup');
      await clipper.getByRole('option', { name: 'Dup Check' }).click();
      await dialog.getByLabel('Clip Link').fill(link);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      if (link.includes('youtu.be')) {
        await clipper.getByText('Clip submitted for review!').waitFor();
        await dialog.waitFor({ state: 'detached' });
      } else {
        await clipper.getByText('This video has already been submitted.').waitFor();
        // The form stays open so the clipper can correct the link.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await clipper.getByRole('tab', { name: 'My Clips' }).click();
    await clipper.getByText('My Clips (1)').waitFor();
  });
});
