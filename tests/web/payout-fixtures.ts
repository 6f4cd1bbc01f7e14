/** A withdrawal as the server sends it (rupees on the wire), with the payout fields of docs/payouts.md#states. */
export function wireWithdrawal(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'w1',
    amount: 60,
    upiId: 'asha@upi',
    status: 'requested',
    reference: null,
    holdReason: null,
    returnReason: null,
    returnReasonSaid: null,
    payoutState: null,
    payoutId: null,
    user: { _id: '00000000-0000-4000-8000-000000000001', name: 'Asha Clipper', email: 'user@example.com' },
    createdAt: '2026-03-05T09:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

/** GET /api/config's answer with the payouts mode and minimum (rupees) a test needs. */
export function wireConfig(mode: 'razorpayx' | 'sandbox' | 'manual', minWithdrawal = 100) {
  return {
    payments: {
      mode: 'sandbox',
      keyId: 'rzp_sandbox_clipmandi',
      checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
    },
    payouts: { mode, minWithdrawal },
    accounts: { emailVerification: 'off' },
    campaigns: { platforms: ['youtube_shorts'] },
  };
}
