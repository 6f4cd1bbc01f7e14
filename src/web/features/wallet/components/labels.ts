import type { AppConfig, TransactionType, Withdrawal, WithdrawalHold } from '@schemas/wallet';
import { formatRupees } from '@web/lib/format';

/** Wallet history types in the words a creator or clipper reads. */
export const walletTypeLabel: Record<TransactionType, string> = {
  topup: 'Top-up',
  campaign_funding: 'Campaign funding',
  campaign_budget_change: 'Budget change',
  campaign_refund: 'Campaign refund',
  payout: 'Clip payout',
  payout_release: 'Held payout released',
  payout_adjustment: 'Payout lowered during the holdback',
  withdrawal_request: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_rejected: 'Withdrawal returned',
  withdrawal_returned: 'Payout returned',
  fee_withdrawal: 'Admin fee withdrawal',
  payment_refund: 'Payment refunded',
  dispute_lost: 'Payment dispute lost',
};

export const withdrawalStatusLabel: Record<Withdrawal['status'], string> = {
  requested: 'Requested',
  sending: 'Sending',
  paid: 'Paid',
  rejected: 'Rejected',
  returned: 'Returned',
};

/** The statuses in the order a withdrawal goes through them, the two ways back last. */
export const WITHDRAWAL_STATUS_ORDER: Withdrawal['status'][] = ['requested', 'sending', 'paid', 'returned', 'rejected'];

export const withdrawalStatusColor: Record<Withdrawal['status'], string> = {
  requested: 'yellow',
  sending: 'blue',
  paid: 'green',
  rejected: 'red',
  returned: 'orange',
};

/**
 * Why a requested withdrawal waits for an admin (its `holdReason`, docs/payouts.md#policy), one plain sentence each:
 * the clipper reads it under the status and the admin in the queue.
 */
export const WITHDRAWAL_HOLD_TEXT: Record<WithdrawalHold, string> = {
  manual: 'Waiting for an admin: payouts are sent by hand.',
  over_limit: 'Waiting for an admin: the amount is above the automatic payout limit.',
  new_upi: 'Waiting for an admin: first payout to this UPI ID.',
  risk_flag: 'Waiting for an admin: a recent clip is still being checked.',
  paused: 'Waiting for an admin: automatic payouts are paused.',
  send_failed: 'Waiting for an admin: the payout provider refused it.',
};

/** A sending payout RazorpayX queued until the business account has the balance (docs/payouts.md#states). */
export const QUEUED_AT_BANK = 'Queued at the bank';

/** The provider's words end with their own full stop or not; the sentence adds exactly one. */
const withoutFullStop = (reason: string) => reason.trim().replace(/\.+$/, '');

/** A returned withdrawal: why (the provider's words), and where the money is now. */
export function returnedText(reason: string | null, whose: 'your' | "the clipper's"): string {
  const why = reason && withoutFullStop(reason) ? `Returned: ${withoutFullStop(reason)}.` : 'Returned.';
  return `${why} The amount is back in ${whose} wallet.`;
}

/** How withdrawals are paid (config and Admin > Payouts: docs/payouts.md#modes). */
export const payoutModeLabel: Record<AppConfig['payouts']['mode'], string> = {
  razorpayx: 'RazorpayX',
  sandbox: 'Sandbox (offline)',
  manual: 'Manual: paid by hand',
};

/** +₹12.00 / -₹5.50: a ledger line's effect on the account. */
export function signedRupees(paise: number): string {
  return paise < 0 ? `-${formatRupees(-paise)}` : `+${formatRupees(paise)}`;
}
