import { formResolver } from '@web/lib/form-resolver';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResponseOf } from '@schemas/routes';
import type { WithdrawRequest } from '@schemas/wallet';
import { TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { validateUpiIdMutation, withdrawForm, withdrawMutation } from '../api/withdraw';
import { savedUpiIdsQuery } from '../api/wallet-queries';

/** How many saved UPI IDs the form offers (most recently used first). */
const SAVED_SHOWN = 3;

type Confirming = { body: WithdrawRequest; check: ResponseOf<'validateUpiId'> };

/**
 * Withdraw to a UPI ID: the amount (at least the server's minimum) and the ID, typed or picked from the saved ones.
 * The provider is asked whose ID it is first (docs/payouts.md#upi-ids): an unknown one is refused on the field, and
 * otherwise the clipper confirms the name (or, where it cannot be checked, the ID as typed) before anything is sent.
 */
export function WithdrawForm({ availablePaise, minPaise }: { availablePaise: number; minPaise: number }) {
  const validate = useMutation(validateUpiIdMutation());
  const withdraw = useMutation(withdrawMutation());
  // Only a convenience: without them the clipper types the ID, so a failed load says nothing.
  const saved = useQuery(savedUpiIdsQuery());
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const schema = useMemo(() => withdrawForm(availablePaise, minPaise), [availablePaise, minPaise]);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm({ resolver: formResolver(schema), defaultValues: { amount: '', upiId: '' } });

  const onSubmit = handleSubmit((body) =>
    validate.mutate(body.upiId, {
      onSuccess: (check) => {
        if (check.verdict === 'invalid') setError('upiId', { message: check.message }, { shouldFocus: true });
        else setConfirming({ body, check });
      },
      onError: (error) => notify(errorMessage(error, t('wallet.upiCheckFailed')), 'error'),
    }),
  );

  function confirm() {
    if (!confirming) return;
    withdraw.mutate(confirming.body, {
      onSuccess: (answer) => {
        notify(answer.message, 'success');
        reset();
      },
      onError: (error) => notify(errorMessage(error, t('wallet.withdrawFailed')), 'error'),
      onSettled: () => setConfirming(null),
    });
  }

  const savedIds = (saved.data ?? []).slice(0, SAVED_SHOWN);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="withdraw-title">
      <Title order={2} size="h3" mb="sm" id="withdraw-title">
        {t('wallet.withdrawTitle')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextField
              label={t('wallet.amountRupees')}
              description={t('wallet.minimumAmount', { amount: formatRupees(minPaise) })}
              type="number"
              min={minPaise / 100}
              step={0.01}
              inputMode="decimal"
              {...register('amount')}
              error={errors.amount?.message}
            />
            <TextField
              label="UPI ID"
              // not words: an example UPI ID, written the same in every language
              placeholder="name@bank"
              autoComplete="off"
              {...register('upiId')}
              error={errors.upiId?.message}
            />
          </Group>
          {savedIds.length > 0 ? (
            <Group gap="xs" role="group" aria-label={t('wallet.savedUpiIds')}>
              {savedIds.map((upi) => (
                <Button
                  key={upi.address}
                  size="compact-sm"
                  variant="light"
                  onClick={() => setValue('upiId', upi.address, { shouldValidate: true })}
                >
                  {upi.registeredName
                    ? t('wallet.useUpiIdNamed', { upiId: upi.address, name: upi.registeredName })
                    : t('wallet.useUpiId', { upiId: upi.address })}
                </Button>
              ))}
            </Group>
          ) : null}
          <Group>
            <Button type="submit" loading={validate.isPending} disabled={availablePaise <= 0}>
              {t('wallet.requestWithdrawal')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        // Sending cannot be called back: the dialog stays until the answer is in.
        onClose={() => (withdraw.isPending ? undefined : setConfirming(null))}
        title={t('wallet.confirmUpiTitle')}
        centered
      >
        {confirming ? (
          <Stack gap="md">
            <Text>{confirming.check.message}</Text>
            <Text size="sm">{t('wallet.confirmAmount', { amount: formatRupees(confirming.body.amount) })}</Text>
            {confirming.check.verdict === 'valid' ? null : (
              <Text size="sm">{t('wallet.confirmUpiId', { upiId: confirming.body.upiId })}</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={withdraw.isPending}>
                {t('wallet.cancel')}
              </Button>
              {/* Focused on open, so a keyboard's Enter confirms as it submitted the form. */}
              <Button onClick={confirm} loading={withdraw.isPending} data-autofocus>
                {t('wallet.confirmWithdraw')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
