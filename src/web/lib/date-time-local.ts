/*
 * An <input type="datetime-local"> holds a wall-clock time with no zone ("2030-01-15T10:30"); the API takes ISO 8601
 * instants. Both directions read the wall clock in the browser's time zone, the one the person typed it in.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The datetime-local value of an ISO instant, in the browser's time zone, to the minute (the input's precision). */
export function toDateTimeLocal(iso: string): string {
  const at = new Date(iso);
  const day = `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The ISO instant a datetime-local value names in the browser's time zone; empty (or blank) is no date, null. A value
 * that is no date at all comes back as typed, for the schema to refuse with its own message.
 */
export function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') return null;
  // Without an offset, a date-time string is read as local time (ECMAScript's Date Time String Format).
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
