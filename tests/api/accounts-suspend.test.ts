import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { emailsTo } from './account-links';
import { createCampaign, fundedCreator, walletOf } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/** Suspensions (docs/accounts.md#suspensions). */

let api: TestApi;
let moderator: { token: string };
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
  moderator = await api.adminOf('moderator');
});
afterAll(async () => {
  await api.close();
});

const suspend = (id: string, reason: string, token = moderator.token) =>
  api.call('suspendUser', { token, params: { id }, body: { reason } });

describe('suspending a person', () => {
  it("ends the clipper's sessions, answers sign-in with the reason, keeps their money, emails them", async () => {
    const creator = await fundedCreator(api, 1_000);
    const clipper = await api.signup('user');
    const campaign = await createCampaign(api, creator);
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = { campaignId: campaign._id, clipLink: 'https://youtu.be/suspendMe01' };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
    const reason = 'Botted views on three clips.';
    expect(await suspend(clipper.user._id, reason)).toMatchObject({
      status: 200,
      json: { message: said('userSuspended') },
    });
    expect((await api.call('me', { token: clipper.token })).status).toBe(401);
    const login = await api.call('login', { body: { email: clipper.email, password: clipper.password } });
    expect(login).toMatchObject({ status: 403, json: { message: said('accountSuspended', { reason }) } });
    // A wrong password learns nothing of the suspension.
    const wrong = await api.call('login', { body: { email: clipper.email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    // The pending clip stays reviewable; its money is theirs.
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 10_000 } });
    expect(await walletOf(api, clipper.user._id)).toBe(44_000);
    const [email] = await emailsTo(api.db, 'account_suspended', clipper.email);
    expect(email?.body).toContain(reason);
    // The other side: the creator holding the clip was told it stays in their queue.
    const [told] = await emailsTo(api.db, 'clipper_suspended', creator.email);
    expect(told?.subject).toBe('Clara Clipper, who has 1 pending clip on your campaigns, is suspended');
    expect(told?.body).toContain(`Their 1 pending clip on "${campaign.title}" stays in your review queue.`);
    expect(await suspend(clipper.user._id, 'again')).toMatchObject({
      status: 409,
      json: { message: said('alreadySuspended') },
    });
  });

  it("pauses a creator's live campaigns; reinstating lets them sign in again and leaves the campaigns paused", async () => {
    const creator = await fundedCreator(api, 2_000);
    const campaign = await createCampaign(api, creator, { title: 'Alpha drops' });
    const second = await createCampaign(api, creator, { title: 'Beta drops' });
    const [both, one, banned] = [await api.signup('user'), await api.signup('user'), await api.signup('user')];
    for (const [clipper, joined] of [
      [both, [campaign, second]],
      [one, [second]],
      [banned, [campaign]],
    ] as const) {
      for (const { _id } of joined) await api.ok('joinCampaign', { token: clipper.token, params: { id: _id } });
    }
    await suspend(banned.user._id, 'Botting.');
    await suspend(creator.user._id, 'Never reviews clips.');
    // Each clipper of the paused campaigns is told once, naming every campaign it paused; a suspended one is not.
    const [toBoth] = await emailsTo(api.db, 'campaign_paused', both.email);
    expect(toBoth?.subject).toBe('2 campaigns you joined are paused');
    expect(toBoth?.body).toContain(`"Alpha drops" and "Beta drops" are paused while an admin reviews`);
    const [toOne] = await emailsTo(api.db, 'campaign_paused', one.email);
    expect(toOne?.subject).toBe('A campaign you joined is paused: "Beta drops"');
    expect(await emailsTo(api.db, 'campaign_paused', banned.email)).toEqual([]);
    const shown = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(shown.campaign.status).toBe('paused');
    const reinstated = await api.call('reinstateUser', { token: moderator.token, params: { id: creator.user._id } });
    expect(reinstated).toMatchObject({ status: 200, json: { message: said('userReinstated') } });
    expect((await api.call('login', { body: { email: creator.email, password: creator.password } })).status).toBe(200);
    expect((await api.ok('getCampaign', { params: { id: campaign._id } })).campaign.status).toBe('paused');
    expect(await emailsTo(api.db, 'account_reinstated', creator.email)).toHaveLength(1);
    const again = await api.call('reinstateUser', { token: moderator.token, params: { id: creator.user._id } });
    expect(again).toMatchObject({ status: 409, json: { message: said('notSuspended') } });
  });

  it('refuses an admin, an unknown person, a missing reason; a finance admin may not suspend', async () => {
    const finance = await api.adminOf('finance');
    const clipper = await api.signup('user');
    const refusedAdmin = await suspend(finance.user._id, 'x');
    expect(refusedAdmin).toMatchObject({ status: 422, json: { message: said('adminsNotSuspended') } });
    const unknown = await suspend('00000000-0000-4000-8000-000000000000', 'x');
    expect(unknown).toMatchObject({ status: 404, json: { message: said('userNotFound') } });
    expect(await suspend(clipper.user._id, '   ')).toMatchObject({
      status: 400,
      json: { message: said('suspendReasonMissing') },
    });
    expect(await suspend(clipper.user._id, 'x', finance.token)).toMatchObject({
      status: 403,
      json: { message: said('adminModeration') },
    });
    expect((await api.call('me', { token: clipper.token })).status).toBe(200);
  });

  it('shows the suspension in the admin people list and records who did it in the audit trail', async () => {
    const clipper = await api.signup('user', 'Listed Clipper');
    await suspend(clipper.user._id, 'Spam links.');
    const { data } = await api.ok('adminUsers', { token: moderator.token, query: { q: 'Listed Clipper' } });
    expect(data.users[0]?.suspension).toMatchObject({ reason: 'Spam links.' });
    const audit = await api.ok('adminAudit', { token: moderator.token, query: { objectId: clipper.user._id } });
    expect(audit.data.entries).toMatchObject([
      {
        action: 'user.suspend',
        objectType: 'user',
        before: { suspended: false },
        after: { suspended: true, reason: 'Spam links.' },
      },
    ]);
  });
});
