import { hmacHex } from '../../src/server/payments/signature';
import type { Intent } from './intents';
import type { Model, WithdrawalModel } from './model';
import { badBody, pick, type Step } from './plan-shared';

/** The webhook secret of the model's payout provider (run.ts gives its sandbox the same). */
export const MODEL_PAYOUT_SECRET = 'model-payout-webhook-secret';

type Outcome = 'processed' | 'failed' | 'reversed' | 'rejected';
const OUTCOMES: readonly Outcome[] = ['processed', 'processed', 'failed', 'reversed', 'rejected'];

/** The model's payout events so far, so one is sometimes delivered again or late, as RazorpayX may. */
const delivered = new WeakMap<Model, { withdrawal: WithdrawalModel; outcome: Outcome }[]>();

/** RazorpayX's webhook body for a payout in `outcome` (docs/payouts.md#webhooks), with only fields it documents. */
function webhookBody(withdrawal: WithdrawalModel, payoutId: string, outcome: Outcome) {
  const paid = outcome === 'processed' || outcome === 'reversed';
  return {
    entity: 'event',
    account_id: 'acc_ModelMerchant01',
    event: `payout.${outcome}`,
    contains: ['payout'],
    payload: {
      payout: {
        entity: {
          id: payoutId,
          entity: 'payout',
          amount: withdrawal.amount,
          currency: 'INR',
          status: outcome,
          mode: 'UPI',
          purpose: 'payout',
          utr: paid ? `UTR${withdrawal.id.replace(/\D/g, '').slice(0, 9).padEnd(9, '0')}` : null,
          reference_id: withdrawal.id,
          status_details:
            outcome === 'processed'
              ? null
              : { description: `The payout was ${outcome}.`, reason: outcome, source: 'bank' },
          created_at: 1_795_000_000,
        },
      },
    },
    created_at: 1_795_000_000,
  };
}

/**
 * The model plays RazorpayX (docs/payouts.md#states): it sends a payout event for a withdrawal it sent, the same one
 * again or an older one late. Processed pays a sending withdrawal; failed, rejected or reversed returns a sending or
 * paid one to the wallet, once; anything else changes nothing. A body with a wrong signature is refused with 400.
 */
export function planPayoutEvent(model: Model, intent: Intent): Step {
  const sent = model.withdrawals.filter((w) => w.payoutId !== null);
  const past = delivered.get(model) ?? [];
  delivered.set(model, past);
  const again = intent.own ? undefined : pick(past, intent.target);
  const chosen = again ?? {
    withdrawal: pick(sent, intent.target),
    outcome: pick(OUTCOMES, intent.amount) ?? 'processed',
  };
  const { withdrawal, outcome } = chosen;
  if (!withdrawal?.payoutId) {
    const body = { entity: 'event', event: 'payout.processed', payload: {} };
    return {
      route: 'payoutWebhook',
      describe: 'RazorpayX sends an event for no payout of ours, badly signed',
      body,
      headers: { 'X-Razorpay-Signature': hmacHex('another secret', JSON.stringify(body)) },
      expected: 400,
    };
  }
  const body = webhookBody(withdrawal, withdrawal.payoutId, outcome);
  const describe = `RazorpayX says withdrawal ${model.withdrawals.indexOf(withdrawal)} was ${outcome}${again ? ' (again or late)' : ''}`;
  if (badBody(intent))
    return {
      route: 'payoutWebhook',
      describe: `${describe}, with a wrong signature`,
      body,
      headers: { 'X-Razorpay-Signature': hmacHex('another secret', JSON.stringify(body)) },
      expected: 400,
    };
  return {
    route: 'payoutWebhook',
    describe,
    body,
    headers: { 'X-Razorpay-Signature': hmacHex(MODEL_PAYOUT_SECRET, JSON.stringify(body)) },
    expected: 200,
    apply: () => {
      past.push({ withdrawal, outcome });
      const returned = outcome !== 'processed';
      if (withdrawal.status === 'sending' && !returned) withdrawal.status = 'paid';
      else if ((withdrawal.status === 'sending' || withdrawal.status === 'paid') && returned) {
        withdrawal.status = 'returned';
        model.move(withdrawal.userId, withdrawal.amount);
      }
    },
  };
}
