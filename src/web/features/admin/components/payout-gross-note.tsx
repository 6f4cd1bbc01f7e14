import { Text, type TextProps } from '@mantine/core';

export const PAYOUT_GROSS_NOTE =
  "A payout's amount is its gross: the clipper receives 88% and the platform keeps the 12% admin fee.";

/** Payout rows show the gross while Payouts Out counts the net; every ledger table says why. */
export function PayoutGrossNote(props: TextProps) {
  return (
    <Text c="dimmed" size="sm" {...props}>
      {PAYOUT_GROSS_NOTE}
    </Text>
  );
}
