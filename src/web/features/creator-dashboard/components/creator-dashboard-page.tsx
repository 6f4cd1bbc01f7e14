import { Badge, Button, Card, Container, Group, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Campaign } from '../../../../../schemas/campaign';
import { AccessDenied } from '../../../components/access-denied';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { deleteCampaignMutation } from '../api/campaign-mutations';
import { creatorDashboardQuery } from '../api/creator-dashboard-query';
import { CampaignFormModal } from './campaign-form-modal';
import { CreatorCharts } from './creator-charts';
import { CreatorDashboardSkeleton } from './creator-dashboard-skeleton';
import { MyCampaignsTab } from './my-campaigns-tab';
import { OverviewTab } from './overview-tab';
import { PendingReviewsTab } from './pending-reviews-tab';
import { StatCards } from './stat-cards';

export const CREATOR_DASHBOARD_FAILED = 'Failed to load creator dashboard. Please try again.';
export const DELETE_FAILED = 'Failed to delete campaign';

type Props = {
  /** The Top Up Wallet quick action, supplied by the route (the wallet feature owns top-ups). */
  topUpAction?: ReactNode;
};

/** /creator and /creator-dashboard. */
export function CreatorDashboardPage({ topUpAction }: Props) {
  const { user } = useSession();
  if (user?.role !== 'creator') {
    return <AccessDenied message="This dashboard is for campaign creators." linkTo="/dashboard" linkLabel="Go to Dashboard" />;
  }
  return <CreatorDashboard topUpAction={topUpAction} />;
}

type FormState = { mode: 'create' } | { mode: 'edit'; campaign: Campaign } | null;

function CreatorDashboard({ topUpAction }: Props) {
  const dashboard = useQuery(creatorDashboardQuery());
  const queryClient = useQueryClient();
  const remove = useMutation(deleteCampaignMutation(queryClient));
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const data = dashboard.data;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        notify('Campaign deleted successfully', 'success');
        setDeleting(null);
      },
      onError: (error) => {
        notify(errorMessage(error, DELETE_FAILED), 'error');
        setDeleting(null);
      },
    });
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        Creator Dashboard
      </Title>
      {dashboard.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>Loading creator dashboard...</VisuallyHidden>
          <CreatorDashboardSkeleton />
        </div>
      ) : !data ? (
        <ErrorState
          message={errorMessage(dashboard.error, CREATOR_DASHBOARD_FAILED)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Stack gap="xl">
          <StatCards stats={data.stats} />
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h4" mb="sm">
              Quick Actions
            </Title>
            <Group gap="sm" wrap="wrap">
              <Button onClick={() => setForm({ mode: 'create' })}>Create New Campaign</Button>
              {topUpAction}
              <Button component={Link} to="/discover" variant="default">
                Browse Campaigns
              </Button>
              <Button component={Link} to="/creator/wallet" variant="default">
                Wallet
              </Button>
            </Group>
          </Card>
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="campaigns">My Campaigns</Tabs.Tab>
              <Tabs.Tab
                value="reviews"
                rightSection={
                  data.stats.pendingClipsCount > 0 ? (
                    <Badge size="sm" color="orange">
                      {data.stats.pendingClipsCount}
                    </Badge>
                  ) : null
                }
              >
                Pending Reviews
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <Stack gap="lg">
                <CreatorCharts />
                <OverviewTab campaigns={data.campaigns} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="campaigns" pt="md">
              <MyCampaignsTab
                campaigns={data.campaigns}
                nextCursor={data.campaignsNextCursor}
                onCreate={() => setForm({ mode: 'create' })}
                onEdit={(campaign) => setForm({ mode: 'edit', campaign })}
                onDelete={setDeleting}
              />
            </Tabs.Panel>
            <Tabs.Panel value="reviews" pt="md">
              <PendingReviewsTab clips={data.pendingClips} nextCursor={data.pendingClipsNextCursor} campaigns={data.campaigns} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
      {form ? (
        <CampaignFormModal
          key={form.mode === 'edit' ? form.campaign._id : 'new'}
          opened
          campaign={form.mode === 'edit' ? form.campaign : undefined}
          availableBalance={data?.stats.availableBalance}
          onClose={() => setForm(null)}
        />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete campaign?"
        message="This action cannot be undone and the campaign will be permanently deleted."
        confirmLabel="Delete"
        color="red"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
