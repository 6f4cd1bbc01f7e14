import type { TransactionType, Withdrawal } from '@schemas/wallet';
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

export const withdrawalStatusColor: Record<Withdrawal['status'], string> = {
  requested: 'yellow',
  sending: 'blue',
  paid: 'green',
  rejected: 'red',
  returned: 'orange',
};

/** +₹12.00 / -₹5.50: a ledger line's effect on the account. */
export function signedRupees(paise: number): string {
  return paise < 0 ? `-${formatRupees(-paise)}` : `+${formatRupees(paise)}`;
}
