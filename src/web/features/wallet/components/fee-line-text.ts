import type { AdminWallet } from '@schemas/admin';
import { FEE_SHARE } from '@schemas/payout-math';
import { t } from '@web/lib/i18n';
import { storedText } from '@web/lib/stored-words';

type Line = AdminWallet['transactions'][number];

/**
 * An admin wallet line in the reader's language: the ledger line's own description, after "Admin fee (12%): " when it
 * is the fee taken from a payout or returned by its adjustment (docs/languages.md "Stored texts").
 */
export function feeLineText(line: Line): string {
  const description = storedText(line.descriptionSaid);
  if (description === null) return line.description;
  if (!line.feeLine) return description;
  return t(line.feeLine === 'taken' ? 'ledger.adminFeeTaken' : 'ledger.adminFeeReturned', {
    share: FEE_SHARE,
    description,
  });
}
