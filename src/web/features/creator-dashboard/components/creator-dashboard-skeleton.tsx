import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { FigureRowSkeleton, ListRowsSkeleton, TabsBarSkeleton } from '@web/components/dashboard-skeleton';

/** The creator dashboard while it loads: the four stat cards, Quick Actions, the tabs and recent campaigns, in grey. */
export function CreatorDashboardSkeleton() {
  return (
    <Stack gap="xl" aria-hidden>
      <FigureRowSkeleton count={4} cols={{ base: 1, xs: 2, md: 4 }} />
      <Card withBorder radius="md" padding="md">
        <Skeleton height={20} width={140} mt={3} mb="sm" />
        <Group gap="sm" wrap="wrap">
          {[180, 150, 160, 90].map((width) => (
            <Skeleton key={width} height={36} width={width} radius="md" />
          ))}
        </Group>
      </Card>
      <div>
        <TabsBarSkeleton tabs={3} />
        <ListRowsSkeleton rows={3} />
      </div>
    </Stack>
  );
}
