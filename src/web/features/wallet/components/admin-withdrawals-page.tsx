import { Badge, Button, Center, Container, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Withdrawal } from '@schemas/wallet';
import { ConfirmModal } from '@web/components/confirm-modal';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { errorMessage } from '@web/lib/api-error';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import type { AdminWithdrawalFilters } from '@web/lib/query-keys';
import { rejectWithdrawalMutation } from '../api/admin-wallet-mutations';
import { adminWithdrawalsQuery } from '../api/wallet-queries';
import { withdrawalStatusColor, withdrawalStatusLabel } from './labels';
import { MarkPaidModal, SETTLE_FAILED } from './mark-paid-modal';

export const WITHDRAWALS_FAILED = 'Failed to load withdrawals. Please try again.';

type StatusChoice = NonNullable<AdminWithdrawalFilters['status']> | 'all';
const choices: { value: StatusChoice; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

function Rows({ withdrawals, onPay, onReject }: { withdrawals: Withdrawal[]; onPay: (w: Withdrawal) => void; onReject: (w: Withdrawal) => void }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Clipper</Table.Th>
            <Table.Th>UPI ID</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reference / Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withdrawals.map((w) => (
            <Table.Tr key={w._id}>
              <Table.Td>{formatDateTime(w.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm">{w.user.name.trim() || 'Unknown User'}</Text>
                <Text size="xs" c="dimmed">
                  {w.user.email}
                </Text>
              </Table.Td>
              <Table.Td>{w.upiId}</Table.Td>
              <Table.Td ta="right">{formatRupees(w.amount)}</Table.Td>
              <Table.Td>
                <Badge color={withdrawalStatusColor[w.status]} variant="light">
                  {withdrawalStatusLabel[w.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {w.status === 'requested' ? (
                  <Group gap="xs">
                    <Button size="xs" color="green" onClick={() => onPay(w)}>
                      Mark paid
                    </Button>
                    <Button size="xs" color="red" variant="light" onClick={() => onReject(w)}>
                      Reject
                    </Button>
                  </Group>
                ) : (
                  (w.reference ?? '—')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/withdrawals: clipper withdrawal requests to mark paid (with a reference) or reject. */
export function AdminWithdrawalsPage() {
  const [status, setStatus] = useState<StatusChoice>('requested');
  const filters: AdminWithdrawalFilters = status === 'all' ? {} : { status };
  const list = useInfiniteQuery(adminWithdrawalsQuery(filters));
  const queryClient = useQueryClient();
  const reject = useMutation(rejectWithdrawalMutation(queryClient));
  const [paying, setPaying] = useState<Withdrawal | null>(null);
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.withdrawals) ?? [];

  function confirmReject() {
    if (!rejecting) return;
    reject.mutate(rejecting._id, {
      onSuccess: (answer) => notify(answer.message, 'success'),
      onError: (error) => notify(errorMessage(error, SETTLE_FAILED), 'error'),
      onSettled: () => setRejecting(null),
    });
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Withdrawals</Title>
        <Group gap="sm">
          <Button component={Link} to="/admin/wallet" variant="light">
            Admin Wallet
          </Button>
          <Button component={Link} to="/admin" variant="default">
            Back to Dashboard
          </Button>
        </Group>
      </Group>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => setStatus(value as StatusChoice)}
          data={choices}
          w="fit-content"
        />
        {list.isPending ? (
          <LoadingState text="Loading withdrawals..." />
        ) : list.isError && !list.data ? (
          <ErrorState message={errorMessage(list.error, WITHDRAWALS_FAILED)} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">No withdrawal requests here.</Text>
        ) : (
          <>
            <Rows withdrawals={rows} onPay={setPaying} onReject={setRejecting} />
            {list.hasNextPage ? (
              <Center>
                <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  Load more
                </Button>
              </Center>
            ) : null}
          </>
        )}
      </Stack>
      {paying ? <MarkPaidModal withdrawal={paying} onClose={() => setPaying(null)} /> : null}
      <ConfirmModal
        opened={rejecting !== null}
        title="Reject withdrawal?"
        message={
          rejecting
            ? `${formatRupees(rejecting.amount)} goes back to ${rejecting.user.name.trim() || 'the clipper'}'s wallet.`
            : ''
        }
        confirmLabel="Reject"
        color="red"
        busy={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejecting(null)}
      />
    </Container>
  );
}
