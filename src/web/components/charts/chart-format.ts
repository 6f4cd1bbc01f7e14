/**
 * A UTC day of the wire ('YYYY-MM-DD') as the reader sees it: the day's start in their locale and time zone
 * ("23 Nov"). The charts' days are UTC days (docs/reads.md "Charts").
 */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** The day of a moment ('2026-11-23T18:00:00Z') as the reader sees it ("23 Nov"), in their locale and time zone. */
export const formatDayOf = (iso: string) => dayFormat.format(new Date(iso));

const momentFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment with its time ("23 Nov, 6:00 pm"), for charts with several points a day (a clip's measurements). */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));

/** 12,345 views, grouped the Indian way like the money. */
export const formatViews = (views: number) => `${views.toLocaleString('en-IN')} ${views === 1 ? 'view' : 'views'}`;

/** Whole rupees for an axis or a tooltip ("₹1,235"); the text alternative keeps the paise. */
export const formatAxisRupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** A label short enough for an axis ("Podcast Shorts: th…"); the table has it whole. */
export const shortLabel = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
