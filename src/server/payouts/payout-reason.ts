import { inEnglish, words, type Words } from '../i18n/catalogue';
import type { PayoutAnswer } from './payout-gateway';

/**
 * RazorpayX's reasons (`status_details.reason`, docs/payouts.md#states) whose words the catalogue has in every
 * language, as the `why` of `ledger.payoutReason` and `ledger.withdrawalReturned`.
 */
const KNOWN_REASONS: Record<string, string> = {
  bank_account_closed: 'bankAccountClosed',
  beneficiary_bank_rejected: 'bankRejected',
  beneficiary_bank_offline: 'bankOffline',
  payout_cancelled: 'cancelled',
  beneficiary_vpa_invalid: 'vpaInvalid',
  insufficient_funds: 'insufficientFunds',
};

/** Why a payout came back, as the provider said it (English) and as the values the catalogue says it from. */
export type PayoutReason = { text: string; values: { why: string; reason: string; status: string } };

/**
 * A returned payout's reason. A known reason is said from the catalogue only when the provider's words are the ones it
 * keeps for it, so the English stays the provider's word for word; any other is quoted as the provider wrote it.
 */
export function payoutReason(answer: Pick<PayoutAnswer, 'status' | 'reason' | 'reasonCode'>): PayoutReason {
  const status = answer.status;
  if (answer.reason === null) {
    const values = { why: 'none', reason: '', status };
    return { text: inEnglish(words('ledger.payoutReason', values)), values };
  }
  const known = answer.reasonCode ? KNOWN_REASONS[answer.reasonCode] : undefined;
  const values = { why: known ?? 'other', reason: answer.reason, status };
  const saysTheSame = known !== undefined && inEnglish(words('ledger.payoutReason', values)) === answer.reason;
  return { text: answer.reason, values: saysTheSame ? values : { ...values, why: 'other' } };
}

/** The reason as kept beside the withdrawal's note (docs/languages.md "Stored texts"). */
export const payoutReasonWords = (reason: PayoutReason): Words => words('ledger.payoutReason', reason.values);
