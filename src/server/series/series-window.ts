import { sql, type SQL } from 'drizzle-orm';

const DAY_MS = 24 * 3600 * 1000;

/** The charts' window: `days` UTC days ending today (today included), each named 'YYYY-MM-DD'. */
export type SeriesWindow = { from: Date; days: string[] };

const dayName = (at: Date) => at.toISOString().slice(0, 10);

export function seriesWindow(days: number, now: Date = new Date()): SeriesWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  return { from, days: Array.from({ length: days }, (_, i) => dayName(new Date(from.getTime() + i * DAY_MS))) };
}

/** The window's bounds as the answers carry them. */
export const windowBounds = (window: SeriesWindow) => ({ from: window.days[0] ?? '', to: window.days.at(-1) ?? '' });

/**
 * The UTC day a timestamp column falls on, as 'YYYY-MM-DD', for GROUP BY: the same whatever the session's
 * time zone (the web app shows days in the reader's).
 */
export const utcDay = (column: SQL) =>
  sql<string>`to_char(date_trunc('day', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** One point per day of the window, in order: the day's row where there is one, else `zero` (nothing happened). */
export function everyDay<P extends { day: string }>(
  window: SeriesWindow,
  rows: readonly P[],
  zero: Omit<P, 'day'>,
): P[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return window.days.map((day) => byDay.get(day) ?? ({ ...zero, day } as P));
}

/** A sum that SQL answers as text (bigint), as a JavaScript number: paise and views stay far below 2^53. */
export const whole = (value: string | number | null | undefined) => Number(value ?? 0);
