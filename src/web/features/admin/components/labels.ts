import type { WebMessageKey } from '@messages/keys';
import type { Role } from '@schemas/auth';
import type { CampaignStatus } from '@schemas/campaign';
import type { TransactionType } from '@schemas/wallet';
import { t } from '@web/lib/i18n';

// The same words as schemas/admin.ts's TRANSACTION_TYPE_LABELS (the CSV export's), in the reader's language; in its
// order, which the type filter lists.
const transactionTypeKey: Record<TransactionType, WebMessageKey> = {
  topup: 'admin.txTopup',
  campaign_funding: 'admin.txCampaignFunding',
  campaign_budget_change: 'admin.txCampaignBudgetChange',
  campaign_refund: 'admin.txCampaignRefund',
  payout: 'admin.txPayout',
  payout_release: 'admin.txPayoutRelease',
  payout_adjustment: 'admin.txPayoutAdjustment',
  withdrawal_request: 'admin.txWithdrawalRequest',
  withdrawal_paid: 'admin.txWithdrawalPaid',
  withdrawal_rejected: 'admin.txWithdrawalRejected',
  withdrawal_returned: 'admin.txWithdrawalReturned',
  fee_withdrawal: 'admin.txFeeWithdrawal',
  payment_refund: 'admin.txPaymentRefund',
  dispute_lost: 'admin.txDisputeLost',
};

/** A ledger transaction type in words an admin reads. */
export const transactionTypeLabel = (type: TransactionType) => t(transactionTypeKey[type]);

export const transactionTypes = Object.keys(transactionTypeKey) as TransactionType[];

const roleKey: Record<Role, WebMessageKey> = {
  user: 'admin.roleClipper',
  creator: 'admin.roleCreator',
  admin: 'admin.roleAdmin',
};
export const roleLabel = (role: Role) => t(roleKey[role]);
export const roleColor: Record<Role, string> = { user: 'blue', creator: 'orange', admin: 'grape' };

/** Active green, paused yellow, anything else grey (docs/product.md#entities-states-and-badges). */
export const statusColor = (status: CampaignStatus) =>
  status === 'active' ? 'green' : status === 'paused' ? 'yellow' : 'gray';

const statusKey: Record<CampaignStatus, WebMessageKey> = {
  active: 'admin.statusActive',
  paused: 'admin.statusPaused',
  completed: 'admin.statusCompleted',
};
export const statusLabel = (status: CampaignStatus) => t(statusKey[status]);

/** A person's name as given, or words saying it is unknown. */
export const userName = (name: string) => name.trim() || t('admin.unknownUser');

/** Who a transaction is about; the platform's own movements (fee withdrawals) are about nobody. */
export const transactionUser = (userId: { name: string } | null) =>
  userId ? userName(userId.name) : t('admin.platform');
