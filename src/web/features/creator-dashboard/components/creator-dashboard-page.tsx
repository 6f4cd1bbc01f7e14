import { Badge, Button, Card, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { AccessDenied } from '@web/components/access-denied';
import { FirstSteps } from '@web/components/first-steps';
import type { CampaignEditorProps, PendingReviewsProps } from '@web/lib/dashboard-slots';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { creatorDashboardQuery } from '../api/creator-dashboard-query';
import { CreatorCharts } from './creator-charts';
import { MyCampaignsTab } from './my-campaigns-tab';
import { OverviewTab } from './overview-tab';
import { StatCards } from './stat-cards';

type Props = {
  /** The Top Up Wallet quick action, supplied by the route (the wallet feature owns top-ups). */
  topUpAction?: ReactNode;
  /** The campaigns feature's Create, Edit and Delete (its dialogs), around the dashboard. */
  CampaignEditor: ComponentType<CampaignEditorProps>;
  /** The clips feature's Pending Reviews tab. */
  PendingReviews: ComponentType<PendingReviewsProps>;
};

/** /creator and /creator-dashboard. */
export function CreatorDashboardPage(props: Props) {
  const { user } = useSession();
  if (user?.role !== 'creator') {
    return (
      <AccessDenied
        message={t('dashboards.creatorsOnly')}
        linkTo="/dashboard"
        linkLabel={t('dashboards.goToDashboard')}
      />
    );
  }
  return <CreatorDashboard {...props} />;
}

function CreatorDashboard({ topUpAction, CampaignEditor, PendingReviews }: Props) {
  // The route waited for it (routes/creator-dashboard.tsx): here it is always there.
  const { data } = useSuspenseQuery(creatorDashboardQuery());

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {t('dashboards.creatorDashboardTitle')}
      </Title>
      <CampaignEditor availableBalance={data.stats.availableBalance}>
        {(editing) => (
          <Stack gap="xl">
            <FirstSteps
              title={t('dashboards.firstSteps')}
              steps={[
                // Money in a campaign came from the wallet: a creator with a campaign has topped up.
                {
                  label: t('dashboards.stepTopUp'),
                  done: data.stats.availableBalance > 0 || data.stats.totalCampaigns > 0,
                  to: '/creator/wallet',
                },
                {
                  label: t('dashboards.stepCreateCampaign'),
                  done: data.stats.totalCampaigns > 0,
                  onClick: editing.create,
                },
              ]}
            />
            <StatCards stats={data.stats} />
            <Card withBorder radius="md" padding="md">
              <Title order={2} size="h4" mb="sm">
                {t('dashboards.quickActions')}
              </Title>
              <Group gap="sm" wrap="wrap">
                <Button onClick={editing.create}>{t('dashboards.createCampaign')}</Button>
                {topUpAction}
                <Button component={Link} to="/discover" variant="default">
                  {t('dashboards.browseCampaigns')}
                </Button>
                <Button component={Link} to="/creator/wallet" variant="default">
                  {t('dashboards.wallet')}
                </Button>
              </Group>
            </Card>
            <Tabs defaultValue="overview" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="overview">{t('dashboards.tabOverview')}</Tabs.Tab>
                <Tabs.Tab value="campaigns">{t('dashboards.tabMyCampaigns')}</Tabs.Tab>
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
                  {t('dashboards.tabPendingReviews')}
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
                  onCreate={editing.create}
                  onEdit={editing.edit}
                  onDelete={editing.remove}
                  onPause={editing.pause}
                />
              </Tabs.Panel>
              <Tabs.Panel value="reviews" pt="md">
                <PendingReviews
                  clips={data.pendingClips}
                  nextCursor={data.pendingClipsNextCursor}
                  campaigns={data.campaigns}
                />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </CampaignEditor>
    </Container>
  );
}
