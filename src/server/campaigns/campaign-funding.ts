import { words } from '../i18n/catalogue';
import { formatRupees } from '../../../schemas/money';
import type { Tx } from '../db/client';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';

type Escrow = { creatorId: string; campaignId: string; title: string };

/** Reserves `amount` paise of the creator's wallet in the campaign's escrow (422 when the wallet is short). */
export async function fundEscrow(
  tx: Tx,
  escrow: Escrow,
  amount: number,
  type: 'campaign_funding' | 'campaign_budget_change',
): Promise<void> {
  if (amount <= 0) return;
  await postTransaction(tx, {
    type,
    userId: escrow.creatorId,
    campaignId: escrow.campaignId,
    amount,
    description:
      type === 'campaign_funding'
        ? words('ledger.campaignFunding', { title: escrow.title })
        : words('ledger.budgetRaised', { title: escrow.title, amount: formatRupees(amount) }),
    entries: [
      { account: accountKeys.wallet(escrow.creatorId), amount: -amount },
      { account: accountKeys.escrow(escrow.campaignId), amount },
    ],
    insufficientMessage: 'insufficientWallet',
  });
}

/**
 * Returns `amount` paise of the campaign's escrow to the creator's wallet: its budget lowered, or a refund of what
 * was left when it was deleted or ended (docs/product.md#campaign-dates).
 */
export async function releaseEscrow(
  tx: Tx,
  escrow: Escrow,
  amount: number,
  type: 'campaign_budget_change' | 'campaign_refund',
  refundedAs: 'deleted' | 'ended' = 'deleted',
): Promise<void> {
  if (amount <= 0) return;
  await postTransaction(tx, {
    type,
    userId: escrow.creatorId,
    campaignId: escrow.campaignId,
    amount,
    description:
      type === 'campaign_refund'
        ? words('ledger.campaignRefund', { title: escrow.title, how: refundedAs })
        : words('ledger.budgetLowered', { title: escrow.title, amount: formatRupees(amount) }),
    entries: [
      { account: accountKeys.escrow(escrow.campaignId), amount: -amount },
      { account: accountKeys.wallet(escrow.creatorId), amount },
    ],
  });
}
