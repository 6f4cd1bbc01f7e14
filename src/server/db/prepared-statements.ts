import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements one connection keeps prepared; past it, statements are sent unnamed as before. */
export const PREPARED_PER_CONNECTION = 256;
/** Statements seen once, remembered to spot the second sighting; forgotten all at once past this many. */
const SEEN_ONCE_LIMIT = 4096;

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type QueryConfig = { text: string; name?: string };

/**
 * A statement this connection has sent before is sent as a named prepared statement from then on, so PostgreSQL
 * parses and plans it once per connection rather than on every call (docs/architecture.md "Prepared statements").
 * Only parameterized statements are prepared (the migrations' multi-statement scripts cannot be), and only from
 * their second sighting, so statements that never repeat (an IN list of a rare length) take no slot. Wraps the
 * client's own `query`, whatever calls it: Drizzle's sessions, pg-pool's `pool.query` (which passes a callback) or
 * a transaction's client.
 */
export function prepareRepeatedStatements(client: pg.ClientBase): void {
  const send = client.query.bind(client) as Query;
  const named = new Map<string, string>();
  const seenOnce = new Set<string>();
  const query: Query = (config, values, callback) => {
    if (!isPreparable(config, values)) return send(config, values, callback);
    let name = named.get(config.text);
    if (name === undefined && named.size < PREPARED_PER_CONNECTION) {
      if (seenOnce.delete(config.text)) {
        name = statementName(config.text);
        named.set(config.text, name);
      } else {
        if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce.clear();
        seenOnce.add(config.text);
      }
    }
    return send(name === undefined ? config : { ...config, name }, values, callback);
  };
  Object.assign(client, { query });
}

/** A query config with text and parameters, not already named, not a Submittable (a cursor or stream). */
function isPreparable(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  return (
    typeof text === 'string' && name === undefined && submit === undefined && Array.isArray(values) && values.length > 0
  );
}

/** The same text always gets the same name; 63 bytes is PostgreSQL's limit for a name. */
export function statementName(text: string): string {
  return `cm_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}
