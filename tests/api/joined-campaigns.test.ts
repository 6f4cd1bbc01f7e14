import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheableRead } from '../../src/server/cache/cacheable-read';
import { createCampaign, fundedCreator, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const NOBODY_JOINED = '00000000-0000-4000-8000-00000000abcd';

/** A creator with `count` campaigns titled `${prefix} n` and a clipper who joined them in that order. */
async function clipperWithJoined(count: number, prefix: string) {
  const creator = await fundedCreator(api, count * 10 + 10);
  const campaigns = [];
  for (let i = 1; i <= count; i++)
    campaigns.push(await createCampaign(api, creator, { title: `${prefix} ${i}`, totalBudget: 10 }));
  const clipper = await api.signup('user', `${prefix} clipper`);
  for (const c of campaigns) await api.ok('joinCampaign', { token: clipper.token, params: { id: c._id } });
  return { creator, clipper, campaigns };
}

const idsOf = (list: { _id: string }[]) => list.map((c) => c._id);

/** The admin's pause (the campaign stops taking clips). */
async function pause(id: string) {
  const admin = await api.admin();
  await api.ok('adminCampaignStatus', { token: admin.token, params: { id }, body: { status: 'paused' } });
}

async function everyPage(clipper: Person, query: Record<string, string>) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res: { campaigns: { _id: string }[]; nextCursor: string | null } = await api.ok('joinedCampaigns', {
      token: clipper.token,
      query: cursor ? { ...query, cursor } : query,
    });
    pages.push(idsOf(res.campaigns));
    cursor = res.nextCursor;
  } while (cursor);
  return pages;
}

describe('GET /api/campaigns/joined', () => {
  it('pages the joined campaigns, most recently joined first, each once; 20 a page unless asked', async () => {
    const { clipper, campaigns } = await clipperWithJoined(23, 'Paged');
    const newestFirst = idsOf(campaigns).reverse();
    const pages = await everyPage(clipper, { limit: '10' });
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat()).toEqual(newestFirst);
    const first = await api.ok('joinedCampaigns', { token: clipper.token });
    expect(first.campaigns).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    expect(first.campaigns[0]).toMatchObject({
      title: 'Paged 23',
      totalBudget: 1000,
      remainingBudget: 1000,
      status: 'active',
    });

    const { data } = await api.ok('userDashboard', { token: clipper.token });
    expect(data.joinedCampaignsCount).toBe(23);
    // The seed's `joinedCampaigns`: the same first page, and the cursor GET /api/campaigns/joined goes on from.
    expect(idsOf(data.joinedCampaigns)).toEqual(newestFirst.slice(0, 20));
    expect(data.joinedCampaignsNextCursor).toBe(first.nextCursor);
    const rest = await api.ok('joinedCampaigns', {
      token: clipper.token,
      query: { cursor: data.joinedCampaignsNextCursor ?? '' },
    });
    expect(idsOf(rest.campaigns)).toEqual(newestFirst.slice(20));
  });

  it('answers only the asked ids the clipper joined (any case, repeated or not joined)', async () => {
    const { creator, clipper, campaigns } = await clipperWithJoined(3, 'Marks');
    const [a, b, c] = idsOf(campaigns);
    const notJoined = (await createCampaign(api, creator, { totalBudget: 1 }))._id;
    const ids = [a, notJoined, c?.toUpperCase(), a, NOBODY_JOINED].join(',');
    const res = await api.ok('joinedCampaigns', { token: clipper.token, query: { ids } });
    expect(idsOf(res.campaigns)).toEqual([c, a]);
    expect(res.nextCursor).toBeNull();
    expect(
      idsOf((await api.ok('joinedCampaigns', { token: clipper.token, query: { ids: ` ${b} ` } })).campaigns),
    ).toEqual([b]);
    // Another clipper's marks are their own.
    const other = await api.signup('user');
    expect((await api.ok('joinedCampaigns', { token: other.token, query: { ids } })).campaigns).toEqual([]);
  });

  it('narrows to active campaigns and title words for the Submit Clip picker; deleted ones are gone everywhere', async () => {
    const { creator, clipper, campaigns } = await clipperWithJoined(4, 'Pick 50%_off');
    const [one, two, three, four] = campaigns;
    if (!one || !two || !three || !four) throw new Error('four campaigns');
    await pause(two._id);
    await api.ok('deleteCampaign', { token: creator.token, params: { id: three._id } });
    const picker = await api.ok('joinedCampaigns', { token: clipper.token, query: { status: 'active' } });
    expect(idsOf(picker.campaigns)).toEqual([four._id, one._id]);
    expect(idsOf((await api.ok('joinedCampaigns', { token: clipper.token })).campaigns)).toEqual([
      four._id,
      two._id,
      one._id,
    ]);
    expect((await api.ok('userDashboard', { token: clipper.token })).data.joinedCampaignsCount).toBe(3);

    // q matches the title's words literally: % and _ are not wildcards, case does not matter.
    const search = (q: string) => api.ok('joinedCampaigns', { token: clipper.token, query: { status: 'active', q } });
    expect(idsOf((await search('pick 50%_OFF 4')).campaigns)).toEqual([four._id]);
    expect((await search('pick 50%x')).campaigns).toEqual([]);
    expect((await search('Pick 5_')).campaigns).toEqual([]);
    expect(idsOf((await search('  ')).campaigns)).toEqual([four._id, one._id]);
    // Paged too: one a page.
    expect(await everyPage(clipper, { status: 'active', q: 'Pick', limit: '1' })).toEqual([[four._id], [one._id]]);
  });

  it.each([
    [{ ids: 'abc' }, 'ids must be campaign ids separated by commas'],
    [{ ids: `${NOBODY_JOINED},` }, 'ids must be campaign ids separated by commas'],
    [{ ids: '' }, 'ids must be campaign ids separated by commas'],
    [{ ids: Array.from({ length: 101 }, () => NOBODY_JOINED).join(',') }, 'ids: at most 100 campaign ids at a time'],
    [{ status: 'paused' }, "status must be 'active'"],
    [{ q: 'x'.repeat(101) }, 'q must be at most 100 characters'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ cursor: 'nope' }, 'Invalid cursor'],
  ])('refuses %j with 400 naming the field', async (query, message) => {
    const clipper = await api.signup('user');
    expect(await api.call('joinedCampaigns', { token: clipper.token, query })).toMatchObject({
      status: 400,
      json: { message },
    });
  });

  it('is for clippers only', async () => {
    const creator = await api.signup('creator');
    expect((await api.call('joinedCampaigns', { token: creator.token, query: { ids: NOBODY_JOINED } })).status).toBe(
      403,
    );
    expect((await api.call('joinedCampaigns', { query: { ids: NOBODY_JOINED } })).status).toBe(401);
  });
});

describe('joined reads on the read cache', () => {
  const cachedRead = (clipper: Person, query: string) =>
    api.deps.readCache.has(
      cacheableRead(`/api/campaigns/joined?${query}`, `Bearer ${clipper.token}`, undefined)?.key ?? '',
    );

  it('a join refreshes the marks, the pages, the picker and the count that were cached before it', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 10, title: 'Fresh Join' });
    const clipper = await api.signup('user');
    const marks = { ids: campaign._id };
    const read = async () => ({
      marks: idsOf((await api.ok('joinedCampaigns', { token: clipper.token, query: marks })).campaigns),
      pages: idsOf((await api.ok('joinedCampaigns', { token: clipper.token })).campaigns),
      picker: idsOf(
        (await api.ok('joinedCampaigns', { token: clipper.token, query: { status: 'active', q: 'fresh' } })).campaigns,
      ),
      count: (await api.ok('userDashboard', { token: clipper.token })).data.joinedCampaignsCount,
    });
    expect(await read()).toEqual({ marks: [], pages: [], picker: [], count: 0 });
    expect(cachedRead(clipper, `ids=${campaign._id}`)).toBe(true);

    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    expect(cachedRead(clipper, `ids=${campaign._id}`)).toBe(false);
    expect(await read()).toEqual({ marks: [campaign._id], pages: [campaign._id], picker: [campaign._id], count: 1 });

    // The admin pausing it reaches the clipper's cached picker (their reads carry the campaign's tag).
    expect(cachedRead(clipper, 'q=fresh&status=active')).toBe(true);
    await pause(campaign._id);
    expect((await read()).picker).toEqual([]);
  });
});
