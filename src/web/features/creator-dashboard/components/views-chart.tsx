import type { CreatorSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatDay, formatViews } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { t } from '@web/lib/i18n';

/** The confirmed views of the clips approved each day, over all the creator's campaigns. */
export function ViewsChart({ series }: { series: CreatorSeries }) {
  const active = series.days.filter((p) => p.views !== 0);
  const views = active.reduce((sum, p) => sum + p.views, 0);
  const best = active.reduce<(typeof active)[number] | null>(
    (top, p) => (top === null || p.views > top.views ? p : top),
    null,
  );
  const figures = { views: formatViews(views), days: series.days.length };
  const summary = best
    ? t('dashboards.viewsSummaryBest', { ...figures, day: formatDay(best.day), best: formatViews(best.views) })
    : t('dashboards.viewsSummary', figures);
  return (
    <ChartCard
      title={t('dashboards.viewsPerDay')}
      summary={summary}
      empty={active.length === 0 ? t('dashboards.viewsEmpty') : null}
      table={{
        head: [t('dashboards.columnDay'), t('dashboards.columnViews')],
        rows: active.map((p) => [formatDay(p.day), formatViews(p.views)]),
      }}
    >
      <DayChart
        kind="bar"
        points={series.days.map((p) => ({ label: formatDay(p.day), views: p.views }))}
        series={[{ key: 'views', name: t('dashboards.columnViews'), color: 'var(--mantine-color-blue-7)' }]}
        format={(v) => v.toLocaleString('en-IN')}
      />
    </ChartCard>
  );
}
