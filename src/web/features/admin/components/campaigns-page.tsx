import { Badge, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Campaign, CampaignStatus } from '@schemas/campaign';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDate, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import type { AdminCampaignFilters } from '@web/lib/query-keys';
import { adminCampaignsQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { CampaignStatusButton } from './campaign-status-button';
import { statusColor, statusLabel } from './labels';
import { FiltersPending, ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';
import { LoadMore } from '@web/components/load-more';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

const STATUSES: readonly CampaignStatus[] = ['active', 'paused', 'completed'];
const statusOptions = () => [
  { value: '', label: t('admin.allStatuses') },
  ...STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

const columns = (): StackedColumn<Campaign>[] => [
  { header: t('admin.colCampaign'), cell: (c) => c.title, primary: true },
  { header: t('admin.colCreator'), cell: (c) => c.creator.name.trim() || t('admin.unknownCreator') },
  { header: t('admin.colBudget'), cell: (c) => formatRupees(c.totalBudget), numeric: true, nowrap: true },
  { header: t('admin.colSpent'), cell: (c) => formatRupees(c.amountSpent), numeric: true, nowrap: true },
  { header: t('admin.colRemaining'), cell: (c) => formatRupees(c.remainingBudget), numeric: true, nowrap: true },
  {
    header: t('admin.colStatus'),
    cell: (c) => (
      <Badge color={statusColor(c.status)} variant="light">
        {statusLabel(c.status)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: t('admin.colParticipants'), cell: (c) => c.participantsCount, numeric: true },
  { header: t('admin.colCreated'), cell: (c) => formatDate(c.createdAt), nowrap: true },
  { header: t('admin.colAction'), cell: (c) => <CampaignStatusButton campaign={c} />, actions: true },
];

type Props = { filters: AdminCampaignFilters; onFiltersChange: (filters: AdminCampaignFilters) => void };

function StatusFilter({ filters, onFiltersChange }: Props) {
  return (
    <Group>
      <NativeSelect
        label={t('admin.colStatus')}
        data={statusOptions()}
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
      emptyText={filters.status ? t('admin.campaignsNoMatch') : t('admin.campaignsEmpty')}
    >
      <StackedTable columns={columns()} rows={campaigns} rowKey={(c) => c._id} stackBelow="lg" />
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
          {t('admin.campaignsTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('admin.campaignsIntro', { clipperShare: CLIPPER_SHARE, feeShare: FEE_SHARE })}
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
      <ListPending columns={columns()} stackBelow="lg" loadingText={t('admin.loadingCampaigns')} />
    </CampaignsFrame>
  );
}
