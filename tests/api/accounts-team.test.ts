import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { linkIn } from './account-links';
import { createCampaign, fundedCreator } from './campaign-fixtures';
import { startTestApi, uniqueEmail, type TestApi } from './harness';

/** The admin team, its audit trail and the notification inbox (docs/accounts.md). */

let api: TestApi;
let owner: { token: string; user: { _id: string } };
beforeAll(async () => {
  api = await startTestApi();
  owner = await api.adminOf('owner');
});
afterAll(async () => {
  await api.close();
});

describe('the admin team', () => {
  it('invites by email; the invitation makes an admin of the role, verified, signed in; it works once', async () => {
    const email = uniqueEmail('finance');
    const invited = await api.call('inviteAdmin', { token: owner.token, body: { email, adminRole: 'finance' } });
    expect(invited).toMatchObject({ status: 201, json: { message: said('invitationSent', { email }) } });
    const team = await api.ok('adminTeam', { token: owner.token });
    expect(team.invitations.find((i) => i.email === email)).toMatchObject({ adminRole: 'finance' });
    const { url, token } = await linkIn(api.db, 'admin_invitation', email);
    expect(url).toBe(`http://app.test/admin/accept-invitation?token=${token}`);
    const body = { token, name: 'Farah Finance', password: 'finance-pass-1' };
    const accepted = await api.ok('acceptInvitation', { body }, 201);
    expect(accepted.user).toMatchObject({ email, role: 'admin', adminRole: 'finance', emailVerified: true });
    expect((await api.call('acceptInvitation', { body })).json).toEqual({
      message: said('invalidInvitation'),
      code: 'invalidInvitation',
    });
    expect((await api.call('adminWithdrawals', { token: accepted.token })).status).toBe(200);
    const queue = await api.call('adminReviewQueue', { token: accepted.token });
    expect(queue).toMatchObject({ status: 403, json: { message: said('adminModeration') } });
    expect((await api.call('adminTeam', { token: accepted.token })).json).toEqual({
      message: said('adminOwner'),
      code: 'adminOwner',
    });
  });

  it("refuses to invite an address with an account; changes a role from the next request; keeps the last owner's", async () => {
    const creator = await api.signup('creator');
    const taken = await api.call('inviteAdmin', {
      token: owner.token,
      body: { email: creator.email, adminRole: 'moderator' },
    });
    expect(taken).toMatchObject({ status: 409, json: { message: said('emailTaken') } });
    const moderator = await api.adminOf('moderator');
    const payouts = await api.call('adminPayouts', { token: moderator.token });
    expect(payouts).toMatchObject({ status: 403, json: { message: said('adminFinance') } });
    const change = (id: string, adminRole: string, token = owner.token) =>
      api.call('changeAdminRole', { token, params: { id }, body: { adminRole } });
    expect(await change(moderator.user._id, 'finance')).toMatchObject({
      status: 200,
      json: { message: said('roleChanged') },
    });
    expect((await api.call('adminPayouts', { token: moderator.token })).status).toBe(200);
    // A fresh database's only owners are the ones made here; demote all but one, then the last is kept.
    await api.db.execute(
      sql`update users set admin_role = 'moderator' where admin_role = 'owner' and id <> ${owner.user._id}`,
    );
    expect(await change(owner.user._id, 'finance')).toMatchObject({
      status: 422,
      json: { message: said('lastOwner') },
    });
    expect(await change(creator.user._id, 'owner')).toMatchObject({
      status: 404,
      json: { message: said('adminNotFound') },
    });
  });
});

describe('the audit trail', () => {
  it('names who paused and resumed a campaign, filtered by actor, newest first; refuses to change a record', async () => {
    const moderator = await api.adminOf('moderator');
    const finance = await api.adminOf('finance');
    const creator = await fundedCreator(api, 1_000);
    const campaign = await createCampaign(api, creator);
    const status = { token: moderator.token, params: { id: campaign._id }, body: { status: 'paused' } };
    await api.ok('adminCampaignStatus', status);
    await api.ok('adminCampaignStatus', { ...status, body: { status: 'active' } });
    const byModerator = await api.ok('adminAudit', { token: finance.token, query: { actor: moderator.user._id } });
    expect(byModerator.data.entries.map((e) => [e.action, e.objectId, e.after])).toEqual([
      ['campaign.status', campaign._id, { status: 'active' }],
      ['campaign.status', campaign._id, { status: 'paused' }],
    ]);
    expect(byModerator.data.entries[0]?.actor).toEqual({ _id: moderator.user._id, name: 'A moderator' });
    const bad = await api.call('adminAudit', { token: finance.token, query: { action: 'delete.everything' } });
    expect(bad.status).toBe(400);
    // Append-only: the database itself refuses to change a record.
    const refusal = { cause: { message: 'admin_audit is append-only' } };
    await expect(api.db.execute(sql`update admin_audit set action = 'x'`)).rejects.toMatchObject(refusal);
    await expect(api.db.execute(sql`delete from admin_audit`)).rejects.toMatchObject(refusal);
  });
});

describe('decisions name their admin', () => {
  it('a withdrawal and an overturned clip carry the name of the admin who decided them', async () => {
    const finance = await api.adminOf('finance');
    const moderator = await api.adminOf('moderator');
    const creator = await fundedCreator(api, 1_000);
    const campaign = await createCampaign(api, creator);
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const submit = async (video: string) =>
      (
        await api.ok(
          'submitClip',
          {
            token: clipper.token,
            body: { campaignId: campaign._id, clipLink: `https://youtu.be/${video}`, viewCount: 10_000 },
          },
          201,
        )
      ).clip._id;
    const paid = await submit('decidedBy01');
    await api.ok('approveClip', { token: creator.token, params: { id: paid }, body: { viewCount: 10_000 } });
    const body = { amount: 100, upiId: 'named@okaxis' };
    const { withdrawal } = await api.ok('withdraw', { token: clipper.token, body }, 201);
    expect(withdrawal.decidedBy).toBeNull();
    const rejected = await api.ok('rejectWithdrawal', {
      token: finance.token,
      params: { id: withdrawal._id },
      body: { reason: 'Wrong UPI' },
    });
    expect(rejected.withdrawal.decidedBy).toBe('A finance');
    const wallet = await api.ok('clipperWallet', { token: clipper.token });
    expect(wallet.data.withdrawals.find((w) => w._id === withdrawal._id)?.decidedBy).toBe('A finance');

    const appealed = await submit('decidedBy02');
    await api.ok('rejectClip', { token: creator.token, params: { id: appealed } });
    await api.ok(
      'appealClip',
      { token: clipper.token, params: { id: appealed }, body: { message: 'Look again' } },
      201,
    );
    const decided = await api.ok('decideAppeal', {
      token: moderator.token,
      params: { id: appealed },
      body: { decision: 'overturn' },
    });
    expect(decided.clip).toMatchObject({ status: 'approved', decidedBy: 'admin', decidedByAdmin: 'A moderator' });
    const mine = await api.ok('myClips', { token: clipper.token });
    const shown = mine.clips.find((c) => c._id === paid);
    expect(shown?.decidedByAdmin).toBeNull();
  });
});

describe('the notification inbox', () => {
  it('keeps what the bell shows, counts unread, marks read one or all, and never another person’s', async () => {
    const creator = await fundedCreator(api, 1_000);
    const campaign = await createCampaign(api, creator);
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    for (const video of ['inboxClip01', 'inboxClip02']) {
      const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${video}` };
      await api.ok('submitClip', { token: clipper.token, body }, 201);
    }
    const inbox = await api.ok('notifications', { token: creator.token });
    expect(inbox.unreadCount).toBe(2);
    expect(inbox.notifications.map((n) => [n.kind, n.read, n.link])).toEqual([
      ['clip_awaiting_review', false, '/creator?tab=pending'],
      ['clip_awaiting_review', false, '/creator?tab=pending'],
    ]);
    const [first] = inbox.notifications;
    if (!first) throw new Error('no notification');
    const stranger = await api.ok('readNotifications', { token: clipper.token, body: { ids: [first.id] } });
    expect(stranger.unreadCount).toBe(0);
    expect((await api.ok('readNotifications', { token: creator.token, body: { ids: [first.id] } })).unreadCount).toBe(
      1,
    );
    expect((await api.ok('readNotifications', { token: creator.token, body: { all: true } })).unreadCount).toBe(0);
    const page = await api.ok('notifications', { token: creator.token, query: { limit: '1' } });
    expect(page.notifications).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    const bad = await api.call('readNotifications', { token: creator.token, body: { ids: [] } });
    expect(bad.status).toBe(400);
  });
});
