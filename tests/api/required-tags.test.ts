import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { said } from '../support/catalogue';
import { campaignBody, createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';

/** A campaign's required hashtags and mentions (docs/trust.md#required-tags), checked by YouTube's own answer. */

const HOUR = 3600_000;
let yt: FakeYouTube;
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;
let campaignId: string;
const channelId = `UC${'t'.repeat(22)}`;

function setVideo(id: string, description: string, title = 'A cut') {
  yt.setVideo({ id, channelId, title, description, publishedAt: new Date(Date.now() + 1000), views: 2_000 });
}

const submit = (video: string) =>
  api.call('submitClip', {
    token: clipper.token,
    body: { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: 2_000 },
  });

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings });
  creator = await fundedCreator(api, 5_000);
  clipper = await api.signup('user');
  const campaign = await createCampaign(api, creator, { requiredTags: ['#ClipMandi', '@ravi.cuts'] });
  expect(campaign.requiredTags).toEqual(['#ClipMandi', '@ravi.cuts']);
  campaignId = campaign._id;
  await linkVerifiedChannel(api, yt, clipper.token, campaignId, {
    id: channelId,
    title: 'Tagged Clips',
    before: 'Shorts daily. ClipMandi: ',
    publishedAt: '2020-06-01T00:00:00Z',
    subscribers: 40_000,
    videoCount: 200,
  });
});
afterAll(async () => {
  await api?.close();
  await yt?.close();
});

describe('required hashtags and mentions', () => {
  it('refuse a video that lacks one, naming what is missing; a tag inside a longer one does not count', async () => {
    const video = newVideoId();
    setVideo(video, 'Best bits #clipmandifans, thanks @ravi.cuts');
    expect(await submit(video)).toMatchObject({
      status: 422,
      json: { message: said('tagsMissing', { tags: '#ClipMandi' }) },
    });
    const bare = newVideoId();
    setVideo(bare, 'No tags at all');
    expect(await submit(bare)).toMatchObject({
      status: 422,
      json: { message: said('tagsMissing', { tags: '#ClipMandi and @ravi.cuts' }) },
    });
  });

  it('take a video whose title and description carry them in any case, and flag it once one is removed', async () => {
    const video = newVideoId();
    setVideo(video, 'Full episode on @Ravi.Cuts.', 'The best bit #clipmandi');
    const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: 2_000 };
    const clipId = (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip._id;
    // The clipper edits the title: the next measurement sees the hashtag gone.
    setVideo(video, 'Full episode on @Ravi.Cuts.', 'The best bit');
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 60_000));
    const { clips } = await api.ok('myClips', { token: clipper.token });
    expect(clips.find((clip) => clip._id === clipId)).toMatchObject({
      riskScore: 40,
      flags: [
        {
          code: 'tags_missing',
          reason: 'The title and description no longer carry #ClipMandi, which the campaign requires',
        },
      ],
    });
  });

  it('are checked when the campaign is created: a tag with a space, or more than 10, is refused', async () => {
    const create = (requiredTags: unknown) =>
      api.call('createCampaign', { token: creator.token, body: campaignBody({ requiredTags }) });
    const spaced = await create(['#two words']);
    expect(spaced.status).toBe(400);
    expect(JSON.stringify(spaced.json)).toContain('Each required tag is a #hashtag or an @mention without spaces');
    const many = await create(Array.from({ length: 11 }, (_, i) => `#tag${i}`));
    expect(JSON.stringify(many.json)).toContain('At most 10 required hashtags and mentions');
    expect((await create(['#same', '#SAME'])).status).toBe(400);
  });
});
