import { Text, type TextProps } from '@mantine/core';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';
import { t } from '@web/lib/i18n';

/** Payout rows show the gross while Payouts Out counts the net; every ledger table says why. */
export function PayoutGrossNote(props: TextProps) {
  return (
    <Text c="dimmed" size="sm" {...props}>
      {t('admin.payoutGrossNote', { clipperShare: CLIPPER_SHARE, feeShare: FEE_SHARE })}
    </Text>
  );
}
