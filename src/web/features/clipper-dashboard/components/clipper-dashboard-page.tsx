import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { UserDashboard } from '@schemas/dashboard';
import { AccessDenied } from '@web/components/access-denied';
import { FirstSteps, type FirstStep } from '@web/components/first-steps';
import type { MyClipsProps, SubmitClipProps } from '@web/lib/dashboard-slots';
import { t } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { userDashboardQuery } from '../api/user-dashboard-query';
import { ClipperCharts } from './clipper-charts';
import { JoinedCampaignsTab } from './joined-campaigns-tab';
import { OverviewTab } from './overview-tab';
import { WalletCards } from './wallet-cards';

type Props = {
  /** The accounts the clipper links: the channels feature's YouTube card and the Instagram card. */
  accountCards: ReactNode;
  /** The clips feature's My Clips tab and Submit Clip dialog. */
  MyClips: ComponentType<MyClipsProps>;
  SubmitClip: ComponentType<SubmitClipProps>;
};

/** Join, link a channel (only where clips need one), submit: each done from what the dashboard carries. */
function clipperSteps(data: UserDashboard, submit: () => void): FirstStep[] {
  const steps: FirstStep[] = [
    { label: t('dashboards.stepJoinCampaign'), done: data.joinedCampaignsCount > 0, to: '/discover' },
  ];
  if (data.channel.required) {
    steps.push({
      label: t('dashboards.stepLinkChannel'),
      done: data.channel.linked,
      // The channel card is on this screen, under the checklist.
      onClick: () => document.querySelector('[aria-label="YouTube channel"]')?.scrollIntoView({ block: 'start' }),
    });
  }
  steps.push({ label: t('dashboards.stepSubmitFirstClip'), done: data.clipCounts.total > 0, onClick: submit });
  return steps;
}

/** /dashboard and /clipper-dashboard. */
export function ClipperDashboardPage(props: Props) {
  const { user } = useSession();
  if (!user)
    return (
      <AccessDenied
        message={t('dashboards.logInToSeeDashboard')}
        linkTo="/login"
        linkLabel={t('dashboards.goToLogin')}
      />
    );
  return <ClipperDashboard {...props} />;
}

function ClipperDashboard({ accountCards, MyClips, SubmitClip }: Props) {
  // The route waited for it (routes/clipper-dashboard.tsx): here it is always there.
  const { data } = useSuspenseQuery(userDashboardQuery());
  const [submitting, setSubmitting] = useState(false);

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>{t('dashboards.clipperDashboardTitle')}</Title>
          <Text c="dimmed">{t('dashboards.welcomeBack', { name: data.user.name })}</Text>
        </div>
        <Group>
          <Button component={Link} to="/clipper/wallet" variant="default">
            {t('dashboards.wallet')}
          </Button>
          <Button onClick={() => setSubmitting(true)}>{t('dashboards.submitClip')}</Button>
        </Group>
      </Group>
      <Stack gap="xl">
        <FirstSteps title={t('dashboards.firstSteps')} steps={clipperSteps(data, () => setSubmitting(true))} />
        {accountCards}
        <WalletCards wallet={data.user.wallet} />
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="overview">{t('dashboards.tabOverview')}</Tabs.Tab>
            <Tabs.Tab value="joined">{t('dashboards.tabJoinedCampaigns')}</Tabs.Tab>
            <Tabs.Tab value="clips">{t('dashboards.tabMyClips')}</Tabs.Tab>
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
            <MyClips total={data.clipCounts.total} onSubmitClip={() => setSubmitting(true)} />
          </Tabs.Panel>
        </Tabs>
        <SubmitClip opened={submitting} onClose={() => setSubmitting(false)} />
      </Stack>
    </Container>
  );
}
