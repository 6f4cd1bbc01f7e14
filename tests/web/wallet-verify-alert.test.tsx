import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@schemas/auth';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** The wallets' reminder while money waits on a verified email (docs/accounts.md#verified-email). */

const config = (emailVerification: 'required' | 'off') => ({
  payments: { mode: 'sandbox', keyId: 'rzp_sandbox', checkoutScriptUrl: '/api/payments/sandbox/checkout.js' },
  payouts: { mode: 'sandbox', minWithdrawal: 1 },
  accounts: { emailVerification },
  campaigns: { platforms: ['youtube_shorts'] },
});
const creatorWallet = { data: { availableBalance: 0, totalSpent: 0, pendingPayouts: 0, transactions: [] } };
const clipperWallet = {
  data: {
    totalEarnings: 0,
    pendingEarnings: 0,
    heldEarnings: 0,
    holds: [],
    availableToWithdraw: 0,
    withdrawals: [],
    transactions: [],
  },
};
const reminder = (email: string) => `Verify your email to move money. We sent a link to ${email}.`;

function walletApi(person: PublicUser, emailVerification: 'required' | 'off') {
  storeSession(person);
  return mockApi({
    'GET /api/auth/me': { body: { user: person } },
    'GET /api/config': { body: config(emailVerification) },
    'GET /api/wallet/creator': { body: creatorWallet },
    'GET /api/wallet/clipper': { body: clipperWallet },
    'GET /api/wallet/upi-ids': { body: { upiIds: [] } },
    'POST /api/auth/resend-verification': {
      status: 202,
      body: { message: said('verificationSent', { email: person.email }) },
    },
  });
}

/** Waits until the wallet is drawn with the server's settings in (the reminder depends on them). */
async function openWallet(path: string, heading: string, api: ReturnType<typeof mockApi>) {
  renderApp(path);
  await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(callsTo(api.calls, '/api/config').at(-1)?.status).toBe(200));
}

describe('the wallet’s verify-email reminder', () => {
  it('shows on the creator’s wallet while required and unverified, and sends a new link', async () => {
    const creator = aUser('creator', { email: 'ravi@example.com', emailVerified: false });
    const api = walletApi(creator, 'required');
    const { user } = renderApp('/creator/wallet');
    const text = await screen.findByText(reminder('ravi@example.com'));
    expect(screen.getByRole('button', { name: 'Top-Up Wallet' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(said('verificationSent', { email: 'ravi@example.com' }))).toBeTruthy();
    expect(callsTo(api.calls, '/api/auth/resend-verification')).toEqual([
      { method: 'POST', body: undefined, status: 202 },
    ]);
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('shows on the clipper’s wallet while required and unverified', async () => {
    const clipper = aUser('user', { email: 'asha@example.com', emailVerified: false });
    walletApi(clipper, 'required');
    renderApp('/clipper/wallet');
    expect(await screen.findByText(reminder('asha@example.com'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it.each([
    ['/creator/wallet', 'verification is off', 'Creator Wallet', 'creator', false, 'off'],
    ['/creator/wallet', 'the email is verified', 'Creator Wallet', 'creator', true, 'required'],
    ['/clipper/wallet', 'verification is off', 'Clipper Wallet', 'user', false, 'off'],
    ['/clipper/wallet', 'the email is verified', 'Clipper Wallet', 'user', true, 'required'],
  ] as const)('is not on %s when %s', async (path, _reason, heading, role, emailVerified, emailVerification) => {
    const api = walletApi(aUser(role, { emailVerified }), emailVerification);
    await openWallet(path, heading, api);
    expect(screen.queryByText(/Verify your email to move money/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });
});
