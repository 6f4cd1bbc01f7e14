import { Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { canOpen } from '@web/lib/admin-access';
import { t } from '@web/lib/i18n';
import { session, useSession } from '@web/lib/session';
import { adminStatsQuery, recentCampaignsQuery, recentTransactionsQuery, recentUsersQuery } from '../api/admin-queries';
import { reviewQueueCountQuery } from '../api/review-queue';
import { AdminOnly } from './admin-only';
import { AppealsPanel } from './appeals-panel';
import { MoneyChart } from './money-chart';
import { ButtonLink } from './button-link';
import { PaymentEventsPanel } from './payment-events-panel';
import { PayoutGrossNote } from './payout-gross-note';
import { QuickLinks } from './quick-links';
import { RecentOverview } from './recent-overview';
import { ReviewQueueCount } from './review-queue-count';
import { StatCards } from './stat-cards';
import { BlocksPanel } from './blocks-panel';
import { WithdrawalsWaiting } from './withdrawals-waiting';
import { TransactionsTable } from './transactions-table';

/** docs/product.md#messages-and-constants: five recent users and campaigns, ten recent transactions. */
const RECENT_PEOPLE = 5;
const RECENT_TRANSACTIONS = 10;

/**
 * What the dashboard shows first, for the route to wait for: the figures and the recent lists (their failure is the
 * screen's), and the review queue's count (whose failure only hides it, so it is fetched but never fails the screen).
 * Only what the admin's role opens (docs/accounts.md#admin-team): the money for owners and finance, the queue for
 * owners and moderators.
 */
export const ensureAdminDashboard = (client: QueryClient) => {
  const { user } = session.get();
  return Promise.all([
    client.ensureQueryData(adminStatsQuery()),
    client.ensureQueryData(recentUsersQuery(RECENT_PEOPLE)),
    client.ensureQueryData(recentCampaignsQuery(RECENT_PEOPLE)),
    canOpen(user, 'finance') ? client.ensureQueryData(recentTransactionsQuery(RECENT_TRANSACTIONS)) : null,
    canOpen(user, 'moderation') ? client.prefetchQuery(reviewQueueCountQuery()) : null,
  ]);
};

/** The ten newest ledger transactions, with a link to them all. */
function RecentActivity() {
  const transactions = useSuspenseQuery(recentTransactionsQuery(RECENT_TRANSACTIONS));
  if (transactions.data.length === 0) return <Text c="dimmed">{t('admin.noTransactions')}</Text>;
  return (
    <Stack gap="sm">
      <TransactionsTable transactions={transactions.data} withDescription recent />
      <PayoutGrossNote />
      <Group justify="flex-end">
        <ButtonLink to="/admin/transactions" variant="subtle">
          {t('admin.viewAllTransactions')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

function Dashboard() {
  // The route waited for them (routes/admin-dashboard.tsx): here they are always there.
  const stats = useSuspenseQuery(adminStatsQuery());
  const users = useSuspenseQuery(recentUsersQuery(RECENT_PEOPLE));
  const campaigns = useSuspenseQuery(recentCampaignsQuery(RECENT_PEOPLE));
  const { user } = useSession();
  const finance = canOpen(user, 'finance');
  const moderation = canOpen(user, 'moderation');
  return (
    <Stack gap="xl">
      <StatCards stats={stats.data} />
      <QuickLinks />
      {moderation && <ReviewQueueCount />}
      {finance && (
        <WithdrawalsWaiting
          count={stats.data.pendingWithdrawalsCount}
          sending={stats.data.sendingWithdrawalsCount}
          returned={stats.data.returnedWithdrawalsCount}
        />
      )}
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('admin.tabOverview')}</Tabs.Tab>
          {finance && <Tabs.Tab value="activity">{t('admin.tabRecentActivity')}</Tabs.Tab>}
          {finance && <Tabs.Tab value="payment-events">{t('admin.tabRefundsDisputes')}</Tabs.Tab>}
          {moderation && <Tabs.Tab value="blocks">{t('admin.tabBlocks')}</Tabs.Tab>}
          {moderation && <Tabs.Tab value="appeals">{t('admin.tabAppeals')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="lg">
            <MoneyChart />
            <RecentOverview users={users.data} campaigns={campaigns.data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          {finance && <RecentActivity />}
        </Tabs.Panel>
        <Tabs.Panel value="payment-events" pt="md">
          <PaymentEventsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="blocks" pt="md">
          <BlocksPanel />
        </Tabs.Panel>
        <Tabs.Panel value="appeals" pt="md">
          <AppealsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The screen's frame, shared with its placeholder (admin-dashboard-skeleton.tsx). */
export function AdminDashboardFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="lg">
          {t('admin.dashboardTitle')}
        </Title>
        {children}
      </AdminOnly>
    </Container>
  );
}

/** /admin and /admin/dashboard: the platform at a glance (docs/product.md#screens-and-routes). */
export function AdminDashboardPage() {
  return (
    <AdminDashboardFrame>
      <Dashboard />
    </AdminDashboardFrame>
  );
}
