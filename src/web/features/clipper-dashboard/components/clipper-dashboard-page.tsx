import { Button, Container, Group, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AccessDenied } from '../../../components/access-denied';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { userDashboardQuery } from '../../../lib/user-dashboard-query';
import { ClipperCharts } from './clipper-charts';
import { ClipperDashboardSkeleton } from './clipper-dashboard-skeleton';
import { JoinedCampaignsTab } from './joined-campaigns-tab';
import { MyClipsTab } from './my-clips-tab';
import { OverviewTab } from './overview-tab';
import { SubmitClipModal } from './submit-clip-modal';
import { WalletCards } from './wallet-cards';
import { YouTubeChannelCard } from './youtube-channel-card';

export const DASHBOARD_FAILED = 'Failed to load dashboard data. Please try again.';

/** /dashboard and /clipper-dashboard. */
export function ClipperDashboardPage() {
  const { user } = useSession();
  if (!user) return <AccessDenied message="Please log in to see your dashboard." linkTo="/login" linkLabel="Go to Login" />;
  return <ClipperDashboard />;
}

function ClipperDashboard() {
  const dashboard = useQuery(userDashboardQuery());
  const [submitting, setSubmitting] = useState(false);
  const data = dashboard.data;

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>Clipper Dashboard</Title>
          {data ? (
            <Text c="dimmed">Welcome back, {data.user.name}!</Text>
          ) : dashboard.isPending ? (
            // Holds the welcome line's place so the header keeps its height when the name arrives.
            <Skeleton height={16} width={200} my={4} aria-hidden />
          ) : null}
        </div>
        <Group>
          <Button component={Link} to="/clipper/wallet" variant="default">
            Wallet
          </Button>
          <Button onClick={() => setSubmitting(true)} disabled={!data}>
            Submit Clip
          </Button>
        </Group>
      </Group>
      {dashboard.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>Loading dashboard...</VisuallyHidden>
          <ClipperDashboardSkeleton />
        </div>
      ) : !data ? (
        <ErrorState message={errorMessage(dashboard.error, DASHBOARD_FAILED)} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Stack gap="xl">
          <YouTubeChannelCard />
          <WalletCards wallet={data.user.wallet} />
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="joined">Joined Campaigns</Tabs.Tab>
              <Tabs.Tab value="clips">My Clips</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <Stack gap="lg">
                <ClipperCharts />
                <OverviewTab clips={data.userClips} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="joined" pt="md">
              <JoinedCampaignsTab total={data.joinedCampaignsCount} />
            </Tabs.Panel>
            <Tabs.Panel value="clips" pt="md">
              <MyClipsTab total={data.clipCounts.total} onSubmitClip={() => setSubmitting(true)} />
            </Tabs.Panel>
          </Tabs>
          <SubmitClipModal opened={submitting} onClose={() => setSubmitting(false)} />
        </Stack>
      )}
    </Container>
  );
}
