import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { ChartCardSkeleton } from '@web/components/charts/chart-card';
import { TabsBarSkeleton } from '@web/components/dashboard-skeleton';
import { t } from '@web/lib/i18n';
import { AdminDashboardFrame } from './admin-dashboard-page';

/** A figure card: label, figure and a hint of two lines (the admin's hints are long: most wrap). */
function FigureSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Skeleton height={14} width="55%" my={4} />
      <Skeleton height={22} width="45%" my={4} />
      <Skeleton height={12} width="85%" my={3} />
      <Skeleton height={12} width="40%" my={3} />
    </Card>
  );
}

/** One of the Overview tab's two cards: its heading and five people or campaigns (name, detail and badge). */
function RecentCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Skeleton height={20} width={150} my={3} />
        <Skeleton height={30} width={70} radius="md" />
      </Group>
      <Stack gap="sm">
        {[0, 1, 2, 3, 4].map((row) => (
          <Group key={row} justify="space-between" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <Skeleton height={16} width="50%" my={4} />
              <Skeleton height={12} width="70%" my={5} />
            </div>
            <Skeleton height={20} width={64} radius="xl" />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The admin dashboard while it loads: the six figures, the seven quick links, the review queue's and the
 * withdrawals' notes, the three tabs and the Overview (the money chart and the recent cards), in grey.
 */
export function AdminDashboardSkeleton() {
  return (
    <Stack gap="xl" aria-hidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <FigureSkeleton key={card} />
        ))}
      </SimpleGrid>
      <Group gap="sm">
        {[106, 102, 125, 138, 143, 137, 149].map((width, index) => (
          <Skeleton key={index} height={36} width={width} radius="md" />
        ))}
      </Group>
      <Skeleton height={86} radius="md" />
      <Skeleton height={86} radius="md" />
      <div>
        <TabsBarSkeleton tabs={3} />
        <Stack gap="lg" pt="md">
          <ChartCardSkeleton title={t('admin.moneyPerDay')} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RecentCardSkeleton />
            <RecentCardSkeleton />
          </SimpleGrid>
        </Stack>
      </div>
    </Stack>
  );
}

/** The route's placeholder: the dashboard's heading over its layout in grey, so nothing moves when the data comes. */
export function AdminDashboardPending() {
  return (
    <AdminDashboardFrame>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('admin.loadingDashboard')}</VisuallyHidden>
        <AdminDashboardSkeleton />
      </div>
    </AdminDashboardFrame>
  );
}
