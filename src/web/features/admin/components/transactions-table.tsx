import { Badge } from '@mantine/core';
import type { AdminTransaction } from '@schemas/admin';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { TimeAgo } from '@web/components/time-ago';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { transactionTypeLabel, transactionUser } from './labels';

// The full list gives the exact time; recent activity how long ago ("2 hours ago", the exact time in its tooltip).
const exactDate: StackedColumn<AdminTransaction> = {
  header: 'Date',
  cell: (t) => formatDateTime(t.timestamp),
  nowrap: true,
};
const timeAgo: StackedColumn<AdminTransaction> = {
  header: 'Date',
  cell: (t) => <TimeAgo iso={t.timestamp} />,
  nowrap: true,
};
const rest: StackedColumn<AdminTransaction>[] = [
  { header: 'User', cell: (t) => transactionUser(t.userId) },
  {
    header: 'Type',
    cell: (t) => (
      <Badge variant="light" color={t.type === 'payout' ? 'green' : t.type === 'topup' ? 'blue' : 'gray'}>
        {transactionTypeLabel[t.type]}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Amount', cell: (t) => formatRupees(t.amount), numeric: true, nowrap: true },
];
const description: StackedColumn<AdminTransaction> = { header: 'Description', cell: (t) => t.description };

type Shape = { withDescription?: boolean; recent?: boolean };

/** The table's columns (its placeholder greys the same ones). */
export const transactionColumns = ({ withDescription, recent }: Shape) => [
  recent ? timeAgo : exactDate,
  ...rest,
  ...(withDescription ? [description] : []),
];

/** Ledger transactions as rows: date, user, type, amount, and what happened; `recent` says how long ago. */
export function TransactionsTable({ transactions, ...shape }: { transactions: AdminTransaction[] } & Shape) {
  return <StackedTable columns={transactionColumns(shape)} rows={transactions} rowKey={(t) => t._id} />;
}
