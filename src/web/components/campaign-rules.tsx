import { Text, type TextProps } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '../lib/format';

type Rules = Pick<Campaign, 'minPaidViews' | 'maxPayoutPerClip' | 'reviewWindowHours'> &
  Partial<Pick<Campaign, 'requiredTags'>>;

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/**
 * The campaign's rules in one line (docs/trust.md#campaign-rules), e.g. "Min 10,000 views · Up to ₹500.00 per
 * clip · Reviewed within 72 hours". No minimum and no cap are left out; the review window always shows, since
 * it says when a clip is decided without the creator.
 */
export function campaignRulesText({
  minPaidViews,
  maxPayoutPerClip,
  reviewWindowHours,
  requiredTags = [],
}: Rules): string {
  const parts: string[] = [];
  if (minPaidViews > 0) parts.push(`Min ${minPaidViews.toLocaleString('en-IN')} views`);
  if (maxPayoutPerClip !== null) parts.push(`Up to ${formatRupees(maxPayoutPerClip)} per clip`);
  parts.push(`Reviewed within ${hours(reviewWindowHours)}`);
  if (requiredTags.length > 0) parts.push(`Must tag ${requiredTags.join(' ')}`);
  return parts.join(' · ');
}

/** The rules line, labelled for screen readers and tests. */
export function CampaignRules({ campaign, ...props }: { campaign: Rules } & TextProps) {
  return (
    <Text size="sm" aria-label="Campaign rules" {...props}>
      {campaignRulesText(campaign)}
    </Text>
  );
}
