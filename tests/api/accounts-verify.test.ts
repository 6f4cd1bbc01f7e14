import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { emailsTo, linkIn } from './account-links';
import { startTestApi, uniqueEmail, type TestApi } from './harness';

/** Verified email (docs/accounts.md#verified-email) with EMAIL_VERIFICATION=required. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    accounts: { appUrl: 'https://clipmandi.example', emailVerification: 'required', push: null, pushLoopback: true },
  });
});
afterAll(async () => {
  await api.close();
});

describe('verifying an email', () => {
  it('emails a sign-up a link; until it is opened the person cannot top up or withdraw, and is told why', async () => {
    const creator = await api.signup('creator');
    expect(creator.user.emailVerified).toBe(false);
    const { url } = await linkIn(api.db, 'email_verification', creator.email);
    expect(url).toMatch(/^https:\/\/clipmandi\.example\/verify-email\?token=/);
    const topup = await api.call('topup', { token: creator.token, body: { amount: 100 } });
    expect(topup).toMatchObject({ status: 403, json: { message: said('verifyFirst', { email: creator.email }) } });
    const clipper = await api.signup('user');
    const withdraw = await api.call('withdraw', { token: clipper.token, body: { amount: 1, upiId: 'me@okaxis' } });
    expect(withdraw).toMatchObject({ status: 403, json: { message: said('verifyFirst', { email: clipper.email }) } });
    // Everything else works unverified.
    expect((await api.call('creatorWallet', { token: creator.token })).status).toBe(200);
  });

  it('verifies with the link once; then money moves and me says verified', async () => {
    const creator = await api.signup('creator');
    const { token } = await linkIn(api.db, 'email_verification', creator.email);
    const verified = await api.call('verifyEmail', { body: { token } });
    expect(verified).toMatchObject({ status: 200, json: { message: said('emailVerified') } });
    expect((await api.ok('me', { token: creator.token })).user.emailVerified).toBe(true);
    expect((await api.call('topup', { token: creator.token, body: { amount: 100 } })).status).toBe(201);
    const twice = await api.call('verifyEmail', { body: { token } });
    expect(twice).toMatchObject({ status: 400, json: { message: said('invalidVerifyLink') } });
    const resend = await api.call('resendVerification', { token: creator.token });
    expect(resend).toMatchObject({ status: 409, json: { message: said('alreadyVerified') } });
  });

  it('resends a link on request: the newest works, the older no longer', async () => {
    const clipper = await api.signup('user');
    const first = (await linkIn(api.db, 'email_verification', clipper.email)).token;
    const resend = await api.call('resendVerification', { token: clipper.token });
    expect(resend).toMatchObject({
      status: 202,
      json: { message: said('verificationSent', { email: clipper.email }) },
    });
    expect(await emailsTo(api.db, 'email_verification', clipper.email)).toHaveLength(2);
    const second = (await linkIn(api.db, 'email_verification', clipper.email)).token;
    expect((await api.call('verifyEmail', { body: { token: first } })).status).toBe(400);
    expect((await api.call('verifyEmail', { body: { token: second } })).status).toBe(200);
  });
});

describe('changing the email in Settings', () => {
  it('sends the link to the new address; the old one stays until the new one is verified', async () => {
    const clipper = await api.signup('user');
    const newAddress = uniqueEmail('moved');
    const body = { email: newAddress, password: clipper.password };
    const asked = await api.call('changeEmail', { token: clipper.token, body });
    expect(asked).toMatchObject({ status: 202, json: { message: said('verificationSent', { email: newAddress }) } });
    const [sent] = await emailsTo(api.db, 'email_verification', newAddress);
    expect(sent?.toAddress).toBe(newAddress);
    expect((await api.ok('me', { token: clipper.token })).user.email).toBe(clipper.email);
    const { token } = await linkIn(api.db, 'email_verification', newAddress);
    const changed = await api.call('verifyEmail', { body: { token } });
    expect(changed).toMatchObject({ status: 200, json: { message: said('emailChanged') } });
    expect((await api.ok('me', { token: clipper.token })).user).toMatchObject({
      email: newAddress,
      emailVerified: true,
    });
    expect((await api.call('login', { body: { email: newAddress, password: clipper.password } })).status).toBe(200);
    expect((await api.call('login', { body: { email: clipper.email, password: clipper.password } })).status).toBe(401);
  });

  it('refuses a wrong password, the same address, and an address another account uses; nothing is sent', async () => {
    const clipper = await api.signup('user');
    const other = await api.signup('creator');
    const change = (email: string, password = clipper.password) =>
      api.call('changeEmail', { token: clipper.token, body: { email, password } });
    expect(await change(uniqueEmail('x'), 'wrong password')).toMatchObject({
      status: 403,
      json: { message: said('wrongPassword') },
    });
    expect((await api.call('me', { token: clipper.token })).status).toBe(200);
    expect(await change(clipper.email)).toMatchObject({ status: 409, json: { message: said('sameEmail') } });
    expect(await change(other.email)).toMatchObject({ status: 409, json: { message: said('emailTaken') } });
    expect(await emailsTo(api.db, 'email_verification', other.email)).toHaveLength(1); // other's own sign-up link
  });

  it('refuses the change at verification when the address was taken meanwhile', async () => {
    const clipper = await api.signup('user');
    const contested = uniqueEmail('contested');
    await api.ok('changeEmail', { token: clipper.token, body: { email: contested, password: clipper.password } }, 202);
    const { token } = await linkIn(api.db, 'email_verification', contested);
    await api.ok('signup', { body: { name: 'Quick', email: contested, password: 'password123', role: 'user' } }, 201);
    const late = await api.call('verifyEmail', { body: { token } });
    expect(late).toMatchObject({ status: 409, json: { message: said('emailTaken') } });
    expect((await api.ok('me', { token: clipper.token })).user.email).toBe(clipper.email);
  });
});
