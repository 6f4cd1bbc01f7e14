import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appealClipRequest } from '@schemas/appeal';
import type { Clip } from '@schemas/clip';
import { clipRejectionText } from '@web/components/clip-decision';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { appealClipMutation } from '../api/appeal-queries';
import { AppealMessageModal } from './appeal-message-modal';

/** Whether the clipper may still appeal the clip's rejection: its window is open (null when no appeal can be made). */
export function canAppeal(clip: Pick<Clip, 'status' | 'appealUntil'>, now: number): boolean {
  return clip.status === 'rejected' && clip.appealUntil !== null && Date.parse(clip.appealUntil) > now;
}

type Props = { clip: Clip; onClose: () => void };

/**
 * 'Appeal rejection': the clipper says why the rejection should be reviewed, once, within its window
 * (docs/product.md#appeals); the creator may answer, and an admin decides.
 */
export function AppealClipModal({ clip, onClose }: Props) {
  const queryClient = useQueryClient();
  const appeal = useMutation(appealClipMutation(queryClient));
  const send = (message: string) =>
    appeal.mutate(
      { id: clip._id, message },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, t('clips.appealFailed')), 'error'),
      },
    );
  const campaign = clip.campaign.title.trim() || t('clips.unknownCampaign');
  return (
    <AppealMessageModal
      title={t('clips.appealRejectionTitle')}
      intro={
        <>
          <Text size="sm">
            {t('clips.yourClipRejected', { campaign })} {clip.rejection ? clipRejectionText(clip.rejection) : null}
          </Text>
          <Text size="sm" c="dimmed">
            {clip.appealUntil
              ? t('clips.appealOnceUntil', { until: formatDateTime(clip.appealUntil) })
              : t('clips.appealOnce')}
          </Text>
        </>
      }
      label={t('clips.appealWhyLabel')}
      submit={t('clips.sendAppeal')}
      message={appealClipRequest.shape.message}
      sending={appeal.isPending}
      onSend={send}
      onClose={onClose}
    />
  );
}
