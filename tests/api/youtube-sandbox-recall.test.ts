import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { createYouTube } from '../../src/server/youtube/create-youtube';
import { SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS } from '../../src/server/youtube/youtube-sandbox';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the sandbox after a restart', () => {
  it("reports a submitted video's publication as stored on its clip, not a new one", async () => {
    const creator = await fundedCreator(api, 10_000);
    const clipper = await api.signup('user');
    const campaign = await createCampaign(api, creator);
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const videoId = newVideoId();
    const { clip } = await api.ok(
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: `https://www.youtube.com/shorts/${videoId}` },
      },
      201,
    );
    const reported = new Date('2026-06-01T10:00:00Z');
    await api.db.update(clips).set({ videoPublishedAt: reported }).where(eq(clips.id, clip._id));

    const config = { ...api.config, youtube: { ...api.config.youtube, mode: 'sandbox' as const } };
    const restarted = createYouTube(config, api.db);
    const now = new Date('2026-06-02T10:00:00Z');
    const found = await restarted?.videos([videoId, 'neverSubmit'], now);
    expect(found?.get(videoId)?.publishedAt).toEqual(reported);
    expect(found?.get('neverSubmit')?.publishedAt).toEqual(
      new Date(now.getTime() - SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS),
    );
  });
});
