/**
 * The model's side of measured views (docs/trust.md#measured-views, #risk-signals): what YouTube shows of each
 * video (the fake serves it), each clip's measurements, when it is measured next, and the risk flags the rule
 * reads, written from the docs apart from the server's code. Likes and comments are hidden on every video and
 * every channel is old and large, so the engagement and channel signals never fire here (tests/unit covers them).
 */

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/**
 * The refresh cadence of the model's API: every 6 hours (the default) for 60 days after submission, not 14: the
 * scheduler runs on the model's clock, which moves days ahead of the clock requests are stamped with, and clips
 * must stay measured for the holdback and the deadline rule to meet falling views in a run.
 */
export const MEASUREMENT = { everyHours: 6, forDays: 60 };
export const MEASURE_EVERY = MEASUREMENT.everyHours * HOUR;
export const MEASURE_FOR = MEASUREMENT.forDays * DAY;

/** A video on YouTube: its channel and count; views null while it is private or deleted. */
export type VideoOnYouTube = { id: string; channelId: string; views: number | null };

export type Measurement = { at: number; views: number | null };

/** A clip's measured state, as the server should hold it. */
export type ClipMeasurement = {
  /** The last count YouTube showed (kept while the video is missing). */
  measuredViews: number | null;
  /** Whether YouTube showed the video at the last measurement. */
  available: boolean;
  history: Measurement[];
  /** When the refresh takes it next (ms); null once past its 14 days or rejected. */
  nextMeasureAt: number | null;
  measureUntil: number;
};

/** The first measurement, at submission (`at`: the clip's createdAt). */
export function firstMeasurement(views: number, at: number): ClipMeasurement {
  const measureUntil = at + MEASURE_FOR;
  const next = at + MEASURE_EVERY;
  return {
    measuredViews: views,
    available: true,
    history: [{ at, views }],
    nextMeasureAt: next < measureUntil ? next : null,
    measureUntil,
  };
}

/**
 * A reel too new for Instagram's insights (error 10) at submission: taken unmeasured, asked again on the schedule
 * (docs/trust.md#reel-submissions).
 */
export function notMeasuredYet(at: number): ClipMeasurement {
  const measureUntil = at + MEASURE_FOR;
  const next = at + MEASURE_EVERY;
  return {
    measuredViews: null,
    available: true,
    history: [],
    nextMeasureAt: next < measureUntil ? next : null,
    measureUntil,
  };
}

/** A round that could not measure (too few viewers, a refused token): nothing recorded, asked at the next round. */
export function postpone(m: ClipMeasurement, at: number): void {
  const next = at + MEASURE_EVERY;
  m.nextMeasureAt = next < m.measureUntil ? next : null;
}

/** A refresh at `at`: YouTube's count now (null: missing), and the next time if still within the clip's days. */
export function remeasure(m: ClipMeasurement, views: number | null, at: number): void {
  m.history.push({ at, views });
  if (views !== null) m.measuredViews = views;
  m.available = views !== null;
  const next = at + MEASURE_EVERY;
  m.nextMeasureAt = next < m.measureUntil ? next : null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The flags the docs describe, as codes: a claim over 1.25x the latest count and 500 views above it; a fall
 * between two counts of more than 50 views and 1% of the earlier; a gain of 2,000+ views at over 5x the median
 * hourly rate of at least 3 intervals before it.
 */
export function flagsOf(claimed: number, m: ClipMeasurement): string[] {
  const last = m.history.at(-1);
  if (!last) return [];
  const flags: string[] = [];
  const latest = last.views ?? 0;
  if (claimed > latest * 1.25 && claimed - latest >= 500) flags.push('claimed_above_measured');
  const seen = m.history.filter((x): x is { at: number; views: number } => x.views !== null);
  const pairs = seen.slice(1).map((b, i) => ({ a: seen[i] ?? b, b }));
  if (pairs.some(({ a, b }) => a.views - b.views > Math.max(50, a.views * 0.01))) flags.push('views_fell');
  const intervals = pairs
    .map(({ a, b }) => ({ gain: b.views - a.views, hours: (b.at - a.at) / HOUR }))
    .filter((x) => x.hours > 0)
    .map((x) => ({ ...x, rate: Math.max(0, x.gain) / x.hours }));
  const spike = intervals.some(
    (now, i) => i >= 3 && now.gain >= 2_000 && now.rate > median(intervals.slice(0, i).map((x) => x.rate)) * 5,
  );
  if (spike) flags.push('view_spike');
  return flags;
}
