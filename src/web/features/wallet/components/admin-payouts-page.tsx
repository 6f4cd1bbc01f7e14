import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PayoutPolicy } from '@schemas/payouts';
import type { Withdrawal } from '@schemas/wallet';
import { FigureCard } from '@web/components/figure-card';
import { TextField } from '@web/components/form-fields';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import { payoutPolicyForm, updatePayoutPolicyMutation } from '../api/payout-policy';
import { adminPayoutsQuery } from '../api/wallet-queries';
import { AdminPageFrame } from './admin-page-frame';
import { withdrawalClipperColumn } from './withdrawal-status';
import { payoutModeLabel, WITHDRAWAL_STATUS_ORDER, withdrawalStatusColor, withdrawalStatusLabel } from './labels';

export const POLICY_SAVE_FAILED = 'Failed to save payout settings';
export const NOTHING_IN_FLIGHT = 'Nothing in flight.';
export const NO_FAILED_PAYOUTS = 'No failed payouts.';
/** RazorpayX holds a queued payout until the business account has the balance (docs/payouts.md#states). */
export const QUEUED_LOW_BALANCE = 'Queued: low balance';

/** What the route waits for (routes/admin-payouts.tsx). */
export const ensureAdminPayouts = (client: QueryClient) => client.ensureQueryData(adminPayoutsQuery());

const dateColumn: StackedColumn<Withdrawal> = {
  header: 'Date',
  cell: (w) => formatDateTime(w.createdAt),
  nowrap: true,
};
const amountColumn: StackedColumn<Withdrawal> = {
  header: 'Amount',
  cell: (w) => formatRupees(w.amount),
  numeric: true,
  nowrap: true,
};
const upiColumn: StackedColumn<Withdrawal> = { header: 'UPI ID', cell: (w) => w.upiId };

export const inFlightColumns: StackedColumn<Withdrawal>[] = [
  dateColumn,
  withdrawalClipperColumn,
  amountColumn,
  upiColumn,
  {
    header: 'Provider state',
    // The provider's own word (processing, pending); none yet while a send is being retried.
    cell: (w) => (w.payoutState === 'queued' ? QUEUED_LOW_BALANCE : (w.payoutState ?? '—')),
  },
];

export const failedColumns: StackedColumn<Withdrawal>[] = [
  dateColumn,
  withdrawalClipperColumn,
  amountColumn,
  upiColumn,
  {
    header: 'Status',
    cell: (w) => (
      <Badge color={withdrawalStatusColor[w.status]} variant="light">
        {withdrawalStatusLabel[w.status]}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Why', cell: (w) => w.returnReason ?? '—' },
];

/** The screen's frame (AdminPageFrame), shared with its placeholder. */
export function AdminPayoutsFrame({ children }: { children: ReactNode }) {
  return (
    <AdminPageFrame
      title="Payouts"
      siblings={[
        { to: '/admin/withdrawals', label: 'Withdrawal requests' },
        { to: '/admin/wallet', label: 'Admin Wallet' },
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
    resolver: zodResolver(payoutPolicyForm),
    defaultValues: { autoLimit: rupeesText(policy.autoLimit), paused: policy.paused },
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        notify(answer.message, 'success');
        reset({ autoLimit: rupeesText(answer.policy.autoLimit), paused: answer.policy.paused });
      },
      onError: (error) => notify(errorMessage(error, POLICY_SAVE_FAILED), 'error'),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payout-policy-title">
      <Title order={2} size="h3" mb="xs" id="payout-policy-title">
        Payout policy
      </Title>
      {manual ? (
        <Text size="sm" c="dimmed" mb="sm">
          Payouts are paid by hand here, so every withdrawal waits for an admin whatever this policy says.
        </Text>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <TextField
            label="Automatic limit (₹)"
            description="Withdrawals up to this amount go out as soon as they are requested; larger ones wait for an admin."
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
                label="Pause all automatic payouts"
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
              Save
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
        <Text size="lg" role="group" aria-label="Mode">
          Mode:{' '}
          <Text span inherit fw={700}>
            {payoutModeLabel[data.mode]}
          </Text>
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          {WITHDRAWAL_STATUS_ORDER.map((status) => (
            <FigureCard
              key={status}
              label={withdrawalStatusLabel[status]}
              value={String(counts.get(status)?.count ?? 0)}
              hint={formatRupees(counts.get(status)?.amount ?? 0)}
            />
          ))}
        </SimpleGrid>
        <PolicyForm policy={data.policy} manual={data.mode === 'manual'} />
        <PayoutList id="payouts-in-flight" title="In flight">
          {data.inFlight.length === 0 ? (
            <Text c="dimmed">{NOTHING_IN_FLIGHT}</Text>
          ) : (
            <StackedTable columns={inFlightColumns} rows={data.inFlight} rowKey={(w) => w._id} />
          )}
        </PayoutList>
        <PayoutList id="payouts-failed" title="Failed or returned">
          {data.failed.length === 0 ? (
            <Text c="dimmed">{NO_FAILED_PAYOUTS}</Text>
          ) : (
            <StackedTable columns={failedColumns} rows={data.failed} rowKey={(w) => w._id} />
          )}
        </PayoutList>
      </Stack>
    </AdminPayoutsFrame>
  );
}
