import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import type { auditEntry } from '@schemas/accounts';
import { LoadMore } from '@web/components/load-more';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import type { AdminAuditFilters } from '@web/lib/query-keys';
import { adminAuditQuery } from '../api/audit-query';
import { AdminOnly } from './admin-only';
import { AuditFilters } from './audit-filters';
import { auditActionLabel, auditObjectTypeLabel, changeText } from './audit-labels';
import { FiltersPending, ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';

type AuditEntry = z.output<typeof auditEntry>;

const columns = (): StackedColumn<AuditEntry>[] => [
  { header: t('admin.colWhen'), cell: (e) => formatDateTime(e.createdAt), nowrap: true, primary: true },
  { header: t('admin.colWho'), cell: (e) => e.actor.name.trim() || t('admin.unknownAdmin') },
  { header: t('admin.colAction'), cell: (e) => auditActionLabel(e.action) },
  {
    header: t('admin.colObject'),
    cell: (e) => (
      <>
        {auditObjectTypeLabel(e.objectType)}{' '}
        <Text span size="xs" c="dimmed" ff="monospace">
          {e.objectId}
        </Text>
      </>
    ),
  },
  { header: t('admin.colChange'), cell: (e) => changeText(e.before, e.after) },
];

function AuditList({ filters }: { filters: AdminAuditFilters }) {
  // The route waited for the first page of these filters (routes/admin-audit.tsx).
  const list = useSuspenseInfiniteQuery(adminAuditQuery(filters));
  const entries = list.data.pages.flatMap((page) => page.entries);
  const filtered = Boolean(filters.action || filters.objectType || filters.objectId);
  return (
    <RowsOrEmpty isEmpty={entries.length === 0} emptyText={filtered ? t('admin.auditNoMatch') : t('admin.auditEmpty')}>
      <StackedTable columns={columns()} rows={entries} rowKey={(e) => e.id} stackBelow="lg" />
      <LoadMore
        shown={entries.length}
        noun="action"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </RowsOrEmpty>
  );
}

function AuditFrame({ filtersBar, children }: { filtersBar: ReactNode; children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          {t('admin.auditTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('admin.auditIntro')}
        </Text>
        <Stack gap="md">
          {filtersBar}
          {children}
        </Stack>
      </AdminOnly>
    </Container>
  );
}

type Props = { filters: AdminAuditFilters; onFiltersChange: (filters: AdminAuditFilters) => void };

/** /admin/audit: the audit trail, by action (?action=), object type (?objectType=) and object id (?objectId=). */
export function AdminAuditPage({ filters, onFiltersChange }: Props) {
  return (
    <AuditFrame filtersBar={<AuditFilters filters={filters} onChange={onFiltersChange} />}>
      <AuditList filters={filters} />
    </AuditFrame>
  );
}

/** The route's placeholder: the same screen with its filters not yet usable and the rows in grey. */
export function AdminAuditPending({ filters }: { filters: AdminAuditFilters }) {
  const bar = (
    <FiltersPending>
      <AuditFilters filters={filters} onChange={() => undefined} />
    </FiltersPending>
  );
  return (
    <AuditFrame filtersBar={bar}>
      <ListPending columns={columns()} stackBelow="lg" loadingText={t('admin.loadingAudit')} />
    </AuditFrame>
  );
}
