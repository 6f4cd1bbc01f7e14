import type { CreatorSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay, formatViews } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** What the clips approved each day cost, and the views they brought, over all the creator's campaigns. */
export function SpendChart({ series }: { series: CreatorSeries }) {
  const active = series.days.filter((p) => p.spent !== 0 || p.views !== 0);
  const spent = series.days.reduce((sum, p) => sum + p.spent, 0);
  const views = series.days.reduce((sum, p) => sum + p.views, 0);
  const summary = t('dashboards.spendSummary', {
    spent: formatRupees(spent),
    views: formatViews(views),
    days: series.days.length,
    count: active.length,
  });
  return (
    <ChartCard
      title={t('dashboards.spendPerDay')}
      summary={summary}
      empty={active.length === 0 ? t('dashboards.spendEmpty') : null}
      table={{
        head: [t('dashboards.columnDay'), t('dashboards.columnSpent'), t('dashboards.columnViews')],
        rows: active.map((p) => [formatDay(p.day), formatRupees(p.spent), formatViews(p.views)]),
      }}
    >
      <DayChart
        kind="bar"
        points={series.days.map((p) => ({ label: formatDay(p.day), spent: p.spent }))}
        series={[{ key: 'spent', name: t('dashboards.columnSpent'), color: 'var(--mantine-color-orange-8)' }]}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
