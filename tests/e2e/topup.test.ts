import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './harness';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.stop();
});

describe('creator top-up in a real browser (sandbox checkout)', () => {
  it('signs up a creator, tops up through the sandbox checkout dialog and sees the new balance without a reload', async () => {
    const page = await e2e.newPage();
    const email = `ravi-${Date.now()}@e2e.example.com`;
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Ravi Creator');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('I want to be a...').selectOption('creator');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/creator');

    await page.getByRole('navigation', { name: 'Main' }).getByText('Ravi Creator').waitFor();
    await page.goto('/creator/wallet');
    const balance = page.getByRole('group', { name: 'Available Balance' });
    await balance.getByText('₹0.00').waitFor();
    // A marker that a page reload would wipe: the new balance must arrive without one.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await page.getByRole('button', { name: 'Top-Up Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await form.getByLabel('Amount (₹)').fill('0');
    await form.getByRole('button', { name: 'Proceed to Pay' }).click();
    await form.getByText('Please enter a valid amount greater than 0').waitFor();
    await form.getByLabel('Amount (₹)').fill('500');
    await form.getByRole('button', { name: 'Proceed to Pay' }).click();

    const checkout = page.getByRole('dialog', { name: 'Wallet Top-up' });
    await checkout.waitFor();
    await checkout.getByText('₹500.00').waitFor();
    await checkout.getByText('Ravi Creator').waitFor();
    await checkout.getByText(email).waitFor();
    await checkout.getByText('Add funds to creator wallet').waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();

    await page.getByText('Top-up successful!').waitFor();
    await balance.getByText('₹500.00').waitFor();
    const history = page.getByRole('region', { name: 'Transaction History' });
    await history.getByText('+₹500.00').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Wallet Top-up' }).count()).toBe(0);
    // The sandbox script ran under the page's CSP without a single refusal.
    expect(e2e.browserErrors(page)).toEqual([]);
  });

  it('Cancel in the checkout dialog closes it and credits nothing', async () => {
    const creator = await e2e.signup('creator', 'Cancel Creator');
    const page = await e2e.newPageAs(creator);
    await page.goto('/creator/wallet');
    const balance = page.getByRole('group', { name: 'Available Balance' });
    await balance.getByText('₹0.00').waitFor();
    await page.getByRole('button', { name: 'Top-Up Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await form.getByLabel('Amount (₹)').fill('25.50');
    await form.getByRole('button', { name: 'Proceed to Pay' }).click();
    const checkout = page.getByRole('dialog', { name: 'Wallet Top-up' });
    await checkout.getByText('₹25.50').waitFor();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'detached' });

    const wallet = await page.evaluate(async (token) => {
      const res = await fetch('/api/wallet/creator', { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()) as { data: { availableBalance: number } };
    }, creator.token);
    expect(wallet.data.availableBalance).toBe(0);
    expect(await balance.getByText('₹0.00').count()).toBe(1);
    expect(e2e.browserErrors(page)).toEqual([]);
  });
});
