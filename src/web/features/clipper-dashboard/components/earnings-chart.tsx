import type { ClipperSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';
import { FEE_SHARE } from '@schemas/payout-math';

export const EARNINGS_EMPTY = 'No earnings yet: approved clips appear here, on the day they are approved.';

/** Net earned per day (after the 12% fee), less any holdback adjustment, over the chart's window. */
export function EarningsChart({ series }: { series: ClipperSeries }) {
  const days = series.earnings;
  const earned = days.filter((p) => p.net !== 0);
  const total = days.reduce((sum, p) => sum + p.net, 0);
  const best = earned.reduce<(typeof days)[number] | null>(
    (top, p) => (top === null || p.net > top.net ? p : top),
    null,
  );
  const summary =
    `${formatRupees(total)} earned after the ${FEE_SHARE} fee in the last ${days.length} days, on ${earned.length} ` +
    `${earned.length === 1 ? 'day' : 'days'}${best ? `; the most on ${formatDay(best.day)}: ${formatRupees(best.net)}` : ''}.`;
  return (
    <ChartCard
      title="Earnings per day"
      summary={summary}
      empty={earned.length === 0 ? EARNINGS_EMPTY : null}
      table={{ head: ['Day', 'Earned (net)'], rows: earned.map((p) => [formatDay(p.day), formatRupees(p.net)]) }}
    >
      <DayChart
        kind="bar"
        points={days.map((p) => ({ label: formatDay(p.day), net: p.net }))}
        series={[{ key: 'net', name: 'Earned (net)', color: 'var(--mantine-color-teal-7)' }]}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
