import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@schemas/auth';
import { callOver } from '../api/server-process';
import { startE2e, type E2e } from './harness';

/**
 * Payouts in a real browser on the offline payout sandbox, as the README's demo shows them (docs/payouts.md): the
 * clipper confirms whose UPI ID it is, the first payout to it waits for the admin's Approve, the sandbox settles it
 * and the clipper sees Paid with its UTR; the next one to the same ID goes out with no admin.
 */

const ADMIN = { email: 'payouts-admin@e2e.example.com', password: 'admin-e2e-password' };

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYOUTS_MODE: 'sandbox',
      MIN_WITHDRAWAL: '100',
      SCHEDULER_INTERVAL_SECONDS: '1',
    },
  });
});
afterAll(async () => {
  await e2e?.stop();
});

/** A clipper with ₹440.00 earned: 25,000 views at ₹20 per 1000, approved (through the API: set-up). */
async function clipperWithEarnings(): Promise<AuthResponse> {
  const base = e2e.baseUrl;
  const creator = await e2e.signup('creator', 'Payout Creator');
  const { order } = await callOver(base, 'topup', { token: creator.token, body: { amount: 1000 } }, 201);
  const payment = await callOver(base, 'sandboxPay', { body: { order_id: order.id } });
  await callOver(base, 'verifyPayment', { token: creator.token, body: payment });
  const body = {
    title: 'Payout Overs',
    description: 'd',
    requirements: 'r',
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    payoutPer1000Views: 20,
    totalBudget: 800,
  };
  const { campaign } = await callOver(base, 'createCampaign', { token: creator.token, body }, 201);
  const clipper = await e2e.signup('user', 'Ravi Kumar');
  await callOver(base, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  const clipBody = { campaignId: campaign._id, clipLink: 'https://youtu.be/payoutClip1', viewCount: 25_000 };
  const { clip } = await callOver(base, 'submitClip', { token: clipper.token, body: clipBody }, 201);
  await callOver(base, 'approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 25_000 } });
  return clipper;
}

describe('payouts in a real browser (sandbox)', () => {
  it('confirms the UPI ID, waits for the admin once, then pays with a UTR, and pays the next at once', async () => {
    const clipperAuth = await clipperWithEarnings();
    const clipper = await e2e.newPageAs(clipperAuth);
    await clipper.goto('/clipper/wallet');
    await clipper.getByRole('group', { name: 'Available to Withdraw' }).getByText('₹440.00').waitFor();

    // Under the minimum: refused on the form.
    await clipper.getByLabel('Amount (₹)').fill('50');
    await clipper.getByLabel('UPI ID').fill('ravi.kumar@okaxis');
    await clipper.getByRole('button', { name: 'Request Withdrawal' }).click();
    await clipper.getByText('The minimum withdrawal is ₹100.00.').waitFor();

    // The first withdrawal: the provider names the account holder, the clipper confirms.
    await clipper.getByLabel('Amount (₹)').fill('150');
    await clipper.getByRole('button', { name: 'Request Withdrawal' }).click();
    const confirm = clipper.getByRole('dialog', { name: 'Confirm UPI ID' });
    await confirm.getByText('Pay to RAVI KUMAR (ravi.kumar@okaxis)?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm and withdraw' }).click();
    await clipper.getByText('Withdrawal requested. It will be processed shortly.').waitFor();
    await clipper.getByText('Waiting for an admin: first payout to this UPI ID.').waitFor();

    // The admin approves it; the sandbox settles it in seconds.
    // Signed in through the API: the admin's sign-in page is another journey's subject (marketplace.test.ts).
    const admin = await e2e.newPageAs(await callOver(e2e.baseUrl, 'adminLogin', { body: ADMIN }));
    await admin.goto('/admin/withdrawals');
    const row = admin.getByRole('row', { name: /Ravi Kumar/ });
    await row.getByText('Waiting for an admin: first payout to this UPI ID.').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve withdrawal?' });
    await approve.getByText('Send ₹150.00 to ravi.kumar@okaxis through the payout sandbox? No money moves.').waitFor();
    await approve.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Withdrawal approved and sent to the payout provider.').waitFor();

    // The clipper sees it paid, with the bank's reference, without reloading.
    const paid = clipper.getByText(/^UTR \d{12}$/);
    await paid.first().waitFor({ timeout: 20_000 });
    expect(await paid.count()).toBe(1);

    // The next withdrawal to the same ID goes out at once.
    await clipper.getByRole('button', { name: /Use ravi\.kumar@okaxis/ }).click();
    await clipper.getByLabel('Amount (₹)').fill('120');
    await clipper.getByRole('button', { name: 'Request Withdrawal' }).click();
    await clipper
      .getByRole('dialog', { name: 'Confirm UPI ID' })
      .getByRole('button', { name: 'Confirm and withdraw' })
      .click();
    await clipper.getByText('Withdrawal sent. UPI payouts usually arrive within minutes.').waitFor();
    await expect.poll(() => paid.count(), { timeout: 20_000, interval: 500 }).toBe(2);
    await clipper.getByRole('group', { name: 'Available to Withdraw' }).getByText('₹170.00').waitFor();

    // Admin > Payouts counts them.
    await admin.goto('/admin/payouts');
    await admin.getByText('Sandbox (offline)').waitFor();
    await admin.getByText('No failed payouts.').waitFor();

    for (const page of [clipper, admin]) expect(e2e.browserErrors(page)).toEqual([]);
  });
});
