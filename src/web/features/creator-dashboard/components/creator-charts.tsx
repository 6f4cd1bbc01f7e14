import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartCardSkeleton } from '@web/components/charts/chart-card';
import { t } from '@web/lib/i18n';
import { creatorSeriesQuery } from '../api/series-query';
import { BudgetBurn, BudgetBurnSkeleton } from './budget-burn';
import { CampaignSpendChart } from './campaign-spend-chart';
import { SpendChart } from './spend-chart';
import { ViewsChart } from './views-chart';

/** The Overview's charts: budget burn, spend and views per day, and spend per campaign over the last 30 days. */
export function CreatorCharts() {
  const series = useQuery(creatorSeriesQuery());
  if (series.isPending) {
    return (
      <Stack gap="md">
        <BudgetBurnSkeleton />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartCardSkeleton title={t('dashboards.spendPerDay')} />
          <ChartCardSkeleton title={t('dashboards.spendPerCampaign')} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (!series.data) return <Text c="dimmed">{t('dashboards.chartsFailed')}</Text>;
  return (
    <Stack gap="md">
      <BudgetBurn burn={series.data.burn} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SpendChart series={series.data} />
        <ViewsChart series={series.data} />
        <CampaignSpendChart series={series.data} />
      </SimpleGrid>
    </Stack>
  );
}
