import { formResolver } from '@web/lib/form-resolver';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PayoutPolicy } from '@schemas/payouts';
import type { Withdrawal } from '@schemas/wallet';
import { FigureCard } from '@web/components/figure-card';
import { TextField } from '@web/components/form-fields';
import { RichMessage } from '@web/components/rich-message';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { sayStored } from '@web/lib/stored-words';
import { notify } from '@web/lib/notify';
import { payoutPolicyForm, updatePayoutPolicyMutation } from '../api/payout-policy';
import { adminPayoutsQuery } from '../api/wallet-queries';
import { AdminPageFrame } from './admin-page-frame';
import { withdrawalClipperColumn } from './withdrawal-status';
import { payoutModeLabel, WITHDRAWAL_STATUS_ORDER, withdrawalStatusColor, withdrawalStatusLabel } from './labels';

/** What the route waits for (routes/admin-payouts.tsx). */
export const ensureAdminPayouts = (client: QueryClient) => client.ensureQueryData(adminPayoutsQuery());

/** The columns both lists start with: their headers in the reader's language (built in render). */
const sharedColumns = (): StackedColumn<Withdrawal>[] => [
  { header: t('wallet.colDate'), cell: (w) => formatDateTime(w.createdAt), nowrap: true },
  withdrawalClipperColumn(),
  { header: t('wallet.colAmount'), cell: (w) => formatRupees(w.amount), numeric: true, nowrap: true },
  { header: 'UPI ID', cell: (w) => w.upiId },
];

export const inFlightColumns = (): StackedColumn<Withdrawal>[] => [
  ...sharedColumns(),
  {
    header: t('wallet.colProviderState'),
    // The provider's own word (processing, pending); none yet while a send is being retried. RazorpayX holds a
    // queued payout until the business account has the balance (docs/payouts.md#states).
    cell: (w) => (w.payoutState === 'queued' ? t('wallet.queuedLowBalance') : (w.payoutState ?? '—')),
  },
];

export const failedColumns = (): StackedColumn<Withdrawal>[] => [
  ...sharedColumns(),
  {
    header: t('wallet.colStatus'),
    cell: (w) => (
      <Badge color={withdrawalStatusColor[w.status]} variant="light">
        {withdrawalStatusLabel(w.status)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: t('wallet.colWhy'), cell: (w) => sayStored(w.returnReasonSaid, w.returnReason ?? '—') },
];

/** The screen's frame (AdminPageFrame), shared with its placeholder. */
export function AdminPayoutsFrame({ children }: { children: ReactNode }) {
  return (
    <AdminPageFrame
      title={t('wallet.payoutsTitle')}
      siblings={[
        { to: '/admin/withdrawals', label: t('wallet.withdrawalRequestsLink') },
        { to: '/admin/wallet', label: t('wallet.adminWalletTitle') },
      ]}
    >
      {children}
    </AdminPageFrame>
  );
}

/** One of the screen's lists under its heading, which names it for screen readers. */
export function PayoutList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The automatic limit in rupees, as the field shows it (paise held, rupees typed). */
const rupeesText = (paise: number) => String(paise / 100);

/** The policy (docs/payouts.md#policy): the automatic limit and the switch that pauses every automatic payout. */
function PolicyForm({ policy, manual }: { policy: PayoutPolicy; manual: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation(updatePayoutPolicyMutation(queryClient));
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: formResolver(payoutPolicyForm),
    defaultValues: { autoLimit: rupeesText(policy.autoLimit), paused: policy.paused },
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        notify(answer.message, 'success');
        reset({ autoLimit: rupeesText(answer.policy.autoLimit), paused: answer.policy.paused });
      },
      onError: (error) => notify(errorMessage(error, t('wallet.policySaveFailed')), 'error'),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payout-policy-title">
      <Title order={2} size="h3" mb="xs" id="payout-policy-title">
        {t('wallet.payoutPolicy')}
      </Title>
      {manual ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('wallet.manualPolicyNote')}
        </Text>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <TextField
            label={t('wallet.autoLimit')}
            description={t('wallet.autoLimitHint')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            {...register('autoLimit')}
            error={errors.autoLimit?.message}
          />
          <Controller
            name="paused"
            control={control}
            render={({ field }) => (
              <Switch
                label={t('wallet.pauseAutomatic')}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('wallet.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * /admin/payouts (docs/payouts.md#admin): how payouts are sent, how many withdrawals are in each status and their
 * amount, the policy, the payouts in flight and the failed or returned ones with why.
 */
export function AdminPayoutsPage() {
  // The route waited for it: here it is always there.
  const { data } = useSuspenseQuery(adminPayoutsQuery());
  const counts = new Map(data.counts.map((c) => [c.status, c]));
  return (
    <AdminPayoutsFrame>
      <Stack gap="xl">
        <Text size="lg" role="group" aria-label={t('wallet.mode')}>
          <RichMessage
            id="wallet.modeLine"
            values={{ mode: payoutModeLabel(data.mode) }}
            tags={{
              0: (words) => (
                <Text span inherit fw={700}>
                  {words}
                </Text>
              ),
            }}
          />
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          {WITHDRAWAL_STATUS_ORDER.map((status) => (
            <FigureCard
              key={status}
              label={withdrawalStatusLabel(status)}
              value={String(counts.get(status)?.count ?? 0)}
              hint={formatRupees(counts.get(status)?.amount ?? 0)}
            />
          ))}
        </SimpleGrid>
        <PolicyForm policy={data.policy} manual={data.mode === 'manual'} />
        <PayoutList id="payouts-in-flight" title={t('wallet.inFlight')}>
          {data.inFlight.length === 0 ? (
            <Text c="dimmed">{t('wallet.nothingInFlight')}</Text>
          ) : (
            <StackedTable columns={inFlightColumns()} rows={data.inFlight} rowKey={(w) => w._id} />
          )}
        </PayoutList>
        <PayoutList id="payouts-failed" title={t('wallet.failedOrReturned')}>
          {data.failed.length === 0 ? (
            <Text c="dimmed">{t('wallet.noFailedPayouts')}</Text>
          ) : (
            <StackedTable columns={failedColumns()} rows={data.failed} rowKey={(w) => w._id} />
          )}
        </PayoutList>
      </Stack>
    </AdminPayoutsFrame>
  );
}
