import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSeries } from '@schemas/series';
import { ChartCard, ChartCardSkeleton } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';
import { adminSeriesQuery } from '../api/series-query';

const TITLE = 'Money per day';
export const MONEY_EMPTY = 'No money has moved yet: top-ups, payouts and fees appear here, day by day, as they happen.';
export const MONEY_CHART_FAILED =
  'The money chart could not be loaded. It will try again when the dashboard refreshes.';

const SERIES = [
  { key: 'moneyIn', name: 'Money in', color: 'var(--mantine-color-blue-7)' },
  { key: 'payouts', name: 'Payouts', color: 'var(--mantine-color-teal-7)' },
  { key: 'fees', name: 'Fees', color: 'var(--mantine-color-orange-8)' },
] as const;

/** Money in (top-ups), payouts to clippers and the platform's fees per day over the last 30 days. */
export function MoneyChart() {
  const series = useQuery(adminSeriesQuery());
  if (series.isPending) return <ChartCardSkeleton title={TITLE} />;
  if (!series.data) return <Text c="dimmed">{MONEY_CHART_FAILED}</Text>;
  return <MoneyChartCard series={series.data} />;
}

function MoneyChartCard({ series }: { series: AdminSeries }) {
  const active = series.days.filter((p) => p.moneyIn !== 0 || p.payouts !== 0 || p.fees !== 0);
  const sum = (key: (typeof SERIES)[number]['key']) => series.days.reduce((total, p) => total + p[key], 0);
  const summary =
    `In the last ${series.days.length} days: ${formatRupees(sum('moneyIn'))} in from top-ups, ` +
    `${formatRupees(sum('payouts'))} paid out to clippers and ${formatRupees(sum('fees'))} earned in fees.`;
  return (
    <ChartCard
      title={TITLE}
      summary={summary}
      empty={active.length === 0 ? MONEY_EMPTY : null}
      table={{
        head: ['Day', 'Money in', 'Payouts', 'Fees'],
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
        series={[...SERIES]}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
