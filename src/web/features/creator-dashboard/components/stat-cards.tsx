import { Card, SimpleGrid, Text } from '@mantine/core';
import type { CreatorDashboard } from '../../../../../schemas/dashboard';
import { formatRupees } from '../../../lib/format';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="lg" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

/** Total Campaigns, Active Campaigns, Total Spent, Total Views. */
export function StatCards({ stats }: { stats: CreatorDashboard['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Stat label="Total Campaigns" value={String(stats.totalCampaigns)} />
      <Stat label="Active Campaigns" value={String(stats.activeCampaigns)} />
      <Stat label="Total Spent" value={formatRupees(stats.totalSpent)} />
      <Stat label="Total Views" value={stats.totalViews.toLocaleString('en-IN')} />
    </SimpleGrid>
  );
}
