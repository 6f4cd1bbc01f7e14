import { intlLocale } from '@schemas/locale';
import { currentLocale, t } from '@web/lib/i18n';

// The reader's form of a day: in Hindi hi-IN ("23 नव॰"), in English the browser's own (undefined: Intl's default),
// as the charts always wrote it. Made when first needed, once per language: the language is set after modules load.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'day' | 'moment'): Intl.DateTimeFormat {
  const locale = currentLocale() === 'hi' ? intlLocale.hi : undefined;
  const key = `${kind}|${locale ?? ''}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      kind === 'day'
        ? { day: 'numeric', month: 'short' }
        : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    );
    formats.set(key, made);
  }
  return made;
}

/**
 * A UTC day of the wire ('YYYY-MM-DD') as the reader sees it: the day's start in their locale and time zone
 * ("23 Nov"). The charts' days are UTC days (docs/reads.md "Charts").
 */
export function formatDay(day: string): string {
  return dateFormat('day').format(new Date(`${day}T00:00:00Z`));
}

/** The day of a moment ('2026-11-23T18:00:00Z') as the reader sees it ("23 Nov"), in their locale and time zone. */
export const formatDayOf = (iso: string) => dateFormat('day').format(new Date(iso));

/** A moment with its time ("23 Nov, 6:00 pm"), for charts with several points a day (a clip's measurements). */
export const formatMoment = (iso: string) => dateFormat('moment').format(new Date(iso));

/** 12,345 views, grouped the Indian way like the money. */
export const formatViews = (views: number) => t('common.views', { views });

/** Whole rupees for an axis or a tooltip ("₹1,235"); the text alternative keeps the paise. */
export const formatAxisRupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** A label short enough for an axis ("Podcast Shorts: th…"); the table has it whole. */
export const shortLabel = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
