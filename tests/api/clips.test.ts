import { said } from '../support/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;
let campaignId: string;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000);
  clipper = await api.signup('user', 'Clara Clipper');
  campaignId = (await createCampaign(api, creator, { totalBudget: 1000, title: 'Podcast cuts' }))._id;
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
});
afterAll(async () => {
  await api.close();
});

const SELECT_AND_LINK = 'Please select a campaign and enter a valid link';
const DUPLICATE = 'This video has already been submitted.';
const shorts = (id: string) => `https://www.youtube.com/shorts/${id}`;

async function submit(person: Person, body: Record<string, unknown>) {
  return api.call('submitClip', { token: person.token, body });
}

describe('submitting a clip', () => {
  it('records a pending clip with its claimed views and notes', async () => {
    const video = newVideoId();
    const res = await submit(clipper, {
      campaignId,
      clipLink: ` ${shorts(video)} `,
      notes: 'First cut',
      viewCount: 1234,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Clip submitted for review!',
      clip: {
        campaign: { _id: campaignId, title: 'Podcast cuts' },
        user: { _id: clipper.user._id, name: 'Clara Clipper', email: clipper.email },
        youtubeLink: shorts(video),
        link: shorts(video),
        notes: 'First cut',
        views: 1234,
        claimedViews: 1234,
        earnings: 0,
        status: 'pending',
        reviewedAt: null,
      },
    });
  });

  it('takes views as optional (0) and notes as optional (empty)', async () => {
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: shorts(newVideoId()) } },
      201,
    );
    expect(clip).toMatchObject({ views: 0, claimedViews: 0, notes: '' });
  });

  it('refuses missing fields and links that are not YouTube videos with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ clipLink: shorts(newVideoId()) }, SELECT_AND_LINK],
      [{ campaignId, clipLink: '' }, SELECT_AND_LINK],
      [{ campaignId }, SELECT_AND_LINK],
      [{ campaignId, clipLink: 'abc' }, SELECT_AND_LINK],
      [{ campaignId, clipLink: 'youtu.be/abcdefghijk' }, SELECT_AND_LINK],
      [{ campaignId, clipLink: 'https://vimeo.com/12345' }, said('clipLinkInvalid')],
      [{ campaignId, clipLink: 'https://www.youtube.com/@somechannel' }, said('clipLinkInvalid')],
      [{ campaignId, clipLink: 'ftp://youtu.be/abcdefghijk' }, said('clipLinkInvalid')],
      [{ campaignId, clipLink: shorts(newVideoId()), viewCount: -1 }, 'Views must be a whole number of 0 or more'],
      [{ campaignId, clipLink: shorts(newVideoId()), viewCount: 2.5 }, 'Views must be a whole number of 0 or more'],
    ];
    for (const [body, message] of cases) {
      const res = await submit(clipper, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.json as { message: string }).message).toBe(message);
    }
  });

  it('counts differently written links of one video as the same clip, anywhere', async () => {
    const video = newVideoId();
    await api.ok('submitClip', { token: clipper.token, body: { campaignId, clipLink: shorts(video) } }, 201);
    const sameVideo = [
      `https://youtu.be/${video}?si=share`,
      `https://www.youtube.com/watch?v=${video}&t=42s`,
      `http://m.youtube.com/watch?feature=share&v=${video}`,
      `https://youtube.com/shorts/${video}?feature=share`,
    ];
    for (const clipLink of sameVideo) {
      expect(await submit(clipper, { campaignId, clipLink }), clipLink).toMatchObject({
        status: 409,
        json: { message: DUPLICATE },
      });
    }
    // Another clipper on another campaign cannot take the same video either.
    const other = await api.signup('user');
    const otherCampaign = await createCampaign(api, creator, { totalBudget: 100 });
    await api.ok('joinCampaign', { token: other.token, params: { id: otherCampaign._id } });
    expect(await submit(other, { campaignId: otherCampaign._id, clipLink: `https://youtu.be/${video}` })).toMatchObject(
      {
        status: 409,
        json: { message: DUPLICATE },
      },
    );
  });

  it('lets a video be submitted again once its clip was rejected', async () => {
    const video = newVideoId();
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: shorts(video) } },
      201,
    );
    await api.ok('rejectClip', { token: creator.token, params: { id: clip._id } });
    const again = await submit(clipper, { campaignId, clipLink: `https://youtu.be/${video}` });
    expect(again.status).toBe(201);
  });

  it('takes one of several concurrent submissions of a video and refuses the rest with 409', async () => {
    const video = newVideoId();
    // The submissions take turns on a lock on the video id, so each later one sees the first clip.
    const results = await Promise.all([1, 2, 3, 4].map(() => submit(clipper, { campaignId, clipLink: shorts(video) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.json).toEqual({ message: DUPLICATE, code: 'duplicateVideo' });
    const stored = await api.db.select({ id: clips.id }).from(clips).where(eq(clips.videoId, video));
    expect(stored).toHaveLength(1);
  });

  it('needs the clipper to have joined the campaign', async () => {
    const stranger = await api.signup('user');
    const res = await submit(stranger, { campaignId, clipLink: shorts(newVideoId()) });
    expect(res).toMatchObject({ status: 403, json: { message: 'Join this campaign before submitting clips to it.' } });
  });

  it('refuses unknown campaigns with 404 and paused ones with 422', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await submit(clipper, { campaignId: id, clipLink: shorts(newVideoId()) })).toMatchObject({
        status: 404,
        json: { message: 'Campaign not found.' },
      });
    }
    const paused = await createCampaign(api, creator, { totalBudget: 100 });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: paused._id } });
    const admin = await api.admin();
    await api.ok('adminCampaignStatus', { token: admin.token, params: { id: paused._id }, body: { status: 'paused' } });
    expect(await submit(clipper, { campaignId: paused._id, clipLink: shorts(newVideoId()) })).toMatchObject({
      status: 422,
      json: { message: 'This campaign is paused and does not accept clip submissions right now.' },
    });
  });

  it('is for clippers with a session only', async () => {
    expect((await api.call('submitClip', { body: { campaignId, clipLink: shorts(newVideoId()) } })).status).toBe(401);
    expect(await submit(creator, { campaignId, clipLink: shorts(newVideoId()) })).toMatchObject({
      status: 403,
      json: { message: 'Only clippers can submit clips.' },
    });
  });
});

describe('my clips', () => {
  it('lists only the clipper own clips, newest first', async () => {
    const me = await api.signup('user');
    await api.ok('joinCampaign', { token: me.token, params: { id: campaignId } });
    const first = await api.ok(
      'submitClip',
      { token: me.token, body: { campaignId, clipLink: shorts(newVideoId()) } },
      201,
    );
    const second = await api.ok(
      'submitClip',
      { token: me.token, body: { campaignId, clipLink: shorts(newVideoId()) } },
      201,
    );
    const { clips: mine } = await api.ok('myClips', { token: me.token });
    expect(mine.map((c) => c._id)).toEqual([second.clip._id, first.clip._id]);
    expect((await api.call('myClips', { token: creator.token })).status).toBe(403);
    expect((await api.call('myClips')).status).toBe(401);
  });
});

describe('rejecting a clip', () => {
  it('marks it rejected once, by the campaign own creator only, moving no money', async () => {
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: shorts(newVideoId()), viewCount: 5000 } },
      201,
    );
    const other = await fundedCreator(api, 10);
    expect(await api.call('rejectClip', { token: other.token, params: { id: clip._id } })).toMatchObject({
      status: 403,
      json: { message: 'You can only review clips submitted to your own campaigns.' },
    });
    expect(await api.call('rejectClip', { token: clipper.token, params: { id: clip._id } })).toMatchObject({
      status: 403,
      json: { message: 'Only campaign creators can review clips.' },
    });
    const res = await api.call('rejectClip', { token: creator.token, params: { id: clip._id } });
    expect(res).toMatchObject({
      status: 200,
      json: { message: 'Clip rejected successfully!', clip: { status: 'rejected', earnings: 0 } },
    });
    expect((res.json as { clip: { reviewedAt: string | null } }).clip.reviewedAt).not.toBeNull();
    expect(await api.call('rejectClip', { token: creator.token, params: { id: clip._id } })).toMatchObject({
      status: 409,
      json: { message: 'This clip has already been reviewed.' },
    });
    expect(
      await api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 10 } }),
    ).toMatchObject({
      status: 409,
      json: { message: 'This clip has already been reviewed.' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await api.call('rejectClip', { token: creator.token, params: { id } })).toMatchObject({
        status: 404,
        json: { message: 'Clip not found.' },
      });
    }
    await api.expectLedgerSound();
  });
});
