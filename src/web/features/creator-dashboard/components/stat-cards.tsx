import { SimpleGrid } from '@mantine/core';
import type { CreatorDashboard } from '@schemas/dashboard';
import { FigureCard } from '@web/components/figure-card';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** Wallet Balance (what a new campaign's budget can come from), Total Campaigns, Active Campaigns, Total Spent, Total Views. */
export function StatCards({ stats }: { stats: CreatorDashboard['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      <FigureCard label={t('dashboards.walletBalance')} value={formatRupees(stats.availableBalance)} />
      <FigureCard label={t('dashboards.totalCampaigns')} value={String(stats.totalCampaigns)} />
      <FigureCard label={t('dashboards.activeCampaigns')} value={String(stats.activeCampaigns)} />
      <FigureCard label={t('dashboards.totalSpent')} value={formatRupees(stats.totalSpent)} />
      <FigureCard label={t('dashboards.totalViews')} value={stats.totalViews.toLocaleString('en-IN')} />
    </SimpleGrid>
  );
}
