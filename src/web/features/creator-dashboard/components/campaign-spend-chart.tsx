import type { CreatorSeries } from '@schemas/series';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAxisRupees, formatDay, formatViews, shortLabel } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { formatRupees } from '@web/lib/format';
import { t } from '@web/lib/i18n';

/** How many campaigns get a line (the table lists every one the answer names). */
const LINES = 5;
const COLORS = ['blue-7', 'orange-8', 'teal-7', 'grape-7', 'red-8'].map((c) => `var(--mantine-color-${c})`);

/** Spend per day of the campaigns that spent the most in the window, one line each. */
export function CampaignSpendChart({ series }: { series: CreatorSeries }) {
  const campaigns = series.campaigns;
  const lines = campaigns.slice(0, LINES);
  // One point per day, a field per campaign (its id): the campaign's own days are only those with approvals.
  const points = series.days.map((p) => ({
    label: formatDay(p.day),
    ...Object.fromEntries(lines.map((c) => [c.campaignId, c.days.find((d) => d.day === p.day)?.spent ?? 0])),
  }));
  const top = campaigns[0];
  const summary = top
    ? t('dashboards.campaignSpendSummary', {
        count: campaigns.length,
        days: series.days.length,
        title: top.title,
        spent: formatRupees(top.spent),
        views: formatViews(top.views),
      })
    : '';
  return (
    <ChartCard
      title={t('dashboards.spendPerCampaign')}
      summary={summary}
      empty={top ? null : t('dashboards.campaignSpendEmpty')}
      table={{
        head: [
          t('dashboards.columnCampaign'),
          t('dashboards.columnSpent'),
          t('dashboards.columnViews'),
          t('dashboards.columnDaysWithApprovals'),
        ],
        rows: campaigns.map((c) => [c.title, formatRupees(c.spent), formatViews(c.views), String(c.days.length)]),
      }}
    >
      <DayChart
        kind="line"
        points={points}
        series={lines.map((c, i) => ({
          key: c.campaignId,
          name: shortLabel(c.title),
          color: COLORS[i % COLORS.length] ?? 'currentColor',
        }))}
        format={formatAxisRupees}
      />
    </ChartCard>
  );
}
