import { sql } from 'drizzle-orm';

/**
 * Each database connection's own slot, 0 to CONNECTION_SLOTS - 1: the platform fee account's row that its
 * credits go to (ledger/accounts.ts) and its running-totals row (ledger/platform-totals.ts). Rows every money
 * write would otherwise update are spread this way, so concurrent writes on different connections never wait
 * for one another there (docs/decisions/0010-hot-rows-in-slots.md).
 */
export const CONNECTION_SLOTS = 16;

/** Arbitrary first key of the session advisory locks that claim slots ("CMsl"). */
const SLOT_LOCK = 0x434d736c;

/**
 * Run once on every new PostgreSQL connection: claims the first slot no other connection holds (a session
 * advisory lock, released when the connection ends) and keeps it in the connection's setting. With more
 * connections than slots the rest go by process id (and may share one).
 */
export const CLAIM_CONNECTION_SLOT = `select set_config('clipmandi.slot', coalesce((select s::text
  from generate_series(0, ${CONNECTION_SLOTS - 1}) s where pg_try_advisory_lock(${SLOT_LOCK}, s) limit 1), ''), false)`;

/** The connection's slot as SQL (a connection that claimed none, and PGlite's only one, go by process id). */
export const connectionSlot = sql.raw(
  `(coalesce(nullif(current_setting('clipmandi.slot', true), '')::int, pg_backend_pid()) % ${CONNECTION_SLOTS})`,
);
