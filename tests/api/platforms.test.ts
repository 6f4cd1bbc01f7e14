import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { campaignBody, createCampaign, fundedCreator, newVideoId, walletOf } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/** The platforms a campaign pays for and their own rates (docs/trust.md#platforms). */

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const REEL = 'https://www.instagram.com/reel/C7xYz12AbCd/?igsh=abc';

describe('a campaign’s platforms', () => {
  it('default to YouTube Shorts with no own rate, on the answer, the detail and Discover', async () => {
    const creator = await fundedCreator(api, 1_000);
    const campaign = await createCampaign(api, creator);
    expect(campaign).toMatchObject({ platforms: ['youtube_shorts'], platformRates: {} });
    const { campaigns } = await api.ok('listCampaigns', { query: { platform: 'youtube_shorts', limit: '50' } });
    expect(campaigns.find((c) => c._id === campaign._id)).toMatchObject({ platforms: ['youtube_shorts'] });
    const reels = await api.ok('listCampaigns', { query: { platform: 'instagram_reels', limit: '50' } });
    expect(reels.campaigns).toEqual([]);
    const config = await api.ok('config', {});
    expect(config.campaigns.platforms).toEqual(['youtube_shorts']);
  });

  it('pay a clip at its platform’s own rate when the creator set one, whatever the rate becomes later', async () => {
    const creator = await fundedCreator(api, 1_000);
    const campaign = await createCampaign(api, creator, {
      payoutPer1000Views: 50,
      platformRates: { youtube_shorts: 75 },
    });
    expect(campaign.platformRates).toEqual({ youtube_shorts: 75_00 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = {
      campaignId: campaign._id,
      clipLink: `https://youtube.com/shorts/${newVideoId()}`,
      viewCount: 10_000,
    };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
    expect(clip).toMatchObject({ platform: 'youtube_shorts', payoutPer1000Views: 75_00 });
    // The creator lowers it afterwards: the clip keeps the rate it was submitted at.
    const edited = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: { ...campaignBody({ title: campaign.title }), platformRates: { youtube_shorts: 40 } },
    });
    expect(edited.campaign.platformRates).toEqual({ youtube_shorts: 40_00 });
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 10_000 } });
    // 10,000 views at ₹75 per 1K: ₹750 gross, ₹660 net after the 12% fee.
    expect(await walletOf(api, clipper.user._id)).toBe(660_00);
    // An edit that names no platforms keeps them and their rates.
    const kept = await api.ok('updateCampaign', {
      token: creator.token,
      params: { id: campaign._id },
      body: campaignBody({ title: campaign.title, totalBudget: 1000 }),
    });
    expect(kept.campaign).toMatchObject({ platforms: ['youtube_shorts'], platformRates: { youtube_shorts: 40_00 } });
  });

  it('refuse an empty or unknown list, a rate for a platform not paid for, and a platform this server cannot pay', async () => {
    const creator = await fundedCreator(api, 1_000);
    const create = (extra: Record<string, unknown>) =>
      api.call('createCampaign', { token: creator.token, body: campaignBody(extra) });
    expect(await create({ platforms: [] })).toMatchObject({
      status: 400,
      json: { message: 'Choose at least one platform' },
    });
    expect((await create({ platforms: ['moj'] })).status).toBe(400);
    expect(await create({ platformRates: { instagram_reels: 60 } })).toMatchObject({
      status: 400,
      json: { message: said('rateWithoutPlatform', { platform: 'Instagram Reels' }) },
    });
    expect((await create({ platformRates: { tiktok: 60 } })).status).toBe(400);
    expect(await create({ platforms: ['youtube_shorts', 'instagram_reels'] })).toMatchObject({
      status: 422,
      json: { message: said('platformNotPayable', { platform: 'Instagram Reels' }) },
    });
    expect((await api.call('listCampaigns', { query: { platform: 'moj' } })).status).toBe(400);
    // Nothing was created, and no money moved.
    expect(await walletOf(api, creator.user._id)).toBe(1_000_00);
  });
});

describe('a reel', () => {
  it('is refused by a campaign that pays for Shorts only, with which platforms it pays for', async () => {
    const creator = await fundedCreator(api, 1_000);
    const campaign = await createCampaign(api, creator);
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    for (const link of [REEL, 'https://instagram.com/reels/C7xYz12AbCd/', 'https://www.instagram.com/p/C7xYz12AbCd/']) {
      const refused = await api.call('submitClip', {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: link },
      });
      expect(refused).toMatchObject({
        status: 422,
        json: { message: said('platformNotPaid', { paid: 'YouTube Shorts', platform: 'Instagram Reels' }) },
      });
    }
    const profile = await api.call('submitClip', {
      token: clipper.token,
      body: { campaignId: campaign._id, clipLink: 'https://www.instagram.com/clipmandi/' },
    });
    expect(profile).toMatchObject({ status: 400, json: { message: said('clipLinkInvalid') } });
    expect((await api.ok('myClips', { token: clipper.token })).clips).toEqual([]);
  });
});
