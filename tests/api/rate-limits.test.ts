import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { clips, users } from '../../src/server/db/schema';
import { paymentOrders } from '../../src/server/db/wallet-schema';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, uniqueEmail, type TestApi } from './harness';

// Low limits, so each is reached in a few calls (the defaults are tested in tests/unit/rate-limit-rules.test.ts).
const LIMIT = 2;

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi({
    limits: { signupsPerAddressPerHour: LIMIT, topUpsPerCreatorPerHour: LIMIT, clipsPerClipperPerHour: LIMIT },
  });
});
afterAll(async () => {
  await api.close();
});

/** A signup over a connection from `address`. */
async function signUpFrom(address: string, email = uniqueEmail('signup')) {
  const body = { name: 'Rate Limited', email, password: 'password123', role: 'user' };
  const connection = { incoming: { socket: { remoteAddress: address } } };
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const res = await api.app.request('/api/auth/signup', init, connection);
  return { status: res.status, json: (await res.json()) as unknown, retryAfter: res.headers.get('Retry-After') };
}

/** Retry-After of a refusal made just now in a fresh hourly window: the whole hour, give or take a slow test. */
function expectAboutAnHour(retryAfter: string | null) {
  expect(Number(retryAfter)).toBeGreaterThan(3500);
  expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
}

const usersWithEmail = async (email: string) =>
  (await api.db.select().from(users).where(eq(users.email, email))).length;

describe('signup rate limit (per address)', () => {
  it('answers 429 with a message and Retry-After past the limit, creates nobody, and leaves other addresses alone', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await signUpFrom('203.0.113.10')).status).toBe(201);
    const email = uniqueEmail('refused');
    const refused = await signUpFrom('203.0.113.10', email);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many sign-ups from your network. Please try again in 60 minutes.',
      code: 'tooManySignups',
    });
    expectAboutAnHour(refused.retryAfter);
    expect(await usersWithEmail(email)).toBe(0);
    expect((await signUpFrom('203.0.113.11')).status).toBe(201);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    expect((await signUpFrom('2001:db8:aa:1::1')).status).toBe(201);
    expect((await signUpFrom('2001:db8:aa:1::2')).status).toBe(201);
    expect((await signUpFrom('2001:db8:aa:1:abcd::3')).status).toBe(429);
    expect((await signUpFrom('2001:db8:aa:2::1')).status).toBe(201);
  });

  it('opens again when the hour is over', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await signUpFrom('203.0.113.12')).status).toBe(201);
    expect((await signUpFrom('203.0.113.12')).status).toBe(429);
    await api.db.execute(
      sql`update rate_limits set window_started_at = now() - interval '61 minutes' where key = 'signup:address:203.0.113.12'`,
    );
    expect((await signUpFrom('203.0.113.12')).status).toBe(201);
  });
});

describe('top-up rate limit (per creator)', () => {
  it('refuses the order past the limit with 429 and a message, records no order, and leaves other creators alone', async () => {
    const creator = await api.signup('creator');
    for (let i = 0; i < LIMIT; i++) await api.ok('topup', { token: creator.token, body: { amount: 100 } }, 201);
    const refused = await api.call('topup', { token: creator.token, body: { amount: 100 } });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many top-ups started. Please try again in 60 minutes.',
      code: 'tooManyTopUps',
    });
    expectAboutAnHour(refused.headers.get('Retry-After'));
    expect(await api.db.select().from(paymentOrders).where(eq(paymentOrders.userId, creator.user._id))).toHaveLength(
      LIMIT,
    );
    const other = await api.signup('creator');
    await api.ok('topup', { token: other.token, body: { amount: 100 } }, 201);
  });
});

describe('clip submission rate limit (per clipper)', () => {
  it('refuses the clip past the limit with 429 and a message, records no clip, and leaves other clippers alone', async () => {
    const creator = await fundedCreator(api, 5000);
    const campaignId = (await createCampaign(api, creator))._id;
    const [clipper, other] = [await api.signup('user'), await api.signup('user')];
    for (const person of [clipper, other])
      await api.ok('joinCampaign', { token: person.token, params: { id: campaignId } });
    const submit = (token: string) =>
      api.call('submitClip', {
        token,
        body: { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}` },
      });
    for (let i = 0; i < LIMIT; i++) expect((await submit(clipper.token)).status).toBe(201);
    const refused = await submit(clipper.token);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many clips submitted. Please try again in 60 minutes.',
      code: 'tooManyClips',
    });
    expectAboutAnHour(refused.headers.get('Retry-After'));
    expect(await api.db.select().from(clips).where(eq(clips.userId, clipper.user._id))).toHaveLength(LIMIT);
    expect((await submit(other.token)).status).toBe(201);
  });

  it('keeps one row per key, whatever the number of calls', async () => {
    const rows = await queryRows<{ key: string; count: number }>(
      api.db,
      sql`select key, count from rate_limits where key like 'clip:user:%'`,
    );
    expect(rows.map((row) => row.count).sort()).toEqual([1, 3]);
  });
});
