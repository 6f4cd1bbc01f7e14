import { Text, Title } from '@mantine/core';
import type { WalletTransaction } from '@schemas/wallet';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { sayStored } from '@web/lib/stored-words';
import { HistoryLimitNote } from './history-limit-note';
import { signedRupees, walletTypeLabel } from './labels';

/** The table's columns, their headers in the reader's language (built in render). */
const columns = (): StackedColumn<WalletTransaction>[] => [
  { header: t('wallet.colDate'), cell: (line) => formatDateTime(line.timestamp), nowrap: true },
  { header: t('wallet.colType'), cell: (line) => walletTypeLabel(line.type) },
  {
    header: t('wallet.colAmount'),
    cell: (line) => (
      <Text span inherit fw={600} c={line.amount < 0 ? 'red' : 'green'}>
        {signedRupees(line.amount)}
      </Text>
    ),
    numeric: true,
    nowrap: true,
  },
  { header: t('wallet.colDescription'), cell: (line) => sayStored(line.descriptionSaid, line.description) },
];

/** A wallet's own lines, newest first: date, type, signed amount, description. */
export function WalletHistory({ transactions }: { transactions: WalletTransaction[] }) {
  return (
    <section aria-labelledby="wallet-history-title">
      <Title order={2} size="h3" mb="sm" id="wallet-history-title">
        {t('wallet.transactionHistory')}
      </Title>
      {transactions.length === 0 ? (
        <Text c="dimmed">{t('wallet.noTransactions')}</Text>
      ) : (
        <StackedTable columns={columns()} rows={transactions} rowKey={(line) => line._id} />
      )}
      <HistoryLimitNote count={transactions.length} />
    </section>
  );
}
