import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, startE2e, type E2e } from './harness';

/**
 * One-click channel linking in a real browser, on the offline YouTube and Google sandboxes
 * (docs/trust.md#google-sign-in): Link with Google, the sandbox's consent page, back verified, no code needed.
 */

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ env: { YOUTUBE_MODE: 'sandbox' } });
});
afterAll(async () => {
  await e2e?.stop();
});

describe('Google sign-in in a real browser', () => {
  it('links the clipper’s channel in two clicks', async () => {
    const clipper = await e2e.signup('user', 'Gita Clipper');
    const page = await e2e.newPageAs(clipper);
    await page.goto('/clipper-dashboard');
    const card = page.getByRole('region', { name: 'YouTube channel' });
    await card.getByText('Not linked').waitFor();
    await card.getByRole('button', { name: 'Link with Google' }).click();

    await page.getByRole('heading', { name: 'Sign in to your sandbox Google account' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.getByText('Your YouTube channel is verified and linked.').first().waitFor();
    await page.waitForURL('**/clipper-dashboard');
    await card.getByText('Verified').waitFor();
    const { channel } = await apiCall(e2e.baseUrl, 'clipperChannel', clipper.token);
    expect(channel.channelId).toMatch(/^UCclipmandi-/);
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
