import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxReelLinkFor } from '../../schemas/instagram-sandbox-ids';
import { apiCall, startE2e, type E2e } from './harness';

/**
 * Instagram Reels in a real browser, on the offline Instagram sandbox (docs/trust.md#instagram-sandbox): a clipper
 * connects Instagram from the dashboard through the sandbox's consent page, is sent back and linked, submits one of
 * the account's reels to a campaign that pays for Reels, and sees the views Instagram measured.
 */

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ env: { INSTAGRAM_MODE: 'sandbox' } });
});
afterAll(async () => {
  await e2e?.stop();
});

describe('Instagram in a real browser', () => {
  it('links an account in a few clicks, submits its reel and shows the views Instagram measured', async () => {
    const creator = await e2e.signup('creator', 'Rhea Creator');
    const { order } = await apiCall(e2e.baseUrl, 'topup', creator.token, { body: { amount: 2000 } });
    const payment = await apiCall(e2e.baseUrl, 'sandboxPay', null, { body: { order_id: order.id } });
    await apiCall(e2e.baseUrl, 'verifyPayment', creator.token, { body: payment });
    const { campaign } = await apiCall(e2e.baseUrl, 'createCampaign', creator.token, {
      body: {
        title: 'Reels E2E Cuts',
        description: 'Cut the best moments into reels.',
        requirements: 'Vertical, under 60 seconds.',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        payoutPer1000Views: 50,
        totalBudget: 1000,
        platforms: ['instagram_reels'],
      },
    });
    const clipper = await e2e.signup('user', 'Kiran Clipper');
    await apiCall(e2e.baseUrl, 'joinCampaign', clipper.token, { id: campaign._id });

    const page = await e2e.newPageAs(clipper);
    await page.goto('/clipper-dashboard');
    const card = page.getByRole('region', { name: 'Instagram account' });
    await card.getByText('Not linked').waitFor();
    await card.getByRole('button', { name: 'Connect Instagram' }).click();

    // The sandbox's consent page, in Instagram's place.
    await page.getByRole('heading', { name: 'Connect your sandbox Instagram account' }).waitFor();
    await page.getByLabel('Username').fill('kiran.reels');
    await page.getByRole('radio', { name: /Creator/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on ClipMandi: linked, and on the dashboard again.
    await page.getByText('Instagram linked.').first().waitFor();
    await page.waitForURL('**/clipper-dashboard');
    await card.getByText('@kiran.reels', { exact: true }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: 'Submit Clip' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Clip' });
    await submit.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: 'Reels E2E Cuts' }).click();
    await submit.getByLabel('Clip Link').fill(sandboxReelLinkFor('kiran.reels'));
    await submit.getByLabel('Views Generated').fill('100');
    await submit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Clip submitted for review!').waitFor();

    const { clips } = await apiCall(e2e.baseUrl, 'myClips', clipper.token);
    const [clip] = clips;
    expect(clip?.platform).toBe('instagram_reels');
    expect(clip?.measuredViews).toBeGreaterThan(0);
    await page
      .getByText(`${(clip?.measuredViews ?? 0).toLocaleString('en-IN')} measured by Instagram`)
      .first()
      .waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
