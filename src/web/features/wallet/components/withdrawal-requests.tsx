import { Text, Title } from '@mantine/core';
import type { Withdrawal } from '@schemas/wallet';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { WithdrawalReference, WithdrawalStatus } from './withdrawal-status';

/** The table's columns, their headers in the reader's language (built in render). */
const columns = (): StackedColumn<Withdrawal>[] => [
  { header: t('wallet.colDate'), cell: (w) => formatDateTime(w.createdAt), nowrap: true },
  { header: t('wallet.colAmount'), cell: (w) => formatRupees(w.amount), numeric: true, nowrap: true },
  { header: 'UPI ID', cell: (w) => w.upiId },
  // Not nowrap: the line under the badge (why it waits or came back) wraps.
  { header: t('wallet.colStatus'), cell: (w) => <WithdrawalStatus withdrawal={w} /> },
  { header: t('wallet.colReference'), cell: (w) => <WithdrawalReference withdrawal={w} /> },
];

/** The clipper's own withdrawal requests with their status (requested, sending, paid, returned, rejected). */
export function WithdrawalRequests({ withdrawals }: { withdrawals: Withdrawal[] }) {
  return (
    <section aria-labelledby="withdrawal-requests-title">
      <Title order={2} size="h3" mb="sm" id="withdrawal-requests-title">
        {t('wallet.withdrawalRequestsTitle')}
      </Title>
      {withdrawals.length === 0 ? (
        <Text c="dimmed">{t('wallet.noWithdrawalRequests')}</Text>
      ) : (
        <StackedTable columns={columns()} rows={withdrawals} rowKey={(w) => w._id} />
      )}
    </section>
  );
}
