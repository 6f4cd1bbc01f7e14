import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../src/server/db/accounts-schema';
import { said } from '../support/catalogue';
import { emailsTo, linkIn } from './account-links';
import { startTestApi, type TestApi } from './harness';

/** Password reset (docs/accounts.md#password-reset), through the real server on a real database. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  api.call('forgotPassword', { body: { email }, headers });

describe('forgot password', () => {
  it('answers 202 and the same words whether or not the email has an account, and emails only an account', async () => {
    const clipper = await api.signup('user');
    const known = await forgot(`  ${clipper.email.toUpperCase()} `);
    const unknown = await forgot('nobody.here@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json).toEqual({ message: said('resetRequested') });
    expect(unknown.json).toEqual(known.json);
    expect(await emailsTo(api.db, 'password_reset', clipper.email)).toHaveLength(1);
    expect(await emailsTo(api.db, 'password_reset', 'nobody.here@example.com')).toHaveLength(0);
  });

  it("builds the link from APP_URL, never from the request's Host, and stores only the token's hash", async () => {
    const clipper = await api.signup('user');
    await forgot(clipper.email, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    const { url, token } = await linkIn(api.db, 'password_reset', clipper.email);
    expect(url).toBe(`http://app.test/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await api.db.select().from(accountTokens).where(eq(accountTokens.userId, clipper.user._id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Valid for 30 minutes.
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(30);
  });

  it('slows down asking for one address like failed logins: the sixth request in a row is 429', async () => {
    const creator = await api.signup('creator');
    for (let i = 0; i < 5; i += 1) expect((await forgot(creator.email)).status).toBe(202);
    const refused = await forgot(creator.email);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: said('tooManyLinkRequests', { wait: '1 minute' }),
      code: 'tooManyLinkRequests',
    });
    expect(refused.headers.get('Retry-After')).toBe('60');
    // Only the newest link works: five emails, one open link.
    expect(await emailsTo(api.db, 'password_reset', creator.email)).toHaveLength(5);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and refuses the old password and the used link', async () => {
    const clipper = await api.signup('user');
    const elsewhere = await api.ok('login', { body: { email: clipper.email, password: clipper.password } });
    await forgot(clipper.email);
    const { token } = await linkIn(api.db, 'password_reset', clipper.email);
    const reset = await api.call('resetPassword', { body: { token, password: 'a new password 1' } });
    expect(reset).toMatchObject({ status: 200, json: { message: said('passwordReset') } });
    for (const session of [clipper.token, elsewhere.token])
      expect((await api.call('me', { token: session })).status).toBe(401);
    const old = await api.call('login', { body: { email: clipper.email, password: clipper.password } });
    expect(old.status).toBe(401);
    const fresh = await api.call('login', { body: { email: clipper.email, password: 'a new password 1' } });
    expect(fresh.status).toBe(200);
    const again = await api.call('resetPassword', { body: { token, password: 'another password 2' } });
    expect(again).toMatchObject({ status: 400, json: { message: said('invalidResetLink') } });
  });

  it('refuses an expired link, an older link once a newer was sent, a made-up token and a short password', async () => {
    const creator = await api.signup('creator');
    await forgot(creator.email);
    const older = (await linkIn(api.db, 'password_reset', creator.email)).token;
    await forgot(creator.email);
    const newer = (await linkIn(api.db, 'password_reset', creator.email)).token;
    const body = (token: string, password = 'long enough 1') => ({ body: { token, password } });
    expect((await api.call('resetPassword', body(older))).json).toEqual({
      message: said('invalidResetLink'),
      code: 'invalidResetLink',
    });
    expect((await api.call('resetPassword', body('made-up'))).status).toBe(400);
    const short = await api.call('resetPassword', body(newer, 'short'));
    expect(short).toMatchObject({ status: 400, json: { message: 'Password must be at least 8 characters' } });
    await api.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    const expired = await api.call('resetPassword', body(newer));
    expect(expired).toMatchObject({ status: 400, json: { message: said('invalidResetLink') } });
    expect((await api.call('login', { body: { email: creator.email, password: creator.password } })).status).toBe(200);
  });

  it('refuses a reset link as a verification link: each link opens only its own door', async () => {
    const clipper = await api.signup('user');
    await forgot(clipper.email);
    const { token } = await linkIn(api.db, 'password_reset', clipper.email);
    const wrongDoor = await api.call('verifyEmail', { body: { token } });
    expect(wrongDoor).toMatchObject({ status: 400, json: { message: said('invalidVerifyLink') } });
  });
});
