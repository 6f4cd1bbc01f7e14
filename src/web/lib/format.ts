import { formatRupees as formatPaise } from '@schemas/money';
import { intlLocale } from '@schemas/locale';
import { currentLocale, t } from './i18n';

/** ₹1,23,456.50 from 12345650 paise (the app holds money in paise): Indian digit grouping for every reader. */
export function formatRupees(paise: number): string {
  return formatPaise(paise);
}

/**
 * Dates and times are written in the reader's language and time zone (the browser's), not in one fixed locale.
 * `where` pins both, for tests and for a stable server-side form (see components/time-ago.tsx).
 */
export type Where = { locale?: string | readonly string[]; timeZone?: string };

/**
 * The reader's languages: in Hindi, hi-IN (5 मार्च 2025); in English the browser's own English (5 Mar 2025 in India,
 * Mar 5, 2025 in the US), undefined on the server, where Intl uses its own default.
 */
const readerLocales = (): readonly string[] | undefined => {
  if (currentLocale() === 'hi') return [intlLocale.hi];
  return typeof navigator === 'undefined' ? undefined : navigator.languages;
};

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
/** Intl formatters are slow to build and a list formats hundreds of dates: one per locale, zone and style. */
function formatter<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  where: Where,
  make: (locales: string[] | undefined) => T,
): T {
  const locales = where.locale === undefined ? readerLocales() : where.locale;
  const list = locales === undefined ? undefined : [...(typeof locales === 'string' ? [locales] : locales)];
  const key = `${kind}|${list?.join(',') ?? ''}|${where.timeZone ?? ''}`;
  let made = cache.get(key) as T | undefined;
  if (!made) {
    made = make(list);
    cache.set(key, made);
  }
  return made;
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** 5 Mar 2025 (en-IN), Mar 5, 2025 (en-US), 5 mars 2025 (fr): the reader's form of the date. */
export function formatDate(iso: string, where: Where = {}): string {
  return formatter('date', where, (l) => new Intl.DateTimeFormat(l, { ...DATE, timeZone: where.timeZone })).format(
    new Date(iso),
  );
}

/** 5 Mar 2025, 2:30 pm (en-IN): the reader's form of the date and time, in their time zone. */
export function formatDateTime(iso: string, where: Where = {}): string {
  return formatter(
    'dateTime',
    where,
    (l) => new Intl.DateTimeFormat(l, { ...DATE, ...TIME, timeZone: where.timeZone }),
  ).format(new Date(iso));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest unit that fits, as people say it: 90 seconds is "1 minute ago", 36 hours "yesterday". */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * "2 hours ago", "yesterday", "in 3 days", "now": how far `iso` is from `now` (milliseconds since 1970), in the
 * reader's language. Rounds toward zero, so "2 hours ago" means at least two hours.
 */
export function formatRelativeTime(iso: string, now: number, where: Where = {}): string {
  const rtf = formatter('relative', where, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  const diff = new Date(iso).getTime() - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return rtf.format(Math.trunc(diff / size), unit);
  }
  return rtf.format(0, 'second');
}

/** "held until {date}": the wording of a held payout on the wallet and on the clipper's clips (docs/trust.md#holdback). */
export const heldUntilText = (heldUntil: string) => t('common.heldUntil', { date: formatDate(heldUntil) });
