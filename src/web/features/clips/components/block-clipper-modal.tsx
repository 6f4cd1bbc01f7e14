import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { BLOCK_REASON_MAX, blockClipperRequest } from '@schemas/block';
import { TextareaField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { blockClipperMutation } from '../api/block-queries';

export const BLOCK_FAILED = 'Failed to block the clipper';

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
        onError: (error) => notify(errorMessage(error, BLOCK_FAILED), 'error'),
      },
    ),
  );
  const name = clipper.name.trim() || 'Unknown User';
  return (
    <Modal opened onClose={onClose} title="Block clipper" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {name} will not be able to join your campaigns or submit clips to them. Their clips waiting now stay here
            for you to review.
          </Text>
          <TextareaField
            label="Reason"
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
              Cancel
            </Button>
            <Button type="submit" color="red" loading={block.isPending}>
              Block
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
