import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../schemas/routes';
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

async function submit(clipper: Person, campaignId: string, viewCount = 100) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

async function joinedClipper(campaignId: string, name: string) {
  const clipper = await api.signup('user', name);
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
  return clipper;
}

/** The 400s every paged route gives for a cursor it did not hand out and a limit out of 1..100. */
async function expectPagingRefusals(name: RouteName, options: { token?: string; params?: { id: string } }) {
  const cases: [Record<string, string>, string][] = [
    [{ cursor: 'not-a-cursor' }, 'Invalid cursor'],
    [{ cursor: Buffer.from(JSON.stringify(['2026-13-45 00:00:00+00', 'x'])).toString('base64url') }, 'Invalid cursor'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ limit: 'ten' }, 'limit must be a number'],
    [{ limit: '2.5' }, 'limit must be a whole number'],
  ];
  for (const [query, message] of cases) {
    expect(await api.call(name, { ...options, query }), JSON.stringify(query)).toMatchObject({
      status: 400,
      json: { message },
    });
  }
}

describe('campaign participants', () => {
  it('detail carries the count and the first 20 (earliest joiner first); the rest page on by cursor', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    const people: Person[] = [];
    for (let i = 1; i <= 23; i += 1) people.push(await joinedClipper(campaign._id, `Joiner ${i}`));
    const ids = people.map((p) => p.user._id);

    const { campaign: detail } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(detail.participantsCount).toBe(23);
    expect(detail.participants.map((p) => p._id)).toEqual(ids.slice(0, 20));
    expect(detail.participants[0]).toEqual({ _id: ids[0], name: 'Joiner 1', email: null });
    expect(detail.participantsNextCursor).toEqual(expect.any(String));

    const rest = await api.ok('campaignParticipants', {
      params: { id: campaign._id },
      query: { cursor: detail.participantsNextCursor ?? '' },
    });
    expect(rest).toEqual({ participants: expect.any(Array), nextCursor: null });
    expect(rest.participants.map((p) => p._id)).toEqual(ids.slice(20));

    // With a smaller limit: every participant exactly once, in joining order, and the last page says so.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = cursor ? { limit: '7', cursor } : { limit: '7' };
      const page = await api.ok('campaignParticipants', { params: { id: campaign._id }, query });
      seen.push(...page.participants.map((p) => p._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(ids);
    // The campaign list reads the same running count.
    const listed = (await api.ok('listCampaigns')).campaigns.find((c) => c._id === campaign._id);
    expect(listed?.participantsCount).toBe(23);
  });

  it('refuses bad paging input with 400 and unknown or deleted campaigns with 404', async () => {
    const creator = await fundedCreator(api, 10);
    const campaign = await createCampaign(api, creator, { totalBudget: 10 });
    await expectPagingRefusals('campaignParticipants', { params: { id: campaign._id } });
    const small = await api.ok('campaignParticipants', { params: { id: campaign._id } });
    expect(small).toEqual({ participants: [], nextCursor: null });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
    for (const id of [campaign._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await api.call('campaignParticipants', { params: { id } })).toMatchObject({
        status: 404,
        json: { message: 'Campaign not found.' },
      });
    }
  });
});

describe('GET /api/clips/my-clips', () => {
  it("pages the clipper's own clips newest first; another clipper's never appear", async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    const mine = await joinedClipper(campaign._id, 'Mina');
    const other = await joinedClipper(campaign._id, 'Otto');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.unshift((await submit(mine, campaign._id))._id);
      await submit(other, campaign._id);
    }
    const first = await api.ok('myClips', { token: mine.token, query: { limit: '2' } });
    expect(first.clips.map((c) => c._id)).toEqual(ids.slice(0, 2));
    const second = await api.ok('myClips', {
      token: mine.token,
      query: { limit: '2', cursor: first.nextCursor ?? '' },
    });
    expect(second.clips.map((c) => c._id)).toEqual(ids.slice(2, 4));
    const last = await api.ok('myClips', { token: mine.token, query: { limit: '2', cursor: second.nextCursor ?? '' } });
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.clips.map((c) => c._id)).toEqual(ids.slice(4));
    // A page that ends exactly at the last clip has no next cursor.
    expect((await api.ok('myClips', { token: mine.token, query: { limit: '5' } })).nextCursor).toBeNull();
    expect((await api.ok('myClips', { token: mine.token })).clips.every((c) => c.user._id === mine.user._id)).toBe(
      true,
    );

    // The dashboard: the three most recent, and the counts of all.
    const { data } = await api.ok('userDashboard', { token: mine.token });
    expect(data.userClips.map((c) => c._id)).toEqual(ids.slice(0, 3));
    expect(data.clipCounts).toEqual({ total: 5, pending: 5, approved: 0, rejected: 0 });
  });

  it('refuses bad paging input with 400, other roles with 403 and no session with 401', async () => {
    const clipper = await api.signup('user');
    await expectPagingRefusals('myClips', { token: clipper.token });
    const creator = await api.signup('creator');
    expect((await api.call('myClips', { token: creator.token })).status).toBe(403);
    expect((await api.call('myClips')).status).toBe(401);
  });
});

describe('the creator dashboard pages', () => {
  it('My Campaigns: first 20 on the dashboard, newest first, then by cursor; never another creator’s or a deleted one', async () => {
    const creator = await fundedCreator(api, 1000);
    const other = await fundedCreator(api, 10);
    await createCampaign(api, other, { totalBudget: 10, title: 'Not mine' });
    const titles: string[] = [];
    for (let i = 1; i <= 22; i += 1) {
      titles.unshift(`Mine ${i}`);
      await createCampaign(api, creator, { totalBudget: 10, title: `Mine ${i}` });
    }
    const gone = await createCampaign(api, creator, { totalBudget: 10, title: 'Deleted' });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: gone._id } });

    const { data } = await api.ok('creatorDashboard', { token: creator.token });
    expect(data.campaigns.map((c) => c.title)).toEqual(titles.slice(0, 20));
    expect(data.stats).toMatchObject({ totalCampaigns: 22, activeCampaigns: 22 });
    const rest = await api.ok('creatorCampaigns', {
      token: creator.token,
      query: { cursor: data.campaignsNextCursor ?? '' },
    });
    expect(rest.campaigns.map((c) => c.title)).toEqual(titles.slice(20));
    expect(rest.nextCursor).toBeNull();
    const small = await api.ok('creatorCampaigns', { token: creator.token, query: { limit: '3' } });
    expect(small.campaigns.map((c) => c.title)).toEqual(titles.slice(0, 3));
    expect(small.nextCursor).toEqual(expect.any(String));
    await expectPagingRefusals('creatorCampaigns', { token: creator.token });
  });

  it('Pending Reviews: oldest first, counted in the stats; reviewed clips and other creators’ clips never appear', async () => {
    const creator = await fundedCreator(api, 100);
    const other = await fundedCreator(api, 100);
    const a = await createCampaign(api, creator, { totalBudget: 50, payoutPer1000Views: 10 });
    const b = await createCampaign(api, creator, { totalBudget: 50, payoutPer1000Views: 10 });
    const theirs = await createCampaign(api, other, { totalBudget: 50 });
    const clipper = await joinedClipper(a._id, 'Queue');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: b._id } });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: theirs._id } });
    const queued: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      queued.push((await submit(clipper, i % 2 === 0 ? a._id : b._id))._id);
      if (i % 6 === 0) await submit(clipper, theirs._id);
    }
    const [approved, rejected] = queued.splice(0, 2) as [string, string];
    await api.ok('approveClip', { token: creator.token, params: { id: approved }, body: { viewCount: 1000 } });
    await api.ok('rejectClip', { token: creator.token, params: { id: rejected } });

    const { data } = await api.ok('creatorDashboard', { token: creator.token });
    expect(data.stats.pendingClipsCount).toBe(22);
    expect(data.pendingClips.map((c) => c._id)).toEqual(queued.slice(0, 20));
    const rest = await api.ok('creatorPendingClips', {
      token: creator.token,
      query: { cursor: data.pendingClipsNextCursor ?? '' },
    });
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.clips.map((c) => c._id)).toEqual(queued.slice(20));
    expect(rest.clips.every((c) => c.status === 'pending' && [a._id, b._id].includes(c.campaign._id))).toBe(true);
    const otherQueue = await api.ok('creatorPendingClips', { token: other.token });
    expect(otherQueue.clips).toHaveLength(4);
    expect(otherQueue.clips.every((c) => c.campaign._id === theirs._id)).toBe(true);
    await expectPagingRefusals('creatorPendingClips', { token: creator.token });
    // Views bought: the approved clip's confirmed 1000, from the campaign's running total.
    expect(data.stats.totalViews).toBe(1000);
  });

  it('are for creators only', async () => {
    const clipper = await api.signup('user');
    for (const name of ['creatorCampaigns', 'creatorPendingClips'] as const) {
      expect(await api.call(name, { token: clipper.token })).toMatchObject({
        status: 403,
        json: { message: 'The creator dashboard is for campaign creators.' },
      });
      expect((await api.call(name)).status).toBe(401);
    }
  });
});
