import type { CreatorSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatDay, formatViews } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';

export const VIEWS_EMPTY = 'No views bought yet: the confirmed views of the clips you approve appear here, day by day.';

/** The confirmed views of the clips approved each day, over all the creator's campaigns. */
export function ViewsChart({ series }: { series: CreatorSeries }) {
  const active = series.days.filter((p) => p.views !== 0);
  const views = active.reduce((sum, p) => sum + p.views, 0);
  const best = active.reduce<(typeof active)[number] | null>(
    (top, p) => (top === null || p.views > top.views ? p : top),
    null,
  );
  const summary =
    `${formatViews(views)} bought in the last ${series.days.length} days` +
    `${best ? `; the most on ${formatDay(best.day)}: ${formatViews(best.views)}` : ''}.`;
  return (
    <ChartCard
      title="Views per day"
      summary={summary}
      empty={active.length === 0 ? VIEWS_EMPTY : null}
      table={{ head: ['Day', 'Views'], rows: active.map((p) => [formatDay(p.day), formatViews(p.views)]) }}
    >
      <DayChart
        kind="bar"
        points={series.days.map((p) => ({ label: formatDay(p.day), views: p.views }))}
        series={[{ key: 'views', name: 'Views', color: 'var(--mantine-color-blue-7)' }]}
        format={(v) => v.toLocaleString('en-IN')}
      />
    </ChartCard>
  );
}
