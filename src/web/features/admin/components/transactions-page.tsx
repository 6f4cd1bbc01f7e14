import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminTransactionFilters } from '@web/lib/query-keys';
import { adminTransactionsQuery } from '../api/admin-queries';
import { localTzOffset } from '../api/transactions-csv';
import { AdminOnly } from './admin-only';
import { ExportCsvButton } from './export-csv-button';
import { ListStates } from './list-states';
import { LoadMore } from '@web/components/load-more';
import { PayoutGrossNote } from './payout-gross-note';
import { TransactionsFilters } from './transactions-filters';
import { TransactionsTable } from './transactions-table';
import { firstPageFailure } from '@web/lib/list-failure';

export const TRANSACTIONS_FAILED = 'Failed to load transactions. Please try again.';

type Props = { filters: AdminTransactionFilters; onFiltersChange: (filters: AdminTransactionFilters) => void };

function TransactionsList({ filters, onFiltersChange }: Props) {
  // Dates are the days the admin sees, so the server is told this browser's offset from UTC.
  const query = filters.from || filters.to ? { ...filters, tzOffset: localTzOffset() } : filters;
  const list = useInfiniteQuery({ ...adminTransactionsQuery(query), meta: { errorMessage: TRANSACTIONS_FAILED } });
  const failure = firstPageFailure(list, TRANSACTIONS_FAILED);
  const transactions = list.data?.pages.flatMap((page) => page.transactions) ?? [];
  const filtered = Boolean(filters.type || filters.from || filters.to);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TransactionsFilters filters={filters} onChange={onFiltersChange} />
        <ExportCsvButton filters={filters} />
      </Group>
      <ListStates
        isPending={list.isPending}
        failure={failure}
        onRetry={() => void list.refetch()}
        isEmpty={transactions.length === 0}
        loadingText="Loading transactions..."
        emptyText={filtered ? 'No transactions match these filters.' : 'No transactions yet.'}
      >
        <TransactionsTable transactions={transactions} withDescription />
        <LoadMore
          shown={transactions.length}
          noun={transactions.length === 1 ? 'transaction' : 'transactions'}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </ListStates>
    </Stack>
  );
}

/** /admin/transactions: the whole ledger, who did what when, filterable and exportable. */
export function AdminTransactionsPage(props: Props) {
  return (
    <Container size="xl" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          Transactions
        </Title>
        <Text c="dimmed">Every money movement, newest first.</Text>
        <PayoutGrossNote size="md" mb="lg" />
        <TransactionsList {...props} />
      </AdminOnly>
    </Container>
  );
}
