import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Campaign } from '@schemas/campaign';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { campaignStatusMutation } from '../api/campaign-status';

/** Pause an active campaign or resume a paused one; a completed campaign has nothing to change. */
export function CampaignStatusButton({ campaign }: { campaign: Campaign }) {
  const change = useMutation(campaignStatusMutation());
  if (campaign.status === 'completed') return null;
  const next = campaign.status === 'active' ? 'paused' : 'active';
  const pausing = next === 'paused';
  const label = pausing ? t('admin.pause') : t('admin.resume');
  const title = { title: campaign.title };
  const name = pausing ? t('admin.pauseCampaign', title) : t('admin.resumeCampaign', title);

  return (
    <Button
      size="xs"
      variant={next === 'paused' ? 'default' : 'filled'}
      color={next === 'paused' ? 'yellow' : 'green'}
      loading={change.isPending}
      aria-label={name}
      onClick={() =>
        change.mutate(
          { campaignId: campaign._id, status: next },
          {
            onSuccess: (res) => notify(res.message, 'success'),
            onError: (error) => notify(errorMessage(error, t('admin.statusFailed')), 'error'),
          },
        )
      }
    >
      {label}
    </Button>
  );
}
