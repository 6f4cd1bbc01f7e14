import { Text, type TextProps } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '@web/lib/format';

type Creator = Campaign['creator'];

/**
 * A creator's track record in words (docs/product.md#track-records): "Reviews in about 14 h · approves 82% ·
 * ₹1,20,000.00 paid"; a creator nobody has seen decide yet says so.
 */
export function creatorTrackRecordText({ reviewHours, approvalRate, paidOut }: Creator): string {
  if (reviewHours === null || approvalRate === null) return 'New creator: no clips reviewed yet';
  const reviews = reviewHours < 1 ? 'Reviews in under an hour' : `Reviews in about ${Math.round(reviewHours)} h`;
  return `${reviews} · approves ${approvalRate}% · ${formatRupees(paidOut)} paid`;
}

/** The creator's track record under their name, on campaign cards and pages. */
export function CreatorTrackRecord({ creator, ...text }: { creator: Creator } & TextProps) {
  return (
    <Text size="sm" {...text}>
      {creatorTrackRecordText(creator)}
    </Text>
  );
}
