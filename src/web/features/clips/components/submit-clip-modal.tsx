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
import { currentLocale, t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import type { SubmitClipProps } from '@web/lib/dashboard-slots';
import { submitClipForm, submitClipMutation, type SubmitClipFormInput } from '../api/submit-clip';
import { CampaignPicker } from './campaign-picker';
import { clipperEarnsPer1000 } from '@web/lib/clipper-earnings';
import { activeJoinedCampaignsQuery } from '@web/lib/joined-campaigns-query';
import { FEE_SHARE } from '@schemas/payout-math';
import { intlLocale } from '@schemas/locale';
import { platformLabels, type Platform } from '@schemas/platform';

/** What a link looks like, for the link field: a reel where the campaign pays for reels only, else a Short. */
const LINK_EXAMPLE = { instagram: 'https://www.instagram.com/reel/...', youtube: 'https://youtube.com/shorts/...' };
const empty: SubmitClipFormInput = { campaignId: '', clipLink: '', viewCount: '', notes: '' };

/** "YouTube Shorts and Instagram Reels", joined the reader's way ("और" in Hindi). */
const platformList = (platforms: readonly Platform[]) =>
  new Intl.ListFormat(intlLocale[currentLocale()], { type: 'conjunction' }).format(
    platforms.map((p) => platformLabels[p]),
  );

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
        notify(t('clips.clipSubmitted'), 'success');
        close();
      },
      onError: (error) => notify(errorMessage(error, t('clips.submitFailed')), 'error'),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('clips.submitClipTitle')} centered>
      {noneJoined ? (
        <Stack gap="md">
          <Text>{t('clips.noJoinedCampaign')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clips.cancel')}
            </Button>
            <Button component={Link} to="/discover" onClick={close}>
              {t('clips.findOnDiscover')}
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
                {t('clips.youEarnPer1k', {
                  net: formatRupees(clipperEarnsPer1000(selected.payoutPer1000Views)),
                  fee: FEE_SHARE,
                  gross: formatRupees(selected.payoutPer1000Views),
                })}
              </Text>
            ) : null}
            {selected
              ? selected.platforms.map((p) => {
                  const own = selected.platformRates[p];
                  return own === undefined ? null : (
                    <Text key={p} size="sm" c="dimmed">
                      {t('clips.platformOwnRate', {
                        platform: platformLabels[p],
                        net: formatRupees(clipperEarnsPer1000(own)),
                        gross: formatRupees(own),
                      })}
                    </Text>
                  );
                })
              : null}
            <TextField
              label={t('clips.clipLinkLabel')}
              type="url"
              description={
                selected ? t('clips.campaignPaysFor', { platforms: platformList(selected.platforms) }) : undefined
              }
              placeholder={
                selected?.platforms.includes('youtube_shorts') === false ? LINK_EXAMPLE.instagram : LINK_EXAMPLE.youtube
              }
              {...register('clipLink')}
              error={errors.clipLink?.message}
            />
            <TextField
              label={t('clips.viewsGeneratedLabel')}
              type="number"
              min={0}
              step={1}
              placeholder={t('clips.optional')}
              {...register('viewCount')}
              error={errors.viewCount?.message}
            />
            <TextareaField
              label={t('clips.notesLabel')}
              placeholder={t('clips.optional')}
              autosize
              minRows={2}
              {...register('notes')}
              error={errors.notes?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={submit.isPending}>
                {t('clips.cancel')}
              </Button>
              <Button type="submit" loading={submit.isPending}>
                {t('clips.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
