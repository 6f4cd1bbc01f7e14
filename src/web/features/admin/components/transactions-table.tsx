import { Badge } from '@mantine/core';
import type { AdminTransaction } from '@schemas/admin';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { TimeAgo } from '@web/components/time-ago';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { sayStored } from '@web/lib/stored-words';
import { transactionTypeLabel, transactionUser } from './labels';

type Column = StackedColumn<AdminTransaction>;

// The full list gives the exact time; recent activity how long ago ("2 hours ago", the exact time in its tooltip).
const exactDate = (): Column => ({
  header: t('admin.colDate'),
  cell: (tx) => formatDateTime(tx.timestamp),
  nowrap: true,
});
const timeAgo = (): Column => ({
  header: t('admin.colDate'),
  cell: (tx) => <TimeAgo iso={tx.timestamp} />,
  nowrap: true,
});
const rest = (): Column[] => [
  { header: t('admin.colUser'), cell: (tx) => transactionUser(tx.userId) },
  {
    header: t('admin.colType'),
    cell: (tx) => (
      <Badge variant="light" color={tx.type === 'payout' ? 'green' : tx.type === 'topup' ? 'blue' : 'gray'}>
        {transactionTypeLabel(tx.type)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: t('admin.colAmount'), cell: (tx) => formatRupees(tx.amount), numeric: true, nowrap: true },
];
const description = (): Column => ({
  header: t('admin.colDescription'),
  cell: (tx) => sayStored(tx.descriptionSaid, tx.description),
});

type Shape = { withDescription?: boolean; recent?: boolean };

/** The table's columns (its placeholder greys the same ones), in the reader's language: called in render. */
export const transactionColumns = ({ withDescription, recent }: Shape) => [
  recent ? timeAgo() : exactDate(),
  ...rest(),
  ...(withDescription ? [description()] : []),
];

/** Ledger transactions as rows: date, user, type, amount, and what happened; `recent` says how long ago. */
export function TransactionsTable({ transactions, ...shape }: { transactions: AdminTransaction[] } & Shape) {
  return <StackedTable columns={transactionColumns(shape)} rows={transactions} rowKey={(tx) => tx._id} />;
}
