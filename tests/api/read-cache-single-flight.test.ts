import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, type RouteName } from '../../schemas/routes';
import { cacheableRead } from '../../src/server/cache/cacheable-read';
import { withReadCacheFastPath } from '../../src/server/http/fast-path';
import { createCampaign, fundedCreator } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * Single flight (TaggedLru.lead/joinFlight, used by http/read-cache.ts): concurrent misses of one key compute
 * it once. The first read is held after computing its answer (before it is tagged, stored and shared) so the
 * others are sure to arrive while it is in flight.
 */

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

let restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore) undo();
  restore = [];
  expect(api.deps.readCache.inFlight).toBe(0);
});

function keyOf(name: RouteName, options: { token?: string; id?: string } = {}): string {
  const read = cacheableRead(
    routes[name].path.replace(':id', options.id ?? ''),
    options.token ? `Bearer ${options.token}` : undefined,
    undefined,
  );
  if (!read) throw new Error(`${name} is not cacheable`);
  return read.key;
}

/** Holds the first read's tagging until `release`; with `fail` it then throws (the leader answers 500). */
function holdFirstRead(options: { fail?: boolean } = {}) {
  const original = api.deps.readTags;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached = () => {};
  const held = new Promise<void>((resolve) => (reached = resolve));
  let first = true;
  api.deps.readTags = async (read, user) => {
    if (!first) return original(read, user);
    first = false;
    reached();
    await gate;
    if (options.fail) throw new Error('Tagging failed (test)');
    return original(read, user);
  };
  const joins = vi.spyOn(api.deps.readCache, 'joinFlight');
  restore.push(() => {
    api.deps.readTags = original;
    joins.mockRestore();
  });
  /** Resolves once the first read is held and `misses` reads have looked for a flight (the first among them). */
  const arrived = async (misses: number) => {
    await held;
    for (let tries = 0; tries < 500 && joins.mock.calls.length < misses; tries++)
      await new Promise((r) => setTimeout(r, 10));
    expect(joins.mock.calls.length).toBe(misses);
  };
  return { release, arrived };
}

const stats = () => ({ ...api.deps.readCache.stats });

describe('concurrent misses of one read', () => {
  it('50 identical reads of a cold key compute it once and all get the same 200', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Thundering herd' });
    expect(api.deps.readCache.has(keyOf('getCampaign', { id: campaign._id }))).toBe(false);
    const before = stats();
    const hold = holdFirstRead();
    const reads = Array.from({ length: 50 }, () => api.call('getCampaign', { params: { id: campaign._id } }));
    await hold.arrived(50);
    expect(api.deps.readCache.inFlight).toBe(1);
    hold.release();
    const answers = await Promise.all(reads);

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    for (const answer of answers) {
      expect(answer.json).toEqual(answers[0]?.json);
      expect(answer.headers.get('etag')).toBe(answers[0]?.headers.get('etag'));
    }
    expect(stats().misses - before.misses).toBe(1);
    expect(stats().coalesced - before.coalesced).toBe(49);
    expect(stats().hits - before.hits).toBe(0);
    expect(api.deps.readCache.has(keyOf('getCampaign', { id: campaign._id }))).toBe(true);
  });

  it('private reads coalesce per session token only', async () => {
    const [first, second] = [await api.signup('user', 'Flight One'), await api.signup('user', 'Flight Two')];
    const before = stats();
    const hold = holdFirstRead();
    const reads = [first, second].flatMap((person) =>
      Array.from({ length: 10 }, () => api.call('me', { token: person.token })),
    );
    await hold.arrived(20);
    hold.release();
    const answers = await Promise.all(reads);

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ids = answers.map((answer) => (answer.json as { user: { _id: string } }).user._id);
    expect(ids).toEqual([...Array(10).fill(first.user._id), ...Array(10).fill(second.user._id)]);
    expect(stats().misses - before.misses).toBe(2);
    expect(stats().coalesced - before.coalesced).toBe(18);
  });

  it('over node:http, behind the fast path, as well', async () => {
    const server: Server = createServer(withReadCacheFastPath(api.deps, getRequestListener(api.app.fetch)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    restore.push(() => server.close());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Over the wire' });
    const before = stats();
    const hold = holdFirstRead();
    const reads = Array.from({ length: 50 }, async () => {
      const res = await fetch(`${base}/api/campaigns/${campaign._id}`);
      return { status: res.status, body: await res.text() };
    });
    await hold.arrived(50);
    hold.release();
    const answers = await Promise.all(reads);

    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(stats().misses - before.misses).toBe(1);
    expect(stats().coalesced - before.coalesced).toBe(49);
  });
});

describe('what a flight does not share', () => {
  it('a change during the flight: reads arriving after it compute afresh, and the stale answer is not stored', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Before the edit' });
    const before = stats();
    const hold = holdFirstRead();
    const leader = api.call('getCampaign', { params: { id: campaign._id } });
    const early = api.call('getCampaign', { params: { id: campaign._id } });
    // The leader has read the campaign (it is held after computing its answer); the other waits for it.
    await hold.arrived(2);

    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: {
        title: 'After the edit',
        description: campaign.description,
        requirements: campaign.requirements,
        youtubeLink: campaign.youtubeLink,
        payoutPer1000Views: campaign.payoutPer1000Views / 100,
        totalBudget: campaign.totalBudget / 100,
      },
    });
    expect(api.deps.readCache.inFlight).toBe(0);
    // Sent after the write answered: not given the held answer, which predates it.
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.title).toBe('After the edit');
    expect(stats().misses - before.misses).toBe(2);

    hold.release();
    const [first, second] = await Promise.all([leader, early]);
    // Both were sent before the write answered, so the old title is one they could have seen.
    expect((first.json as { campaign: { title: string } }).campaign.title).toBe('Before the edit');
    expect(second.json).toEqual(first.json);
    expect(stats().refusedStale - before.refusedStale).toBe(1);
    expect(stats().coalesced - before.coalesced).toBe(1);
    // The fresh entry stands: the next read is a hit with the new title.
    const hitsBefore = stats().hits;
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.title).toBe('After the edit');
    expect(stats().hits).toBe(hitsBefore + 1);
  });

  it('a computation that fails is not shared: its waiters compute their own answers', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Failing first' });
    const before = stats();
    const hold = holdFirstRead({ fail: true });
    const reads = Array.from({ length: 10 }, () => api.call('getCampaign', { params: { id: campaign._id } }));
    await hold.arrived(10);
    hold.release();
    const answers = await Promise.all(reads);

    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(9).fill(200), 500]);
    const succeeded = answers.filter((answer) => answer.status === 200);
    for (const answer of succeeded)
      expect((answer.json as { campaign: { title: string } }).campaign.title).toBe('Failing first');
    expect(stats().misses - before.misses).toBe(10);
    expect(stats().coalesced - before.coalesced).toBe(0);
    expect(api.deps.readCache.has(keyOf('getCampaign', { id: campaign._id }))).toBe(true);
  });

  it('a refusal is not shared either: each concurrent read of a missing campaign gets its own 404', async () => {
    const missing = '00000000-0000-4000-8000-00000000f119';
    const before = stats();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call('getCampaign', { params: { id: missing } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(404));
    expect(stats().misses - before.misses).toBe(10);
    expect(stats().coalesced - before.coalesced).toBe(0);
    expect(api.deps.readCache.has(keyOf('getCampaign', { id: missing }))).toBe(false);
  });
});
