import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import type { WebMessageKey } from '@messages/keys';
import type { adminUser } from '@schemas/admin';
import type { Role } from '@schemas/auth';
import { LoadMore } from '@web/components/load-more';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { canOpen } from '@web/lib/admin-access';
import { formatDate, formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import type { AdminUserFilters } from '@web/lib/query-keys';
import { adminUsersQuery } from '../api/admin-queries';
import { AdminOnly } from './admin-only';
import { roleColor, roleLabel, userName } from './labels';
import { FiltersPending, ListPending } from './list-pending';
import { RowsOrEmpty } from './list-states';
import { SuspensionButton } from './suspension-button';
import { UsersFilters } from './users-filters';

type AdminUser = z.output<typeof adminUser>;

const columns = (): StackedColumn<AdminUser>[] => [
  { header: t('admin.colName'), cell: (u) => userName(u.name), primary: true },
  { header: t('admin.colEmail'), cell: (u) => u.email },
  {
    header: t('admin.colRole'),
    cell: (u) => (
      <Badge color={roleColor[u.role]} variant="light">
        {roleLabel(u.role)}
      </Badge>
    ),
    nowrap: true,
  },
  { header: t('admin.colWalletBalance'), cell: (u) => formatRupees(u.walletBalance), numeric: true, nowrap: true },
  { header: t('admin.colJoined'), cell: (u) => formatDate(u.createdAt), nowrap: true },
  {
    header: t('admin.colStatus'),
    cell: (u) =>
      u.suspension ? (
        <Stack gap={2} align="flex-start">
          <Badge color="red" variant="light">
            {t('admin.suspended')}
          </Badge>
          <Text size="xs" c="dimmed">
            {u.suspension.reason}
          </Text>
        </Stack>
      ) : (
        t('admin.userActive')
      ),
  },
];

/** Moderators and owners also get each person's Suspend or Reinstate button. */
const moderatorColumns = (): StackedColumn<AdminUser>[] => [
  ...columns(),
  { header: t('admin.colActions'), cell: (u) => <SuspensionButton user={u} />, actions: true },
];

function useColumns() {
  const { user } = useSession();
  return canOpen(user, 'moderation') ? moderatorColumns() : columns();
}

const titleKey: Record<Role, WebMessageKey> = {
  creator: 'admin.creators',
  user: 'admin.clippers',
  admin: 'admin.admins',
};

type Props = { filters: AdminUserFilters; onFiltersChange: (filters: AdminUserFilters) => void };

function UsersList({ filters }: { filters: AdminUserFilters }) {
  // The route waited for the first page of these filters (routes/admin-users.tsx).
  const list = useSuspenseInfiniteQuery(adminUsersQuery(filters));
  const users = list.data.pages.flatMap((page) => page.users);
  const shown = useColumns();

  return (
    <RowsOrEmpty
      isEmpty={users.length === 0}
      emptyText={filters.q || filters.role ? t('admin.usersNoMatch') : t('admin.usersEmpty')}
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
          {t(filters.role ? titleKey[filters.role] : 'admin.usersTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('admin.usersIntro')}
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
      <ListPending columns={shown} loadingText={t('admin.loadingUsers')} />
    </UsersFrame>
  );
}
