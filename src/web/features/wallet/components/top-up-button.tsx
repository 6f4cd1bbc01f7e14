import { formResolver } from '@web/lib/form-resolver';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@web/components/form-fields';
import { t } from '@web/lib/i18n';
import { topupForm } from '../api/topup';
import { useTopUpCheckout } from './use-top-up-checkout';

type Props = ButtonProps & {
  /** The button's text; 'Top Up Wallet' unless the screen names it otherwise. */
  label?: string;
};

/** 'Top Up Wallet' and its modal: amount in rupees, then the provider's checkout, then verification. */
export function TopUpButton({ label, ...buttonProps }: Props) {
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { start, starting, verifying } = useTopUpCheckout(trigger);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: formResolver(topupForm), defaultValues: { amount: '' } });

  const close = () => {
    setOpened(false);
    reset();
  };
  // The checkout opens its own dialog over the page: ours closes first so the two never stack.
  const onSubmit = handleSubmit(async ({ amount }) => {
    if (await start(amount)) close();
  });

  return (
    <>
      <Button ref={trigger} onClick={() => setOpened(true)} loading={verifying} {...buttonProps}>
        {label ?? t('wallet.topUpWallet')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('wallet.topUpWallet')} centered>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('wallet.topUpIntro')}
            </Text>
            <TextField
              label={t('wallet.amountRupees')}
              type="number"
              min={1}
              step={0.01}
              inputMode="decimal"
              data-autofocus
              {...register('amount')}
              error={errors.amount?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={starting}>
                {t('wallet.cancel')}
              </Button>
              <Button type="submit" loading={starting}>
                {t('wallet.proceedToPay')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
