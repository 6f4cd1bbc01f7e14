import { Text, type TextProps } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import { formatRupees } from '../lib/format';
import { t } from '../lib/i18n';

type Rules = Pick<Campaign, 'minPaidViews' | 'maxPayoutPerClip' | 'reviewWindowHours'> &
  Partial<Pick<Campaign, 'requiredTags'>>;

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
  if (minPaidViews > 0) parts.push(t('common.rulesMinViews', { views: minPaidViews }));
  if (maxPayoutPerClip !== null) parts.push(t('common.rulesMaxPerClip', { amount: formatRupees(maxPayoutPerClip) }));
  parts.push(t('common.rulesReviewWindow', { hours: reviewWindowHours }));
  if (requiredTags.length > 0) parts.push(t('common.rulesMustTag', { tags: requiredTags.join(' ') }));
  return parts.join(' · ');
}

/** The rules line, labelled for screen readers and tests. */
export function CampaignRules({ campaign, ...props }: { campaign: Rules } & TextProps) {
  return (
    <Text size="sm" aria-label={t('common.campaignRules')} {...props}>
      {campaignRulesText(campaign)}
    </Text>
  );
}
