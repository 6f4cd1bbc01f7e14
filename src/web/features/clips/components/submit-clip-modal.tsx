import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Campaign } from '@schemas/campaign';
import { TextareaField, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import type { SubmitClipProps } from '@web/lib/dashboard-slots';
import { submitClipForm, submitClipMutation, type SubmitClipFormInput } from '../api/submit-clip';
import { CampaignPicker } from './campaign-picker';
import { clipperEarnsPer1000 } from '@web/lib/clipper-earnings';
import { activeJoinedCampaignsQuery } from '@web/lib/joined-campaigns-query';
import { FEE_SHARE } from '@schemas/payout-math';
import { platformLabels, platformNames } from '@schemas/platform';

export const SUBMIT_FAILED = 'Failed to submit clip.';
export const NO_JOINED_CAMPAIGN =
  'You have not joined an active campaign yet. Join one on Discover, then submit your clip to it here.';
const empty: SubmitClipFormInput = { campaignId: '', clipLink: '', viewCount: '', notes: '' };

/** Submit Clip: a joined active campaign, the YouTube link, the views so far and notes. */
export function SubmitClipModal({ opened, onClose }: SubmitClipProps) {
  const queryClient = useQueryClient();
  const submit = useMutation(submitClipMutation(queryClient));
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: formResolver(submitClipForm), defaultValues: empty });
  const [selected, setSelected] = useState<Campaign | null>(null);
  // The picker's own first page (same query, one cache entry): with none to pick, the way on is Discover.
  const joined = useInfiniteQuery({ ...activeJoinedCampaignsQuery(''), enabled: opened });
  const noneJoined = joined.data?.pages[0]?.campaigns.length === 0;

  function close() {
    reset(empty);
    setSelected(null);
    onClose();
  }

  const onSubmit = handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        notify('Clip submitted for review!', 'success');
        close();
      },
      onError: (error) => notify(errorMessage(error, SUBMIT_FAILED), 'error'),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Submit Clip" centered>
      {noneJoined ? (
        <Stack gap="md">
          <Text>{NO_JOINED_CAMPAIGN}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button component={Link} to="/discover" onClick={close}>
              Find campaigns on Discover
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Controller
              control={control}
              name="campaignId"
              render={({ field }) => (
                <CampaignPicker
                  value={selected}
                  onChange={(campaign) => {
                    setSelected(campaign);
                    field.onChange(campaign?._id ?? '');
                  }}
                  error={errors.campaignId?.message}
                />
              )}
            />
            {selected ? (
              <Text size="sm" c="dimmed">
                You earn {formatRupees(clipperEarnsPer1000(selected.payoutPer1000Views))} per 1K views after the{' '}
                {FEE_SHARE} platform fee ({formatRupees(selected.payoutPer1000Views)} gross).
              </Text>
            ) : null}
            {selected
              ? selected.platforms.map((p) => {
                  const own = selected.platformRates[p];
                  return own === undefined ? null : (
                    <Text key={p} size="sm" c="dimmed">
                      {platformLabels[p]} earn their own rate: {formatRupees(clipperEarnsPer1000(own))} per 1K views (
                      {formatRupees(own)} gross).
                    </Text>
                  );
                })
              : null}
            <TextField
              label="Clip Link"
              type="url"
              description={selected ? `This campaign pays for ${platformNames(selected.platforms)}.` : undefined}
              placeholder={
                selected?.platforms.includes('youtube_shorts') === false
                  ? 'https://www.instagram.com/reel/...'
                  : 'https://youtube.com/shorts/...'
              }
              {...register('clipLink')}
              error={errors.clipLink?.message}
            />
            <TextField
              label="Views Generated"
              type="number"
              min={0}
              step={1}
              placeholder="Optional"
              {...register('viewCount')}
              error={errors.viewCount?.message}
            />
            <TextareaField
              label="Notes"
              placeholder="Optional"
              autosize
              minRows={2}
              {...register('notes')}
              error={errors.notes?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={submit.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={submit.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
