import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutFailure, CheckoutOptions } from '@web/features/wallet/api/checkout-script';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const creator = aUser('creator', { name: 'Ravi Creator', email: 'ravi@example.com' });
const config = {
  payments: { mode: 'sandbox', keyId: 'rzp_sandbox_clipmandi', checkoutScriptUrl: '/api/payments/sandbox/checkout.js' },
  payouts: { mode: 'sandbox', minWithdrawal: 100 },
  accounts: { emailVerification: 'off' },
  campaigns: { platforms: ['youtube_shorts'] },
};
const wallet = (balance: number) => ({
  data: {
    availableBalance: balance,
    totalSpent: 411.45,
    pendingPayouts: 33.56,
    transactions: [
      {
        _id: 't2',
        type: 'campaign_funding',
        amount: -1000,
        description: 'Budget reserved for campaign "Podcast"',
        descriptionSaid: { code: 'ledger.campaignFunding', values: { title: 'Podcast' } },
        timestamp: '2025-03-05T09:00:00.000Z',
      },
      {
        _id: 't1',
        type: 'topup',
        amount: 2000,
        description: 'Wallet top-up (payment pay_1)',
        descriptionSaid: { code: 'ledger.topUp', values: { paymentId: 'pay_1' } },
        timestamp: '2025-03-04T09:00:00.000Z',
      },
    ],
  },
});
const order = { order: { id: 'order_abc', amount: 500, currency: 'INR' } };
const payment = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_abc', razorpay_signature: 'f'.repeat(64) };

/**
 * A stand-in for window.Razorpay: records the options and, on open(), pays, dismisses, or fails the payment
 * (with `failure`, as Razorpay hands it to 'payment.failed' handlers).
 */
function fakeCheckout(behaviour: 'pay' | 'dismiss' | 'fail' = 'pay', failure: CheckoutFailure = {}) {
  const opened: CheckoutOptions[] = [];
  class FakeCheckout {
    private readonly failed: ((failure: CheckoutFailure) => void)[] = [];
    constructor(private readonly options: CheckoutOptions) {}
    on(event: 'payment.failed', handler: (failure: CheckoutFailure) => void) {
      if (event === 'payment.failed') this.failed.push(handler);
    }
    open() {
      opened.push(this.options);
      if (behaviour === 'pay') this.options.handler(payment);
      else if (behaviour === 'fail') this.failed.forEach((handler) => handler(failure));
      else this.options.modal.ondismiss();
    }
  }
  window.Razorpay = FakeCheckout;
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
});

function creatorApi(overrides: Record<string, Handler> = {}) {
  storeSession(creator);
  let balance = 1000;
  return mockApi({
    'GET /api/auth/me': { body: { user: creator } },
    'GET /api/config': { body: config },
    'GET /api/wallet/creator': () => ({ body: wallet(balance) }),
    'POST /api/wallet/topup': { status: 201, body: order },
    'POST /api/wallet/verify': () => {
      balance += 500;
      return { body: { message: 'Top-up successful!', balance }, changed: [`user:${creator._id}`] };
    },
    ...overrides,
  });
}

const card = (label: string) => screen.getByRole('group', { name: label });

async function openTopUp() {
  const view = renderApp('/creator/wallet');
  await view.user.click(await screen.findByRole('button', { name: 'Top-Up Wallet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Top Up Wallet' });
  return { ...view, dialog: within(dialog) };
}

describe('creator wallet', () => {
  it('shows Available Balance, Total Spent, Pending Payouts and the signed history', async () => {
    creatorApi({ 'GET /api/wallet/creator': { body: wallet(1000), delayMs: 4000 } });
    renderApp('/creator/wallet');
    // The wallet's placeholder (its frame, figures and rows in grey) stands while the wallet loads.
    expect(await screen.findByText('Loading wallet...', {}, { timeout: 3500 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Creator Wallet' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Available Balance' }, { timeout: 6000 });
    expect(within(card('Available Balance')).getByText('₹1,000.00')).toBeTruthy();
    expect(within(card('Total Spent')).getByText('₹411.45')).toBeTruthy();
    expect(within(card('Pending Payouts')).getByText('₹33.56')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Campaign funding')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('-₹1,000.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Top-up')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('+₹2,000.00')).toBeTruthy();
  });

  it("shows 'Failed to load wallet' with Try Again, which reloads", async () => {
    let fail = true;
    creatorApi({ 'GET /api/wallet/creator': () => (fail ? { status: 500, body: {} } : { body: wallet(5) }) });
    const { user } = renderApp('/creator/wallet');
    expect(await screen.findByText('Failed to load wallet')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(card('Available Balance')).getByText('₹5.00')).toBeTruthy());
  });
});

describe('Top Up Wallet', () => {
  it('refuses an empty, zero or negative amount with the contract message and creates no order', async () => {
    const api = creatorApi();
    fakeCheckout();
    const { user, dialog } = await openTopUp();
    const amount = dialog.getByLabelText('Amount (₹)');
    expect(amount.getAttribute('min')).toBe('1');
    expect(amount.getAttribute('step')).toBe('0.01');
    for (const typed of ['', '0', '-5']) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
      expect((await dialog.findByRole('alert')).textContent).toBe('Please enter a valid amount greater than 0');
    }
    expect(api.calls.some((c) => c.path === '/api/wallet/topup')).toBe(false);
  });

  it('creates the order, opens the checkout the server names (docs/product.md#payments), verifies, toasts and shows the new balance', async () => {
    const api = creatorApi();
    const opened = fakeCheckout('pay');
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '500');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));

    expect(await screen.findByText('Top-up successful!')).toBeTruthy();
    await waitFor(() => expect(within(card('Available Balance')).getByText('₹1,500.00')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Top Up Wallet' })).toBeNull());

    expect(api.calls.find((c) => c.path === '/api/wallet/topup')?.body).toEqual({ amount: 500 });
    expect(api.calls.find((c) => c.path === '/api/wallet/verify')?.body).toEqual(payment);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_sandbox_clipmandi',
      amount: 50000,
      currency: 'INR',
      name: 'Wallet Top-up',
      description: 'Add funds to creator wallet',
      order_id: 'order_abc',
      prefill: { name: 'Ravi Creator', email: 'ravi@example.com' },
      theme: { color: '#c2410c' },
    });
  });

  it("says 'Payment verification failed.' when verify is refused, and credits nothing on screen", async () => {
    creatorApi({ 'POST /api/wallet/verify': { status: 502, body: {} } });
    fakeCheckout('pay');
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '500');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText('Payment verification failed.')).toBeTruthy();
    expect(within(card('Available Balance')).getByText('₹1,000.00')).toBeTruthy();
  });

  it("says 'Failed to initiate top-up.' when the order cannot be created, and keeps the modal open", async () => {
    creatorApi({ 'POST /api/wallet/topup': { status: 503, body: {} } });
    const opened = fakeCheckout('pay');
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '25.50');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText('Failed to initiate top-up.')).toBeTruthy();
    expect(opened).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Top Up Wallet' })).toBeTruthy();
  });

  it("says 'Failed to load Razorpay. Please try again.' when the checkout cannot be loaded, before any order", async () => {
    const api = creatorApi({ 'GET /api/config': { status: 500, body: {} } });
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '10');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText('Failed to load Razorpay. Please try again.')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/wallet/topup')).toBe(false);
  });

  it("toasts the provider's reason when the payment fails, and verifies nothing", async () => {
    const api = creatorApi();
    fakeCheckout('fail', { error: { description: 'Your card was declined by the bank.' } });
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '10');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText('Your card was declined by the bank.')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/wallet/verify')).toBe(false);
    expect(within(card('Available Balance')).getByText('₹1,000.00')).toBeTruthy();
  });

  it("says 'Payment failed. Please try again.' when the failure gives no reason", async () => {
    creatorApi();
    fakeCheckout('fail', { error: { description: '  ' } });
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '10');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeTruthy();
  });

  it('closing checkout without paying verifies nothing', async () => {
    const api = creatorApi();
    const opened = fakeCheckout('dismiss');
    const { user, dialog } = await openTopUp();
    await user.type(dialog.getByLabelText('Amount (₹)'), '10');
    await user.click(dialog.getByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(api.calls.some((c) => c.path === '/api/wallet/verify')).toBe(false);
    expect(screen.queryByText('Top-up successful!')).toBeNull();
  });
});
