import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerAppealRequest } from '@schemas/appeal';
import type { Clip } from '@schemas/clip';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { answerAppealMutation } from '../api/appeal-queries';
import { AppealMessageModal } from './appeal-message-modal';

export const ANSWER_FAILED = 'Failed to send the answer';

type Props = { clip: Clip; onClose: () => void };

/** 'Answer appeal': the creator answers a clipper's appeal of their rejection, once, for the admin who decides it. */
export function AnswerAppealModal({ clip, onClose }: Props) {
  const queryClient = useQueryClient();
  const answer = useMutation(answerAppealMutation(queryClient));
  const name = clip.user.name.trim() || 'Unknown User';
  const campaign = clip.campaign.title.trim() || 'Unknown Campaign';
  const send = (message: string) =>
    answer.mutate(
      { id: clip._id, message },
      {
        onSuccess: (sent) => {
          notify(sent.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, ANSWER_FAILED), 'error'),
      },
    );
  return (
    <AppealMessageModal
      title="Answer appeal"
      intro={
        <Text size="sm">
          {name} appealed your rejection of their clip on {campaign}. An admin decides it and reads your answer first.
          You can answer once.
        </Text>
      }
      label="Your answer"
      submit="Send answer"
      message={answerAppealRequest.shape.message}
      sending={answer.isPending}
      onSend={send}
      onClose={onClose}
    />
  );
}
