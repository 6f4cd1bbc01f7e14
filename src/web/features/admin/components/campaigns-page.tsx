import { Badge, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Campaign, CampaignStatus } from '@schemas/campaign';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDate, formatRupees } from '@web/lib/format';
import type { AdminCampaignFilters } from '@web/lib/query-keys';
import { adminCampaignsQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { CampaignStatusButton } from './campaign-status-button';
import { statusColor, statusLabel } from './labels';
import { FiltersPending, ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';
import { LoadMore } from '@web/components/load-more';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

const statusOptions = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
];

const columns: StackedColumn<Campaign>[] = [
  { header: 'Campaign', cell: (c) => c.title, primary: true },
  { header: 'Creator', cell: (c) => c.creator.name.trim() || 'Unknown Creator' },
  { header: 'Budget', cell: (c) => formatRupees(c.totalBudget), numeric: true, nowrap: true },
  { header: 'Spent', cell: (c) => formatRupees(c.amountSpent), numeric: true, nowrap: true },
  { header: 'Remaining', cell: (c) => formatRupees(c.remainingBudget), numeric: true, nowrap: true },
  {
    header: 'Status',
    cell: (c) => (
      <Badge color={statusColor(c.status)} variant="light">
        {statusLabel(c.status)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Participants', cell: (c) => c.participantsCount, numeric: true },
  { header: 'Created', cell: (c) => formatDate(c.createdAt), nowrap: true },
  { header: 'Action', cell: (c) => <CampaignStatusButton campaign={c} />, actions: true },
];

type Props = { filters: AdminCampaignFilters; onFiltersChange: (filters: AdminCampaignFilters) => void };

function StatusFilter({ filters, onFiltersChange }: Props) {
  return (
    <Group>
      <NativeSelect
        label="Status"
        data={statusOptions}
        value={filters.status ?? ''}
        onChange={(event) =>
          onFiltersChange({ status: (event.currentTarget.value || undefined) as CampaignStatus | undefined })
        }
      />
    </Group>
  );
}

function CampaignsList({ filters }: { filters: AdminCampaignFilters }) {
  // The route waited for the first page of this status (routes/admin-campaigns.tsx).
  const list = useSuspenseInfiniteQuery(adminCampaignsQuery(filters));
  const campaigns = list.data.pages.flatMap((page) => page.campaigns);

  return (
    <RowsOrEmpty
      isEmpty={campaigns.length === 0}
      emptyText={filters.status ? 'No campaigns with this status.' : 'No campaigns yet.'}
    >
      <StackedTable columns={columns} rows={campaigns} rowKey={(c) => c._id} stackBelow="lg" />
      <LoadMore
        shown={campaigns.length}
        noun="campaign"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </RowsOrEmpty>
  );
}

function CampaignsFrame({ filtersBar, children }: { filtersBar: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          Campaigns
        </Title>
        <Text c="dimmed" mb="lg">
          Every campaign, newest first. Spent is the gross paid out of the budget (clippers get {CLIPPER_SHARE}, the
          platform {FEE_SHARE}).
        </Text>
        <Stack gap="md">
          {filtersBar}
          {children}
        </Stack>
      </AdminOnly>
    </Container>
  );
}

/** /admin/campaigns: every campaign with its money and people; the admin pauses and resumes them. */
export function AdminCampaignsPage(props: Props) {
  return (
    <CampaignsFrame filtersBar={<StatusFilter {...props} />}>
      <CampaignsList filters={props.filters} />
    </CampaignsFrame>
  );
}

/** The route's placeholder: the same screen with the status filter not yet usable and the rows in grey. */
export function AdminCampaignsPending({ filters }: { filters: AdminCampaignFilters }) {
  const bar = (
    <FiltersPending>
      <StatusFilter filters={filters} onFiltersChange={() => undefined} />
    </FiltersPending>
  );
  return (
    <CampaignsFrame filtersBar={bar}>
      <ListPending columns={columns} stackBelow="lg" loadingText="Loading campaigns..." />
    </CampaignsFrame>
  );
}
