import { Text } from '@mantine/core';
import type { Campaign } from '@schemas/campaign';
import type { Clip } from '@schemas/clip';
import { payoutFor } from '@schemas/payout-math';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

type Props = {
  /** The clip's campaign as the dashboard lists it (its remaining budget). */
  campaign: Campaign;
  /** The clip, paid at the rate fixed on it when it was submitted (not the campaign's rate now). */
  clip: Clip;
  /** The confirmed views typed so far, when they are a valid count. */
  views: number | undefined;
};

/**
 * The campaign's remaining budget and what this approval will pay, with the arithmetic the server pays
 * with (at most the measured views; gross capped at the remaining budget and the campaign's maximum per clip;
 * 88% to the clipper, 12% fee), so the creator sees it first.
 */
export function ApprovalPayout({ campaign, clip, views }: Props) {
  const remaining = campaign.remainingBudget;
  const cap = campaign.maxPayoutPerClip === null ? remaining : Math.min(remaining, campaign.maxPayoutPerClip);
  const paid = views === undefined || clip.measuredViews === null ? views : Math.min(views, clip.measuredViews);
  const payout = paid === undefined || remaining <= 0 ? null : payoutFor(paid, clip.payoutPer1000Views, cap);
  return (
    <div aria-live="polite">
      <Text size="sm">{t('clips.remainingBudget', { amount: formatRupees(remaining) })}</Text>
      {remaining <= 0 ? (
        <Text size="sm" c="red.8">
          {t('clips.noBudgetLeft')}
        </Text>
      ) : payout ? (
        <Text size="sm">
          {t('clips.approvalPays', {
            gross: formatRupees(payout.gross),
            net: formatRupees(payout.net),
            fee: formatRupees(payout.fee),
          })}
        </Text>
      ) : null}
    </div>
  );
}
