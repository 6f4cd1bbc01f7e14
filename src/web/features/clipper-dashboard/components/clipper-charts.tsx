import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartCardSkeleton } from '@web/components/charts/chart-card';
import { t } from '@web/lib/i18n';
import { userSeriesQuery } from '../api/series-query';
import { ClipViewsChart } from './clip-views-chart';
import { EarningsChart } from './earnings-chart';

/** The Overview's charts: earnings per day and views per clip over the last 30 days. */
export function ClipperCharts() {
  const series = useQuery(userSeriesQuery());
  if (series.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCardSkeleton title={t('dashboards.earningsPerDay')} />
        <ChartCardSkeleton title={t('dashboards.viewsPerClip')} />
      </SimpleGrid>
    );
  }
  if (!series.data) return <Text c="dimmed">{t('dashboards.chartsFailed')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <EarningsChart series={series.data} />
      <ClipViewsChart series={series.data} />
    </SimpleGrid>
  );
}
