import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { adminWithdrawForm, adminWithdrawMutation } from '../api/admin-wallet-mutations';

/** 'Withdraw Funds': takes collected admin fees out of the platform fee account. */
export function AdminWithdrawModal({ balancePaise, onClose }: { balancePaise: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation(adminWithdrawMutation(queryClient));
  const schema = useMemo(() => adminWithdrawForm(balancePaise), [balancePaise]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: formResolver(schema), defaultValues: { amount: '' } });

  const onSubmit = handleSubmit(({ amount }) =>
    withdraw.mutate(amount, {
      onSuccess: () => {
        notify(t('wallet.adminWithdrawDone'), 'success');
        onClose();
      },
      onError: (error) => notify(errorMessage(error, t('wallet.adminWithdrawFailed')), 'error'),
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('wallet.withdrawFunds')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('wallet.availableAmount', { amount: formatRupees(balancePaise) })}</Text>
          <TextField
            label={t('wallet.withdrawalAmountRupees')}
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            data-autofocus
            {...register('amount')}
            error={errors.amount?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={withdraw.isPending}>
              {t('wallet.cancel')}
            </Button>
            <Button type="submit" loading={withdraw.isPending}>
              {t('wallet.withdraw')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
