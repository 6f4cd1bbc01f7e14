import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Campaign } from '@schemas/campaign';
import type { Clip } from '@schemas/clip';
import { TextField } from '@web/components/form-fields';
import { measuredViewsText, prefillViews, RiskBadge, RiskFlags } from '@web/components/measured-views';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { campaignDetailQuery } from '@web/lib/campaign-detail-query';
import { approveClipForm, approveClipMutation } from '../api/clip-review-mutations';
import { ApprovalPayout } from './approval-payout';
import { ViewsOverTime } from './views-over-time';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

export const paysAtMostMeasured = (measuredViews: number) => t('clips.paysAtMostMeasured', { views: measuredViews });

type Props = {
  clip: Clip;
  /** The clip's campaign from the dashboard's list, for its remaining budget (else it is fetched). */
  campaign: Campaign | undefined;
  onClose: () => void;
  /** After a successful approval (the dialog closes; the caller decides where focus goes). */
  onApproved: () => void;
};

/**
 * 'Approve clip': the creator sees the claimed and the measured views with the risk signals' reasons and the
 * measured views over time, and confirms the views to pay for, prefilled with the smaller of the claim and the measurement.
 */
export function ApproveClipModal({ clip, campaign: listed, onClose, onApproved }: Props) {
  const queryClient = useQueryClient();
  // A clip of a campaign past the dashboard's first page: its detail says the budget (no estimate until then).
  const detail = useQuery({ ...campaignDetailQuery(clip.campaign._id), enabled: listed === undefined });
  const campaign = listed ?? detail.data;
  const approve = useMutation(approveClipMutation(queryClient));
  const [openedAt] = useState(() => new Date());
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: formResolver(approveClipForm), defaultValues: { viewCount: String(prefillViews(clip)) } });
  const views = approveClipForm.shape.viewCount.safeParse(useWatch({ control, name: 'viewCount' })).data;
  const noBudgetLeft = campaign !== undefined && campaign.remainingBudget <= 0;

  const onSubmit = handleSubmit(({ viewCount }) =>
    approve.mutate(
      { id: clip._id, viewCount },
      {
        onSuccess: () => {
          notify(t('clips.clipApproved'), 'success');
          onApproved();
        },
        onError: (error) => notify(errorMessage(error, t('clips.approveFailed')), 'error'),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('clips.approveClipTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('clips.approveIntro', {
              name: clip.user.name.trim() || t('clips.unknownUser'),
              views: clip.claimedViews,
              campaign: clip.campaign.title.trim() || t('clips.unknownCampaign'),
              clipperShare: CLIPPER_SHARE,
              feeShare: FEE_SHARE,
            })}
          </Text>
          <Stack gap={4}>
            <Text size="sm" data-testid="claimed-views">
              {t('clips.claimedViews', { views: clip.claimedViews })}
            </Text>
            <Text size="sm" data-testid="measured-views">
              {t('clips.measuredViews', { measured: measuredViewsText(clip, openedAt) })}
            </Text>
            <RiskBadge clip={clip} />
          </Stack>
          <RiskFlags clip={clip} />
          <ViewsOverTime clip={clip} />
          <TextField
            label={t('clips.confirmedViewsLabel')}
            type="number"
            min={1}
            step={1}
            data-autofocus
            {...register('viewCount')}
            error={errors.viewCount?.message}
          />
          {clip.measuredViews !== null ? <Text size="sm">{paysAtMostMeasured(clip.measuredViews)}</Text> : null}
          {campaign ? <ApprovalPayout campaign={campaign} clip={clip} views={views} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={approve.isPending}>
              {t('clips.cancel')}
            </Button>
            <Button type="submit" color="green" loading={approve.isPending} disabled={noBudgetLeft}>
              {t('clips.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
