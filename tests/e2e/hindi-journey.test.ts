import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hindiFor as h, words } from '../support/words';
import { englishLeftOn } from './english-left';
import { startE2e, type E2e } from './harness';

// The marketplace loop once more, by people whose browsers are set to Hindi (docs/languages.md): sign up, top up,
// create, join, submit, approve, withdraw, every word they read in Hindi. The texts expected are the catalogue's
// Hindi for the English the other journeys expect (tests/support/words.ts).
const ADMIN = { email: 'hindi-admin@e2e.example.com', password: 'admin-e2e-password' };
const CAMPAIGN = 'हिंदी पॉडकास्ट कट्स';
const NAMES = ['Ravi Creator', 'Asha Clipper', CAMPAIGN, 'asha@okaxis', 'ASHA CLIPPER', 'UTR'];

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(async () => {
  await e2e?.stop();
});

async function signUp(page: Page, name: string, role: 'user' | 'creator') {
  await page.goto('/signup');
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  await page.getByRole('heading', { name: h('Create Your Account') }).waitFor();
  await page.getByLabel(h('Full Name')).fill(name);
  await page.getByLabel(h('Email Address')).fill(`${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@e2e.example.com`);
  await page.getByLabel(h('Password'), { exact: true }).fill('a-good-password');
  await page.getByLabel(h('I want to be a...')).selectOption(role);
  await page.getByRole('button', { name: h('Create Account') }).click();
  await page.waitForURL((url) => url.pathname === (role === 'creator' ? '/creator' : '/dashboard'));
}

const figure = (page: Page, name: string) => page.getByRole('group', { name: h(name) });

/** Nothing English on the screen but names, links and UPI IDs. */
async function expectAllHindi(page: Page, screen: string) {
  expect(await englishLeftOn(page, NAMES), screen).toEqual([]);
}

describe('the marketplace loop in Hindi', () => {
  it('a creator and a clipper do everything in Hindi: top up, create, join, submit, approve, withdraw', async () => {
    // 1. A creator whose browser is set to Hindi signs up (the account keeps Hindi) and tops up ₹1,500.
    const creator = await e2e.newPage({ language: 'hi' });
    await signUp(creator, 'Ravi Creator', 'creator');
    await figure(creator, 'Total Campaigns').getByText('0').waitFor();
    await expectAllHindi(creator, 'creator dashboard');
    await creator.getByRole('button', { name: h('Top-Up Wallet') }).click();
    const topUp = creator.getByRole('dialog', { name: h('Top Up Wallet') });
    await topUp.getByLabel(h('Amount (₹)')).fill('1500');
    await expectAllHindi(creator, 'top-up modal');
    await topUp.getByRole('button', { name: h('Proceed to Pay') }).click();
    // The sandbox stands in for the provider's own checkout page (in the provider's words).
    const checkout = creator.getByRole('dialog', { name: h('Wallet Top-up') });
    await checkout.getByText('₹1,500.00').waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await creator.getByText(h('Top-up successful!')).waitFor();

    // 2. ...creates a campaign: ₹33.33 per 1000 views, ₹1,000 budget.
    await creator.getByRole('button', { name: h('Create New Campaign') }).click();
    const form = creator.getByRole('dialog', { name: h('Create New Campaign') });
    await form.getByLabel(h('Title')).fill(CAMPAIGN);
    await form.getByLabel(h('Description')).fill('पॉडकास्ट के सबसे अच्छे पल काटें।');
    await form.getByLabel(h('Requirements')).fill('वर्टिकल, 60 सेकंड से कम।');
    await form.getByLabel(h('YouTube Link')).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByLabel(h('Payout per 1000 Views (₹)')).fill('33.33');
    await form.getByLabel(h('Total Budget (₹)')).fill('1000');
    await expectAllHindi(creator, 'campaign form');
    await form.getByRole('button', { name: h('Create Campaign') }).click();
    await creator.getByText(h('Campaign created successfully!')).waitFor();
    await figure(creator, 'Active Campaigns').getByText('1').waitFor();

    // 3. A clipper whose browser is set to Hindi finds it on Discover and joins.
    const clipper = await e2e.newPage({ language: 'hi' });
    await signUp(clipper, 'Asha Clipper', 'user');
    await clipper.goto('/discover');
    const card = clipper.getByRole('article', { name: CAMPAIGN });
    await card.getByRole('button', { name: h('Join') }).click();
    await clipper.getByText(h('Campaign joined successfully')).waitFor();
    await card.getByRole('button', { name: words('hi', 'campaigns.joined') }).waitFor();
    await card.getByText(words('hi', 'campaigns.participantCount', { count: 1 })).waitFor();
    await expectAllHindi(clipper, 'discover');

    // 4. ...and submits a clip from the dashboard.
    await clipper.goto('/dashboard');
    await clipper.getByText(words('hi', 'dashboards.welcomeBack', { name: 'Asha Clipper' })).waitFor();
    await expectAllHindi(clipper, 'clipper dashboard');
    await clipper.getByRole('button', { name: h('Submit Clip'), exact: true }).click();
    const submit = clipper.getByRole('dialog', { name: h('Submit Clip') });
    await submit.getByRole('combobox', { name: h('Campaign') }).click();
    await clipper.getByRole('option', { name: CAMPAIGN }).click();
    await submit.getByLabel(h('Clip Link')).fill('https://youtube.com/shorts/hiClip00001');
    await submit.getByLabel(h('Views Generated')).fill('15000');
    await expectAllHindi(clipper, 'submit clip');
    await submit.getByRole('button', { name: h('Submit'), exact: true }).click();
    await clipper.getByText(h('Clip submitted for review!')).waitFor();
    await figure(clipper, 'Pending Amount').getByText('₹439.96').waitFor();

    // 5. The creator approves it at 12,345 views: gross ₹411.45, fee ₹49.37, net ₹362.08.
    await creator.reload();
    await creator.getByRole('tab', { name: new RegExp(h('Pending Reviews')) }).click();
    const row = creator.getByRole('row', { name: /Asha Clipper/ });
    await row.getByRole('button', { name: h('Approve'), exact: true }).click();
    const approve = creator.getByRole('dialog', { name: h('Approve clip') });
    await approve.getByLabel(h('Confirmed views')).fill('12345');
    await expectAllHindi(creator, 'approve modal');
    await approve.getByRole('button', { name: h('Approve'), exact: true }).click();
    await creator.getByText(h('Clip approved successfully!')).waitFor();
    await figure(creator, 'Total Spent').getByText('₹411.45').waitFor();

    // 6. The clipper withdraws ₹150 to a UPI ID, confirming whose it is.
    await clipper.goto('/clipper/wallet');
    await figure(clipper, 'Available to Withdraw').getByText('₹362.08').waitFor();
    await expectAllHindi(clipper, 'clipper wallet');
    await clipper.getByLabel(h('Amount (₹)')).fill('150');
    await clipper.getByLabel('UPI ID').fill('asha@okaxis');
    await clipper.getByRole('button', { name: h('Request Withdrawal') }).click();
    const confirm = clipper.getByRole('dialog', { name: h('Confirm UPI ID') });
    await confirm.getByRole('button', { name: h('Confirm and withdraw') }).click();
    await clipper.getByText(h('Withdrawal requested. It will be processed shortly.')).waitFor();
    await expectAllHindi(clipper, 'clipper wallet after the withdrawal');

    for (const page of [creator, clipper]) expect(e2e.browserErrors(page)).toEqual([]);
  });
});
