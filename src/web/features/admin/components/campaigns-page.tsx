import { Badge, Container, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignStatus } from '@schemas/campaign';
import { formatDate, formatRupees } from '@web/lib/format';
import type { AdminCampaignFilters } from '@web/lib/query-keys';
import { adminCampaignsQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { CampaignStatusButton } from './campaign-status-button';
import { statusColor, statusLabel } from './labels';
import { ListStates } from './list-states';
import { LoadMore } from '@web/components/load-more';
import { firstPageFailure } from '@web/lib/list-failure';

export const CAMPAIGNS_FAILED = 'Failed to load campaigns. Please try again.';

const statusOptions = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
];

type Props = { filters: AdminCampaignFilters; onFiltersChange: (filters: AdminCampaignFilters) => void };

function CampaignsList({ filters, onFiltersChange }: Props) {
  const list = useInfiniteQuery({ ...adminCampaignsQuery(filters), meta: { errorMessage: CAMPAIGNS_FAILED } });
  const failure = firstPageFailure(list, CAMPAIGNS_FAILED);
  const campaigns = list.data?.pages.flatMap((page) => page.campaigns) ?? [];

  return (
    <Stack gap="md">
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
      <ListStates
        isPending={list.isPending}
        failure={failure}
        onRetry={() => void list.refetch()}
        isEmpty={campaigns.length === 0}
        loadingText="Loading campaigns..."
        emptyText={filters.status ? 'No campaigns with this status.' : 'No campaigns yet.'}
      >
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Creator</Table.Th>
                <Table.Th ta="right">Budget</Table.Th>
                <Table.Th ta="right">Spent</Table.Th>
                <Table.Th ta="right">Remaining</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Participants</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((c) => (
                <Table.Tr key={c._id}>
                  <Table.Td>{c.title}</Table.Td>
                  <Table.Td>{c.creator.name.trim() || 'Unknown Creator'}</Table.Td>
                  <Table.Td ta="right">{formatRupees(c.totalBudget)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(c.amountSpent)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(c.remainingBudget)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor(c.status)} variant="light">
                      {statusLabel(c.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{c.participantsCount}</Table.Td>
                  <Table.Td>{formatDate(c.createdAt)}</Table.Td>
                  <Table.Td>
                    <CampaignStatusButton campaign={c} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <LoadMore
          shown={campaigns.length}
          noun={campaigns.length === 1 ? 'campaign' : 'campaigns'}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </ListStates>
    </Stack>
  );
}

/** /admin/campaigns: every campaign with its money and people; the admin pauses and resumes them. */
export function AdminCampaignsPage(props: Props) {
  return (
    <Container size="xl" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          Campaigns
        </Title>
        <Text c="dimmed" mb="lg">
          Every campaign, newest first. Spent is the gross paid out of the budget (clippers get 88%, the platform 12%).
        </Text>
        <CampaignsList {...props} />
      </AdminOnly>
    </Container>
  );
}
