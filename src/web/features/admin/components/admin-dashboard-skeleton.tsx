import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { FigureRowSkeleton, TabsBarSkeleton } from '@web/components/dashboard-skeleton';

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

/** The admin dashboard while it loads: the six figures, the quick links, the tabs and the Overview, in grey. */
export function AdminDashboardSkeleton() {
  return (
    <Stack gap="xl" aria-hidden>
      <FigureRowSkeleton count={6} cols={{ base: 1, xs: 2, md: 3 }} withHints />
      <Group gap="sm">
        {[90, 90, 100, 120, 120, 110].map((width, index) => (
          <Skeleton key={index} height={36} width={width} radius="md" />
        ))}
      </Group>
      <div>
        <TabsBarSkeleton tabs={2} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" pt="md">
          <RecentCardSkeleton />
          <RecentCardSkeleton />
        </SimpleGrid>
      </div>
    </Stack>
  );
}
