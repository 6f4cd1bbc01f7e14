/**
 * A UTC day of the wire ('YYYY-MM-DD') as the reader sees it: the day's start in their locale and time zone
 * ("23 Nov"). The charts' days are UTC days (README "Charts").
 */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** 12,345 views, grouped the Indian way like the money. */
export const formatViews = (views: number) => `${views.toLocaleString('en-IN')} ${views === 1 ? 'view' : 'views'}`;

/** Whole rupees for an axis or a tooltip ("₹1,235"); the text alternative keeps the paise. */
export const formatAxisRupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** A label short enough for an axis ("Podcast Shorts: th…"); the table has it whole. */
export const shortLabel = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
