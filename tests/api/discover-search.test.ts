import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Every page of Discover for `query`, `limit` at a time: the ids in the order shown. */
async function walk(query: Record<string, string>, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page: { campaigns: { _id: string }[]; nextCursor: string | null } = await api.ok('listCampaigns', {
      query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) },
    });
    seen.push(...page.campaigns.map((c) => c._id));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

let creator: Person;
beforeAll(async () => {
  creator = await fundedCreator(api, 100_000, 'Seema Search');
});

describe('Discover search', () => {
  it('finds active campaigns whose title or description contains q, in any case, literally', async () => {
    const byTitle = await createCampaign(api, creator, { title: 'Cricket Highlights Zebrafin' });
    const byDescription = await createCampaign(api, creator, { description: 'Clip the ZEBRAFIN finals into Shorts.' });
    const paused = await createCampaign(api, creator, { title: 'Zebrafin paused' });
    await createCampaign(api, creator, { title: 'Cooking show' });
    const percent = await createCampaign(api, creator, { title: 'Save 100% zebrafin' });
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', { token: admin.token, params: { id: paused._id }, body: { status: 'paused' } });

    const found = await api.ok('listCampaigns', { query: { q: '  zebrafin ' } });
    expect(found.campaigns.map((c) => c._id)).toEqual([percent._id, byDescription._id, byTitle._id]);
    expect(found.nextCursor).toBeNull();
    // '%' is a character to find, not a wildcard.
    expect((await api.ok('listCampaigns', { query: { q: '0% zebra' } })).campaigns.map((c) => c._id)).toEqual([
      percent._id,
    ]);
    expect((await api.ok('listCampaigns', { query: { q: 'zebra%fin' } })).campaigns).toEqual([]);
  });

  it('pages a search with its cursor, every match exactly once', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await createCampaign(api, creator, { title: `Quokka run ${i}` }))._id);
    expect(await walk({ q: 'quokka' }, 2)).toEqual([...made].reverse());
  });
});

describe('Discover sorts', () => {
  it('sorts by payout rate, highest first, ties newest first, and pages in that order', async () => {
    const tag = 'Narwhal';
    const low = await createCampaign(api, creator, { title: `${tag} low`, payoutPer1000Views: 10 });
    const highOld = await createCampaign(api, creator, { title: `${tag} high old`, payoutPer1000Views: 90.5 });
    const mid = await createCampaign(api, creator, { title: `${tag} mid`, payoutPer1000Views: 40 });
    const highNew = await createCampaign(api, creator, { title: `${tag} high new`, payoutPer1000Views: 90.5 });
    const expected = [highNew._id, highOld._id, mid._id, low._id];

    const first = await api.ok('listCampaigns', { query: { q: tag, sort: 'payout' } });
    expect(first.campaigns.map((c) => c._id)).toEqual(expected);
    expect(first.campaigns.map((c) => c.payoutPer1000Views)).toEqual([9050, 9050, 4000, 1000]);
    for (const limit of [1, 2, 3]) expect(await walk({ q: tag, sort: 'payout' }, limit)).toEqual(expected);
  });

  it('sorts by budget left, most first, and newest is the default order', async () => {
    const tag = 'Axolotl';
    const small = await createCampaign(api, creator, { title: `${tag} small`, totalBudget: 100 });
    const big = await createCampaign(api, creator, { title: `${tag} big`, totalBudget: 5000 });
    const middle = await createCampaign(api, creator, { title: `${tag} middle`, totalBudget: 800 });
    // Lowering a budget moves the campaign down the order.
    await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: big._id },
      body: {
        title: `${tag} big`,
        description: big.description,
        requirements: big.requirements,
        youtubeLink: big.youtubeLink,
        payoutPer1000Views: 50,
        totalBudget: 50,
      },
    });

    const bySpend = await api.ok('listCampaigns', { query: { q: tag, sort: 'budget' } });
    expect(bySpend.campaigns.map((c) => [c._id, c.remainingBudget])).toEqual([
      [middle._id, 80000],
      [small._id, 10000],
      [big._id, 5000],
    ]);
    expect(await walk({ q: tag, sort: 'budget' }, 1)).toEqual([middle._id, small._id, big._id]);
    const newest = [middle._id, big._id, small._id];
    expect((await api.ok('listCampaigns', { query: { q: tag } })).campaigns.map((c) => c._id)).toEqual(newest);
    expect((await api.ok('listCampaigns', { query: { q: tag, sort: 'newest' } })).campaigns.map((c) => c._id)).toEqual(
      newest,
    );
  });
});

describe('Discover query validation', () => {
  it('refuses bad search, sort and cursor values with a 400 naming the parameter', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ q: '' }, 'q', 'q must be 1 to 100 characters'],
      [{ q: '    ' }, 'q', 'q must be 1 to 100 characters'],
      [{ q: 'x'.repeat(101) }, 'q', 'q must be 1 to 100 characters'],
      [{ sort: 'cheapest' }, 'sort', "sort must be 'newest', 'payout' or 'budget'"],
    ];
    for (const [query, path, message] of cases) {
      const res = await api.call('listCampaigns', { query });
      expect(res, JSON.stringify(query)).toMatchObject({ status: 400, json: { message, issues: [{ path, message }] } });
    }
    expect((await api.call('listCampaigns', { query: { q: 'x'.repeat(100) } })).status).toBe(200);
  });

  it("refuses a cursor of another sort: each sort's cursor carries its own key", async () => {
    for (let i = 0; i < 3; i += 1) await createCampaign(api, creator, { title: `Pangolin ${i}` });
    const newest = await api.ok('listCampaigns', { query: { q: 'Pangolin', limit: '1' } });
    const byPayout = await api.ok('listCampaigns', { query: { q: 'Pangolin', limit: '1', sort: 'payout' } });
    expect(newest.nextCursor).not.toBeNull();
    expect(byPayout.nextCursor).not.toBeNull();
    const swapped = [
      { sort: 'payout', cursor: newest.nextCursor ?? '' },
      { sort: 'newest', cursor: byPayout.nextCursor ?? '' },
      { sort: 'budget', cursor: 'bm90LWEtY3Vyc29y' },
    ];
    for (const query of swapped) {
      expect(await api.call('listCampaigns', { query })).toMatchObject({
        status: 400,
        json: { message: 'Invalid cursor' },
      });
    }
  });
});

describe('Discover reads through the read cache', () => {
  it('keeps one answer per search and sort, and a new matching campaign refreshes it', async () => {
    const first = await createCampaign(api, creator, { title: 'Okapi one', payoutPer1000Views: 10 });
    const okapi = await api.ok('listCampaigns', { query: { q: 'okapi' } });
    expect(okapi.campaigns.map((c) => c._id)).toEqual([first._id]);
    expect((await api.ok('listCampaigns', { query: { q: 'tapir' } })).campaigns).toEqual([]);

    const second = await createCampaign(api, creator, { title: 'Okapi two', payoutPer1000Views: 5 });
    expect((await api.ok('listCampaigns', { query: { q: 'okapi' } })).campaigns.map((c) => c._id)).toEqual([
      second._id,
      first._id,
    ]);
    expect(
      (await api.ok('listCampaigns', { query: { q: 'okapi', sort: 'payout' } })).campaigns.map((c) => c._id),
    ).toEqual([first._id, second._id]);
    expect((await api.ok('listCampaigns', { query: { q: 'tapir' } })).campaigns).toEqual([]);
  });
});
