import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstagramClient, InstagramError } from '../../src/server/instagram/instagram-client';
import { instagramTimestamp, startFakeInstagram, type FakeInstagram } from '../support/fake-instagram';

/** The Instagram client (docs/trust.md#instagram) against a local stand-in of the documented API, errors included. */

let fake: FakeInstagram;
let client: ReturnType<typeof createInstagramClient>;
const NOW = new Date('2026-11-28T10:00:00Z');
// Past 2^53: JSON.parse would round it.
const USER_ID = '17841405793187218';

beforeAll(async () => {
  fake = await startFakeInstagram();
  client = createInstagramClient(fake.settings);
  fake.setAccount({ userId: USER_ID, username: 'clara.cuts', accountType: 'MEDIA_CREATOR' });
});
afterAll(async () => {
  await fake.close();
});

/** A long-lived token of the account, as linking leaves it. */
const linkedToken = async () => {
  const short = await client.exchangeCode(fake.issueCode(USER_ID));
  return (await client.longLived(short.accessToken, NOW)).accessToken;
};

const problemOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof InstagramError ? [error.problem, error.code] : error;
};

describe('the Instagram client', () => {
  it('builds the authorize page with the app, the redirect, both scopes and the state', () => {
    const url = new URL(client.authorizeUrl('state-123'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.app.appId,
      redirect_uri: fake.settings.redirectUrl,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_insights',
      state: 'state-123',
    });
  });

  it('exchanges a code for a short token, then a 60-day one, names the account, and refreshes', async () => {
    const short = await client.exchangeCode(fake.issueCode(USER_ID));
    expect(short.userId).toBe(USER_ID);
    const long = await client.longLived(short.accessToken, NOW);
    expect(long.expiresAt.toISOString()).toBe('2027-01-27T10:00:00.000Z');
    expect(await client.me(long.accessToken)).toEqual({
      userId: USER_ID,
      username: 'clara.cuts',
      accountType: 'MEDIA_CREATOR',
    });
    const refreshed = await client.refresh(long.accessToken, NOW);
    expect(refreshed.accessToken).not.toBe(long.accessToken);
    // The old token no longer works once refreshed (the stand-in's rule), the new one does.
    expect(await problemOf(client.me(long.accessToken))).toEqual(['token', 190]);
    expect((await client.me(refreshed.accessToken)).username).toBe('clara.cuts');
  });

  it('reads a used or unknown code as refused, a revoked token as 190, and rate limits and 5xx as such', async () => {
    const code = fake.issueCode(USER_ID);
    await client.exchangeCode(code);
    expect(await problemOf(client.exchangeCode(code))).toEqual(['refused', 400]);
    const { accessToken } = await client.longLived(
      (await client.exchangeCode(fake.issueCode(USER_ID))).accessToken,
      NOW,
    );
    fake.revokeTokens(USER_ID);
    expect(await problemOf(client.me(accessToken))).toEqual(['token', 190]);
    for (const [status, code, problem] of [
      [400, 4, 'rate_limited'],
      [400, 17, 'rate_limited'],
      [400, 32, 'rate_limited'],
      [500, 2, 'unavailable'],
      [400, 10, 'not_enough_viewers'],
    ] as const) {
      fake.failNext(status, code);
      expect(await problemOf(client.me('any'))).toEqual([problem, code]);
    }
  });

  it('reads a wrong app secret as refused and an address nobody answers as unavailable', async () => {
    const wrong = createInstagramClient({ ...fake.settings, appSecret: 'not-the-secret' });
    expect(await problemOf(wrong.exchangeCode(fake.issueCode(USER_ID)))).toEqual(['refused', 400]);
    const nowhere = createInstagramClient({ ...fake.settings, apiUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await problemOf(nowhere.me('any'))).toEqual(['unavailable', null]);
  });

  it('pages through the account’s media by cursor, reads a reel’s insights and caption, and classes 10 and a gone post', async () => {
    const accessToken = await linkedToken();
    for (let i = 0; i < 60; i++) {
      fake.post(USER_ID, {
        id: `1799000000000${String(i).padStart(4, '0')}`,
        shortcode: `DPost${String(i).padStart(6, '0')}`,
        media_type: 'VIDEO',
        media_product_type: 'REELS',
        timestamp: instagramTimestamp(new Date(NOW.getTime() + i * 1000)),
        caption: `Reel ${i} #clipmandi`,
        insights: i === 0 ? null : { views: 1000 + i, likes: 10, comments: 2, shares: 3, saved: 4 },
      });
    }
    const first = await client.mediaPage(USER_ID, accessToken, null);
    expect(first.media).toHaveLength(50);
    expect(first.media[0]).toEqual({
      id: '17990000000000059',
      shortcode: 'DPost000059',
      mediaType: 'VIDEO',
      productType: 'REELS',
      publishedAt: new Date(NOW.getTime() + 59_000),
      caption: 'Reel 59 #clipmandi',
    });
    const second = await client.mediaPage(USER_ID, accessToken, first.after);
    expect(second.media.map((m) => m.shortcode).at(-1)).toBe('DPost000000');
    expect(second.after).toBeNull();
    expect(await client.insights('17990000000000059', accessToken)).toEqual({
      views: 1059,
      likes: 10,
      comments: 2,
      shares: 3,
      saves: 4,
    });
    expect(await client.caption('17990000000000059', accessToken)).toBe('Reel 59 #clipmandi');
    expect(await problemOf(client.insights('17990000000000000', accessToken))).toEqual(['not_enough_viewers', 10]);
    fake.remove('17990000000000059');
    expect(await problemOf(client.insights('17990000000000059', accessToken))).toEqual(['gone', 100]);
  });
});
