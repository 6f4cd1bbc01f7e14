import { Container } from '@mantine/core';
import { LoadingState } from '../components/loading-state';
import { adminTeamQuery } from '../features/admin/api/team';
import { AdminTeamPage } from '../features/admin/components/team-page';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

function AdminTeamPending() {
  return (
    <Container size="lg" py="xl">
      <LoadingState text={t('admin.loadingTeam')} />
    </Container>
  );
}

export const screen = defineScreen({
  component: AdminTeamPage,
  Pending: AdminTeamPending,
  ensure: (client) => client.ensureQueryData(adminTeamQuery()),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.teamFailed');
  },
  get title() {
    return t('admin.teamTitle');
  },
});
