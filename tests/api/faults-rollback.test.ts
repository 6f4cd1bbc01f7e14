import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/server/payments/signature';
import { campaignBody, createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { provesCallRollback, type FaultTarget, type Tried } from './faults/proves-rollback';
import { installStatementFaults, type StatementFaults } from './faults/statement-faults';
import { fundWallet } from './fund-wallet';
import { startTestApi, type CallResult, type TestApi } from './harness';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay';

/**
 * An error thrown between any two steps of a money flow rolls the whole flow back. Each flow is tried with a
 * fault before its first statement, then after its 1st, 2nd, ... statement, until it runs through: every
 * faulted try must answer 500, leave every table as it was (so the ledger audit stays clean), and the
 * untouched try must then succeed. Refund and dispute webhooks run on a second API in Razorpay mode.
 */

let api: TestApi;
let faults: StatementFaults;
let admin: { token: string };
beforeAll(async () => {
  api = await startTestApi();
  faults = installStatementFaults(api.db);
  admin = await api.admin();
});
afterAll(() => api.close());

const SANDBOX_SECRET = 'sandbox-test-secret'; // testConfig's

/** What each flow was tried with, for the report line at the end. */
const tried: Tried = [];

type Attempt = () => Promise<CallResult>;

function provesRollback(
  flow: string,
  setup: () => Promise<Attempt>,
  succeeded: (res: CallResult) => void,
  on: FaultTarget = { api, faults },
) {
  return provesCallRollback(flow, setup, succeeded, on, tried);
}

const ok = (status: number) => (res: CallResult) => expect(res.status).toBe(status);

async function clipperWithJoined(campaignId: string) {
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
  return clipper;
}

async function pendingClip(clipper: Person, campaignId: string) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 5000 };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

/** A clipper whose wallet holds ₹500 and who asked for ₹200 of it. */
async function requestedWithdrawal() {
  const clipper = await api.signup('user');
  await fundWallet(api, clipper.user._id, 500);
  const res = await api.ok('withdraw', { token: clipper.token, body: { amount: 200, upiId: 'clara@upi' } }, 201);
  return res.withdrawal._id;
}

let paymentCounter = 0;
const capturedEvent = (orderId: string, paymentId: string, amountPaise: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, currency: 'INR', status: 'captured' } },
  },
});

describe('an error between any two steps of a money flow rolls the whole flow back', () => {
  it('top-up verify', async () => {
    await provesRollback(
      'top-up verify',
      async () => {
        const creator = await api.signup('creator');
        const { order } = await api.ok('topup', { token: creator.token, body: { amount: 750 } }, 201);
        const payment = await api.ok('sandboxPay', { body: { order_id: order.id } });
        return () => api.call('verifyPayment', { token: creator.token, body: payment });
      },
      (res) => expect(res.json).toMatchObject({ balance: 750 }),
    );
  });

  it('webhook credit', async () => {
    await provesRollback(
      'webhook credit',
      async () => {
        const creator = await api.signup('creator');
        const { order } = await api.ok('topup', { token: creator.token, body: { amount: 300 } }, 201);
        const rawBody = JSON.stringify(capturedEvent(order.id, `pay_fault${++paymentCounter}`, 30000));
        const headers = {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacHex(SANDBOX_SECRET, rawBody),
        };
        return () => api.raw('POST', '/api/wallet/webhook', { rawBody, headers });
      },
      (res) => expect(res.json).toEqual({ message: 'Payment credited.' }),
    );
  });

  it('campaign create (funded from the wallet)', async () => {
    await provesRollback(
      'campaign create',
      async () => {
        const creator = await fundedCreator(api, 2000);
        return () => api.call('createCampaign', { token: creator.token, body: campaignBody({ totalBudget: 1200 }) });
      },
      ok(201),
    );
  });

  for (const [flow, budget] of [
    ['budget raised', 1600],
    ['budget lowered (refund)', 400],
  ] as const) {
    it(`campaign update: ${flow}`, async () => {
      await provesRollback(
        `campaign update: ${flow}`,
        async () => {
          const creator = await fundedCreator(api, 2000);
          const campaign = await createCampaign(api, creator, { totalBudget: 1000 });
          const body = campaignBody({ title: campaign.title, totalBudget: budget });
          return () => api.call('updateCampaign', { token: creator.token, params: { id: campaign._id }, body });
        },
        (res) => expect(res.json).toMatchObject({ campaign: { totalBudget: budget } }),
      );
    });
  }

  it('campaign delete (unspent budget refunded)', async () => {
    await provesRollback(
      'campaign delete',
      async () => {
        const creator = await fundedCreator(api, 2000);
        const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 10 });
        const clipper = await clipperWithJoined(campaign._id);
        const clip = await pendingClip(clipper, campaign._id);
        await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 5000 } });
        return () => api.call('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
      },
      ok(200),
    );
  });

  it('clip approve (payout, fee, spent, views)', async () => {
    await provesRollback(
      'clip approve',
      async () => {
        const creator = await fundedCreator(api, 2000);
        const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 10 });
        const clip = await pendingClip(await clipperWithJoined(campaign._id), campaign._id);
        return () =>
          api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 4321 } });
      },
      (res) => expect(res.json).toMatchObject({ clip: { status: 'approved', views: 4321 } }),
    );
  });

  it('clip approve that spends the last of the budget (completes the campaign)', async () => {
    await provesRollback(
      'clip approve, budget exhausted',
      async () => {
        const creator = await fundedCreator(api, 2000);
        const campaign = await createCampaign(api, creator, { totalBudget: 10, payoutPer1000Views: 10 });
        const clip = await pendingClip(await clipperWithJoined(campaign._id), campaign._id);
        return () =>
          api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 5000 } });
      },
      (res) => expect(res.json).toMatchObject({ clip: { status: 'approved', earnings: 8.8 } }),
    );
  });

  it('withdrawal request (hold)', async () => {
    await provesRollback(
      'withdrawal request',
      async () => {
        const clipper = await api.signup('user');
        await fundWallet(api, clipper.user._id, 500);
        return () => api.call('withdraw', { token: clipper.token, body: { amount: 350, upiId: 'clara@upi' } });
      },
      ok(201),
    );
  });

  it('admin pays a withdrawal', async () => {
    await provesRollback(
      'withdrawal paid',
      async () => {
        const id = await requestedWithdrawal();
        return () => api.call('payWithdrawal', { token: admin.token, params: { id }, body: { reference: 'UTR42' } });
      },
      (res) => expect(res.json).toMatchObject({ withdrawal: { status: 'paid' } }),
    );
  });

  it('admin rejects a withdrawal (amount back to the wallet)', async () => {
    await provesRollback(
      'withdrawal rejected',
      async () => {
        const id = await requestedWithdrawal();
        return () =>
          api.call('rejectWithdrawal', { token: admin.token, params: { id }, body: { reason: 'Wrong UPI ID' } });
      },
      (res) => expect(res.json).toMatchObject({ withdrawal: { status: 'rejected' } }),
    );
  });

  it('admin fee withdrawal', async () => {
    await provesRollback(
      'fee withdrawal',
      async () => {
        // Fees to take out: a 12% fee from one approved clip.
        const creator = await fundedCreator(api, 2000);
        const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 100 });
        const clip = await pendingClip(await clipperWithJoined(campaign._id), campaign._id);
        await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 5000 } });
        return () => api.call('adminWithdraw', { token: admin.token, body: { amount: 10 } });
      },
      ok(200),
    );
  });

  it('join and reject keep the running figures whole (participants, approved views)', async () => {
    const creator = await fundedCreator(api, 2000);
    const campaign = await createCampaign(api, creator, { totalBudget: 1000 });
    await provesRollback(
      'campaign join',
      async () => {
        const clipper = await api.signup('user');
        return () => api.call('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      },
      ok(200),
    );
    await provesRollback(
      'clip reject',
      async () => {
        const clip = await pendingClip(await clipperWithJoined(campaign._id), campaign._id);
        return () => api.call('rejectClip', { token: creator.token, params: { id: clip._id } });
      },
      ok(200),
    );
  });
});

describe('refund and dispute webhooks roll back whole (Razorpay mode)', () => {
  const settings = { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
  let razorpay: FakeRazorpay;
  let target: FaultTarget;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(settings);
    const paid = await startTestApi({ razorpay: { ...settings, apiBaseUrl: razorpay.url } });
    target = { api: paid, faults: installStatementFaults(paid.db) };
  });
  afterAll(async () => {
    await target.api.close();
    await razorpay.close();
  });

  const post = (hook: { rawBody: string; headers: Record<string, string> }) => () =>
    target.api.raw('POST', '/api/wallet/webhook', hook);

  /** A creator who topped up `rupees` through the provider, `spent` of it then put into a campaign. */
  async function toppedUp(rupees: number, spent = 0) {
    const c = await target.api.signup('creator');
    const { order } = await target.api.ok('topup', { token: c.token, body: { amount: rupees } }, 201);
    const handoff = razorpay.pay(order.id);
    await target.api.ok('verifyPayment', { token: c.token, body: handoff });
    if (spent > 0)
      await target.api.ok('createCampaign', { token: c.token, body: campaignBody({ totalBudget: spent }) }, 201);
    return handoff.razorpay_payment_id;
  }

  it('top-up verify with the capture checked at the provider', async () => {
    await provesRollback(
      'top-up verify (Razorpay)',
      async () => {
        const c = await target.api.signup('creator');
        const { order } = await target.api.ok('topup', { token: c.token, body: { amount: 400 } }, 201);
        const handoff = razorpay.pay(order.id);
        return () => target.api.call('verifyPayment', { token: c.token, body: handoff });
      },
      (res) => expect(res.json).toMatchObject({ balance: 400 }),
      target,
    );
  });

  it('a processed refund, recovered in full', async () => {
    await provesRollback(
      'refund processed',
      async () => {
        const paymentId = await toppedUp(500);
        const refund = razorpay.refund(paymentId, 20000);
        return post(razorpay.webhook('refund.processed', { refund, payment: razorpay.paymentEntity(paymentId) }));
      },
      (res) => expect(res.json).toEqual({ message: 'Refund settled.' }),
      target,
    );
  });

  it('a processed refund beyond the wallet (the rest flagged)', async () => {
    await provesRollback(
      'refund processed, partly recovered',
      async () => {
        const paymentId = await toppedUp(500, 400);
        const refund = razorpay.refund(paymentId, 50000);
        return post(razorpay.webhook('refund.processed', { refund, payment: razorpay.paymentEntity(paymentId) }));
      },
      (res) =>
        expect(res.json).toEqual({ message: 'Refund settled: 40000 paise not recovered, flagged for the admin.' }),
      target,
    );
  });

  it('a lost dispute', async () => {
    await provesRollback(
      'dispute lost',
      async () => {
        const paymentId = await toppedUp(200, 150);
        const dispute = razorpay.dispute(paymentId, 20000);
        const payment = razorpay.paymentEntity(paymentId);
        await post(
          razorpay.webhook('payment.dispute.created', {
            payment,
            dispute: { entity: { ...dispute.entity, status: 'open' } },
          }),
        )();
        return post(
          razorpay.webhook('payment.dispute.lost', {
            payment,
            dispute: { entity: { ...dispute.entity, status: 'lost' } },
          }),
        );
      },
      (res) =>
        expect(res.json).toEqual({ message: 'Dispute settled: 15000 paise not recovered, flagged for the admin.' }),
      target,
    );
  });
});

it('reports what was tried', () => {
  const points = tried.reduce((sum, t) => sum + t.faults, 0);
  console.log(
    `Rollback per flow: ${tried.length} flows, ${points} faults injected, none left a change:\n` +
      tried.map((t) => `  ${t.flow}: ${t.statements} statements, ${t.faults} faults`).join('\n'),
  );
  expect(tried.length).toBeGreaterThanOrEqual(18);
});
