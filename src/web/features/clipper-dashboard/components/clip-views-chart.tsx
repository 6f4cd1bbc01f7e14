import type { ClipperSeries, ViewsSource } from '@schemas/series';
import { ChartCard, barListHeight } from '@web/components/charts/chart-card';
import { formatDay, formatViews, shortLabel } from '@web/components/charts/chart-format';
import { BarListChart } from '@web/components/charts/lazy-charts';

export const CLIP_VIEWS_EMPTY = 'No clip views yet: clips you submit appear here with their views.';

/** Where each figure comes from, in the clipper's words (docs/trust.md#measured-views). */
export const VIEWS_SOURCE_LABEL: Record<ViewsSource, string> = {
  measured: 'measured by YouTube',
  confirmed: "the creator's confirmed count",
  claimed: 'your claim (pending review)',
};

/** The most viewed clips submitted in the window: YouTube's measurement where there is one. */
export function ClipViewsChart({ series }: { series: ClipperSeries }) {
  const clips = series.clipViews;
  const top = clips[0];
  const days = series.earnings.length;
  const summary = top
    ? `${clips.length === series.clipsInWindow ? `Your ${clips.length}` : `The ${clips.length} most viewed of your ${series.clipsInWindow}`} ` +
      `${series.clipsInWindow === 1 ? 'clip' : 'clips'} submitted in the last ${days} days; the most viewed, on "${top.campaignTitle}", ` +
      `has ${formatViews(top.views)} (${VIEWS_SOURCE_LABEL[top.source]}).`
    : '';
  return (
    <ChartCard
      title="Views per clip"
      summary={summary}
      empty={top ? null : CLIP_VIEWS_EMPTY}
      height={barListHeight(clips.length)}
      table={{
        head: ['Clip on', 'Submitted', 'Views', 'Counted from'],
        rows: clips.map((c) => [
          c.campaignTitle,
          formatDay(c.submittedAt.slice(0, 10)),
          formatViews(c.views),
          VIEWS_SOURCE_LABEL[c.source],
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
