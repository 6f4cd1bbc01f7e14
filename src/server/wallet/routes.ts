import { routes } from '../../../schemas/routes';
import { requireVerifiedEmail } from '../accounts/email-verification';
import { sendPayout } from '../payouts/send-payout';
import { readWithdrawal } from './withdrawal-view';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { limitAction } from '../limits/action-limits';
import { clipperWallet } from './clipper-wallet';
import { creatorWallet } from './creator-wallet';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { recordPaymentOrder } from './payment-order';
import { requestWithdrawal } from './request-withdrawal';
import { confirmPaymentCaptured, verifyTopup } from './verify-topup';

/** Top-up (order, verify, provider webhook), the creator and clipper wallets, and withdrawal requests. */
export function walletRoutes(deps: Deps) {
  const { db, gateway } = deps;
  return routeTable(deps)
    .serve(routes.topup, async (c, { user }) => {
      const { amount } = await readBody(c, routes.topup);
      requireVerifiedEmail(deps.config, user);
      await limitAction(deps, 'topup', user.id);
      // The provider call stays outside the DB transaction: no row is held while the network answers.
      const order = await gateway.createOrder({ amountPaise: amount, receipt: `topup_${Date.now().toString(36)}` });
      const stored = await commitChange(deps, (tx) => recordPaymentOrder(tx, user.id, order));
      return send(c, routes.topup, { order: { id: stored.id, amount: stored.amount, currency: 'INR' } });
    })
    .serve(routes.verifyPayment, async (c, { user }) => {
      const input = await readBody(c, routes.verifyPayment);
      const creatorId = user.id;
      // Asks the provider outside the DB transaction: no row is held while the network answers.
      await confirmPaymentCaptured(db, gateway, creatorId, input);
      const { balance } = await commitChange(deps, (tx) => verifyTopup(tx, gateway, creatorId, input));
      return send(c, routes.verifyPayment, { message: say(c, 'topUpSuccessful'), balance });
    })
    .serve(routes.paymentWebhook, async (c) => {
      // The signature covers the exact bytes, so the body is read raw, never re-serialised.
      const rawBody = await c.req.text();
      const message = await handlePaymentWebhook(
        deps,
        rawBody,
        c.req.header('X-Razorpay-Signature'),
        c.req.header('X-Razorpay-Event-Id'),
      );
      return send(c, routes.paymentWebhook, { message });
    })
    .serve(routes.creatorWallet, async (c, { user }) => {
      const data = await db.transaction((tx) => creatorWallet(tx, user.id));
      return send(c, routes.creatorWallet, { data });
    })
    .serve(routes.clipperWallet, async (c, { user }) => {
      const data = await db.transaction((tx) => clipperWallet(tx, user.id));
      return send(c, routes.clipperWallet, { data });
    })
    .serve(routes.withdraw, async (c, { user }) => {
      const input = await readBody(c, routes.withdraw);
      requireVerifiedEmail(deps.config, user);
      const clipperId = user.id;
      const { payouts } = deps;
      const rules = { automatic: payouts !== null, minPaise: deps.config.minWithdrawalPaise };
      const requested = await commitChange(deps, (tx) => requestWithdrawal(tx, clipperId, input, rules));
      if (requested.status !== 'sending' || !payouts) {
        return send(c, routes.withdraw, { message: say(c, 'withdrawalRequested'), withdrawal: requested });
      }
      // Under the policy's limit: out at once, with no DB transaction open during the call (docs/payouts.md#sending).
      await sendPayout(deps, payouts, requested._id);
      const withdrawal = (await readWithdrawal(db, requested._id)) ?? requested;
      return send(c, routes.withdraw, { message: say(c, 'withdrawalSending'), withdrawal });
    }).app;
}
