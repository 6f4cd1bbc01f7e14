import { Button, Center, Group, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { WebMessageKey } from '@messages/keys';
import type { AppConfig, Withdrawal } from '@schemas/wallet';
import { ConfirmModal } from '@web/components/confirm-modal';
import { AdminPageFrame } from './admin-page-frame';
import { ErrorState } from '@web/components/error-state';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { errorMessage } from '@web/lib/api-error';
import { appConfigQuery } from '@web/lib/app-config-query';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { firstPageFailure } from '@web/lib/list-failure';
import { notify } from '@web/lib/notify';
import type { AdminWithdrawalFilters } from '@web/lib/query-keys';
import { approveWithdrawalMutation, rejectWithdrawalMutation } from '../api/admin-wallet-mutations';
import { adminWithdrawalsQuery, withdrawalsLoadFailed } from '../api/wallet-queries';
import { MarkPaidModal, settleFailed } from './mark-paid-modal';
import { WithdrawalReference, WithdrawalStatus, withdrawalClipperColumn } from './withdrawal-status';

type StatusChoice = NonNullable<AdminWithdrawalFilters['status']> | 'all';

const filtersOf = (status: StatusChoice): AdminWithdrawalFilters => (status === 'all' ? {} : { status });

/** The queue opens on the requests still waiting: the route waits for their first page. */
const FIRST_STATUS: StatusChoice = 'requested';

/** The list's call for one status choice. */
const withdrawalsQuery = (status: StatusChoice) => adminWithdrawalsQuery(filtersOf(status));

/**
 * What the route waits for (routes/admin-withdrawals.tsx): the first page, and how payouts are paid, which decides
 * the rows' action (Approve with a provider, Mark paid by hand).
 */
export const ensureAdminWithdrawals = (client: QueryClient) =>
  Promise.all([
    client.ensureInfiniteQueryData(withdrawalsQuery(FIRST_STATUS)),
    client.ensureQueryData(appConfigQuery()),
  ]);

const choices: { value: StatusChoice; label: WebMessageKey }[] = [
  { value: 'requested', label: 'wallet.statusRequested' },
  { value: 'sending', label: 'wallet.statusSending' },
  { value: 'paid', label: 'wallet.statusPaid' },
  { value: 'returned', label: 'wallet.statusReturned' },
  { value: 'rejected', label: 'wallet.statusRejected' },
  { value: 'all', label: 'wallet.statusAll' },
];

type PayoutsMode = AppConfig['payouts']['mode'];

/** The admin's Approve with a provider: what it sends, and where (docs/payouts.md#modes). */
export function approveQuestion(w: Withdrawal, mode: Exclude<PayoutsMode, 'manual'>): string {
  const values = { amount: formatRupees(w.amount), upiId: w.upiId };
  return t(mode === 'razorpayx' ? 'wallet.approveRazorpayx' : 'wallet.approveSandbox', values);
}

/** The admin's Reject: whose wallet the amount goes back to. */
function rejectQuestion(w: Withdrawal): string {
  const amount = formatRupees(w.amount);
  const name = w.user.name.trim();
  return name ? t('wallet.rejectNamed', { amount, name }) : t('wallet.rejectUnnamed', { amount });
}

type Actions = {
  onPay: (w: Withdrawal) => void;
  onReject: (w: Withdrawal) => void;
  /** Approve sends the payout through the provider; Mark paid records a payment made by hand. */
  payLabel: string;
};

export function withdrawalColumns({ onPay, onReject, payLabel }: Actions): StackedColumn<Withdrawal>[] {
  return [
    { header: t('wallet.colRequested'), cell: (w) => formatDateTime(w.createdAt), nowrap: true },
    withdrawalClipperColumn(),
    { header: 'UPI ID', cell: (w) => w.upiId },
    { header: t('wallet.colAmount'), cell: (w) => formatRupees(w.amount), numeric: true, nowrap: true },
    // Not nowrap: the line under the badge (why it waits or came back) wraps.
    { header: t('wallet.colStatus'), cell: (w) => <WithdrawalStatus withdrawal={w} forAdmin /> },
    {
      header: t('wallet.colReferenceActions'),
      cell: (w) =>
        w.status === 'requested' ? (
          <Group gap="xs">
            <Button size="xs" color="green" onClick={() => onPay(w)}>
              {payLabel}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => onReject(w)}>
              {t('wallet.reject')}
            </Button>
          </Group>
        ) : (
          <WithdrawalReference withdrawal={w} />
        ),
    },
  ];
}

function Rows({ withdrawals, ...actions }: { withdrawals: Withdrawal[] } & Actions) {
  return <StackedTable columns={withdrawalColumns(actions)} rows={withdrawals} rowKey={(w) => w._id} />;
}

/** The queue's frame (AdminPageFrame) with its status control above the rows, shared with its placeholder. */
export function AdminWithdrawalsFrame({ statusControl, children }: { statusControl: ReactNode; children: ReactNode }) {
  return (
    <AdminPageFrame
      title={t('wallet.withdrawalsTitle')}
      siblings={[
        { to: '/admin/payouts', label: t('wallet.payoutsTitle') },
        { to: '/admin/wallet', label: t('wallet.adminWalletTitle') },
      ]}
    >
      <Stack gap="md">
        {statusControl}
        {children}
      </Stack>
    </AdminPageFrame>
  );
}

type StatusProps = { status: StatusChoice; onChange: (status: StatusChoice) => void; disabled?: boolean };

/** Which requests the queue shows: kept on this screen (the queue opens on 'Requested' every time). */
export function StatusControl({ status, onChange, disabled }: StatusProps) {
  // Six statuses are wider than a phone: there they stack. Read at the first render, not after it (no flash of the
  // stacked control on a wide screen): the admin screens are drawn in the browser only.
  const orientation = useMatches<'vertical' | 'horizontal'>(
    { base: 'vertical', sm: 'horizontal' },
    { getInitialValueInEffect: false },
  );
  return (
    <SegmentedControl
      aria-label={t('wallet.colStatus')}
      value={status}
      onChange={(value) => onChange(value as StatusChoice)}
      data={choices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
      orientation={orientation}
      w="fit-content"
      disabled={disabled}
    />
  );
}

/**
 * /admin/withdrawals: clipper withdrawal requests, each with why it waits, to approve (sent through the payout
 * provider) or mark paid (by hand, with a reference) as the server's payouts mode says, or to reject.
 */
export function AdminWithdrawalsPage() {
  const [status, setStatus] = useState<StatusChoice>(FIRST_STATUS);
  // The route waited for the first status's first page. Another status (kept here, not in the address) loads below
  // it, showing the rows it replaces meanwhile, so the screen never blanks.
  const first = useSuspenseInfiniteQuery(withdrawalsQuery(FIRST_STATUS));
  const list = useInfiniteQuery({ ...withdrawalsQuery(status), placeholderData: keepPreviousData });
  const failure = firstPageFailure(list, withdrawalsLoadFailed());
  const rows = (list.data ?? first.data).pages.flatMap((page) => page.withdrawals);
  const { mode } = useSuspenseQuery(appConfigQuery()).data.payouts;
  const reject = useMutation(rejectWithdrawalMutation());
  const approve = useMutation(approveWithdrawalMutation());
  const [paying, setPaying] = useState<Withdrawal | null>(null);
  const [approving, setApproving] = useState<Withdrawal | null>(null);
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);

  function confirmApprove() {
    if (!approving) return;
    approve.mutate(approving._id, {
      onSuccess: (answer) => notify(answer.message, 'success'),
      onError: (error) => notify(errorMessage(error, settleFailed()), 'error'),
      onSettled: () => setApproving(null),
    });
  }

  function confirmReject() {
    if (!rejecting) return;
    reject.mutate(rejecting._id, {
      onSuccess: (answer) => notify(answer.message, 'success'),
      onError: (error) => notify(errorMessage(error, settleFailed()), 'error'),
      onSettled: () => setRejecting(null),
    });
  }

  // By hand there is nothing to send: Mark paid opens its own dialog instead.
  const approveMessage = approving && mode !== 'manual' ? approveQuestion(approving, mode) : '';

  return (
    <AdminWithdrawalsFrame statusControl={<StatusControl status={status} onChange={setStatus} />}>
      <div aria-busy={list.isPlaceholderData}>
        {failure ? (
          <ErrorState message={failure} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('wallet.noWithdrawalsHere')}</Text>
        ) : (
          <>
            <Rows
              withdrawals={rows}
              onPay={mode === 'manual' ? setPaying : setApproving}
              payLabel={t(mode === 'manual' ? 'wallet.markPaid' : 'wallet.approve')}
              onReject={setRejecting}
            />
            {list.hasNextPage && !list.isPlaceholderData ? (
              <Center>
                <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {t('wallet.loadMore')}
                </Button>
              </Center>
            ) : null}
          </>
        )}
      </div>
      {paying ? <MarkPaidModal withdrawal={paying} onClose={() => setPaying(null)} /> : null}
      <ConfirmModal
        opened={approving !== null}
        title={t('wallet.approveWithdrawalTitle')}
        message={approveMessage}
        confirmLabel={t('wallet.approve')}
        color="green"
        busy={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setApproving(null)}
      />
      <ConfirmModal
        opened={rejecting !== null}
        title={t('wallet.rejectWithdrawalTitle')}
        message={rejecting ? rejectQuestion(rejecting) : ''}
        confirmLabel={t('wallet.reject')}
        color="red"
        busy={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejecting(null)}
      />
    </AdminWithdrawalsFrame>
  );
}
