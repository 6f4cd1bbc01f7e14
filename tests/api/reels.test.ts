import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { instagramAccounts } from '../../src/server/db/instagram-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { said } from '../support/catalogue';
import { instagramTimestamp, startFakeInstagram, type FakeInstagram, type FakeMedia } from '../support/fake-instagram';
import { emailsTo } from './account-links';
import { createCampaign, fundedCreator, walletOf, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * Instagram Reels end to end on the real server (docs/trust.md#reel-submissions, #reel-measurements), its client
 * pointed at the local stand-in of the documented API: a clipper links a professional account, submits a reel of
 * their own, its insights are measured, and the creator's approval pays and holds it exactly as a Short.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let fake: FakeInstagram;
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let campaignId: string;
let mediaCounter = 0;

const heldOf = (userId: string) => balanceOf(api.db, accountKeys.held(userId));
const reelLink = (shortcode: string) => `https://www.instagram.com/reel/${shortcode}/?igsh=abc`;

/** A post of the account, published `offsetMs` from now (after joining unless negative). */
function post(userId: string, change: Partial<FakeMedia> = {}, offsetMs = 2_000): FakeMedia {
  mediaCounter += 1;
  const item: FakeMedia = {
    id: `1790000000${String(mediaCounter).padStart(7, '0')}`,
    shortcode: `DReel${String(mediaCounter).padStart(6, '0')}`,
    media_type: 'VIDEO',
    media_product_type: 'REELS',
    timestamp: instagramTimestamp(new Date(Date.now() + offsetMs)),
    caption: 'Cut for the campaign #clipmandi',
    insights: { views: 10_000, likes: 400, comments: 30, shares: 20, saved: 15 },
    ...change,
  };
  fake.post(userId, item);
  return item;
}

/** A clipper with a linked professional account, joined to the campaign. */
async function linkedClipper(igUserId: string, username: string): Promise<Person> {
  const clipper = await api.signup('user');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
  fake.setAccount({ userId: igUserId, username, accountType: 'MEDIA_CREATOR' });
  const { url } = await api.ok('startInstagramLink', { token: clipper.token });
  const state = new URL(url).searchParams.get('state') ?? '';
  const body = { code: fake.issueCode(igUserId), state };
  await api.ok('linkInstagram', { token: clipper.token, body }, 201);
  return clipper;
}

const submit = (clipper: Person, shortcode: string, viewCount = 10_000) =>
  api.call('submitClip', {
    token: clipper.token,
    body: { campaignId, clipLink: reelLink(shortcode), viewCount },
  });

/** A reel submission the server takes (201). */
const accepted = (clipper: Person, reel: FakeMedia, viewCount: number) =>
  api.ok(
    'submitClip',
    { token: clipper.token, body: { campaignId, clipLink: reelLink(reel.shortcode), viewCount } },
    201,
  );

beforeAll(async () => {
  fake = await startFakeInstagram();
  api = await startTestApi({
    holdbackDays: 7,
    instagram: { mode: 'api', app: fake.settings, tokenKey: 'ab'.repeat(32), callsPerHour: 200 },
  });
  creator = await fundedCreator(api, 5_000);
  // ₹60 per 1K views for reels, ₹40 for Shorts.
  const campaign = await createCampaign(api, creator, {
    payoutPer1000Views: 40,
    platforms: ['youtube_shorts', 'instagram_reels'],
    platformRates: { instagram_reels: 60 },
  });
  campaignId = campaign._id;
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe('a reel submission', () => {
  it('is paid and held exactly as a Short: measured views, its platform rate, 12% fee, holdback', async () => {
    const clipper = await linkedClipper('17841400000000101', 'ravi.reels');
    const reel = post('17841400000000101');
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: reelLink(reel.shortcode), viewCount: 50_000 } },
      201,
    );
    expect(clip).toMatchObject({ platform: 'instagram_reels', measuredViews: 10_000, claimedViews: 50_000 });
    // Approving the clipper's claim pays the measured 10,000: ₹600.00 gross, ₹72.00 fee, ₹528.00 held.
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 50_000 } });
    const [row] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    expect(row).toMatchObject({ grossPaid: 60_000, feePaid: 7_200, netPaid: 52_800, mediaId: reel.id });
    expect(await heldOf(clipper.user._id)).toBe(52_800);
    expect(await walletOf(api, clipper.user._id)).toBe(0);

    // The reel is deleted during the holdback: the next measurement lowers the held payout to nothing.
    fake.remove(reel.id);
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 60_000));
    const [after] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    expect(after?.videoAvailable).toBe(false);
    expect(after?.decisionReason).toBe(said('reelGone'));
    expect(await heldOf(clipper.user._id)).toBe(0);
  });

  it('refuses, naming the rule: no linked account, a photo, another account’s reel, before joining, the same reel twice', async () => {
    const unlinked = await api.signup('user');
    await api.ok('joinCampaign', { token: unlinked.token, params: { id: campaignId } });
    expect(await submit(unlinked, 'DAnyReel0001')).toMatchObject({
      status: 422,
      json: { message: said('linkInstagramFirst') },
    });

    const clipper = await linkedClipper('17841400000000102', 'meera.cuts');
    const photo = post('17841400000000102', { media_type: 'IMAGE', media_product_type: 'FEED' });
    expect(await submit(clipper, photo.shortcode)).toMatchObject({ status: 422, json: { message: said('notAReel') } });
    const someoneElses = post('17841400000000999');
    expect(await submit(clipper, someoneElses.shortcode)).toMatchObject({
      status: 422,
      json: { message: said('reelNotFound', { username: 'meera.cuts' }) },
    });
    const old = post('17841400000000102', {}, -DAY);
    // Listed newest first, so the older reel comes after a newer one.
    post('17841400000000102');
    expect(await submit(clipper, old.shortcode)).toMatchObject({
      status: 422,
      json: { message: said('publishedBeforeJoining') },
    });
    const untagged = post('17841400000000102', { caption: 'no tags' });
    const tagged = await createCampaign(api, creator, {
      platforms: ['instagram_reels'],
      requiredTags: ['#clipmandi'],
    });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: tagged._id } });
    const body = { campaignId: tagged._id, clipLink: reelLink(untagged.shortcode), viewCount: 1 };
    expect(await api.call('submitClip', { token: clipper.token, body })).toMatchObject({
      status: 422,
      json: { message: said('captionTagsMissing', { tags: '#clipmandi' }) },
    });

    const reel = post('17841400000000102');
    await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: reelLink(reel.shortcode), viewCount: 1 } },
      201,
    );
    expect(await submit(clipper, reel.shortcode)).toMatchObject({
      status: 409,
      json: { message: said('duplicateVideo') },
    });
  });

  it('waits while Instagram has too few viewers to measure it (error 10), and is not paid on the claim', async () => {
    const clipper = await linkedClipper('17841400000000103', 'kabir.reels');
    const reel = post('17841400000000103', { insights: null });
    const { clip } = await accepted(clipper, reel, 90_000);
    expect(clip.measuredViews).toBeNull();
    expect(
      await api.call('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 90_000 } }),
    ).toMatchObject({
      status: 422,
      json: { message: said('reelNotMeasured') },
    });
    // Insights appear; the next round measures them.
    fake.update(reel.id, { insights: { views: 3_000, likes: 90, comments: 4, shares: 2, saved: 1 } });
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 60_000));
    const [row] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    expect(row?.measuredViews).toBe(3_000);
  });

  it('stops asking for an unmeasured reel once its measuring days are over, as for any clip', async () => {
    const clipper = await linkedClipper('17841400000000107', 'nisha.reels');
    const { clip } = await accepted(clipper, post('17841400000000107', { insights: null }), 1);
    const [submitted] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    const until = submitted?.measureUntil?.getTime() ?? 0;
    expect(until).toBe(Date.parse(clip.createdAt) + 14 * DAY);
    // Too few viewers an hour before its last day ends: the next round would be past it, so there is none.
    await api.runScheduler(new Date(until - HOUR));
    const [after] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    expect(after).toMatchObject({ measuredViews: null, nextMeasureAt: null });
  });

  it('marks the account for a reconnect when Instagram refuses its token (190), and tells the clipper once', async () => {
    const clipper = await linkedClipper('17841400000000104', 'zoya.edits');
    const reel = post('17841400000000104');
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId, clipLink: reelLink(reel.shortcode), viewCount: 1 } },
      201,
    );
    fake.revokeTokens('17841400000000104');
    fake.update(reel.id, { insights: { views: 99_000, likes: 1, comments: 1, shares: 1, saved: 1 } });
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 60_000));
    await api.runScheduler(new Date(Date.now() + 12 * HOUR + 60_000));
    expect(await api.ok('instagramAccount', { token: clipper.token })).toMatchObject({
      instagram: { username: 'zoya.edits', needsReconnect: true },
    });
    const [row] = await api.db.select().from(clips).where(eq(clips.id, clip._id));
    // Not measured as 0 nor as anything: its last measurement stands until the clipper reconnects.
    expect(row?.measuredViews).toBe(10_000);
    const emails = await emailsTo(api.db, 'instagram_reconnect', clipper.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Reconnect Instagram so your reels can be measured');
    expect(await submit(clipper, post('17841400000000104').shortcode)).toMatchObject({
      status: 422,
      json: { message: said('reconnectInstagram') },
    });
  });

  it('keeps within the account’s calls per hour, saying when to try again', async () => {
    const clipper = await linkedClipper('17841400000000105', 'dev.shorts');
    const hour = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    await api.db
      .update(instagramAccounts)
      .set({ callsHour: hour, callsMade: 200 })
      .where(eq(instagramAccounts.userId, clipper.user._id));
    const next = new Date(hour.getTime() + HOUR).toISOString().slice(11, 16);
    expect(await submit(clipper, post('17841400000000105').shortcode)).toMatchObject({
      status: 429,
      json: { message: said('instagramCallsSpent', { time: next }) },
    });
  });

  it('refreshes a token before its 60 days run out, sealing the new one', async () => {
    const clipper = await linkedClipper('17841400000000106', 'tara.clips');
    const soon = new Date(Date.now() + 20 * DAY);
    await api.db
      .update(instagramAccounts)
      .set({ tokenExpiresAt: soon })
      .where(eq(instagramAccounts.userId, clipper.user._id));
    const [before] = await api.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.userId, clipper.user._id));
    const now = new Date();
    await api.runScheduler(now);
    const [after] = await api.db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, clipper.user._id));
    expect(after?.tokenExpiresAt.getTime()).toBe(now.getTime() + 60 * DAY);
    expect(after?.sealedToken).not.toBe(before?.sealedToken);
    expect(fake.requests.filter((r) => r.path === '/refresh_access_token')).toHaveLength(1);
    // The refreshed token works: the account still answers.
    expect(await submit(clipper, post('17841400000000106').shortcode)).toMatchObject({ status: 201 });
  });
});
