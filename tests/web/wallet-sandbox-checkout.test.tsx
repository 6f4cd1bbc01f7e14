import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutConstructor, CheckoutOptions } from '@web/features/wallet/api/checkout-script';
import { mockApi } from './mock-api';

// The sandbox's checkout script exactly as the server serves it, run in this page.
const script = readFileSync(resolve(import.meta.dirname, '../../src/server/payments/sandbox-checkout.js'), 'utf8');
const payment = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'a'.repeat(64) };

let Checkout: CheckoutConstructor;
beforeEach(() => {
  // A test-only way to run the served file; the browser loads it with <script src>.
  new Function(script)();
  Checkout = window.Razorpay as CheckoutConstructor;
});
afterEach(() => {
  delete window.Razorpay;
  document.body.innerHTML = '';
});

function options(overrides: Partial<CheckoutOptions> = {}): CheckoutOptions {
  return {
    key: 'rzp_sandbox_clipmandi',
    amount: 123450,
    currency: 'INR',
    name: 'Wallet Top-up',
    description: 'Add funds to creator wallet',
    order_id: 'order_1',
    prefill: { name: 'Ravi Creator', email: 'ravi@example.com' },
    theme: { color: '#c2410c' },
    handler: vi.fn(),
    modal: { ondismiss: vi.fn() },
    ...overrides,
  };
}

describe('sandbox checkout script', () => {
  it("opens a 'Wallet Top-up' dialog with the amount in rupees, the prefilled name and email, Pay and Cancel", () => {
    new Checkout(options()).open();
    const dialog = within(screen.getByRole('dialog', { name: 'Wallet Top-up' }));
    expect(dialog.getByText('₹1,234.50')).toBeTruthy();
    expect(dialog.getByText('Ravi Creator')).toBeTruthy();
    expect(dialog.getByText('ravi@example.com')).toBeTruthy();
    expect(dialog.getByText('Add funds to creator wallet')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('Pay asks the sandbox to sign the order, closes and hands the three fields to options.handler', async () => {
    const api = mockApi({ 'POST /api/payments/sandbox/pay': { body: { ...payment, extra: 'ignored' } } });
    const opts = options();
    new Checkout(opts).open();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opts.handler).toHaveBeenCalledWith(payment));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ order_id: 'order_1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opts.modal.ondismiss).not.toHaveBeenCalled();
  });

  it('Cancel (or Escape) closes and calls options.modal.ondismiss, paying nothing', () => {
    const api = mockApi({});
    const opts = options();
    const checkout = new Checkout(opts);
    checkout.open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opts.modal.ondismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    checkout.open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(opts.modal.ondismiss).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(opts.handler).not.toHaveBeenCalled();
  });

  it("a refused payment stays open with the server's message and calls the payment.failed handlers", async () => {
    mockApi({
      'POST /api/payments/sandbox/pay': { status: 409, body: { message: 'This order has already been paid.' } },
    });
    const opts = options();
    const failed = vi.fn();
    const checkout = new Checkout(opts);
    checkout.on('payment.failed', failed);
    checkout.open();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Wallet Top-up' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This order has already been paid.');
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed.mock.calls[0]?.[0]).toMatchObject({
      error: { description: 'This order has already been paid.', metadata: { order_id: 'order_1' } },
    });
    expect(opts.handler).not.toHaveBeenCalled();
    expect((dialog.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
