import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { APPEAL_MESSAGE_MAX, decideAppealRequest, type OpenAppeal } from '@schemas/appeal';
import { TextareaField } from '@web/components/form-fields';
import type { WebMessageKey } from '@messages/keys';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { decideAppealMutation, type AppealDecision } from '../api/appeals-query';
import { OverturnPay } from './overturn-pay';

// Catalogue keys, said in render.
const what: Record<
  AppealDecision['decision'],
  Record<'title' | 'text' | 'note' | 'submit', WebMessageKey> & { color: string }
> = {
  uphold: {
    title: 'admin.upholdTitle',
    text: 'admin.upholdText',
    note: 'admin.note',
    submit: 'admin.uphold',
    color: 'red',
  },
  overturn: {
    title: 'admin.overturnTitle',
    text: 'admin.overturnText',
    note: 'admin.noteOptional',
    submit: 'admin.overturn',
    color: 'green',
  },
};

type Props = { appeal: OpenAppeal; decision: AppealDecision['decision']; onClose: () => void };

/**
 * The admin upholds an appeal's rejection (with a note, required) or overturns it (the note optional), after
 * reading what overturning pays and any warning. A refusal keeps the dialog open with the refreshed figures.
 */
export function DecideAppealModal({ appeal, decision, onClose }: Props) {
  const queryClient = useQueryClient();
  const decide = useMutation(decideAppealMutation(queryClient));
  // The contract's own schema: upholding without a note is refused with the server's message.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(decideAppealRequest), defaultValues: { decision, note: '' } });
  const onSubmit = handleSubmit(({ note }) =>
    decide.mutate(
      { clipId: appeal.clip._id, decision, note: note ?? '' },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, t('admin.decideFailed')), 'error'),
      },
    ),
  );
  const words = what[decision];
  return (
    <Modal opened onClose={onClose} title={t(words.title)} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(words.text)}</Text>
          {decision === 'overturn' ? <OverturnPay overturn={appeal.overturn} /> : null}
          <TextareaField
            label={t(words.note)}
            required={decision === 'uphold'}
            autosize
            minRows={2}
            maxLength={APPEAL_MESSAGE_MAX}
            data-autofocus
            {...register('note')}
            error={errors.note?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={decide.isPending}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color={words.color} loading={decide.isPending}>
              {t(words.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
