import { Text } from '@mantine/core';
import type { Campaign } from '../../../../../schemas/campaign';
import { NO_BUDGET_LEFT } from '../../../../../schemas/clip';
import { payoutFor } from '../../../../../schemas/payout-math';
import { formatRupees } from '../../../lib/format';

type Props = {
  /** The clip's campaign as the dashboard lists it (its remaining budget and rate). */
  campaign: Campaign;
  /** The confirmed views typed so far, when they are a valid count. */
  views: number | undefined;
};

/**
 * The campaign's remaining budget and what this approval will pay, with the arithmetic the server pays
 * with (gross capped at the remaining budget, 88% to the clipper, 12% fee), so the creator sees it first.
 */
export function ApprovalPayout({ campaign, views }: Props) {
  const remaining = campaign.remainingBudget;
  const payout = views === undefined || remaining <= 0 ? null : payoutFor(views, campaign.payoutPer1000Views, remaining);
  return (
    <div aria-live="polite">
      <Text size="sm">Remaining budget: {formatRupees(remaining)}</Text>
      {remaining <= 0 ? (
        <Text size="sm" c="red.8">
          {NO_BUDGET_LEFT}
        </Text>
      ) : payout ? (
        <Text size="sm">
          {`This approval pays ${formatRupees(payout.gross)}: ${formatRupees(payout.net)} to the clipper and ${formatRupees(payout.fee)} platform fee.`}
        </Text>
      ) : null}
    </div>
  );
}
