import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerAppealRequest } from '@schemas/appeal';
import type { Clip } from '@schemas/clip';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { answerAppealMutation } from '../api/appeal-queries';
import { AppealMessageModal } from './appeal-message-modal';

type Props = { clip: Clip; onClose: () => void };

/** 'Answer appeal': the creator answers a clipper's appeal of their rejection, once, for the admin who decides it. */
export function AnswerAppealModal({ clip, onClose }: Props) {
  const queryClient = useQueryClient();
  const answer = useMutation(answerAppealMutation(queryClient));
  const name = clip.user.name.trim() || t('clips.unknownUser');
  const campaign = clip.campaign.title.trim() || t('clips.unknownCampaign');
  const send = (message: string) =>
    answer.mutate(
      { id: clip._id, message },
      {
        onSuccess: (sent) => {
          notify(sent.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, t('clips.answerFailed')), 'error'),
      },
    );
  return (
    <AppealMessageModal
      title={t('clips.answerAppealTitle')}
      intro={<Text size="sm">{t('clips.answerAppealIntro', { name, campaign })}</Text>}
      label={t('clips.answerLabel')}
      submit={t('clips.sendAnswer')}
      message={answerAppealRequest.shape.message}
      sending={answer.isPending}
      onSend={send}
      onClose={onClose}
    />
  );
}
