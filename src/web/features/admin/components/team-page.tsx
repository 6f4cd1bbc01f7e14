import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { invitation, teamMember } from '@schemas/accounts';
import { StackedTable, type StackedColumn } from '@web/components/stacked-table';
import { formatDate, formatDateTime } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { adminTeamQuery } from '../api/team';
import { AdminOnly } from './admin-only';
import { adminRoleLabel } from './admin-role-labels';
import { AdminRoleSelect } from './admin-role-select';
import { InviteAdminForm } from './invite-admin-form';
import { RowsOrEmpty } from './list-states';

type TeamMember = z.output<typeof teamMember>;
type Invitation = z.output<typeof invitation>;

const nameOf = (member: TeamMember) => member.name.trim() || t('admin.unknownAdmin');

const adminColumns = (): StackedColumn<TeamMember>[] => [
  { header: t('admin.colName'), cell: nameOf, primary: true },
  { header: t('admin.colEmail'), cell: (m) => m.email },
  {
    header: t('admin.colRole'),
    cell: (m) => <AdminRoleSelect adminId={m._id} name={nameOf(m)} role={m.adminRole} />,
  },
  { header: t('admin.colAdminSince'), cell: (m) => formatDate(m.createdAt), nowrap: true },
];

const invitationColumns = (): StackedColumn<Invitation>[] => [
  { header: t('admin.colEmail'), cell: (i) => i.email, primary: true },
  { header: t('admin.colRole'), cell: (i) => adminRoleLabel(i.adminRole) },
  { header: t('admin.colInvitedBy'), cell: (i) => i.invitedBy },
  { header: t('admin.colExpires'), cell: (i) => formatDateTime(i.expiresAt), nowrap: true },
];

/** /admin/team (owners): the admins and their roles, the open invitations, and inviting another admin. */
export function AdminTeamPage() {
  // The route waited for the team (routes/admin-team.tsx).
  const { data } = useSuspenseQuery(adminTeamQuery());
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="xs">
          {t('admin.teamTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('admin.teamIntro')}
        </Text>
        <Stack gap="xl">
          <section aria-labelledby="team-admins">
            <Title order={2} size="h4" id="team-admins" mb="sm">
              {t('admin.admins')}
            </Title>
            <StackedTable columns={adminColumns()} rows={data.admins} rowKey={(m) => m._id} />
          </section>
          <section aria-labelledby="team-invitations">
            <Title order={2} size="h4" id="team-invitations" mb="sm">
              {t('admin.openInvitations')}
            </Title>
            <RowsOrEmpty isEmpty={data.invitations.length === 0} emptyText={t('admin.noOpenInvitations')}>
              <StackedTable columns={invitationColumns()} rows={data.invitations} rowKey={(i) => i.id} />
            </RowsOrEmpty>
          </section>
          <InviteAdminForm />
        </Stack>
      </AdminOnly>
    </Container>
  );
}
