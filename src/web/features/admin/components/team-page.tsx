import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { invitation, teamMember } from '@schemas/accounts';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDate, formatDateTime } from '@web/lib/format';
import { adminTeamQuery } from '../api/team';
import { AdminOnly } from './admin-only';
import { adminRoleLabel } from './admin-role-labels';
import { AdminRoleSelect } from './admin-role-select';
import { InviteAdminForm } from './invite-admin-form';
import { RowsOrEmpty } from './list-states';

type TeamMember = z.output<typeof teamMember>;
type Invitation = z.output<typeof invitation>;

const nameOf = (member: TeamMember) => member.name.trim() || 'Unknown Admin';

const adminColumns: StackedColumn<TeamMember>[] = [
  { header: 'Name', cell: nameOf, primary: true },
  { header: 'Email', cell: (m) => m.email },
  { header: 'Role', cell: (m) => <AdminRoleSelect adminId={m._id} name={nameOf(m)} role={m.adminRole} /> },
  { header: 'Admin since', cell: (m) => formatDate(m.createdAt), nowrap: true },
];

const invitationColumns: StackedColumn<Invitation>[] = [
  { header: 'Email', cell: (i) => i.email, primary: true },
  { header: 'Role', cell: (i) => adminRoleLabel[i.adminRole] },
  { header: 'Invited by', cell: (i) => i.invitedBy },
  { header: 'Expires', cell: (i) => formatDateTime(i.expiresAt), nowrap: true },
];

/** /admin/team (owners): the admins and their roles, the open invitations, and inviting another admin. */
export function AdminTeamPage() {
  // The route waited for the team (routes/admin-team.tsx).
  const { data } = useSuspenseQuery(adminTeamQuery());
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          Team
        </Title>
        <Text c="dimmed" mb="lg">
          The admins and what their role opens: owners everything, finance the money, moderators reviews and
          suspensions.
        </Text>
        <Stack gap="xl">
          <section aria-labelledby="team-admins">
            <Title order={2} size="h4" id="team-admins" mb="sm">
              Admins
            </Title>
            <StackedTable columns={adminColumns} rows={data.admins} rowKey={(m) => m._id} />
          </section>
          <section aria-labelledby="team-invitations">
            <Title order={2} size="h4" id="team-invitations" mb="sm">
              Open invitations
            </Title>
            <RowsOrEmpty isEmpty={data.invitations.length === 0} emptyText="No open invitations.">
              <StackedTable columns={invitationColumns} rows={data.invitations} rowKey={(i) => i.id} />
            </RowsOrEmpty>
          </section>
          <InviteAdminForm />
        </Stack>
      </AdminOnly>
    </Container>
  );
}
