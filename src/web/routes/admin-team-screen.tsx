import { Container } from '@mantine/core';
import { LoadingState } from '../components/loading-state';
import { adminTeamQuery, TEAM_FAILED } from '../features/admin/api/team';
import { AdminTeamPage } from '../features/admin/components/team-page';
import { defineScreen } from '../lib/data-screen';

function AdminTeamPending() {
  return (
    <Container size="lg" py="xl">
      <LoadingState text="Loading the team..." />
    </Container>
  );
}

export const screen = defineScreen({
  component: AdminTeamPage,
  Pending: AdminTeamPending,
  ensure: (client) => client.ensureQueryData(adminTeamQuery()),
  loadFailed: TEAM_FAILED,
  title: 'Team',
});
