import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { adminUser } from '@schemas/admin';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDate, formatRupees } from '@web/lib/format';
import type { AdminUserFilters } from '@web/lib/query-keys';
import { adminUsersQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { roleColor, roleLabel } from './labels';
import { ListStates } from './list-states';
import { LoadMore } from '@web/components/load-more';
import { UsersFilters } from './users-filters';
import { firstPageFailure } from '@web/lib/list-failure';

export const USERS_FAILED = 'Failed to load users. Please try again.';

type AdminUser = z.output<typeof adminUser>;

const columns: StackedColumn<AdminUser>[] = [
  { header: 'Name', cell: (u) => u.name.trim() || 'Unknown User', primary: true },
  { header: 'Email', cell: (u) => u.email },
  {
    header: 'Role',
    cell: (u) => (
      <Badge color={roleColor[u.role]} variant="light">
        {roleLabel[u.role]}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Wallet Balance', cell: (u) => formatRupees(u.walletBalance), numeric: true, nowrap: true },
  { header: 'Joined', cell: (u) => formatDate(u.createdAt), nowrap: true },
];

const titles = { creator: 'Creators', user: 'Clippers', admin: 'Admins' } as const;

type Props = { filters: AdminUserFilters; onFiltersChange: (filters: AdminUserFilters) => void };

function UsersList({ filters, onFiltersChange }: Props) {
  const list = useInfiniteQuery({ ...adminUsersQuery(filters), meta: { errorMessage: USERS_FAILED } });
  const failure = firstPageFailure(list, USERS_FAILED);
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Stack gap="md">
      <UsersFilters filters={filters} onChange={onFiltersChange} />
      <ListStates
        isPending={list.isPending}
        failure={failure}
        onRetry={() => void list.refetch()}
        isEmpty={users.length === 0}
        loadingText="Loading users..."
        emptyText={filters.q || filters.role ? 'No users match these filters.' : 'No users yet.'}
      >
        <StackedTable columns={columns} rows={users} rowKey={(u) => u._id} />
        <LoadMore
          shown={users.length}
          noun={users.length === 1 ? 'user' : 'users'}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </ListStates>
    </Stack>
  );
}

/** /admin/users: everyone, or only creators or clippers (?role=), searchable by name or email (?q=). */
export function AdminUsersPage(props: Props) {
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          {props.filters.role ? titles[props.filters.role] : 'Users'}
        </Title>
        <Text c="dimmed" mb="lg">
          Everyone on ClipMandi, newest first, with their wallet balance.
        </Text>
        <UsersList {...props} />
      </AdminOnly>
    </Container>
  );
}
