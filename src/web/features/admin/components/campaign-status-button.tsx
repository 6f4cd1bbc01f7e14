import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Campaign } from '@schemas/campaign';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { campaignStatusMutation } from '../api/campaign-status';

export const STATUS_FAILED = 'Failed to update campaign';

/** Pause an active campaign or resume a paused one; a completed campaign has nothing to change. */
export function CampaignStatusButton({ campaign }: { campaign: Campaign }) {
  const change = useMutation(campaignStatusMutation());
  if (campaign.status === 'completed') return null;
  const next = campaign.status === 'active' ? 'paused' : 'active';
  const label = next === 'paused' ? 'Pause' : 'Resume';

  return (
    <Button
      size="xs"
      variant={next === 'paused' ? 'default' : 'filled'}
      color={next === 'paused' ? 'yellow' : 'green'}
      loading={change.isPending}
      aria-label={`${label} ${campaign.title}`}
      onClick={() =>
        change.mutate(
          { campaignId: campaign._id, status: next },
          {
            onSuccess: (res) => notify(res.message, 'success'),
            onError: (error) => notify(errorMessage(error, STATUS_FAILED), 'error'),
          },
        )
      }
    >
      {label}
    </Button>
  );
}
