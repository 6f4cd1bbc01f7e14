import { Text, type TextProps } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

type Creator = Campaign['creator'];

/**
 * A creator's track record in words (docs/product.md#track-records): "Reviews in about 14 h · approves 82% ·
 * ₹1,20,000.00 paid"; a creator nobody has seen decide yet says so.
 */
export function creatorTrackRecordText({ reviewHours, approvalRate, paidOut }: Creator): string {
  if (reviewHours === null || approvalRate === null) return t('common.newCreator');
  // Plain numbers, as they were always written (no digit grouping: both stay small).
  const record = { rate: String(approvalRate), paid: formatRupees(paidOut) };
  if (reviewHours < 1) return t('common.trackRecordUnderHour', record);
  return t('common.trackRecord', { ...record, hours: String(Math.round(reviewHours)) });
}

/** The creator's track record under their name, on campaign cards and pages. */
export function CreatorTrackRecord({ creator, ...text }: { creator: Creator } & TextProps) {
  return (
    <Text size="sm" {...text}>
      {creatorTrackRecordText(creator)}
    </Text>
  );
}
