import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../schemas/routes';
import { sandboxVideoIdFor } from '../../schemas/youtube-sandbox-ids';
import { apiCall, startE2e, type E2e } from './harness';

/**
 * The trust journey in a real browser, on the offline YouTube sandbox with a 7-day holdback
 * (docs/trust.md): a clipper links their channel through the dashboard's walkthrough, submits one of its
 * videos, sees the views YouTube measured, and after the creator's approval sees the payout held until its
 * release date rather than withdrawable.
 */

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ env: { YOUTUBE_MODE: 'sandbox', HOLDBACK_DAYS: '7' } });
});
afterAll(async () => {
  await e2e?.stop();
});

const api = <N extends RouteName>(name: N, token: string | null, options: { id?: string; body?: unknown } = {}) =>
  apiCall(e2e.baseUrl, name, token, options);

describe('trust in a real browser: channel, measured views, held payout', () => {
  it('links a sandbox channel, submits its video, shows measured views, then the approval held until its date', async () => {
    // A creator with ₹2,000 funds a ₹1,000 campaign at ₹50 per 1,000 views (through the API: not this test's subject).
    const creator = await e2e.signup('creator', 'Tara Creator');
    const { order } = await api('topup', creator.token, { body: { amount: 2000 } });
    const payment = await api('sandboxPay', null, { body: { order_id: order.id } });
    await api('verifyPayment', creator.token, { body: payment });
    const { campaign } = await api('createCampaign', creator.token, {
      body: {
        title: 'Trust E2E Cuts',
        description: 'Cut the best moments into Shorts.',
        requirements: 'Vertical, under 60 seconds.',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        payoutPer1000Views: 50,
        totalBudget: 1000,
      },
    });

    const clipper = await e2e.signup('user', 'Vikram Clipper');
    await api('joinCampaign', clipper.token, { id: campaign._id });
    const page = await e2e.newPageAs(clipper);
    await page.goto('/dashboard');

    // 1. The walkthrough: the code, then the sandbox channel that carries it, verified.
    const card = page.getByRole('region', { name: 'YouTube channel' });
    await card.getByText('Not linked').waitFor();
    const code = (await card.getByLabel('Verification code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^clipmandi-[a-z0-9]{8}$/);
    await card.getByRole('button', { name: 'Use my sandbox channel' }).click();
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByText('Verified').waitFor();

    // 2. A video of that channel, submitted with a modest claim.
    const video = sandboxVideoIdFor(code);
    await page.getByRole('button', { name: 'Submit Clip' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Clip' });
    await submit.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: 'Trust E2E Cuts' }).click();
    await submit.getByLabel('Clip Link').fill(`https://youtube.com/shorts/${video}`);
    await submit.getByLabel('Views Generated').fill('100');
    await submit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Clip submitted for review!').waitFor();

    // 3. The clip shows the views YouTube measured at submission.
    const [clip] = (await api('myClips', clipper.token)).clips;
    if (!clip) throw new Error('the submitted clip is not in My Clips');
    expect(clip.measuredViews).toBeGreaterThan(0);
    await page
      .getByText(`${(clip.measuredViews ?? 0).toLocaleString('en-IN')} measured by YouTube`)
      .first()
      .waitFor();

    // 4. The creator approves; the clipper's wallet shows it held, not withdrawable.
    await api('approveClip', creator.token, { id: clip._id, body: { viewCount: 100 } });
    await page.goto('/clipper/wallet');
    await page.getByRole('group', { name: 'Held Earnings' }).getByText('₹4.40').waitFor();
    await page.getByRole('group', { name: 'Available to Withdraw' }).getByText('₹0.00').waitFor();
    await page
      .getByText(/held until \d{1,2} [A-Z][a-z]{2} \d{4}/)
      .first()
      .waitFor();
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
