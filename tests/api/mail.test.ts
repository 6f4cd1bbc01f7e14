import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../src/server/db/mail-schema';
import { logger } from '../../src/server/ops/logger';
import { users } from '../../src/server/db/schema';
import { FIRST_RETRY_MS, MAX_ATTEMPTS, retryDelayMs, sendDueEmails } from '../../src/server/mail/send-emails';
import { createMailTransport } from '../../src/server/mail/transport';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { fundWallet } from './fund-wallet';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { startInbox, type Inbox } from './mail-inbox';

const FROM = 'ClipMandi <no-reply@clipmandi.test>';

let api: TestApi;
let inbox: Inbox;
auditLedgerAfterEach(() => api);

beforeAll(async () => {
  inbox = await startInbox();
  api = await startTestApi({ mail: { smtpUrl: inbox.url, from: FROM } });
});
afterAll(async () => {
  await api.close();
  await inbox.stop();
});

/** The scheduler's clock a little past the database's own (the rows' next_attempt_at is its now()). */
const soon = () => new Date(Date.now() + 1000);

/** Points the worker at another SMTP server (or none): it reads the setting on each run. */
function useSmtp(smtpUrl: string | undefined) {
  api.config.mail = smtpUrl ? { smtpUrl, from: FROM } : { from: FROM };
}

async function outboxOf(recipientIds: string[]) {
  return api.db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.recipientId, recipientIds))
    .orderBy(emailOutbox.id);
}

async function campaignWithClipper(budget = 1000) {
  const creator = await fundedCreator(api, budget, 'Chetan Creator');
  const campaign = await createCampaign(api, creator, { totalBudget: budget, payoutPer1000Views: 50 });
  const clipper = await api.signup('user', 'Clara Clipper');
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  return { creator, clipper, campaign };
}

async function submit(clipper: Person, campaignId: string) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 1000 };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

describe('emails through the outbox', () => {
  it('tells the creator of a clip to review and the clipper of the decision, with the amount', async () => {
    useSmtp(inbox.url);
    const { creator, clipper, campaign } = await campaignWithClipper();
    const approved = await submit(clipper, campaign._id);
    const rejected = await submit(clipper, campaign._id);
    await api.ok('approveClip', { token: creator.token, params: { id: approved._id }, body: { viewCount: 12_345 } });
    const rejection = { reason: 'not_my_content', note: 'This is my own upload.' };
    await api.ok('rejectClip', { token: creator.token, params: { id: rejected._id }, body: rejection });
    // Nothing is sent by the requests themselves: the worker sends, on the scheduler's run.
    expect(inbox.to(creator.email)).toEqual([]);

    await api.runScheduler(soon());

    const toCreator = inbox.to(creator.email);
    expect(toCreator.map((email) => email.subject)).toEqual([
      `A clip awaits your review on "${campaign.title}"`,
      `A clip awaits your review on "${campaign.title}"`,
    ]);
    expect(toCreator[0]).toMatchObject({ from: 'no-reply@clipmandi.test', to: creator.email });
    expect(toCreator[0]?.text).toContain('Clara Clipper submitted a clip');

    // 12,345 views at ₹50 per 1K: ₹617.25 gross, ₹74.07 fee (12%), ₹543.18 to the clipper.
    const toClipper = inbox.to(clipper.email);
    expect(toClipper.map((email) => email.subject)).toEqual([
      `Your clip on "${campaign.title}" was approved: ₹543.18`,
      `Your clip on "${campaign.title}" was rejected`,
    ]);
    expect(toClipper[0]?.text).toContain('approved at 12,345 views');
    // The reason's label (docs/product.md#clip-review) and the note.
    expect(toClipper[1]?.text).toContain('Reason: Not my content\nNote: This is my own upload.');
    expect(toClipper[0]?.text).toContain(
      'You earn ₹543.18 (₹617.25 gross less the ₹74.07 platform fee). It is in your wallet now',
    );

    const rows = await outboxOf([creator.user._id, clipper.user._id]);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['clip_awaiting_review', 'sent', 1],
      ['clip_awaiting_review', 'sent', 1],
      ['clip_approved', 'sent', 1],
      ['clip_rejected', 'sent', 1],
    ]);
  });

  it('tells the admins of a withdrawal request and the clipper of its payment or rejection', async () => {
    useSmtp(inbox.url);
    const admin = await api.admin();
    const clipper = await api.signup('user', 'Wasim Withdrawer');
    await fundWallet(api, clipper.user._id, 500);
    const paid = (await api.ok('withdraw', { token: clipper.token, body: { amount: 120.5, upiId: 'wasim@upi' } }, 201))
      .withdrawal;
    const refused = (await api.ok('withdraw', { token: clipper.token, body: { amount: 30, upiId: 'wasim@upi' } }, 201))
      .withdrawal;
    await api.ok('payWithdrawal', { token: admin.token, params: { id: paid._id }, body: { reference: 'UTR-555' } });
    await api.ok('rejectWithdrawal', {
      token: admin.token,
      params: { id: refused._id },
      body: { reason: 'UPI ID not found' },
    });

    await api.runScheduler(soon());

    expect(inbox.to(admin.email).map((email) => email.subject)).toEqual([
      'A withdrawal of ₹120.50 waits to be paid',
      'A withdrawal of ₹30.00 waits to be paid',
    ]);
    expect(inbox.to(admin.email)[0]?.text).toContain('Wasim Withdrawer asked to withdraw ₹120.50 to UPI wasim@upi');
    const toClipper = inbox.to(clipper.email);
    expect(toClipper.map((email) => email.subject)).toEqual([
      'Your withdrawal of ₹120.50 was paid',
      'Your withdrawal of ₹30.00 was rejected',
    ]);
    expect(toClipper[0]?.text).toContain('paid to UPI wasim@upi (payment reference UTR-555)');
    expect(toClipper[1]?.text).toContain('was rejected: UPI ID not found');
    expect(toClipper[1]?.text).toContain('The amount is back in your wallet.');
  });

  it('writes the email in the event’s transaction: a refused event leaves none, one event one email per admin', async () => {
    useSmtp(inbox.url);
    await api.admin();
    const clipper = await api.signup('user');
    await fundWallet(api, clipper.user._id, 10);
    const requests = () =>
      api.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.kind, 'withdrawal_requested'));
    const admins = await api.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const before = (await requests()).length;
    const over = await api.call('withdraw', { token: clipper.token, body: { amount: 11, upiId: 'over@upi' } });
    expect(over.status).toBe(422);
    expect((await requests()).length).toBe(before);
    await api.ok('withdraw', { token: clipper.token, body: { amount: 10, upiId: 'ok@upi' } }, 201);
    // One email per request to each admin (no digest).
    expect((await requests()).length).toBe(before + admins.length);
    await api.runScheduler(soon());
  });

  it('does not send a kind the person turned off, and marks it skipped', async () => {
    useSmtp(inbox.url);
    const { creator, clipper, campaign } = await campaignWithClipper();
    await api.ok('updateNotificationSettings', {
      token: clipper.token,
      body: { settings: [{ kind: 'clip_rejected', enabled: false }] },
    });
    const approved = await submit(clipper, campaign._id);
    const rejected = await submit(clipper, campaign._id);
    await api.ok('approveClip', { token: creator.token, params: { id: approved._id }, body: { viewCount: 2000 } });
    await api.ok('rejectClip', { token: creator.token, params: { id: rejected._id } });

    await api.runScheduler(soon());

    expect(inbox.to(clipper.email).map((email) => email.subject)).toEqual([
      `Your clip on "${campaign.title}" was approved: ₹88.00`,
    ]);
    const rows = await outboxOf([clipper.user._id]);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['clip_approved', 'sent'],
      ['clip_rejected', 'skipped'],
    ]);
  });

  it('never sends one event’s email twice, however often or concurrently the worker runs', async () => {
    useSmtp(inbox.url);
    const { creator, clipper, campaign } = await campaignWithClipper();
    const clips = [
      await submit(clipper, campaign._id),
      await submit(clipper, campaign._id),
      await submit(clipper, campaign._id),
    ];
    const now = soon();
    const transport = createMailTransport(api.config.mail);
    await Promise.all([
      sendDueEmails(api.deps, now, transport),
      sendDueEmails(api.deps, now, transport),
      api.runScheduler(now),
      api.runScheduler(now),
    ]);
    await api.runScheduler(new Date(now.getTime() + 3_600_000));
    expect(inbox.to(creator.email)).toHaveLength(clips.length);
    expect((await outboxOf([creator.user._id])).map((row) => [row.status, row.attempts])).toEqual(
      clips.map(() => ['sent', 1]),
    );
  });

  it('retries a refusing SMTP server with exponential backoff, then marks the email failed', async () => {
    useSmtp(inbox.url);
    const clipper = await api.signup('user');
    await fundWallet(api, clipper.user._id, 5);
    const admin = await api.admin();
    const withdrawal = (
      await api.ok('withdraw', { token: clipper.token, body: { amount: 5, upiId: 'retry@upi' } }, 201)
    ).withdrawal;
    await api.ok('rejectWithdrawal', { token: admin.token, params: { id: withdrawal._id }, body: {} });
    const rowOf = async () => (await outboxOf([clipper.user._id]))[0];

    inbox.refuse(true);
    try {
      let now = soon();
      await api.runScheduler(now);
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        const row = await rowOf();
        expect(row).toMatchObject({ status: 'pending', attempts: attempt });
        expect(row?.lastError).toContain('550');
        const due = new Date(now.getTime() + retryDelayMs(attempt));
        expect(row?.nextAttemptAt.getTime()).toBe(due.getTime());
        // Not due a second before: no attempt.
        await api.runScheduler(new Date(due.getTime() - 1000));
        expect((await rowOf())?.attempts).toBe(attempt);
        now = due;
        await api.runScheduler(now);
      }
      expect(await rowOf()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      // 1, 2, 4, 8 and 16 minutes between the 6 attempts.
      expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16].map((m) => m * FIRST_RETRY_MS));
      // Failed stays failed: a later run does not try again.
      await api.runScheduler(new Date(now.getTime() + 24 * 3_600_000));
      expect(await rowOf()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    } finally {
      inbox.refuse(false);
    }
    expect(inbox.to(clipper.email)).toEqual([]);
  });

  it('retries when the SMTP server cannot be reached, and sends once it can', async () => {
    const closed = await startInbox();
    await closed.stop();
    useSmtp(closed.url);
    const clipper = await api.signup('user');
    await fundWallet(api, clipper.user._id, 7);
    const admin = await api.admin();
    await api.ok('withdraw', { token: clipper.token, body: { amount: 7, upiId: 'closed@upi' } }, 201);
    const now = soon();
    await api.runScheduler(now);
    const [row] = await api.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, admin.user._id));
    expect(row).toMatchObject({ kind: 'withdrawal_requested', status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);

    useSmtp(inbox.url);
    await api.runScheduler(new Date(now.getTime() + FIRST_RETRY_MS));
    expect(inbox.to(admin.email).map((email) => email.subject)).toEqual(['A withdrawal of ₹7.00 waits to be paid']);
  });

  it('without SMTP_URL keeps every email in the outbox and shows each once in the log', async () => {
    useSmtp(undefined);
    const log = vi.spyOn(logger, 'info');
    try {
      const { creator, clipper, campaign } = await campaignWithClipper();
      await submit(clipper, campaign._id);
      const now = soon();
      await api.runScheduler(now);
      await api.runScheduler(new Date(now.getTime() + 3_600_000));
      const rows = await outboxOf([creator.user._id]);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([['pending', 0]]);
      const shown = log.mock.calls.map((args) => JSON.stringify(args)).filter((line) => line.includes(creator.email));
      expect(shown).toHaveLength(1);
      expect(shown[0]).toContain('Email kept in the outbox (SMTP_URL is not set)');
      expect(shown[0]).toContain(`A clip awaits your review on \\"${campaign.title}\\"`);
    } finally {
      log.mockRestore();
    }
    // Nothing lost: once SMTP is set, the kept email goes out.
    const kept = inbox.received.length;
    useSmtp(inbox.url);
    await api.runScheduler(new Date(Date.now() + 2 * 3_600_000));
    expect(inbox.received.length).toBeGreaterThan(kept);
  });
});
