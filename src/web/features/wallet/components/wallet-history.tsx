import { Text, Title } from '@mantine/core';
import type { WalletTransaction } from '@schemas/wallet';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime } from '@web/lib/format';
import { HistoryLimitNote } from './history-limit-note';
import { signedRupees, walletTypeLabel } from './labels';

const columns: StackedColumn<WalletTransaction>[] = [
  { header: 'Date', cell: (t) => formatDateTime(t.timestamp), nowrap: true },
  { header: 'Type', cell: (t) => walletTypeLabel[t.type] },
  {
    header: 'Amount',
    cell: (t) => (
      <Text span inherit fw={600} c={t.amount < 0 ? 'red' : 'green'}>
        {signedRupees(t.amount)}
      </Text>
    ),
    numeric: true,
    nowrap: true,
  },
  { header: 'Description', cell: (t) => t.description },
];

/** A wallet's own lines, newest first: date, type, signed amount, description. */
export function WalletHistory({ transactions }: { transactions: WalletTransaction[] }) {
  return (
    <section aria-labelledby="wallet-history-title">
      <Title order={2} size="h3" mb="sm" id="wallet-history-title">
        Transaction History
      </Title>
      {transactions.length === 0 ? (
        <Text c="dimmed">No transactions yet.</Text>
      ) : (
        <StackedTable columns={columns} rows={transactions} rowKey={(t) => t._id} />
      )}
      <HistoryLimitNote count={transactions.length} />
    </section>
  );
}
