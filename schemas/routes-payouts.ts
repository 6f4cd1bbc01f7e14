import { messageResponse } from './common';
import * as payouts from './payouts';
import { ANYONE, CLIPPERS_WITHDRAW, clippers, route, FINANCE } from './route-kit';

/** Automatic payouts (docs/payouts.md): the provider's webhook, the admin's policy, UPI IDs and statements (the whole table: schemas/routes.ts). */
export const payoutRoutes = {
  /** RazorpayX's payout events, proven by their signature (no session); the body is read raw. */
  payoutWebhook: route({ method: 'POST', path: '/api/payouts/webhook', access: ANYONE, response: messageResponse }),
  adminPayouts: route({
    method: 'GET',
    path: '/api/admin/payouts',
    access: FINANCE,
    response: payouts.adminPayoutsResponse,
  }),
  updatePayoutPolicy: route({
    method: 'PATCH',
    path: '/api/admin/payouts/policy',
    access: FINANCE,
    request: payouts.updatePayoutPolicyRequest,
    response: payouts.payoutPolicyResponse,
  }),
  savedUpiIds: route({
    method: 'GET',
    path: '/api/wallet/upi-ids',
    access: clippers(CLIPPERS_WITHDRAW),
    response: payouts.savedUpiIdsResponse,
  }),
  /** Asks the payout provider whose UPI ID this is, before the first payout to it (the web app's confirmation). */
  validateUpiId: route({
    method: 'POST',
    path: '/api/wallet/upi-ids/validate',
    access: clippers(CLIPPERS_WITHDRAW),
    request: payouts.validateUpiIdRequest,
    response: payouts.validateUpiIdResponse,
  }),
  /** A clipper's earnings, fees, withdrawals and UTRs for one financial year, as CSV. */
  earningsStatement: route({
    method: 'GET',
    path: '/api/wallet/statement.csv',
    access: clippers(CLIPPERS_WITHDRAW),
    query: payouts.statementQuery,
    response: payouts.statementCsv,
    contentType: 'text/csv',
  }),
} as const;
