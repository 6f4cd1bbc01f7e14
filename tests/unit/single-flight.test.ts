import { describe, expect, it } from 'vitest';
import { TaggedLru } from '../../src/server/cache/tagged-lru';

// TaggedLru's single flight on its own; tests/api/read-cache-single-flight.test.ts drives it through the server.
describe('single flight', () => {
  it('readers missing a key in flight wait for its value, counted as coalesced, and the flight is then gone', async () => {
    const cache = new TaggedLru<string>({ maxEntries: 10 });
    expect(cache.joinFlight('k')).toBeUndefined();
    const flight = cache.lead('k');
    const waiters = [cache.joinFlight('k'), cache.joinFlight('k')];
    expect(cache.inFlight).toBe(1);
    flight.settle('v');
    expect(await Promise.all(waiters)).toEqual(['v', 'v']);
    expect(cache.stats).toMatchObject({ misses: 1, coalesced: 2, hits: 0 });
    expect(cache.inFlight).toBe(0);
    expect(cache.joinFlight('k')).toBeUndefined();
  });

  it('a failed flight gives its waiters nothing, and neither does a value they cannot use', async () => {
    const cache = new TaggedLru<string>({ maxEntries: 10 });
    const failed = cache.lead('k');
    const waiter = cache.joinFlight('k');
    failed.settle(undefined);
    expect(await waiter).toBeUndefined();

    const expired = cache.lead('k');
    const picky = cache.joinFlight('k', (value) => value !== 'expired');
    expired.settle('expired');
    // Settling twice changes nothing.
    expired.settle('other');
    expect(await picky).toBeUndefined();
    expect(cache.stats.coalesced).toBe(0);
    expect(cache.inFlight).toBe(0);
  });

  it('an invalidation forgets the flights: later readers lead their own, earlier waiters still get the old one', async () => {
    const cache = new TaggedLru<string>({ maxEntries: 10 });
    const old = cache.lead('k');
    const early = cache.joinFlight('k');
    cache.invalidate(['campaign:unrelated']);
    expect(cache.inFlight).toBe(0);
    expect(cache.joinFlight('k')).toBeUndefined();
    const fresh = cache.lead('k');
    const late = cache.joinFlight('k');
    expect(fresh.since).toBeGreaterThan(old.since);
    // The old flight settling leaves the new one in place.
    old.settle('old');
    expect(cache.inFlight).toBe(1);
    fresh.settle('fresh');
    expect([await early, await late]).toEqual(['old', 'fresh']);
    expect(cache.inFlight).toBe(0);
    expect(cache.stats).toMatchObject({ misses: 2, coalesced: 2 });
  });

  it('shares nothing when the cache is off (0 entries)', () => {
    const cache = new TaggedLru<string>({ maxEntries: 0 });
    cache.lead('k');
    expect(cache.joinFlight('k')).toBeUndefined();
    expect(cache.stats.misses).toBe(1);
  });
});
