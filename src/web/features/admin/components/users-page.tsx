import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import type { adminUser } from '@schemas/admin';
import { LoadMore } from '@web/components/load-more';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { canOpen } from '@web/lib/admin-access';
import { formatDate, formatRupees } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import type { AdminUserFilters } from '@web/lib/query-keys';
import { adminUsersQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { roleColor, roleLabel } from './labels';
import { FiltersPending, ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';
import { SuspensionButton } from './suspension-button';
import { UsersFilters } from './users-filters';

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
  {
    header: 'Status',
    cell: (u) =>
      u.suspension ? (
        <Stack gap={2} align="flex-start">
          <Badge color="red" variant="light">
            Suspended
          </Badge>
          <Text size="xs" c="dimmed">
            {u.suspension.reason}
          </Text>
        </Stack>
      ) : (
        'Active'
      ),
  },
];

/** Moderators and owners also get each person's Suspend or Reinstate button. */
const moderatorColumns: StackedColumn<AdminUser>[] = [
  ...columns,
  { header: 'Actions', cell: (u) => <SuspensionButton user={u} />, actions: true },
];

function useColumns() {
  const { user } = useSession();
  return canOpen(user, 'moderation') ? moderatorColumns : columns;
}

const titles = { creator: 'Creators', user: 'Clippers', admin: 'Admins' } as const;

type Props = { filters: AdminUserFilters; onFiltersChange: (filters: AdminUserFilters) => void };

function UsersList({ filters }: { filters: AdminUserFilters }) {
  // The route waited for the first page of these filters (routes/admin-users.tsx).
  const list = useSuspenseInfiniteQuery(adminUsersQuery(filters));
  const users = list.data.pages.flatMap((page) => page.users);
  const shown = useColumns();

  return (
    <RowsOrEmpty
      isEmpty={users.length === 0}
      emptyText={filters.q || filters.role ? 'No users match these filters.' : 'No users yet.'}
    >
      <StackedTable columns={shown} rows={users} rowKey={(u) => u._id} />
      <LoadMore
        shown={users.length}
        noun="user"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </RowsOrEmpty>
  );
}

function UsersFrame({
  filters,
  filtersBar,
  children,
}: {
  filters: AdminUserFilters;
  filtersBar: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          {filters.role ? titles[filters.role] : 'Users'}
        </Title>
        <Text c="dimmed" mb="lg">
          Everyone on ClipMandi, newest first, with their wallet balance.
        </Text>
        <Stack gap="md">
          {filtersBar}
          {children}
        </Stack>
      </AdminOnly>
    </Container>
  );
}

/** /admin/users: everyone, or only creators or clippers (?role=), searchable by name or email (?q=). */
export function AdminUsersPage({ filters, onFiltersChange }: Props) {
  return (
    <UsersFrame filters={filters} filtersBar={<UsersFilters filters={filters} onChange={onFiltersChange} />}>
      <UsersList filters={filters} />
    </UsersFrame>
  );
}

/** The route's placeholder: the same screen with its filters not yet usable and the rows in grey. */
export function AdminUsersPending({ filters }: { filters: AdminUserFilters }) {
  const bar = (
    <FiltersPending>
      <UsersFilters filters={filters} onChange={() => undefined} />
    </FiltersPending>
  );
  const shown = useColumns();
  return (
    <UsersFrame filters={filters} filtersBar={bar}>
      <ListPending columns={shown} loadingText="Loading users..." />
    </UsersFrame>
  );
}
