import type { ClipperSeries, ViewsSource } from '@schemas/series';
import { ChartCard, barListHeight } from '@web/components/charts/chart-card';
import { formatDay, formatViews, shortLabel } from '@web/components/charts/chart-format';
import { BarListChart } from '@web/components/charts/lazy-charts';
import { t } from '@web/lib/i18n';

/** Where each figure comes from, in the clipper's words (docs/trust.md#measured-views). */
export function viewsSourceLabel(source: ViewsSource): string {
  if (source === 'measured') return t('dashboards.sourceMeasured');
  if (source === 'confirmed') return t('dashboards.sourceConfirmed');
  return t('dashboards.sourceClaimed');
}

/** The most viewed clips submitted in the window: YouTube's measurement where there is one. */
export function ClipViewsChart({ series }: { series: ClipperSeries }) {
  const clips = series.clipViews;
  const top = clips[0];
  const days = series.earnings.length;
  const summary = top
    ? t(clips.length === series.clipsInWindow ? 'dashboards.clipViewsSummaryAll' : 'dashboards.clipViewsSummaryTop', {
        count: clips.length,
        total: series.clipsInWindow,
        days,
        title: top.campaignTitle,
        views: formatViews(top.views),
        source: viewsSourceLabel(top.source),
      })
    : '';
  return (
    <ChartCard
      title={t('dashboards.viewsPerClip')}
      summary={summary}
      empty={top ? null : t('clipViewsEmpty')}
      height={barListHeight(clips.length)}
      table={{
        head: [
          t('dashboards.columnClipOn'),
          t('dashboards.columnSubmitted'),
          t('dashboards.columnViews'),
          t('dashboards.columnCountedFrom'),
        ],
        rows: clips.map((c) => [
          c.campaignTitle,
          formatDay(c.submittedAt.slice(0, 10)),
          formatViews(c.views),
          viewsSourceLabel(c.source),
        ]),
      }}
    >
      <BarListChart
        items={clips.map((c, i) => ({ label: `${i + 1}. ${shortLabel(c.campaignTitle, 40)}`, value: c.views }))}
        color="var(--mantine-color-blue-7)"
        format={(views) => views.toLocaleString('en-IN')}
      />
    </ChartCard>
  );
}
