import { Text, Title } from '@mantine/core';
import type { Withdrawal } from '@schemas/wallet';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { WithdrawalReference, WithdrawalStatus } from './withdrawal-status';

const columns: StackedColumn<Withdrawal>[] = [
  { header: 'Date', cell: (w) => formatDateTime(w.createdAt), nowrap: true },
  { header: 'Amount', cell: (w) => formatRupees(w.amount), numeric: true, nowrap: true },
  { header: 'UPI ID', cell: (w) => w.upiId },
  // Not nowrap: the line under the badge (why it waits or came back) wraps.
  { header: 'Status', cell: (w) => <WithdrawalStatus withdrawal={w} /> },
  { header: 'Reference', cell: (w) => <WithdrawalReference withdrawal={w} /> },
];

/** The clipper's own withdrawal requests with their status (requested, sending, paid, returned, rejected). */
export function WithdrawalRequests({ withdrawals }: { withdrawals: Withdrawal[] }) {
  return (
    <section aria-labelledby="withdrawal-requests-title">
      <Title order={2} size="h3" mb="sm" id="withdrawal-requests-title">
        Withdrawal Requests
      </Title>
      {withdrawals.length === 0 ? (
        <Text c="dimmed">No withdrawal requests yet.</Text>
      ) : (
        <StackedTable columns={columns} rows={withdrawals} rowKey={(w) => w._id} />
      )}
    </section>
  );
}
