import { TRANSACTION_TYPE_LABELS } from '@schemas/admin';
import type { Role } from '@schemas/auth';
import type { CampaignStatus } from '@schemas/campaign';
import type { TransactionType } from '@schemas/wallet';

/** Ledger transaction types in words an admin reads (shared with the CSV export). */
export const transactionTypeLabel = TRANSACTION_TYPE_LABELS;

export const transactionTypes = Object.keys(transactionTypeLabel) as TransactionType[];

export const roleLabel: Record<Role, string> = { user: 'Clipper', creator: 'Creator', admin: 'Admin' };
export const roleColor: Record<Role, string> = { user: 'blue', creator: 'orange', admin: 'grape' };

/** Active green, paused yellow, anything else grey (docs/product.md#entities-states-and-badges). */
export const statusColor = (status: CampaignStatus) =>
  status === 'active' ? 'green' : status === 'paused' ? 'yellow' : 'gray';

export const statusLabel = (status: CampaignStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** Who a transaction is about; the platform's own movements (fee withdrawals) are about nobody. */
export const transactionUser = (userId: { name: string } | null) =>
  userId ? userId.name.trim() || 'Unknown User' : 'Platform';
