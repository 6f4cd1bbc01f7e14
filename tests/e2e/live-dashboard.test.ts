import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../schemas/money';
import { startE2e, type E2e } from './harness';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.stop();
});

/** Calls the real API as another person would (their own device), returning the JSON answer. */
async function apiCall(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${e2e.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json as Record<string, never>;
}

describe('live dashboards in a real browser', () => {
  it("shows a clipper the money of an approval on the open dashboard, without a reload, and rings the bell", async () => {
    const creator = await e2e.signup('creator', 'Live Creator');
    const clipper = await e2e.signup('user', 'Live Clipper');
    const { order } = (await apiCall('POST', '/api/wallet/topup', creator.token, { amount: 2000 })) as { order: { id: string } };
    const payment = await apiCall('POST', '/api/payments/sandbox/pay', null, { order_id: order.id });
    await apiCall('POST', '/api/wallet/verify', creator.token, payment);
    const { campaign } = (await apiCall('POST', '/api/campaigns', creator.token, {
      title: 'Live Podcast Cuts',
      description: 'Cut the best moments of the podcast.',
      requirements: 'Vertical, under 60 seconds.',
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      payoutPer1000Views: 50,
      totalBudget: 1000,
    })) as { campaign: { _id: string } };
    await apiCall('POST', `/api/campaigns/${campaign._id}/join`, clipper.token);
    const { clip } = (await apiCall('POST', '/api/clip-submissions', clipper.token, {
      campaignId: campaign._id,
      clipLink: 'https://www.youtube.com/shorts/liveE2Eclip',
      viewCount: 1000,
    })) as { clip: { _id: string } };

    const page = await e2e.newPageAs(clipper);
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
    await page.goto('/dashboard');
    const balance = page.getByRole('group', { name: 'Wallet Balance' });
    await balance.getByText('₹0.00').waitFor();
    expect((await stream).status()).toBe(200);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // A mark on this document: a reload would start a new one without it.
    await page.evaluate(() => document.documentElement.setAttribute('data-live-test', 'same-document'));

    const approved = (await apiCall('PATCH', `/api/clips/${clip._id}/approve`, creator.token, { viewCount: 1000 })) as { clip: { earnings: number } };
    const money = formatRupees(Math.round(approved.clip.earnings * 100));
    await balance.getByText(money).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(`Your clip on “Live Podcast Cuts” was approved: ${money}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-live-test'))).toBe('same-document');
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
