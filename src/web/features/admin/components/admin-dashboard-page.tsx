import { Container, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '@web/components/error-state';
import { errorMessage } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { adminStatsQuery, recentCampaignsQuery, recentTransactionsQuery, recentUsersQuery } from '../api/admin-queries';
import { AdminDashboardSkeleton } from './admin-dashboard-skeleton';
import { AdminOnly } from './admin-only';
import { MoneyChart } from './money-chart';
import { ButtonLink } from './button-link';
import { PaymentEventsPanel } from './payment-events-panel';
import { PayoutGrossNote } from './payout-gross-note';
import { QuickLinks } from './quick-links';
import { RecentOverview } from './recent-overview';
import { ReviewQueueCount } from './review-queue-count';
import { StatCards } from './stat-cards';
import { WithdrawalsWaiting } from './withdrawals-waiting';
import { TransactionsTable } from './transactions-table';

export const DASHBOARD_FAILED = 'Failed to load admin dashboard. Please try again.';
export const DASHBOARD_FAILED_TOAST = 'Failed to load dashboard data.';

/** docs/product.md#messages-and-constants: five recent users and campaigns, ten recent transactions. */
const RECENT_PEOPLE = 5;
const RECENT_TRANSACTIONS = 10;

function Dashboard() {
  const stats = useQuery(adminStatsQuery());
  const users = useQuery(recentUsersQuery(RECENT_PEOPLE));
  const campaigns = useQuery(recentCampaignsQuery(RECENT_PEOPLE));
  const transactions = useQuery(recentTransactionsQuery(RECENT_TRANSACTIONS));
  const all = [stats, users, campaigns, transactions];
  const failed = all.find((q) => q.isError && !q.data);
  const failedAt = Math.max(...all.map((q) => q.errorUpdatedAt));

  const toast = failed ? errorMessage(failed.error, DASHBOARD_FAILED_TOAST) : null;
  useEffect(() => {
    if (toast) notify(toast, 'error');
  }, [toast, failedAt]);

  if (failed) {
    return <ErrorState message={DASHBOARD_FAILED} onRetry={() => all.forEach((q) => void q.refetch())} />;
  }
  if (!stats.data || !users.data || !campaigns.data || !transactions.data) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading admin dashboard...</VisuallyHidden>
        <AdminDashboardSkeleton />
      </div>
    );
  }
  return (
    <Stack gap="xl">
      <StatCards stats={stats.data} />
      <QuickLinks />
      <ReviewQueueCount />
      <WithdrawalsWaiting count={stats.data.pendingWithdrawalsCount} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="activity">Recent Activity</Tabs.Tab>
          <Tabs.Tab value="payment-events">Refunds &amp; Disputes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="lg">
            <MoneyChart />
            <RecentOverview users={users.data} campaigns={campaigns.data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          {transactions.data.length === 0 ? (
            <Text c="dimmed">No transactions yet.</Text>
          ) : (
            <Stack gap="sm">
              <TransactionsTable transactions={transactions.data} withDescription recent />
              <PayoutGrossNote />
              <Group justify="flex-end">
                <ButtonLink to="/admin/transactions" variant="subtle">
                  View all transactions
                </ButtonLink>
              </Group>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="payment-events" pt="md">
          <PaymentEventsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /admin and /admin/dashboard: the platform at a glance (docs/product.md#screens-and-routes). */
export function AdminDashboardPage() {
  return (
    <Container size="lg" py="xl">
      <AdminOnly>
        <Title order={1} mb="lg">
          Admin Dashboard
        </Title>
        <Dashboard />
      </AdminOnly>
    </Container>
  );
}
