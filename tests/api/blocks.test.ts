import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#blocking: a creator blocks a clipper from all their campaigns, saying why.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let other: Person;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 1000, 'Blocking Creator');
  other = await fundedCreator(api, 1000, 'Other Creator');
});
afterAll(async () => {
  await api.close();
});

const submit = (clipper: Person, campaignId: string) =>
  api.call('submitClip', {
    token: clipper.token,
    body: { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 100 },
  });

describe('blocking a clipper', () => {
  it('refuses their joins and clips on all the creator’s campaigns, keeps their pending clips reviewable', async () => {
    const clipper = await api.signup('user', 'Blocked Clipper');
    const joined = (await createCampaign(api, creator, { totalBudget: 100 }))._id;
    const later = (await createCampaign(api, creator, { totalBudget: 100 }))._id;
    const elsewhere = (await createCampaign(api, other, { totalBudget: 100 }))._id;
    await api.ok('joinCampaign', { token: clipper.token, params: { id: joined } });
    const pending = (await submit(clipper, joined)).json as { clip: { _id: string } };

    const blocked = await api.call('blockClipper', {
      token: creator.token,
      body: { clipperId: clipper.user._id, reason: '  Reposts other people’s clips.  ' },
    });
    expect(blocked).toMatchObject({
      status: 201,
      json: {
        message: 'Clipper blocked from your campaigns.',
        block: { clipper: { _id: clipper.user._id, name: 'Blocked Clipper' }, reason: 'Reposts other people’s clips.' },
      },
    });
    expect(await api.call('joinCampaign', { token: clipper.token, params: { id: later } })).toMatchObject({
      status: 403,
      json: { message: said('blockedByCreator') },
    });
    expect(await submit(clipper, joined)).toMatchObject({ status: 403, json: { message: said('blockedByCreator') } });
    // Another creator's campaigns take them as before.
    await api.ok('joinCampaign', { token: clipper.token, params: { id: elsewhere } });
    // The pending clip is still the creator's to decide.
    await api.ok('rejectClip', { token: creator.token, params: { id: pending.clip._id } });

    const { blocks } = await api.ok('creatorBlocks', { token: creator.token });
    expect(blocks.map((b) => [b.clipper.name, b.reason])).toEqual([
      ['Blocked Clipper', 'Reposts other people’s clips.'],
    ]);
    const admin = await api.admin();
    const seen = await api.ok('adminBlocks', { token: admin.token });
    expect(seen.blocks.find((b) => b.clipper._id === clipper.user._id)).toMatchObject({
      creator: { _id: creator.user._id, name: 'Blocking Creator' },
      reason: 'Reposts other people’s clips.',
    });

    expect(await api.call('unblockClipper', { token: creator.token, params: { id: clipper.user._id } })).toMatchObject({
      status: 200,
      json: { message: 'Clipper unblocked.' },
    });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: later } });
    expect((await submit(clipper, later)).status).toBe(201);
  });

  it('refuses a block twice, of someone who is not a clipper, without a reason, and an unblock of no block', async () => {
    const clipper = await api.signup('user');
    const block = (body: Record<string, unknown>) => api.call('blockClipper', { token: creator.token, body });
    await api.ok('blockClipper', { token: creator.token, body: { clipperId: clipper.user._id, reason: 'Spam' } }, 201);
    expect(await block({ clipperId: clipper.user._id, reason: 'Again' })).toMatchObject({
      status: 409,
      json: { message: said('alreadyBlocked') },
    });
    for (const clipperId of [other.user._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await block({ clipperId, reason: 'Spam' })).toMatchObject({
        status: 404,
        json: { message: said('clipperNotFound') },
      });
    }
    expect(await block({ clipperId: clipper.user._id, reason: '   ' })).toMatchObject({
      status: 400,
      json: { message: said('blockReasonMissing') },
    });
    expect(await block({ clipperId: clipper.user._id, reason: 'x'.repeat(301) })).toMatchObject({
      status: 400,
      json: { message: said('blockReasonTooLong') },
    });
    const stranger = await api.signup('user');
    expect(await api.call('unblockClipper', { token: creator.token, params: { id: stranger.user._id } })).toMatchObject(
      { status: 404, json: { message: said('notBlocked') } },
    );
    // Another creator's block is theirs: this creator has none to lift.
    expect(await api.call('unblockClipper', { token: other.token, params: { id: clipper.user._id } })).toMatchObject({
      status: 404,
      json: { message: said('notBlocked') },
    });
  });

  it('is for creators; the list of all blocks is the admin’s', async () => {
    const clipper = await api.signup('user');
    const body = { clipperId: clipper.user._id, reason: 'Spam' };
    expect(await api.call('blockClipper', { token: clipper.token, body })).toMatchObject({
      status: 403,
      json: { message: 'Only campaign creators can block clippers.' },
    });
    expect((await api.call('adminBlocks', { token: creator.token })).status).toBe(403);
  });
});
