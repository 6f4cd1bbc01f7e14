import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import type { Deps } from '../deps';
import { creatorTagsOf } from './campaign-creators';
import { isChangeTag, type ChangeTag } from '../../../schemas/change-tags';

/**
 * The one way a write runs: `work` in one database transaction, then what it changed staged in that same
 * transaction and published once it committed, before the caller answers. What it changed is read from the rows
 * it wrote: each table a cached read comes from has a trigger naming the change tags of the rows written
 * (migration 0021, docs/reads.md "Change tags"), and a change to a campaign is one to its creator's reads too
 * (creatorTagsOf). No write lists its tags. A write that throws (rolled back) publishes nothing.
 */
export async function commitChange<T>(
  deps: Pick<Deps, 'db' | 'feed'>,
  work: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const { result, change } = await deps.db.transaction(async (tx) => {
    const result = await work(tx);
    const tags = await takeChangedTags(tx);
    const change = await deps.feed.stage(tx, [...new Set([...tags, ...(await creatorTagsOf(tx, tags))])]);
    return { result, change };
  }, config);
  await deps.feed.publish(change);
  const collected = requestChanges.getStore();
  if (collected) for (const tag of change.tags) collected.add(tag);
  return result;
}

const requestChanges = new AsyncLocalStorage<Set<ChangeTag>>();

/** Runs `work` (a write route's handler) and gives back, beside its result, the tags of every change it committed. */
export async function collectingChanges<T>(work: () => Promise<T>): Promise<{ result: T; tags: ChangeTag[] }> {
  const tags = new Set<ChangeTag>();
  const result = await requestChanges.run(tags, work);
  return { result, tags: [...tags] };
}

/** The tags the transaction's triggers named so far (and none again: the next change starts empty). */
async function takeChangedTags(tx: Tx): Promise<ChangeTag[]> {
  const [row] = await queryRows<{ tags: string }>(tx, sql`select changed_tags_take() as tags`);
  return [...new Set((row?.tags ?? '').split(' ').filter(isChangeTag))];
}
