import type { ChangedTags } from '../feed/change-feed';

type Slot<V> = { value: V; tags: readonly string[]; bytes: number; storedAt: number };
type Invalidation = { version: number; tags: ReadonlySet<string> | null };

/** One reader's computation of a key, which readers arriving meanwhile wait for (see `lead`). */
export type Flight<V> = {
  /** The version the computation started at: give it to `set`. */
  since: number;
  /** Hands `value` to the waiting readers, or undefined when it must not be shared (they compute their own); idempotent. */
  settle(value: V | undefined): void;
};

export type TaggedLruOptions = {
  maxEntries: number;
  /** Bound on the sum of the sizes given to `set`. */
  maxBytes?: number;
  /** A safety net only: every change invalidates by tag; nothing should ever live this long unchanged wrongly. */
  maxAgeMs?: number;
};

/** How many invalidations are remembered for the race check; a read older than that is not stored. */
const INVALIDATION_LOG = 512;

/**
 * A bounded least-recently-used map whose entries carry tags, dropped by any change naming one of them.
 *
 * The race it guards: a read that started before a change and finishes after it may hold the old data.
 * Each reader takes `version` before reading and passes it to `set`; `set` refuses when a change since
 * then (remembered in a short log) shares a tag with the entry, or when the log no longer reaches back.
 *
 * Single flight: a reader that misses calls `lead`, and readers missing the same key meanwhile wait for its
 * value (`joinFlight`) instead of computing it again. An in-flight read's tags are only known once it is
 * computed, so any invalidation forgets every flight: a reader arriving after a change starts its own, and
 * the waiters of the old one all arrived before the change, when a hit could have given them the same answer.
 */
export class TaggedLru<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly log: Invalidation[] = [];
  private readonly flights = new Map<string, Promise<V | undefined>>();
  private bytes = 0;
  private currentVersion = 0;
  /** `misses`: values computed (`get` misses, or `lead`); `coalesced`: readers answered by another's computation. */
  readonly stats = { hits: 0, misses: 0, coalesced: 0, stores: 0, refusedStale: 0, evictions: 0, invalidated: 0 };

  constructor(private readonly options: TaggedLruOptions) {}

  /** Taken by a reader before it reads; given back to `set`. */
  get version(): number {
    return this.currentVersion;
  }

  get size(): number {
    return this.slots.size;
  }

  /** `countMiss: false` for a look that another will repeat on a miss (the fast path's, before the app's). */
  get(key: string, options: { countMiss?: boolean } = {}): V | undefined {
    const slot = this.slots.get(key);
    if (!slot || (this.options.maxAgeMs !== undefined && Date.now() - slot.storedAt > this.options.maxAgeMs)) {
      if (slot) this.remove(key);
      if (options.countMiss !== false) this.stats.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    this.stats.hits++;
    return slot.value;
  }

  /** Whether `key` is held, without counting a hit or refreshing it (tests read exactness with it). */
  has(key: string): boolean {
    return this.slots.has(key);
  }

  /** Computations in flight (tests check that none is left behind). */
  get inFlight(): number {
    return this.flights.size;
  }

  /**
   * After a miss (`get` with `countMiss: false`): the value another reader is computing for `key`, or undefined
   * when it fails or is not `usable`; undefined at once when no computation started since the last invalidation.
   */
  joinFlight(key: string, usable: (value: V) => boolean = () => true): Promise<V | undefined> | undefined {
    const flight = this.flights.get(key);
    if (!flight) return undefined;
    return flight.then((value) => {
      if (value === undefined || !usable(value)) return undefined;
      this.stats.coalesced++;
      return value;
    });
  }

  /** Counts a miss and makes this reader the one computing `key`: `settle` the flight whatever happens. */
  lead(key: string): Flight<V> {
    this.stats.misses++;
    const since = this.currentVersion;
    // With no room (0 entries: the cache is off) nothing is shared either.
    if (this.options.maxEntries === 0) return { since, settle: () => {} };
    let resolve: (value: V | undefined) => void = () => {};
    const promise = new Promise<V | undefined>((done) => (resolve = done));
    this.flights.set(key, promise);
    let settled = false;
    return {
      since,
      settle: (value) => {
        if (settled) return;
        settled = true;
        // A later flight may have taken the key (after an invalidation, or a failed flight's waiters): leave it.
        if (this.flights.get(key) === promise) this.flights.delete(key);
        resolve(value);
      },
    };
  }

  /** Drops one entry (one that must no longer be served, say its session expired). */
  delete(key: string) {
    this.remove(key);
  }

  /** Stores unless a change since `readSince` concerns these tags; says whether it stored. */
  set(key: string, value: V, tags: readonly string[], readSince: number, bytes = 0): boolean {
    if (this.changedSince(readSince, tags)) {
      this.stats.refusedStale++;
      return false;
    }
    if (this.options.maxBytes !== undefined && bytes > this.options.maxBytes / 4) return false;
    this.remove(key);
    this.slots.set(key, { value, tags, bytes, storedAt: Date.now() });
    this.bytes += bytes;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.stats.stores++;
    this.evict();
    return true;
  }

  /** Drops every entry carrying one of `tags` (all entries for null). */
  invalidate(tags: ChangedTags) {
    this.currentVersion++;
    this.log.push({ version: this.currentVersion, tags: tags ? new Set(tags) : null });
    if (this.log.length > INVALIDATION_LOG) this.log.shift();
    // Whatever is computing may have read what changed; its own waiters keep their promise.
    this.flights.clear();
    if (!tags) {
      this.stats.invalidated += this.slots.size;
      this.slots.clear();
      this.byTag.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) {
        this.remove(key);
        this.stats.invalidated++;
      }
    }
  }

  private changedSince(readSince: number, tags: readonly string[]): boolean {
    if (readSince === this.currentVersion) return false;
    const oldest = this.log[0];
    if (!oldest || oldest.version > readSince + 1) return true;
    for (let i = this.log.length - 1; i >= 0; i--) {
      const entry = this.log[i];
      if (!entry || entry.version <= readSince) break;
      if (!entry.tags || tags.some((tag) => entry.tags?.has(tag))) return true;
    }
    return false;
  }

  private remove(key: string) {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
    for (const tag of slot.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private evict() {
    const { maxEntries, maxBytes } = this.options;
    while (this.slots.size > maxEntries || (maxBytes !== undefined && this.bytes > maxBytes)) {
      const oldest = this.slots.keys().next();
      if (oldest.done) return;
      this.remove(oldest.value);
      this.stats.evictions++;
    }
  }
}
