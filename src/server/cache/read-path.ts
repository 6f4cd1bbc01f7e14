import type { Db } from '../db/client';
import type { SessionUser } from '../deps';
import { createLocalFeed, type ChangeFeed } from '../feed/change-feed';
import { createPostgresFeed } from '../feed/postgres-feed';
import type { ReadEntry } from './read-entry';
import { createReadTagger, type ReadTagger } from './read-tags';
import { TaggedLru } from './tagged-lru';

export type ReadPath = {
  feed: ChangeFeed;
  /** Whole answers of the cacheable GETs (schemas/routes.ts `cache`), per route, parameters and session. */
  readCache: TaggedLru<ReadEntry>;
  /** The signed-in person's user row, per user id (tag user:<id>). */
  sessions: TaggedLru<SessionUser>;
  readTags: ReadTagger;
};

/**
 * The change feed and this process's caches listening to it: on PostgreSQL (`databaseUrl`) a LISTEN/NOTIFY
 * feed shared by every process on the database, with the embedded database an in-process one.
 */
export async function openReadPath(
  db: Db,
  databaseUrl: string | undefined,
  options: { readCacheEntries?: number } = {},
): Promise<ReadPath> {
  const feed = databaseUrl ? await createPostgresFeed(databaseUrl) : createLocalFeed();
  // 0 entries turns the read cache off (the bench measures the uncached reads with it).
  const readCache = new TaggedLru<ReadEntry>({
    maxEntries: options.readCacheEntries ?? 5000,
    maxBytes: 128 * 1024 * 1024,
    maxAgeMs: 10 * 60_000,
  });
  const sessions = new TaggedLru<SessionUser>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });
  feed.subscribe((tags) => {
    readCache.invalidate(tags);
    sessions.invalidate(tags);
  });
  return { feed, readCache, sessions, readTags: createReadTagger(db) };
}
