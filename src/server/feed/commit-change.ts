import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Deps } from '../deps';
import { creatorTagsOf } from './campaign-creators';
import type { ChangeTag } from '../../../schemas/change-tags';

/**
 * The one way a write runs: `work` in one database transaction, the tags `changed` names staged in that
 * same transaction (with the creators of the campaigns they name: creatorTagsOf), and published once it
 * committed, before the caller answers. A write that throws (rolled back) publishes nothing.
 */
export async function commitChange<T>(
  deps: Pick<Deps, 'db' | 'feed'>,
  work: (tx: Tx) => Promise<T>,
  changed: (result: T) => readonly ChangeTag[],
  config?: PgTransactionConfig,
): Promise<T> {
  const found = new Set<ChangeTag>();
  const { result, change } = await alsoChangedTags.run(found, () =>
    deps.db.transaction(async (tx) => {
      const result = await work(tx);
      const tags = [...changed(result), ...found];
      const change = await deps.feed.stage(tx, [...new Set([...tags, ...(await creatorTagsOf(tx, tags))])]);
      return { result, change };
    }, config),
  );
  await deps.feed.publish(change);
  return result;
}

const alsoChangedTags = new AsyncLocalStorage<Set<ChangeTag>>();

/**
 * Tags only a step deep inside a write learns (say, the clippers whose pending estimates an approval moved):
 * added to the change of the commitChange this runs in. Outside one (the seed, a test calling a write
 * directly) no cache can hold the old answer, so there is nothing to add to.
 */
export function alsoChanged(tags: Iterable<ChangeTag>): void {
  const found = alsoChangedTags.getStore();
  if (found) for (const tag of tags) found.add(tag);
}
