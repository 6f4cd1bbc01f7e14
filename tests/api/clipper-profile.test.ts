import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../schemas/clip';
import { recordViews } from './recorded-measurement';
import { clipperChannels } from '../../src/server/db/trust-schema';
import { said } from '../support/catalogue';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#track-records: a clipper's public profile, from their kept figures.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;
let campaignId: string;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000, 'Profile Creator');
  clipper = await api.signup('user', 'Profile Clipper');
  campaignId = (await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000 }))._id;
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
});
afterAll(async () => {
  await api.close();
});

async function submitted(viewCount: number): Promise<Clip> {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

const measured = (clip: Clip, views: number) => recordViews(api, clip, views);

const profileOf = async (id: string) => (await api.ok('clipperProfile', { params: { id } })).clipper;

describe('GET /api/clippers/:id', () => {
  it('shows anyone a clipper’s approved and rejected clips, approval rate and measured views, kept as they change', async () => {
    expect(await profileOf(clipper.user._id)).toMatchObject({
      name: 'Profile Clipper',
      approvedClips: 0,
      rejectedClips: 0,
      approvalRate: null,
      measuredViews: 0,
      channels: [],
    });
    const first = await submitted(4_000);
    await measured(first, 3_000);
    await api.ok('approveClip', { token: creator.token, params: { id: first._id }, body: { viewCount: 3_000 } });
    const second = await submitted(1_000);
    await measured(second, 900);
    await api.ok('rejectClip', { token: creator.token, params: { id: second._id } });
    const third = await submitted(1_000);
    await api.ok('rejectClip', { token: creator.token, params: { id: third._id } });
    expect(await profileOf(clipper.user._id)).toMatchObject({
      approvedClips: 1,
      rejectedClips: 2,
      approvalRate: 33,
      measuredViews: 3_000,
    });

    // Overturned on appeal: the rejection becomes an approval, and its measured views count.
    await api.ok('appealClip', { token: clipper.token, params: { id: second._id }, body: { message: 'Real' } }, 201);
    const admin = await api.admin();
    await api.ok('decideAppeal', { token: admin.token, params: { id: second._id }, body: { decision: 'overturn' } });
    // A new count of an approved clip's video moves the sum.
    await measured(first, 3_500);
    const after = await profileOf(clipper.user._id);
    expect(after).toMatchObject({ approvedClips: 2, rejectedClips: 1, approvalRate: 67, measuredViews: 4_400 });
    expect(Date.parse(after.memberSince)).toBeLessThanOrEqual(Date.now());
  });

  it('lists the linked channel', async () => {
    const linked = await api.signup('user', 'Linked Clipper');
    await api.db.insert(clipperChannels).values({
      userId: linked.user._id,
      verificationCode: `code-${newVideoId()}`,
      channelId: 'UCabcdefghijklmnopqrstuv',
      channelTitle: 'Linked Cuts',
      verifiedAt: new Date(),
    });
    expect((await profileOf(linked.user._id)).channels).toEqual([
      {
        channelId: 'UCabcdefghijklmnopqrstuv',
        title: 'Linked Cuts',
        url: 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv',
      },
    ]);
  });

  it('answers 404 for anyone who is not a clipper', async () => {
    for (const id of [creator.user._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await api.call('clipperProfile', { params: { id } });
      expect([res.status, (res.json as { message: string }).message]).toEqual([404, said('clipperNotFound')]);
    }
  });
});
