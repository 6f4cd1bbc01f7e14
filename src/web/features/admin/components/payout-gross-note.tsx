import { Text, type TextProps } from '@mantine/core';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

export const PAYOUT_GROSS_NOTE = `A payout's amount is its gross: the clipper receives ${CLIPPER_SHARE} and the platform keeps the ${FEE_SHARE} admin fee.`;

/** Payout rows show the gross while Payouts Out counts the net; every ledger table says why. */
export function PayoutGrossNote(props: TextProps) {
  return (
    <Text c="dimmed" size="sm" {...props}>
      {PAYOUT_GROSS_NOTE}
    </Text>
  );
}
