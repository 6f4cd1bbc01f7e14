import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Withdrawal } from '@schemas/wallet';
import { TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { markPaidForm, payWithdrawalMutation } from '../api/admin-wallet-mutations';

/** A settle (pay, approve, reject) that failed without the server's words (a function: read when shown). */
export const settleFailed = () => t('wallet.settleFailed');

/** 'Mark paid': the admin records the UPI transfer's reference for a held withdrawal. */
export function MarkPaidModal({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const pay = useMutation(payWithdrawalMutation());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(markPaidForm), defaultValues: { reference: '' } });

  const onSubmit = handleSubmit(({ reference }) =>
    pay.mutate(
      { id: withdrawal._id, reference },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, settleFailed()), 'error'),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('wallet.markPaidTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('wallet.markPaidSummary', {
              amount: formatRupees(withdrawal.amount),
              upiId: withdrawal.upiId,
              name: withdrawal.user.name,
            })}
          </Text>
          <TextField
            label={t('wallet.paymentReference')}
            data-autofocus
            {...register('reference')}
            error={errors.reference?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pay.isPending}>
              {t('wallet.cancel')}
            </Button>
            <Button type="submit" color="green" loading={pay.isPending}>
              {t('wallet.markPaid')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
