import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#clip-review: a rejection gives a reason from one list and an optional note, which its clipper sees.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;
let campaignId: string;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000);
  clipper = await api.signup('user', 'Rhea Clipper');
  campaignId = (await createCampaign(api, creator, { totalBudget: 1000, title: 'Travel cuts' }))._id;
  await api.ok('joinCampaign', { token: clipper.token, params: { id: campaignId } });
});
afterAll(async () => {
  await api.close();
});

type WireClip = { _id: string; status: string; reviewedAt: string | null; rejection: unknown };

async function submitted(onCampaign = campaignId): Promise<WireClip> {
  const body = { campaignId: onCampaign, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 2000 };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip as WireClip;
}

async function clipperSees(id: string): Promise<WireClip | undefined> {
  const { clips } = await api.ok('myClips', { token: clipper.token });
  return (clips as WireClip[]).find((clip) => clip._id === id);
}

describe('rejecting a clip for a reason', () => {
  it('records the reason and the note, who rejected it and when, and its clipper sees them', async () => {
    const clip = await submitted();
    const body = { reason: 'inauthentic_views', note: '  Most views came in one minute.  ' };
    const res = await api.ok('rejectClip', { token: creator.token, params: { id: clip._id }, body });
    const rejected = res.clip as WireClip;
    expect(rejected).toMatchObject({ status: 'rejected' });
    expect(rejected.rejection).toEqual({
      reason: 'inauthentic_views',
      note: 'Most views came in one minute.',
      noteSaid: null,
      by: 'creator',
      at: rejected.reviewedAt,
    });
    expect((await clipperSees(clip._id))?.rejection).toEqual(rejected.rejection);
  });

  it('takes no body as it always did: the reason is other, with no note', async () => {
    const clip = await submitted();
    const { clip: rejected } = await api.ok('rejectClip', { token: creator.token, params: { id: clip._id } });
    expect((rejected as WireClip).rejection).toMatchObject({ reason: 'other', note: null, by: 'creator' });
    const blank = await submitted();
    const { clip: withBlankNote } = await api.ok('rejectClip', {
      token: creator.token,
      params: { id: blank._id },
      body: { reason: 'duplicate', note: '   ' },
    });
    expect((withBlankNote as WireClip).rejection).toMatchObject({ reason: 'duplicate', note: null });
  });

  it('refuses a reason off the list or a note over 500 characters, and the clip stays pending', async () => {
    const clip = await submitted();
    const refusals = [
      { body: { reason: 'ugly' }, message: said('rejectionReasonUnknown') },
      { body: { reason: 'other', note: 'x'.repeat(501) }, message: said('rejectionNoteTooLong') },
    ];
    for (const { body, message } of refusals) {
      const res = await api.call('rejectClip', { token: creator.token, params: { id: clip._id }, body });
      expect(res).toMatchObject({ status: 400, json: { message } });
    }
    expect(await clipperSees(clip._id)).toMatchObject({ status: 'pending', rejection: null });
    // 500 characters are fine.
    const atLimit = await api.ok('rejectClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { reason: 'other', note: 'x'.repeat(500) },
    });
    expect((atLimit.clip as WireClip).rejection).toMatchObject({ note: 'x'.repeat(500) });
  });

  it('gives a pending clip its campaign’s deletion rejected the reason other with a note that says so', async () => {
    const { _id: doomed } = await createCampaign(api, creator, { totalBudget: 100, title: 'Doomed' });
    await api.ok('joinCampaign', { token: clipper.token, params: { id: doomed } });
    const clip = await submitted(doomed);
    await api.ok('deleteCampaign', { token: creator.token, params: { id: doomed } });
    expect((await clipperSees(clip._id))?.rejection).toMatchObject({
      reason: 'other',
      note: said('campaignDeletedNote'),
      // Written by the server, so the screens say it in the reader's language (docs/languages.md "Stored texts").
      noteSaid: { code: 'campaignDeletedNote', values: {} },
      by: 'creator',
    });
  });

  it('leaves an approved or pending clip without a rejection', async () => {
    const clip = await submitted();
    expect(clip.rejection).toBeNull();
    const { clip: approved } = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 1000 },
    });
    expect((approved as WireClip).rejection).toBeNull();
  });
});
