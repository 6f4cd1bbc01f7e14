import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../schemas/auth';
import { startE2e, type E2e, wireCall } from './harness';

const ADMIN = { email: 'root-admin@e2e.example.com', password: 'admin-e2e-password' };

let e2e: E2e;
let admin: AuthResponse;
let creator: AuthResponse;
let campaignId = '';

const api = (token: string | null, method: string, path: string, body?: unknown, status = 200) =>
  wireCall(e2e.baseUrl, token, method, path, body, status);

/** A verified sandbox top-up, as the checkout's Pay button does it. */
async function topUp(token: string, rupees: number) {
  const { order } = (await api(token, 'POST', '/api/wallet/topup', { amount: rupees }, 201)) as {
    order: { id: string };
  };
  const payment = await api(null, 'POST', '/api/payments/sandbox/pay', { order_id: order.id });
  await api(token, 'POST', '/api/wallet/verify', payment);
}

beforeAll(async () => {
  e2e = await startE2e({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  admin = (await api(null, 'POST', '/api/auth/admin/login', ADMIN)) as AuthResponse;

  // The scripted run: a creator tops up ₹2,000 and funds a ₹1,000 campaign; a clipper is paid for
  // 10,000 views at ₹20 per 1000 (gross ₹200: ₹176 to the clipper, ₹24 admin fee).
  creator = await e2e.signup('creator', 'Kavya Creator');
  await topUp(creator.token, 2000);
  const created = (await api(
    creator.token,
    'POST',
    '/api/campaigns',
    {
      title: 'Podcast Shorts',
      description: 'Cut the best moments into Shorts.',
      requirements: 'Vertical, under 60 seconds.',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      payoutPer1000Views: 20,
      totalBudget: 1000,
    },
    201,
  )) as { campaign: { _id: string } };
  campaignId = created.campaign._id;
  const clipper = await e2e.signup('user', 'Arjun Clipper');
  await api(clipper.token, 'POST', `/api/campaigns/${campaignId}/join`);
  const { clip } = (await api(
    clipper.token,
    'POST',
    '/api/clip-submissions',
    {
      campaignId,
      clipLink: 'https://youtube.com/shorts/abcdefghijk',
      viewCount: 10000,
    },
    201,
  )) as { clip: { _id: string } };
  await api(creator.token, 'PATCH', `/api/clips/${clip._id}/approve`, { viewCount: 10000 });
});
afterAll(async () => {
  await e2e?.stop();
});

describe('the admin screens in a real browser', () => {
  it('dashboard: figures, overview, recent activity and quick links', async () => {
    const page = await e2e.newPageAs(admin);
    await page.goto('/admin');
    const card = (label: string) => page.getByRole('group', { name: label });
    await card('Money In').getByText('₹2,000.00', { exact: true }).waitFor();
    expect(await card('Creators').getByText('1', { exact: true }).count()).toBe(1);
    expect(await card('Clippers').getByText('1', { exact: true }).count()).toBe(1);
    expect(await card('Campaigns').getByText('1', { exact: true }).count()).toBe(1);
    await card('Payouts Out').getByText('₹176.00', { exact: true }).waitFor();
    await card('Admin Balance').getByText('₹24.00', { exact: true }).waitFor();
    await card('Admin Balance')
      .getByText('Fees not yet withdrawn: ₹24.00 earned in 12% fees, ₹0.00 withdrawn')
      .waitFor();

    const recentUsers = page.getByRole('region', { name: 'Recent Users' });
    await recentUsers.getByText('Arjun Clipper').waitFor();
    await recentUsers.getByText('Kavya Creator').waitFor();
    const recentCampaigns = page.getByRole('region', { name: 'Recent Campaigns' });
    await recentCampaigns.getByText('Podcast Shorts').waitFor();
    await recentCampaigns.getByText('by Kavya Creator').waitFor();

    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    const activity = page.getByRole('table');
    await activity
      .getByRole('row', { name: /Payout/ })
      .getByText('₹200.00', { exact: true })
      .waitFor();
    await activity
      .getByRole('row', { name: /Top-up/ })
      .getByText('₹2,000.00', { exact: true })
      .waitFor();
    await page
      .getByText("A payout's amount is its gross: the clipper receives 88% and the platform keeps the 12% admin fee.")
      .waitFor();

    await page.getByRole('navigation', { name: 'Admin quick links' }).getByRole('link', { name: 'Creators' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users' && url.search === '?role=creator');
    await page.getByRole('heading', { name: 'Creators' }).waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('users: by role, by search, with wallet balances', async () => {
    const page = await e2e.newPageAs(admin);
    await page.goto('/admin/users?role=creator');
    // ₹2,000 topped up, ₹1,000 reserved for the campaign.
    await page
      .getByRole('row', { name: /Kavya Creator/ })
      .getByText('₹1,000.00', { exact: true })
      .waitFor();
    expect(await page.getByRole('row', { name: /Arjun Clipper/ }).count()).toBe(0);

    await page.getByLabel('Role').selectOption('user');
    await page
      .getByRole('row', { name: /Arjun Clipper/ })
      .getByText('₹176.00', { exact: true })
      .waitFor();

    await page.getByLabel('Role').selectOption('');
    await page.getByLabel('Search').fill('KAVYA');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'KAVYA');
    // The previous rows stay until the search's first page is in (the route's loader waits for it), then give way.
    await page.getByRole('row', { name: /Arjun Clipper/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Kavya Creator/ }).waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('campaigns: money and participants, pause and resume', async () => {
    const page = await e2e.newPageAs(admin);
    await page.goto('/admin/campaigns');
    const row = page.getByRole('row', { name: /Podcast Shorts/ });
    await row.getByText('Kavya Creator').waitFor();
    for (const figure of ['₹1,000.00', '₹200.00', '₹800.00']) await row.getByText(figure).waitFor();
    await row.getByText('Active').waitFor();

    await page.getByRole('button', { name: 'Pause Podcast Shorts' }).click();
    await page.getByText('Campaign paused successfully').waitFor();
    await row.getByText('Paused').waitFor();
    const detail = (await api(null, 'GET', `/api/campaigns/${campaignId}`)) as { campaign: { status: string } };
    expect(detail.campaign.status).toBe('paused');

    await page.getByRole('button', { name: 'Resume Podcast Shorts' }).click();
    await page.getByText('Campaign resumed successfully').waitFor();
    await row.getByText('Active').waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('transactions: filter by type and date, export CSV', async () => {
    const page = await e2e.newPageAs(admin);
    await page.goto('/admin/transactions');
    await page
      .getByRole('row', { name: /Kavya Creator/ })
      .first()
      .waitFor();
    await page.getByLabel('Type').selectOption('payout');
    await page.waitForURL((url) => url.searchParams.get('type') === 'payout');
    await page
      .getByRole('row', { name: /Arjun Clipper/ })
      .getByText('₹200.00', { exact: true })
      .waitFor();
    await page.getByText('Showing 1 transaction (all)').waitFor();

    // A range in the past holds nothing.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByText('No transactions match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('row', { name: /Top-up/ }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,User,User ID,Campaign,Amount (INR),Description,Transaction ID');
    // Dates in the browser's own zone with its offset, types as the screen words them.
    expect(lines.slice(1).every((l) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} [+-]\d{2}:\d{2},/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes(',Top-up,Kavya Creator,') && l.includes(',2000.00,'))).toBe(true);
    expect(lines.some((l) => l.includes(',Payout,Arjun Clipper,') && l.includes(',Podcast Shorts,200.00,'))).toBe(true);
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
