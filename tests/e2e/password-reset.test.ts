import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox, type Inbox } from '../api/mail-inbox';
import { startE2e, type E2e } from './harness';

/**
 * Getting back into an account (docs/accounts.md): with a real SMTP server, a person verifies their email from the
 * link they received, forgets their password, asks for a reset on the sign-in page, opens the link the SMTP server
 * received, sets a new password and signs in with it.
 */

let e2e: E2e;
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox();
  e2e = await startE2e({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'ClipMandi <no-reply@e2e.example.com>', SCHEDULER_INTERVAL_SECONDS: '1' },
  });
});
afterAll(async () => {
  await e2e?.stop();
  await inbox?.stop();
});

/** The link in the newest email with `subject` to `address`, once the SMTP server has it. */
async function linkIn(address: string, subject: string): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const email = inbox.to(address).findLast((received) => received.subject === subject);
    const link = email ? /(http:\/\/\S+\?token=[\w-]+)/.exec(email.text)?.[1] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${subject}" email reached ${address}:\n${e2e.serverLog()}`);
}

describe('a forgotten password', () => {
  it('is reset from the link the SMTP server received, and the new one signs in', async () => {
    const clipper = await e2e.signup('user', 'Forgetful Clipper');
    const page = await e2e.newPage();

    const verifyLink = await linkIn(clipper.user.email, 'Verify your email for ClipMandi');
    expect(verifyLink.startsWith(`${e2e.baseUrl}/verify-email?token=`)).toBe(true);
    await page.goto(verifyLink);
    await page.getByText('Email verified.').waitFor();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(clipper.user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.')
      .waitFor();

    const resetLink = await linkIn(clipper.user.email, 'Reset your ClipMandi password');
    expect(resetLink.startsWith(`${e2e.baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(resetLink);
    await page.getByLabel('New password').fill('my-new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText('Password changed. Every session of this account has ended: sign in with the new password.')
      .waitFor();
    // The link worked once: opened again, it is refused.
    const again = await e2e.newPage();
    await again.goto(resetLink);
    await again.getByLabel('New password').fill('another-password-2');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByText('This password reset link is invalid or has expired. Ask for a new one.').waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(clipper.user.email);
    await page.getByLabel('Password', { exact: true }).fill(clipper.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('my-new-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(e2e.browserErrors(page).filter((error) => !error.includes('401') && !error.includes('400'))).toEqual([]);
  });
});
