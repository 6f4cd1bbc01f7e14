import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// A write's answer names, in its Change-Tags header, what it changed that its caller's screens show
// (docs/reads.md "Read cache"): the web app refreshes those queries from it, so no mutation lists them.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;
let campaignId: string;

const tagsOf = (headers: Headers) => (headers.get('Change-Tags') ?? '').split(' ').filter(Boolean).sort();

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000);
  clipper = await api.signup('user', 'Header Clipper');
  campaignId = (await createCampaign(api, creator, { title: 'Header cuts', payoutPer1000Views: 50 }))._id;
});
afterAll(() => api.close());

describe('the Change-Tags header of a write', () => {
  it('names the campaign, the public list and the caller, and no one else', async () => {
    const joined = await api.call('joinCampaign', { token: clipper.token, params: { id: campaignId } });
    expect(joined.status).toBe(200);
    expect(tagsOf(joined.headers)).toEqual([`campaign:${campaignId}`, 'campaigns', `user:${clipper.user._id}`].sort());

    const submitted = await api.call('submitClip', {
      token: clipper.token,
      body: { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}`, viewCount: 1000 },
    });
    expect(submitted.status).toBe(201);
    const clipId = (submitted.json as { clip: { _id: string } }).clip._id;
    // The creator's own tag and the escrow or clip tags stay on the server.
    expect(tagsOf(submitted.headers)).toEqual([`campaign:${campaignId}`, `user:${clipper.user._id}`].sort());

    const approved = await api.call('approveClip', {
      token: creator.token,
      params: { id: clipId },
      body: { viewCount: 1000 },
    });
    expect(approved.status).toBe(200);
    expect(tagsOf(approved.headers)).toEqual(
      [`campaign:${campaignId}`, 'campaigns', `user:${creator.user._id}`].sort(),
    );
  });

  it('names the platform to the admin, and nothing on a refusal or a read', async () => {
    const admin = await api.admin();
    const paused = await api.call('adminCampaignStatus', {
      token: admin.token,
      params: { id: campaignId },
      body: { status: 'paused' },
    });
    expect(paused.status).toBe(200);
    expect(tagsOf(paused.headers)).toEqual([`campaign:${campaignId}`, 'campaigns', 'platform'].sort());

    const refused = await api.call('joinCampaign', { token: clipper.token, params: { id: campaignId } });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('Change-Tags')).toBeNull();

    const read = await api.call('getCampaign', { params: { id: campaignId } });
    expect(read.status).toBe(200);
    expect(read.headers.get('Change-Tags')).toBeNull();
  });
});
