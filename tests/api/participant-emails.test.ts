import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { said } from '../support/catalogue';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function campaignWithJoiners(names: string[]) {
  const creator = await fundedCreator(api, 100, 'Owner');
  const campaign = await createCampaign(api, creator, { totalBudget: 100 });
  const joiners: Person[] = [];
  for (const name of names) {
    const clipper = await api.signup('user', name);
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    joiners.push(clipper);
  }
  return { creator, campaign, joiners };
}

const bodyOf = (res: { json: unknown }) => JSON.stringify(res.json);

describe("participants' emails", () => {
  it("are never in the public reads' shared entries, even when the creator read them first", async () => {
    const { creator, campaign, joiners } = await campaignWithJoiners(['Asha', 'Bilal']);
    const emails = joiners.map((j) => j.email);

    // The creator reads everything first, so whatever a shared entry holds was stored from their request.
    const contacts = await api.ok('participantContacts', { token: creator.token, params: { id: campaign._id } });
    expect(contacts.participants).toEqual(joiners.map((j) => ({ _id: j.user._id, name: j.user.name, email: j.email })));
    const asCreator = await api.call('getCampaign', { token: creator.token, params: { id: campaign._id } });
    const pageAsCreator = await api.call('campaignParticipants', {
      token: creator.token,
      params: { id: campaign._id },
    });
    for (const res of [asCreator, pageAsCreator]) {
      expect(res.status).toBe(200);
      for (const email of emails) expect(bodyOf(res)).not.toContain(email);
    }

    const hits = api.deps.readCache.stats.hits;
    const anonymous = await api.call('getCampaign', { params: { id: campaign._id } });
    const anonymousPage = await api.call('campaignParticipants', { params: { id: campaign._id } });
    // Both came from the entries the creator's reads stored.
    expect(api.deps.readCache.stats.hits).toBe(hits + 2);
    expect(anonymous.json).toEqual(asCreator.json);
    for (const res of [anonymous, anonymousPage]) {
      for (const email of emails) expect(bodyOf(res)).not.toContain(email);
    }
    const { campaign: detail } = await api.ok('getCampaign', { params: { id: campaign._id } });
    expect(detail.participants).toEqual([
      { _id: joiners[0]?.user._id, name: 'Asha', email: null },
      { _id: joiners[1]?.user._id, name: 'Bilal', email: null },
    ]);
  });

  it("a creator's contacts answer is never served to another session", async () => {
    const { creator, campaign, joiners } = await campaignWithJoiners(['Chitra']);
    await api.ok('participantContacts', { token: creator.token, params: { id: campaign._id } });
    await api.ok('participantContacts', { token: creator.token, params: { id: campaign._id } });

    const other = await fundedCreator(api, 10, 'Someone Else');
    const clipper = joiners[0];
    if (!clipper) throw new Error('no joiner');
    for (const token of [other.token, clipper.token]) {
      const res = await api.call('participantContacts', { token, params: { id: campaign._id } });
      expect(res).toMatchObject({ status: 403, json: { message: said('contactsForOwner') } });
      expect(bodyOf(res)).not.toContain(clipper.email);
    }
    const anonymous = await api.call('participantContacts', { params: { id: campaign._id } });
    expect(anonymous.status).toBe(401);
    expect(bodyOf(anonymous)).not.toContain(clipper.email);
  });

  it('the admin reads them too; a deleted or unknown campaign is 404', async () => {
    const { creator, campaign, joiners } = await campaignWithJoiners(['Dev']);
    const admin = await api.admin();
    const contacts = await api.ok('participantContacts', { token: admin.token, params: { id: campaign._id } });
    expect(contacts).toEqual({
      participants: [{ _id: joiners[0]?.user._id, name: 'Dev', email: joiners[0]?.email }],
      nextCursor: null,
    });

    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaign._id } });
    for (const token of [creator.token, admin.token]) {
      const res = await api.call('participantContacts', { token, params: { id: campaign._id } });
      expect(res).toMatchObject({ status: 404, json: { message: 'Campaign not found.' } });
    }
  });

  it('page by cursor, and a join shows in the creator’s next read (never stale)', async () => {
    const { creator, campaign, joiners } = await campaignWithJoiners(['E1', 'E2', 'E3']);
    const first = await api.ok('participantContacts', {
      token: creator.token,
      params: { id: campaign._id },
      query: { limit: '2' },
    });
    expect(first.participants.map((p) => p.email)).toEqual([joiners[0]?.email, joiners[1]?.email]);
    const rest = await api.ok('participantContacts', {
      token: creator.token,
      params: { id: campaign._id },
      query: { limit: '2', cursor: first.nextCursor ?? '' },
    });
    expect(rest).toEqual({
      participants: [{ _id: joiners[2]?.user._id, name: 'E3', email: joiners[2]?.email }],
      nextCursor: null,
    });

    const late = await api.signup('user', 'E4');
    await api.ok('joinCampaign', { token: late.token, params: { id: campaign._id } });
    const after = await api.ok('participantContacts', { token: creator.token, params: { id: campaign._id } });
    expect(after.participants.map((p) => p.email)).toEqual([...joiners.map((j) => j.email), late.email]);
  });
});
