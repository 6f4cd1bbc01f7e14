import type { ClipperSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';
import { FEE_SHARE } from '@schemas/payout-math';

/** Net earned per day (after the 12% fee), less any holdback adjustment, over the chart's window. */
export function EarningsChart({ series }: { series: ClipperSeries }) {
  const days = series.earnings;
  const earned = days.filter((p) => p.net !== 0);
  const total = days.reduce((sum, p) => sum + p.net, 0);
  const best = earned.reduce<(typeof days)[number] | null>(
    (top, p) => (top === null || p.net > top.net ? p : top),
    null,
  );
  const figures = { total: formatRupees(total), fee: FEE_SHARE, days: days.length, count: earned.length };
  const summary = best
    ? t('dashboards.earningsSummaryBest', { ...figures, day: formatDay(best.day), best: formatRupees(best.net) })
    : t('dashboards.earningsSummary', figures);
  return (
    <ChartCard
      title={t('dashboards.earningsPerDay')}
      summary={summary}
      empty={earned.length === 0 ? t('earningsEmpty') : null}
      table={{
        head: [t('dashboards.columnDay'), t('dashboards.earnedNet')],
        rows: earned.map((p) => [formatDay(p.day), formatRupees(p.net)]),
      }}
    >
      <DayChart
        kind="bar"
        points={days.map((p) => ({ label: formatDay(p.day), net: p.net }))}
        series={[{ key: 'net', name: t('dashboards.earnedNet'), color: 'var(--mantine-color-teal-7)' }]}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
