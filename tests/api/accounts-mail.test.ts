import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { startTestApi, type TestApi } from './harness';
import { startInbox, type Inbox } from './mail-inbox';

/** The links a person waits for on the screen go out at once, through a real SMTP server (docs/accounts.md#links). */

let api: TestApi;
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox();
  api = await startTestApi({ mail: { smtpUrl: inbox.url, from: 'ClipMandi <no-reply@clipmandi.test>' } });
});
afterAll(async () => {
  await api.close();
  await inbox.stop();
});

/** The emails to `address` once at least one arrived (the scheduler never runs here). */
async function arrived(address: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = inbox.to(address);
    if (found.length > 0) return found;
    await sleep(50);
  }
  throw new Error(`No email reached ${address}`);
}

describe('account emails', () => {
  it('sends the reset link at once; the link in the received email sets the new password', async () => {
    const clipper = await api.signup('user');
    await api.ok('forgotPassword', { body: { email: clipper.email } }, 202);
    const [email] = await arrived(clipper.email);
    expect(email?.subject).toBe('Reset your ClipMandi password');
    const token = /reset-password\?token=([\w-]+)/.exec(email?.text ?? '')?.[1] ?? '';
    const reset = await api.call('resetPassword', { body: { token, password: 'from the inbox 1' } });
    expect(reset).toMatchObject({ status: 200, json: { message: said('passwordReset') } });
    expect((await api.call('login', { body: { email: clipper.email, password: 'from the inbox 1' } })).status).toBe(
      200,
    );
  });
});
