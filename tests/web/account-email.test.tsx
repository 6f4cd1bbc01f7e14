import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** The account's address in Settings, and the wallet's word while it is unverified (docs/accounts.md#verified-email). */

const unverified = aUser('user', { emailVerified: false, email: 'asha@example.com' });

describe('Settings: Email', () => {
  it('says the address is not verified, sends a new link, and asks the new address to verify a change', async () => {
    storeSession(unverified);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: unverified } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'POST /api/auth/resend-verification': {
        status: 202,
        body: { message: said('verificationSent', { email: 'asha@example.com' }) },
      },
      'POST /api/auth/change-email': {
        status: 202,
        body: { message: said('verificationSent', { email: 'new@example.com' }) },
      },
    });
    const { user } = renderApp('/settings');
    expect(await screen.findByText('Not verified')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText(said('verificationSent', { email: 'asha@example.com' }))).toBeTruthy();
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      said('verificationSent', { email: 'new@example.com' }),
    );
    expect(api.calls.find((call) => call.path === '/api/auth/change-email')?.body).toEqual({
      email: 'new@example.com',
      password: 'my-password',
    });
  });

  it('shows a wrong password’s refusal', async () => {
    const verified = aUser('creator');
    storeSession(verified);
    mockApi({
      'GET /api/auth/me': { body: { user: verified } },
      'GET /api/notification-settings': { body: { settings: [] } },
      'POST /api/auth/change-email': { status: 403, body: { message: said('wrongPassword') } },
    });
    const { user } = renderApp('/settings');
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).toBeNull();
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(said('wrongPassword'));
  });
});

describe('the wallet while the email is unverified', () => {
  const config = (emailVerification: 'required' | 'off') => ({
    payments: { mode: 'sandbox', keyId: 'rzp_sandbox', checkoutScriptUrl: '/api/payments/sandbox/checkout.js' },
    payouts: { mode: 'sandbox', minWithdrawal: 1 },
    accounts: { emailVerification },
  });
  const wallet = { data: { availableBalance: 0, totalSpent: 0, pendingPayouts: 0, transactions: [] } };

  it.each(['required', 'off'] as const)('verification %s', async (emailVerification) => {
    const creator = aUser('creator', { emailVerified: false, email: 'ravi@example.com' });
    storeSession(creator);
    mockApi({
      'GET /api/auth/me': { body: { user: creator } },
      'GET /api/wallet/creator': { body: wallet },
      'GET /api/config': { body: config(emailVerification) },
    });
    renderApp('/creator/wallet');
    await screen.findByRole('heading', { name: 'Creator Wallet' });
    const alert = await screen.findByText('Verify your email to move money').catch(() => null);
    if (emailVerification === 'off') expect(alert).toBeNull();
    else {
      const box = alert?.closest('[role="alert"]') as HTMLElement;
      expect(within(box).getByText(/We sent a link to ravi@example.com/)).toBeTruthy();
    }
  });
});
