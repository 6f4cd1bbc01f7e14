import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Clip } from '@schemas/clip';
import type { ClipMeasurement } from '@schemas/measurements';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatDayOf, formatMoment, formatViews } from '@web/components/charts/chart-format';
import { DayChart } from '@web/components/charts/lazy-charts';
import { t } from '@web/lib/i18n';
import { clipMeasurementsQuery } from '../api/clip-measurements-query';

/** Shorter than the dashboards' charts: the prompt's form stays in view below it. */
const PROMPT_CHART_HEIGHT = 140;

type Counted = { measuredAt: string; views: number };

/** The measurements that counted views (a video private or deleted at the time counted none). */
const counted = (measurements: readonly ClipMeasurement[]): Counted[] =>
  measurements.flatMap(({ measuredAt, views }) => (views === null ? [] : [{ measuredAt, views }]));

/**
 * The history in one sentence: 'Measured once: 14,000 views on 23 Nov.', or 'Measured 5 times since 23 Nov: from
 * 1,200 to 14,000 views.'; null when nothing was counted.
 */
export function measurementsSummary(measurements: readonly ClipMeasurement[]): string | null {
  const points = counted(measurements);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (points.length === 1)
    return t('clips.measuredOnce', { views: formatViews(first.views), day: formatDayOf(first.measuredAt) });
  return t('clips.measuredTimes', {
    count: points.length,
    day: formatDayOf(first.measuredAt),
    from: first.views,
    to: formatViews(last.views),
  });
}

/**
 * The clip's measured views over time (docs/trust.md#measured-views), so the creator sees the trend before paying:
 * a line chart from two measurements, one sentence with one, nothing for an unmeasured clip (or while loading, or if
 * the history cannot be read: the prompt works without it).
 */
export function ViewsOverTime({ clip }: { clip: Pick<Clip, '_id' | 'videoAvailable'> }) {
  // videoAvailable stays null until a first measurement: a server without YouTube has no history to ask for.
  const { data = [] } = useQuery({ ...clipMeasurementsQuery(clip._id), enabled: clip.videoAvailable !== null });
  const summary = measurementsSummary(data);
  const points = counted(data);
  if (summary === null) return null;
  if (points.length === 1) {
    return (
      <Text size="sm" data-testid="views-over-time">
        {summary}
      </Text>
    );
  }
  return (
    <ChartCard
      title={t('clips.viewsOverTime')}
      summary={summary}
      empty={null}
      height={PROMPT_CHART_HEIGHT}
      table={{
        head: [t('clips.columnMeasured'), t('clips.columnViews')],
        rows: points.map((p) => [formatMoment(p.measuredAt), formatViews(p.views)]),
      }}
    >
      <DayChart
        kind="line"
        points={points.map((p) => ({ label: formatMoment(p.measuredAt), views: p.views }))}
        series={[{ key: 'views', name: t('clips.columnViews'), color: 'var(--mantine-color-blue-7)' }]}
        format={(v) => v.toLocaleString('en-IN')}
      />
    </ChartCard>
  );
}
