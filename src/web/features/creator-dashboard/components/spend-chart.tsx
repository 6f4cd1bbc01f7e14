import type { CreatorSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay, formatViews } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';

export const SPEND_EMPTY = 'No spend yet: what you pay for approved clips appears here, on the day you approve them.';

/** What the clips approved each day cost, and the views they brought, over all the creator's campaigns. */
export function SpendChart({ series }: { series: CreatorSeries }) {
  const active = series.days.filter((p) => p.spent !== 0 || p.views !== 0);
  const spent = series.days.reduce((sum, p) => sum + p.spent, 0);
  const views = series.days.reduce((sum, p) => sum + p.views, 0);
  const summary =
    `${formatRupees(spent)} spent on approved clips with ${formatViews(views)} in the last ${series.days.length} days, ` +
    `on ${active.length} ${active.length === 1 ? 'day' : 'days'}.`;
  return (
    <ChartCard
      title="Spend per day"
      summary={summary}
      empty={active.length === 0 ? SPEND_EMPTY : null}
      table={{
        head: ['Day', 'Spent', 'Views'],
        rows: active.map((p) => [formatDay(p.day), formatRupees(p.spent), formatViews(p.views)]),
      }}
    >
      <DayChart
        kind="bar"
        points={series.days.map((p) => ({ label: formatDay(p.day), spent: p.spent }))}
        series={[{ key: 'spent', name: 'Spent', color: 'var(--mantine-color-orange-8)' }]}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
