import type { Tx } from '../db/client';
import type { ChangeTag } from '../../../schemas/change-tags';

/** The tags of one change, or null for "anything may have changed" (the feed lost track, e.g. a reconnect). */
export type ChangedTags = readonly ChangeTag[] | null;
export type ChangeListener = (tags: ChangedTags) => void;

/** A change staged inside its write's transaction; handed to `publish` once the transaction committed. */
export type StagedChange = { tags: readonly ChangeTag[]; nonce: number };

/**
 * The one channel through which writes say what they changed. Writes go through `commitChange`, which
 * stages the change inside the transaction and publishes it after commit (a rolled-back write publishes
 * nothing). Every process's read cache and session cache subscribe.
 */
export interface ChangeFeed {
  /** In the write's transaction. PostgreSQL: a NOTIFY, so every process hears of it exactly at commit. */
  stage(tx: Tx, tags: readonly ChangeTag[]): Promise<StagedChange>;
  /**
   * After commit: this process's listeners drop what the change touched before the write answers; on
   * PostgreSQL it then waits (briefly, bounded) until its own NOTIFY came back, so the other processes
   * have been sent the change before the person who wrote can read again.
   */
  publish(change: StagedChange): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** False while the feed cannot hear other processes (PostgreSQL listener reconnecting): caches stand aside. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** Calls every listener; one failing listener must not keep the others stale. */
export function notifyAll(listeners: Iterable<ChangeListener>, tags: ChangedTags) {
  for (const listener of listeners) {
    try {
      listener(tags);
    } catch (error) {
      console.error('Change feed listener failed', error);
    }
  }
}

/** One process with the embedded database: changes only need to reach this process's caches. */
export function createLocalFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let nonce = 0;
  return {
    stage: (_tx, tags) => Promise.resolve({ tags, nonce: ++nonce }),
    publish: (change) => {
      notifyAll(listeners, change.tags);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    live: true,
    close: () => Promise.resolve(),
  };
}
