import { SimpleGrid } from '@mantine/core';
import type { CreatorDashboard } from '@schemas/dashboard';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';

/** Wallet Balance (what a new campaign's budget can come from), Total Campaigns, Active Campaigns, Total Spent, Total Views. */
export function StatCards({ stats }: { stats: CreatorDashboard['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      <FigureCard label="Wallet Balance" value={formatRupees(stats.availableBalance)} />
      <FigureCard label="Total Campaigns" value={String(stats.totalCampaigns)} />
      <FigureCard label="Active Campaigns" value={String(stats.activeCampaigns)} />
      <FigureCard label="Total Spent" value={formatRupees(stats.totalSpent)} />
      <FigureCard label="Total Views" value={stats.totalViews.toLocaleString('en-IN')} />
    </SimpleGrid>
  );
}
