import { badRequest } from '../refusals';

/**
 * The opaque cursor of every keyset list: the (timestamp, id) of the last row of a page. The timestamp is
 * kept as Postgres wrote it (microseconds), since a JS Date would round it to milliseconds and skip or
 * repeat rows written within the same millisecond.
 */
export type KeysetCursor = { at: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::?(\d{2}))?|Z)$/;

/**
 * A timestamp Postgres can cast: the right shape is not enough, since month 13 or 30 February would
 * make the `::timestamptz` cast fail as a 500. The fields must round-trip through a real calendar date.
 */
function isRealTimestamp(at: string): boolean {
  const match = TIMESTAMP.exec(at);
  if (!match) return false;
  const field = (i: number) => Number(match[i] ?? 0);
  const [y, mo, d, h, mi, s] = [field(1), field(2), field(3), field(4), field(5), field(6)];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() + 1 === mo &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s &&
    field(7) <= 15 &&
    field(8) < 60
  );
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor, or 400 'Invalid cursor' for anything this server did not hand out. */
export function decodeCursor(value: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as unknown[];
      if (typeof at === 'string' && typeof id === 'string' && isRealTimestamp(at) && UUID.test(id)) return { at, id };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('invalidCursor');
}

/**
 * The cursor of a list sorted by a whole number first (a rate, an amount in paise), then newest first: the
 * (rank, timestamp, id) of the last row of a page. Its own shape, so a cursor of another order is refused.
 */
export type RankedCursor = KeysetCursor & { rank: number };

export function encodeRankedCursor(cursor: RankedCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.at, cursor.id]), 'utf8').toString('base64url');
}

/** The ranked cursor, or 400 'Invalid cursor' for anything this server did not hand out. */
export function decodeRankedCursor(value: string): RankedCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [rank, at, id] = parsed as unknown[];
      if (
        typeof rank === 'number' &&
        Number.isSafeInteger(rank) &&
        typeof at === 'string' &&
        typeof id === 'string' &&
        isRealTimestamp(at) &&
        UUID.test(id)
      ) {
        return { rank, at, id };
      }
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('invalidCursor');
}
