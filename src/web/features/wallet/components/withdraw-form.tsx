import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { withdrawForm, withdrawMutation } from '../api/withdraw';

export const WITHDRAW_FAILED = 'Failed to request withdrawal';

/** Withdraw to a UPI ID: the amount is held at once and paid out by the platform later. */
export function WithdrawForm({ availablePaise }: { availablePaise: number }) {
  const withdraw = useMutation(withdrawMutation());
  const schema = useMemo(() => withdrawForm(availablePaise), [availablePaise]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { amount: '', upiId: '' } });

  const onSubmit = handleSubmit((body) =>
    withdraw.mutate(body, {
      onSuccess: (answer) => {
        notify(answer.message, 'success');
        reset();
      },
      onError: (error) => notify(errorMessage(error, WITHDRAW_FAILED), 'error'),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="withdraw-title">
      <Title order={2} size="h3" mb="sm" id="withdraw-title">
        Withdraw Earnings
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextField
              label="Amount (₹)"
              type="number"
              min={0.01}
              step={0.01}
              inputMode="decimal"
              {...register('amount')}
              error={errors.amount?.message}
            />
            <TextField
              label="UPI ID"
              placeholder="name@bank"
              autoComplete="off"
              {...register('upiId')}
              error={errors.upiId?.message}
            />
          </Group>
          <Group>
            <Button type="submit" loading={withdraw.isPending} disabled={availablePaise <= 0}>
              Request Withdrawal
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
