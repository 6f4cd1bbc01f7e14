import type { WebMessageKey } from '@messages/keys';
import type { AppConfig, TransactionType, Withdrawal, WithdrawalHold } from '@schemas/wallet';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** Wallet history types in the words a creator or clipper reads (keys: the words are read when shown). */
const walletTypeKey: Record<TransactionType, WebMessageKey> = {
  topup: 'wallet.typeTopup',
  campaign_funding: 'wallet.typeCampaignFunding',
  campaign_budget_change: 'wallet.typeBudgetChange',
  campaign_refund: 'wallet.typeCampaignRefund',
  payout: 'wallet.typePayout',
  payout_release: 'wallet.typePayoutRelease',
  payout_adjustment: 'wallet.typePayoutAdjustment',
  withdrawal_request: 'wallet.typeWithdrawalRequest',
  withdrawal_paid: 'wallet.typeWithdrawalPaid',
  withdrawal_rejected: 'wallet.typeWithdrawalRejected',
  withdrawal_returned: 'wallet.typeWithdrawalReturned',
  fee_withdrawal: 'wallet.typeFeeWithdrawal',
  payment_refund: 'wallet.typePaymentRefund',
  dispute_lost: 'wallet.typeDisputeLost',
};
export const walletTypeLabel = (type: TransactionType): string => t(walletTypeKey[type]);

const withdrawalStatusKey: Record<Withdrawal['status'], WebMessageKey> = {
  requested: 'wallet.statusRequested',
  sending: 'wallet.statusSending',
  paid: 'wallet.statusPaid',
  rejected: 'wallet.statusRejected',
  returned: 'wallet.statusReturned',
};
export const withdrawalStatusLabel = (status: Withdrawal['status']): string => t(withdrawalStatusKey[status]);

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
const withdrawalHoldKey: Record<WithdrawalHold, WebMessageKey> = {
  manual: 'wallet.holdManual',
  over_limit: 'wallet.holdOverLimit',
  new_upi: 'wallet.holdNewUpi',
  risk_flag: 'wallet.holdRiskFlag',
  paused: 'wallet.holdPaused',
  send_failed: 'wallet.holdSendFailed',
};
export const withdrawalHoldText = (hold: WithdrawalHold): string => t(withdrawalHoldKey[hold]);

/** The provider's words end with their own full stop or not; the sentence adds exactly one. */
const withoutFullStop = (reason: string) => reason.trim().replace(/[.।]+$/, '');

/** A returned withdrawal: why (the provider's words), and where the money is now (the clipper's or the admin's view). */
export function returnedText(reason: string | null, forAdmin: boolean): string {
  const why = reason ? withoutFullStop(reason) : '';
  if (why) return t(forAdmin ? 'wallet.returnedWithReasonAdmin' : 'wallet.returnedWithReason', { reason: why });
  return t(forAdmin ? 'wallet.returnedNoReasonAdmin' : 'wallet.returnedNoReason');
}

/** How withdrawals are paid (config and Admin > Payouts: docs/payouts.md#modes). */
export function payoutModeLabel(mode: AppConfig['payouts']['mode']): string {
  if (mode === 'razorpayx') return 'RazorpayX';
  return t(mode === 'sandbox' ? 'wallet.modeSandbox' : 'wallet.modeManual');
}

/** +₹12.00 / -₹5.50: a ledger line's effect on the account. */
export function signedRupees(paise: number): string {
  return paise < 0 ? `-${formatRupees(-paise)}` : `+${formatRupees(paise)}`;
}
