import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Withdrawal } from '@schemas/wallet';
import { TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import { markPaidForm, payWithdrawalMutation } from '../api/admin-wallet-mutations';

export const SETTLE_FAILED = 'Failed to update withdrawal';

/** 'Mark paid': the admin records the UPI transfer's reference for a held withdrawal. */
export function MarkPaidModal({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const pay = useMutation(payWithdrawalMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(markPaidForm), defaultValues: { reference: '' } });

  const onSubmit = handleSubmit(({ reference }) =>
    pay.mutate(
      { id: withdrawal._id, reference },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, SETTLE_FAILED), 'error'),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title="Mark withdrawal paid" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {formatRupees(withdrawal.amount)} to {withdrawal.upiId} for {withdrawal.user.name}.
          </Text>
          <TextField
            label="Payment reference"
            data-autofocus
            {...register('reference')}
            error={errors.reference?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pay.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="green" loading={pay.isPending}>
              Mark paid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
