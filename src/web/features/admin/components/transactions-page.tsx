import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '@web/components/load-more';
import { t } from '@web/lib/i18n';
import type { AdminTransactionFilters } from '@web/lib/query-keys';
import { adminTransactionsQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { ExportCsvButton } from './export-csv-button';
import { FiltersPending, ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';
import { PayoutGrossNote } from './payout-gross-note';
import { TransactionsFilters } from './transactions-filters';
import { transactionColumns, TransactionsTable } from './transactions-table';

type Props = { filters: AdminTransactionFilters; onFiltersChange: (filters: AdminTransactionFilters) => void };

function TransactionsList({ filters }: { filters: AdminTransactionFilters }) {
  // The route waited for the first page of these filters (routes/admin-transactions.tsx).
  const list = useSuspenseInfiniteQuery(adminTransactionsQuery(filters));
  const transactions = list.data.pages.flatMap((page) => page.transactions);
  const filtered = Boolean(filters.type || filters.from || filters.to);

  return (
    <RowsOrEmpty
      isEmpty={transactions.length === 0}
      emptyText={filtered ? t('admin.transactionsNoMatch') : t('admin.noTransactions')}
    >
      <TransactionsTable transactions={transactions} withDescription />
      <LoadMore
        shown={transactions.length}
        noun="transaction"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </RowsOrEmpty>
  );
}

function FiltersBar({ filters, onFiltersChange, exportButton }: Props & { exportButton: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <TransactionsFilters filters={filters} onChange={onFiltersChange} />
      {exportButton}
    </Group>
  );
}

function TransactionsFrame({ filtersBar, children }: { filtersBar: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          {t('admin.transactionsTitle')}
        </Title>
        <Text c="dimmed">{t('admin.transactionsIntro')}</Text>
        <PayoutGrossNote size="md" mb="lg" />
        <Stack gap="md">
          {filtersBar}
          {children}
        </Stack>
      </AdminOnly>
    </Container>
  );
}

/** /admin/transactions: the whole ledger, who did what when, filterable and exportable. */
export function AdminTransactionsPage(props: Props) {
  return (
    <TransactionsFrame
      filtersBar={<FiltersBar {...props} exportButton={<ExportCsvButton filters={props.filters} />} />}
    >
      <TransactionsList filters={props.filters} />
    </TransactionsFrame>
  );
}

/** The route's placeholder: the same screen with its filters and Export CSV not yet usable and the rows in grey. */
export function AdminTransactionsPending({ filters }: { filters: AdminTransactionFilters }) {
  const bar = (
    <FiltersPending>
      <FiltersBar
        filters={filters}
        onFiltersChange={() => undefined}
        exportButton={<Button variant="default">{t('admin.exportCsv')}</Button>}
      />
    </FiltersPending>
  );
  return (
    <TransactionsFrame filtersBar={bar}>
      <ListPending
        columns={transactionColumns({ withDescription: true })}
        loadingText={t('admin.loadingTransactions')}
      />
    </TransactionsFrame>
  );
}
