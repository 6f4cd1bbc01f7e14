import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../schemas/money';
import { callOver } from '../api/server-process';
import { startE2e, type E2e } from './harness';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.stop();
});

describe('live dashboards in a real browser', () => {
  it('shows a clipper the money of an approval on the open dashboard, without a reload, and rings the bell', async () => {
    const creator = await e2e.signup('creator', 'Live Creator');
    const clipper = await e2e.signup('user', 'Live Clipper');
    // The creator works from another device: straight through the API.
    const { order } = await callOver(e2e.baseUrl, 'topup', { token: creator.token, body: { amount: 2000 } }, 201);
    const payment = await callOver(e2e.baseUrl, 'sandboxPay', { body: { order_id: order.id } });
    await callOver(e2e.baseUrl, 'verifyPayment', { token: creator.token, body: payment });
    const { campaign } = await callOver(
      e2e.baseUrl,
      'createCampaign',
      {
        token: creator.token,
        body: {
          title: 'Live Podcast Cuts',
          description: 'Cut the best moments of the podcast.',
          requirements: 'Vertical, under 60 seconds.',
          youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          payoutPer1000Views: 50,
          totalBudget: 1000,
        },
      },
      201,
    );
    await callOver(e2e.baseUrl, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const { clip } = await callOver(
      e2e.baseUrl,
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: 'https://www.youtube.com/shorts/liveE2Eclip', viewCount: 1000 },
      },
      201,
    );

    const page = await e2e.newPageAs(clipper);
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
    await page.goto('/dashboard');
    const balance = page.getByRole('group', { name: 'Wallet Balance' });
    await balance.getByText('₹0.00').waitFor();
    expect((await stream).status()).toBe(200);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // A mark on this document: a reload would start a new one without it.
    await page.evaluate(() => document.documentElement.setAttribute('data-live-test', 'same-document'));

    const approved = await callOver(e2e.baseUrl, 'approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 1000 },
    });
    const money = formatRupees(approved.clip.earnings);
    await balance.getByText(money).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`Your clip on "Live Podcast Cuts" was approved: ${money}`)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-live-test'))).toBe('same-document');
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
