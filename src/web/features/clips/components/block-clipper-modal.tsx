import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { BLOCK_REASON_MAX, blockClipperRequest } from '@schemas/block';
import { TextareaField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { blockClipperMutation } from '../api/block-queries';

const blockForm = z.object({ reason: blockClipperRequest.shape.reason });

type Props = { clipper: { _id: string; name: string }; onClose: () => void };

/**
 * 'Block clipper': blocks the clipper from all the creator's campaigns, with a reason (docs/product.md#blocking);
 * their clips waiting now stay in Pending Reviews.
 */
export function BlockClipperModal({ clipper, onClose }: Props) {
  const block = useMutation(blockClipperMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(blockForm), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(({ reason }) =>
    block.mutate(
      { clipperId: clipper._id, reason },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, t('clips.blockFailed')), 'error'),
      },
    ),
  );
  const name = clipper.name.trim() || t('clips.unknownUser');
  return (
    <Modal opened onClose={onClose} title={t('clips.blockClipperTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('clips.blockClipperIntro', { name })}</Text>
          <TextareaField
            label={t('clips.blockReason')}
            required
            autosize
            minRows={2}
            maxLength={BLOCK_REASON_MAX}
            data-autofocus
            {...register('reason')}
            error={errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={block.isPending}>
              {t('clips.cancel')}
            </Button>
            <Button type="submit" color="red" loading={block.isPending}>
              {t('clips.block')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
