import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, type RouteName } from '../../schemas/routes';
import { ensureAdmin } from '../../src/server/auth/admin-account';
import { cacheableRead } from '../../src/server/cache/cacheable-read';
import { TaggedLru } from '../../src/server/cache/tagged-lru';
import { withReadCacheFastPath } from '../../src/server/http/fast-path';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** The read cache's key for a call, as both the middleware and the node:http fast path compute it. */
function keyOf(name: RouteName, options: { token?: string; id?: string } = {}): string {
  const path = routes[name].path.replace(':id', options.id ?? '');
  const read = cacheableRead(path, options.token ? `Bearer ${options.token}` : undefined, undefined);
  if (!read) throw new Error(`${name} is not cacheable`);
  return read.key;
}

const cached = (name: RouteName, options: { token?: string; id?: string } = {}) =>
  api.deps.readCache.has(keyOf(name, options));

async function clipperIn(campaignId: string): Promise<Person> {
  const clipper = await api.signup('user', 'Cache Clipper');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
  return clipper;
}

async function submit(clipper: Person, campaignId: string, viewCount: number) {
  const body = { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

describe('public reads', () => {
  it('are answered from the cache with an ETag, a short public lifetime and 304 on If-None-Match', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Cached detail' });
    const first = await api.call('getCampaign', { params: { id: campaign._id } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    // Security headers are part of the stored answer.
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');

    const hitsBefore = api.deps.readCache.stats.hits;
    const second = await api.call('getCampaign', { params: { id: campaign._id } });
    expect(api.deps.readCache.stats.hits).toBe(hitsBefore + 1);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('etag')).toBe(etag);

    const revalidated = await api.call('getCampaign', {
      params: { id: campaign._id },
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.json).toBeNull();
    expect(revalidated.headers.get('etag')).toBe(etag);

    const other = await api.call('getCampaign', {
      params: { id: campaign._id },
      headers: { 'If-None-Match': 'W/"other"' },
    });
    expect(other.status).toBe(200);
  });

  it('an uppercase id reads the same campaign and is dropped by its change as well', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Upper' });
    const upper = campaign._id.toUpperCase();
    await api.ok('getCampaign', { params: { id: upper } });
    expect(cached('getCampaign', { id: upper })).toBe(true);
    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: { ...editBody(campaign), title: 'Upper edited' },
    });
    expect(cached('getCampaign', { id: upper })).toBe(false);
    expect((await api.ok('getCampaign', { params: { id: upper } })).campaign.title).toBe('Upper edited');
  });

  it('refusals are never stored', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.call('getCampaign', { params: { id: missing } })).status).toBe(404);
    expect(cached('getCampaign', { id: missing })).toBe(false);
    expect((await api.call('userDashboard')).status).toBe(401);
  });
});

function editBody(campaign: {
  title: string;
  description: string;
  requirements: string;
  youtubeLink: string;
  payoutPer1000Views: number;
  totalBudget: number;
}) {
  return {
    title: campaign.title,
    description: campaign.description,
    requirements: campaign.requirements,
    youtubeLink: campaign.youtubeLink,
    payoutPer1000Views: campaign.payoutPer1000Views / 100,
    totalBudget: campaign.totalBudget / 100,
  };
}

describe('a change drops exactly the reads it affects', () => {
  it('editing campaign A drops A and the list, and leaves B cached', async () => {
    const creator = await fundedCreator(api, 3000);
    const a = await createCampaign(api, creator, { title: 'Campaign A' });
    const b = await createCampaign(api, creator, { title: 'Campaign B' });
    await api.ok('getCampaign', { params: { id: a._id } });
    await api.ok('getCampaign', { params: { id: b._id } });
    await api.ok('listCampaigns');
    expect(cached('getCampaign', { id: a._id })).toBe(true);
    expect(cached('getCampaign', { id: b._id })).toBe(true);
    expect(cached('listCampaigns')).toBe(true);

    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: a._id },
      body: { ...editBody(a), title: 'Campaign A, edited' },
    });
    expect(cached('getCampaign', { id: a._id })).toBe(false);
    expect(cached('listCampaigns')).toBe(false);
    expect(cached('getCampaign', { id: b._id })).toBe(true);

    const hitsBefore = api.deps.readCache.stats.hits;
    expect((await api.ok('getCampaign', { params: { id: b._id } })).campaign.title).toBe('Campaign B');
    expect(api.deps.readCache.stats.hits).toBe(hitsBefore + 1);
    expect((await api.ok('getCampaign', { params: { id: a._id } })).campaign.title).toBe('Campaign A, edited');
    const list = await api.ok('listCampaigns');
    expect(list.campaigns.find((c) => c._id === a._id)?.title).toBe('Campaign A, edited');
  });

  it('a refused (rolled back) write publishes nothing', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator);
    const clipper = await clipperIn(campaign._id);
    await api.ok('getCampaign', { params: { id: campaign._id } });
    await api.ok('userDashboard', { token: clipper.token });
    const again = await api.call('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    expect(again.status).toBe(409);
    expect(cached('getCampaign', { id: campaign._id })).toBe(true);
    expect(cached('userDashboard', { token: clipper.token })).toBe(true);
  });

  it("a clipper's private reads are kept per session token and dropped by their campaign's changes", async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { title: 'Deleted later' });
    const clipper = await clipperIn(campaign._id);
    const other = await clipperIn(campaign._id);
    await submit(clipper, campaign._id, 1000);
    const before = await api.ok('userDashboard', { token: clipper.token });
    expect(before.data.clipCounts).toMatchObject({ pending: 1, rejected: 0 });
    await api.ok('userDashboard', { token: other.token });
    expect(cached('userDashboard', { token: clipper.token })).toBe(true);

    // The same person with another session token gets their own entry.
    const secondSession = await api.ok('login', { body: { email: clipper.email, password: clipper.password } });
    expect(cached('userDashboard', { token: secondSession.token })).toBe(false);
    await api.ok('userDashboard', { token: secondSession.token });
    expect(cached('userDashboard', { token: secondSession.token })).toBe(true);

    // Deleting rejects the pending clip: the write names the campaign, which each participant's reads carry.
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
    expect(cached('userDashboard', { token: clipper.token })).toBe(false);
    expect(cached('userDashboard', { token: secondSession.token })).toBe(false);
    expect(cached('userDashboard', { token: other.token })).toBe(false);
    const after = await api.ok('userDashboard', { token: clipper.token });
    expect(after.data.clipCounts).toMatchObject({ pending: 0, rejected: 1 });
  });

  it("a submission keeps the other clippers' wallets; an approval drops those with pending clips on that campaign only", async () => {
    const creator = await fundedCreator(api, 3000);
    const shared = await createCampaign(api, creator, { title: 'Shared' });
    const elsewhere = await createCampaign(api, creator, { title: 'Elsewhere' });
    const first = await clipperIn(shared._id);
    const second = await clipperIn(shared._id);
    const idle = await clipperIn(shared._id);
    const unrelated = await clipperIn(elsewhere._id);
    await submit(second, shared._id, 300);
    await submit(unrelated, elsewhere._id, 300);
    for (const person of [first, second, idle, unrelated]) await api.ok('clipperWallet', { token: person.token });
    // Estimates are each clipper's own (docs/product.md#money-and-payouts): another's submission changes none.
    const clip = await submit(first, shared._id, 500);
    expect(cached('clipperWallet', { token: first.token })).toBe(false);
    expect(cached('clipperWallet', { token: second.token })).toBe(true);
    expect(cached('clipperWallet', { token: idle.token })).toBe(true);
    await api.ok('clipperWallet', { token: first.token });
    // An approval moves the campaign's escrow, which the pending clips there are estimated from.
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 500 } });
    expect(cached('clipperWallet', { token: first.token })).toBe(false);
    expect(cached('clipperWallet', { token: second.token })).toBe(false);
    expect(cached('clipperWallet', { token: idle.token })).toBe(true);
    expect(cached('clipperWallet', { token: unrelated.token })).toBe(true);
  });
});

describe('read after write in one process', () => {
  it('join, submit, approve and top-up are seen by the next read of every screen they change', async () => {
    const creator = await fundedCreator(api, 3000);
    const campaign = await createCampaign(api, creator, { totalBudget: 500, payoutPer1000Views: 10 });
    const clipper = await api.signup('user', 'Reader');
    const prime = async () => {
      await api.ok('getCampaign', { params: { id: campaign._id } });
      await api.ok('listCampaigns');
      await api.ok('joinedCampaigns', { token: clipper.token });
      await api.ok('userDashboard', { token: clipper.token });
      await api.ok('myClips', { token: clipper.token });
      await api.ok('clipperWallet', { token: clipper.token });
      await api.ok('creatorDashboard', { token: creator.token });
      await api.ok('creatorWallet', { token: creator.token });
      await api.ok('creatorPendingClips', { token: creator.token });
    };

    await prime();
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.participantsCount).toBe(1);
    expect((await api.ok('listCampaigns')).campaigns.find((c) => c._id === campaign._id)?.participantsCount).toBe(1);
    expect((await api.ok('joinedCampaigns', { token: clipper.token })).campaigns.map((c) => c._id)).toEqual([
      campaign._id,
    ]);
    expect((await api.ok('creatorDashboard', { token: creator.token })).data.campaigns[0]?.participantsCount).toBe(1);

    await prime();
    const clip = await submit(clipper, campaign._id, 10_000);
    expect((await api.ok('myClips', { token: clipper.token })).clips.map((c) => c._id)).toEqual([clip._id]);
    expect((await api.ok('userDashboard', { token: clipper.token })).data.clipCounts.pending).toBe(1);
    expect((await api.ok('creatorPendingClips', { token: creator.token })).clips.map((c) => c._id)).toEqual([clip._id]);
    expect((await api.ok('creatorDashboard', { token: creator.token })).data.stats.pendingClipsCount).toBe(1);
    // 10,000 views at ₹10 per 1K: ₹100 gross, ₹88 net estimated.
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(88_00);

    await prime();
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 10_000 } });
    const wallet = await api.ok('clipperWallet', { token: clipper.token });
    expect(wallet.data).toMatchObject({ totalEarnings: 88_00, pendingEarnings: 0, availableToWithdraw: 88_00 });
    expect((await api.ok('userDashboard', { token: clipper.token })).data.clipCounts).toMatchObject({
      pending: 0,
      approved: 1,
    });
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.amountSpent).toBe(100_00);
    expect((await api.ok('creatorWallet', { token: creator.token })).data.totalSpent).toBe(100_00);
    expect((await api.ok('creatorPendingClips', { token: creator.token })).clips).toEqual([]);

    await prime();
    const { availableBalance } = (await api.ok('creatorWallet', { token: creator.token })).data;
    await api.topUp(creator.token, 250);
    expect((await api.ok('creatorWallet', { token: creator.token })).data.availableBalance).toBe(
      availableBalance + 250_00,
    );
    expect((await api.ok('creatorDashboard', { token: creator.token })).data.stats.availableBalance).toBe(
      availableBalance + 250_00,
    );
  });

  it('a new admin password (ADMIN_PASSWORD at a start) reaches the cached session row and private reads at once', async () => {
    const admin = await api.admin();
    expect((await api.ok('me', { token: admin.token })).user.role).toBe('admin');
    await api.ok('adminStats', { token: admin.token });
    expect(cached('adminStats', { token: admin.token })).toBe(true);
    await ensureAdmin(api.deps, { email: admin.email, password: 'admin-password-2' });
    // The old token was signed with the old token version.
    expect((await api.call('adminStats', { token: admin.token })).status).toBe(401);
    expect((await api.call('me', { token: admin.token })).status).toBe(401);
    const again = await api.ok('adminLogin', { body: { email: admin.email, password: 'admin-password-2' } });
    expect((await api.call('adminStats', { token: again.token })).status).toBe(200);
  });

  it('admin stats follow every money move', async () => {
    const admin = await api.admin();
    const before = (await api.ok('adminStats', { token: admin.token })).data;
    const creator = await api.signup('creator', 'Stats Creator');
    await api.topUp(creator.token, 100);
    const after = (await api.ok('adminStats', { token: admin.token })).data;
    expect(after).not.toEqual(before);
    expect(cached('adminStats', { token: admin.token })).toBe(true);
  });
});

describe('the node:http fast path', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(withReadCacheFastPath(api.deps, getRequestListener(api.app.fetch)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('serves a hit with the same status, headers and body the app sent, plain or gzip', async () => {
    const creator = await fundedCreator(api, 3000);
    await createCampaign(api, creator, { description: 'Long enough to be compressed. '.repeat(60) });
    const miss = await fetch(`${base}/api/campaigns`, { headers: { 'Accept-Encoding': 'identity' } });
    const missBody = await miss.text();
    const hitsBefore = api.deps.readCache.stats.hits;
    const hit = await fetch(`${base}/api/campaigns`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(await hit.text()).toBe(missBody);
    // The fast path answered: the cache counted a hit.
    expect(api.deps.readCache.stats.hits).toBe(hitsBefore + 1);
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive');
    expect(headersOf(hit)).toEqual(headersOf(miss));

    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      import('node:http')
        .then(({ get }) =>
          get(`${base}/api/campaigns`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          }).on('error', reject),
        )
        .catch(reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(missBody);
  });

  it('answers private hits only to the same token, and not after it expired', async () => {
    const clipper = await api.signup('user', 'Fast Path');
    const stranger = await api.signup('user', 'Stranger');
    const read = (token: string) =>
      fetch(`${base}/api/user/dashboard`, { headers: { Authorization: `Bearer ${token}` } });
    const mine = await (await read(clipper.token)).json();
    expect(await (await read(clipper.token)).json()).toEqual(mine);
    const theirs = (await (await read(stranger.token)).json()) as { data: { user: { _id: string } } };
    expect(theirs.data.user._id).toBe(stranger.user._id);
    expect((await read('not-a-token')).status).toBe(401);
    const res = await read(clipper.token);
    expect(res.headers.get('cache-control')).toBe('no-store');

    // A session that ends in a minute: once the clock is past its end, its stored answer is not served. The
    // clock is moved (Date only), not waited for.
    const exp = Math.floor(Date.now() / 1000) + 60;
    const shortLived = await sign(
      { sub: clipper.user._id, role: 'user', iat: exp - 60, exp },
      api.config.jwtSecret,
      'HS256',
    );
    expect((await read(shortLived)).status).toBe(200);
    expect((await read(shortLived)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000 + 1000);
      expect((await read(shortLived)).status).toBe(401);
      // The same token's answer is still served to nobody else, and a fresh token still reads.
      expect((await read(clipper.token)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the race guard', () => {
  it('a read that started before a change to its tags is not stored; one about other tags is', () => {
    const cache = new TaggedLru<string>({ maxEntries: 10 });
    const since = cache.version;
    cache.invalidate(['campaign:a']);
    expect(cache.set('a', 'old a', ['campaign:a'], since)).toBe(false);
    expect(cache.set('b', 'b', ['campaign:b'], since)).toBe(true);
    expect(cache.stats.refusedStale).toBe(1);
    // "Anything changed" (the feed reconnected) refuses every read that started before it.
    const before = cache.version;
    cache.invalidate(null);
    expect(cache.set('c', 'c', ['campaign:c'], before)).toBe(false);
    expect(cache.has('b')).toBe(false);
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new TaggedLru<string>({ maxEntries: 2 });
    cache.set('one', '1', ['platform'], cache.version);
    cache.set('two', '2', ['platform'], cache.version);
    cache.get('one');
    cache.set('three', '3', ['platform'], cache.version);
    expect([cache.has('one'), cache.has('two'), cache.has('three')]).toEqual([true, false, true]);
    cache.invalidate(['platform']);
    expect(cache.size).toBe(0);
  });
});
