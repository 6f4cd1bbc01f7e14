import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Deps } from '../deps';

/**
 * The one way a write runs: `work` in one database transaction, the tags `changed` names staged in that
 * same transaction, and published once it committed, before the caller answers. A write that throws
 * (rolled back) publishes nothing.
 */
export async function commitChange<T>(
  deps: Pick<Deps, 'db' | 'feed'>,
  work: (tx: Tx) => Promise<T>,
  changed: (result: T) => readonly string[],
  config?: PgTransactionConfig,
): Promise<T> {
  const { result, change } = await deps.db.transaction(async (tx) => {
    const result = await work(tx);
    const change = await deps.feed.stage(tx, changed(result));
    return { result, change };
  }, config);
  await deps.feed.publish(change);
  return result;
}
