import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_APP_ID,
  sandboxAuthCode,
  sandboxReelLinkFor,
  sandboxUserIdFor,
} from '../../schemas/instagram-sandbox-ids';
import { clips } from '../../src/server/db/schema';
import { said } from '../support/catalogue';
import { createCampaign, fundedCreator, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * The offline Instagram of the demo (docs/trust.md#instagram-sandbox): the product's own client against the
 * in-process stand-in, from the consent page's code to a measured reel, with the sandbox's reels that misbehave.
 */

const HOUR = 3_600_000;
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let campaignId: string;

beforeAll(async () => {
  api = await startTestApi({ instagram: { mode: 'sandbox', callsPerHour: 200 } });
  creator = await fundedCreator(api, 2_000);
  campaignId = (await createCampaign(api, creator, { platforms: ['instagram_reels'], payoutPer1000Views: 50 }))._id;
});
afterAll(async () => {
  await api?.close();
});

async function linkedClipper(username: string, type: 'MEDIA_CREATOR' | 'PERSONAL' = 'MEDIA_CREATOR') {
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
  const { url } = await api.ok('startInstagramLink', { token: clipper.token });
  const page = new URL(url);
  const state = page.searchParams.get('state') ?? '';
  const body = { code: sandboxAuthCode(username, type), state };
  return { clipper, page, link: await api.call('linkInstagram', { token: clipper.token, body }) };
}

const submit = (clipper: Person, link: string) =>
  api.call('submitClip', { token: clipper.token, body: { campaignId, clipLink: link, viewCount: 5_000 } });

describe('the Instagram sandbox', () => {
  it('sends the clipper to its consent page, links the account it names and measures its reel', async () => {
    const { clipper, page, link } = await linkedClipper('asha.cuts');
    expect(`${page.origin}${page.pathname}`).toBe('http://app.test/sandbox/instagram/authorize');
    expect(page.searchParams.get('client_id')).toBe(SANDBOX_APP_ID);
    expect(page.searchParams.get('redirect_uri')).toBe('http://app.test/clipper/instagram/connected');
    expect(link).toMatchObject({
      status: 201,
      json: { instagram: { username: 'asha.cuts', accountType: 'MEDIA_CREATOR', needsReconnect: false } },
    });
    expect(await api.ok('instagramAccount', { token: clipper.token })).toMatchObject({ mode: 'sandbox' });

    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: sandboxReelLinkFor('asha.cuts'), viewCount: 5_000 } },
      201,
    );
    expect(clip.platform).toBe('instagram_reels');
    expect(clip.measuredViews).toBeGreaterThan(0);
    const [row] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    expect(row?.channelId).toBe(sandboxUserIdFor('asha.cuts'));
  });

  it('refuses a personal account, a photo, a reel of another account', async () => {
    const personal = await linkedClipper('plain.person', 'PERSONAL');
    expect(personal.link).toMatchObject({ status: 422, json: { message: said('instagramPersonal') } });

    const { clipper } = await linkedClipper('ravi.cuts');
    expect(await submit(clipper, sandboxReelLinkFor('ravi.cuts', 'photo'))).toMatchObject({
      status: 422,
      json: { message: said('notAReel') },
    });
    expect(await submit(clipper, sandboxReelLinkFor('asha.cuts'))).toMatchObject({
      status: 422,
      json: { message: said('reelNotFound', { username: 'ravi.cuts' }) },
    });
  });

  it('leaves a reel with too few viewers unmeasured, and lets the deleted reel fall away after 12 hours', async () => {
    const { clipper } = await linkedClipper('neha.reels');
    const few = await api.ok(
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId, clipLink: sandboxReelLinkFor('neha.reels', 'fewViewers'), viewCount: 1 },
      },
      201,
    );
    expect(few.clip.measuredViews).toBeNull();
    const deleted = await api.ok(
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId, clipLink: sandboxReelLinkFor('neha.reels', 'deleted'), viewCount: 1 },
      },
      201,
    );
    expect(deleted.clip.measuredViews).toBeGreaterThan(0);
    // The stand-in keeps no state: it recalls a reel's publication from its clip. Published 13 hours ago, the deleted
    // reel is gone, and the next measurement (6 hours on) records it so.
    await api.db
      .update(clips)
      .set({ videoPublishedAt: new Date(Date.now() - 13 * HOUR) })
      .where(eq(clips.id, deleted.clip._id));
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 60_000));
    const [gone] = await api.db.select().from(clips).where(eq(clips.id, deleted.clip._id));
    expect(gone).toMatchObject({ videoAvailable: false, measuredViews: deleted.clip.measuredViews });
    expect(
      await api.call('approveClip', {
        token: creator.token,
        params: { id: deleted.clip._id },
        body: { viewCount: 1_000 },
      }),
    ).toMatchObject({ status: 422, json: { message: said('reelUnavailable') } });
    const [still] = await api.db.select().from(clips).where(eq(clips.id, few.clip._id));
    expect(still?.measuredViews).toBeNull();
  });
});
