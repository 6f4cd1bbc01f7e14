import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { fundWallet } from './fund-wallet';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { startInbox, type Inbox } from './mail-inbox';

/**
 * Each email and notification is written in its recipient's language (users.language, docs/languages.md). The Hindi
 * expected here is the catalogue's own (messages/hi/email.json), its placeholders filled as ICU fills them.
 */
const hindi = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/hi/email.json'), 'utf8')) as Record<
  string,
  string
>;

/** A Hindi message with its `{name}` and `{name, number}` placeholders filled (numbers in Indian grouping). */
function hi(key: string, values: Record<string, string | number> = {}): string {
  const message = hindi[key];
  if (message === undefined) throw new Error(`messages/hi/email.json has no ${key}`);
  return message.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key} needs ${name}`);
    return typeof value === 'number' ? value.toLocaleString('en-IN') : value;
  });
}

let api: TestApi;
let inbox: Inbox;
auditLedgerAfterEach(() => api);

beforeAll(async () => {
  inbox = await startInbox();
  api = await startTestApi({ mail: { smtpUrl: inbox.url, from: 'ClipMandi <no-reply@clipmandi.test>' } });
});
afterAll(async () => {
  await api.close();
  await inbox.stop();
});

const soon = () => new Date(Date.now() + 1000);
const speaksHindi = (userId: string) => api.db.update(users).set({ language: 'hi' }).where(eq(users.id, userId));

describe('emails and notifications in the recipient’s language', () => {
  it('writes a Hindi reader’s email and notification in Hindi, and an English reader’s in English', async () => {
    const creator = await fundedCreator(api, 1000, 'Chetan Creator');
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 50 });
    const clipper = await api.signup('user', 'Hema Hindi');
    await speaksHindi(clipper.user._id);
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 1000 };
    const clip = (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12_345 } });

    await api.runScheduler(soon());

    // The creator reads English, as before.
    expect(inbox.to(creator.email).map((email) => email.subject)).toEqual([
      `A clip awaits your review on "${campaign.title}"`,
    ]);
    // 12,345 views at ₹50 per 1K: ₹617.25 gross, ₹74.07 fee (12%), ₹543.18 to the clipper.
    const [approved] = inbox.to(clipper.email);
    const subject = hi('email.clipApprovedSubject', { campaign: campaign.title, net: '₹543.18' });
    expect(approved?.subject).toBe(subject);
    expect(approved?.text).toContain(hi('email.clipApprovedViews', { campaign: campaign.title, views: 12_345 }));
    expect(approved?.text).toContain(
      hi('email.clipApprovedEarnedNow', { net: '₹543.18', gross: '₹617.25', fee: '₹74.07' }),
    );
    expect(approved?.text).toContain(hindi['email.signOffSwitchable']);

    // The bell's copy is the email's subject and first paragraph, in Hindi too.
    const notifications = await api.ok('notifications', { token: clipper.token });
    expect(notifications.notifications.map((n) => [n.title, n.body])).toEqual([
      [subject, hi('email.clipApprovedViews', { campaign: campaign.title, views: 12_345 })],
    ]);
  });

  it('tells each admin of a withdrawal in their own language', async () => {
    const admin = await api.admin();
    await speaksHindi(admin.user._id);
    const clipper = await api.signup('user', 'Wasim Withdrawer');
    await fundWallet(api, clipper.user._id, 500);
    await api.ok('withdraw', { token: clipper.token, body: { amount: 120.5, upiId: 'wasim@upi' } }, 201);

    await api.runScheduler(soon());

    const [request] = inbox.to(admin.email);
    expect(request?.subject).toBe(hi('email.withdrawalRequestedSubject', { amount: '₹120.50' }));
    expect(request?.text).toContain(
      hi('email.withdrawalRequestedBody', { clipper: 'Wasim Withdrawer', amount: '₹120.50', upiId: 'wasim@upi' }),
    );
  });
});
