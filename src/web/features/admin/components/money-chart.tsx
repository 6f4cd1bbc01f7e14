import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSeries } from '@schemas/series';
import { ChartCard, ChartCardSkeleton } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { adminSeriesQuery } from '../api/series-query';

const SERIES = [
  { key: 'moneyIn', name: 'admin.seriesMoneyIn', color: 'var(--mantine-color-blue-7)' },
  { key: 'payouts', name: 'admin.seriesPayouts', color: 'var(--mantine-color-teal-7)' },
  { key: 'fees', name: 'admin.seriesFees', color: 'var(--mantine-color-orange-8)' },
] as const;

/** Money in (top-ups), payouts to clippers and the platform's fees per day over the last 30 days. */
export function MoneyChart() {
  const series = useQuery(adminSeriesQuery());
  if (series.isPending) return <ChartCardSkeleton title={t('admin.moneyPerDay')} />;
  if (!series.data) return <Text c="dimmed">{t('admin.moneyChartFailed')}</Text>;
  return <MoneyChartCard series={series.data} />;
}

function MoneyChartCard({ series }: { series: AdminSeries }) {
  const active = series.days.filter((p) => p.moneyIn !== 0 || p.payouts !== 0 || p.fees !== 0);
  const sum = (key: (typeof SERIES)[number]['key']) => series.days.reduce((total, p) => total + p[key], 0);
  const summary = t('admin.moneySummary', {
    days: series.days.length,
    moneyIn: formatRupees(sum('moneyIn')),
    payouts: formatRupees(sum('payouts')),
    fees: formatRupees(sum('fees')),
  });
  return (
    <ChartCard
      title={t('admin.moneyPerDay')}
      summary={summary}
      empty={active.length === 0 ? t('admin.moneyEmpty') : null}
      table={{
        head: [t('admin.colDay'), ...SERIES.map((s) => t(s.name))],
        rows: active.map((p) => [
          formatDay(p.day),
          formatRupees(p.moneyIn),
          formatRupees(p.payouts),
          formatRupees(p.fees),
        ]),
      }}
    >
      <DayChart
        kind="bar"
        points={series.days.map((p) => ({
          label: formatDay(p.day),
          moneyIn: p.moneyIn,
          payouts: p.payouts,
          fees: p.fees,
        }))}
        series={SERIES.map((s) => ({ ...s, name: t(s.name) }))}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
