import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../schemas/clip';
import { formatRupees } from '../../schemas/money';
import { emailOutbox } from '../../src/server/db/mail-schema';
import { clips } from '../../src/server/db/schema';
import { recordMeasurement } from '../../src/server/clips/record-measurement';
import { commitChange } from '../../src/server/feed/commit-change';
import { said } from '../support/catalogue';
import { createCampaign, escrowOf, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// docs/product.md#appeals: a clipper appeals a rejection once within 7 days; the creator answers once; an admin
// upholds or overturns, an overturn paid like any approval.
let api: TestApi;
auditLedgerAfterEach(() => api);
let creator: Person;
let clipper: Person;
let other: Person;
let admin: Awaited<ReturnType<TestApi['admin']>>;

beforeAll(async () => {
  api = await startTestApi();
  creator = await fundedCreator(api, 10_000, 'Appeal Creator');
  clipper = await api.signup('user', 'Appeal Clipper');
  other = await api.signup('user', 'Other Clipper');
  admin = await api.admin();
});
afterAll(async () => {
  await api.close();
});

async function campaignJoined(overrides: Record<string, unknown> = {}): Promise<string> {
  const { _id } = await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 1000, ...overrides });
  await api.ok('joinCampaign', { token: clipper.token, params: { id: _id } });
  return _id;
}

async function rejected(campaignId: string, viewCount = 4_000): Promise<Clip> {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  const reject = { reason: 'inauthentic_views', note: 'The views came in one burst.' };
  return (await api.ok('rejectClip', { token: creator.token, params: { id: clip._id }, body: reject })).clip;
}

const appeal = (id: string, message = 'These are real views from my audience.', token = clipper.token) =>
  api.call('appealClip', { token, params: { id }, body: { message } });
const decide = (id: string, body: Record<string, unknown>) =>
  api.call('decideAppeal', { token: admin.token, params: { id }, body });

describe('appeals', () => {
  it('appeals a rejection, lets the creator answer once, and overturns it into an approval paid from escrow', async () => {
    const campaignId = await campaignJoined();
    const clip = await rejected(campaignId);
    const rejectedAt = clip.rejection?.at ?? '';
    expect(Date.parse(clip.appealUntil ?? '') - Date.parse(rejectedAt)).toBe(7 * 24 * 3600 * 1000);

    const opened = await appeal(clip._id);
    expect(opened.status).toBe(201);
    const openedBody = opened.json as { message: string; clip: Clip };
    expect(openedBody.message).toBe(said('appealSent'));
    expect(openedBody.clip.appeal).toMatchObject({ status: 'open', answer: null, decisionNote: null });
    expect(openedBody.clip.appealUntil).toBeNull();

    const listed = await api.ok('creatorAppeals', { token: creator.token });
    expect(listed.clips.map((c) => c._id)).toContain(clip._id);
    const answer = { message: 'These views came from a bot farm.' };
    const answered = await api.ok('answerAppeal', { token: creator.token, params: { id: clip._id }, body: answer });
    expect(answered.message).toBe(said('answerSent'));
    expect(answered.clip.appeal?.answer).toBe(answer.message);
    const again = await api.call('answerAppeal', { token: creator.token, params: { id: clip._id }, body: answer });
    expect([again.status, (again.json as { message: string }).message]).toEqual([409, said('alreadyAnswered')]);

    // 4,000 claimed views at ₹50 per 1K: ₹200 gross, ₹24 fee, ₹176 to the clipper.
    const queue = await api.ok('adminAppeals', { token: admin.token });
    const queued = queue.appeals.find((a) => a.clip._id === clip._id);
    expect(queued?.overturn).toEqual({ views: 4_000, gross: 200_00, net: 176_00, escrowLeft: 1000_00, warning: null });

    const escrowBefore = await escrowOf(api, campaignId);
    const walletBefore = await walletOf(api, clipper.user._id);
    // Measured until ten days from now (a measuring server); its rejection stopped the measurements.
    const measureUntil = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await api.db.update(clips).set({ measureUntil, nextMeasureAt: null }).where(eq(clips.id, clip._id));
    const overturned = await decide(clip._id, { decision: 'overturn', note: 'The analytics show real viewers.' });
    expect(overturned.status).toBe(200);
    const body = overturned.json as { message: string; clip: Clip };
    expect(body.message).toBe(said('appealOverturned'));
    expect(body.clip).toMatchObject({
      status: 'approved',
      views: 4_000,
      // The raw answer, in rupees on the wire.
      earnings: 176,
      decidedBy: 'admin',
      decisionReason: said('overturnedReason'),
      rejection: { reason: 'inauthentic_views', note: 'The views came in one burst.', by: 'creator', at: rejectedAt },
      appeal: { status: 'overturned', answer: answer.message, decisionNote: 'The analytics show real viewers.' },
      appealUntil: null,
    });
    expect(escrowBefore - (await escrowOf(api, campaignId))).toBe(200_00);
    expect((await walletOf(api, clipper.user._id)) - walletBefore).toBe(176_00);
    // Measured again to the end of its period, as an approved clip is.
    const [row] = await api.db.select({ next: clips.nextMeasureAt }).from(clips).where(eq(clips.id, clip._id));
    expect(row?.next).not.toBeNull();

    const mail = await api.db
      .select({ kind: emailOutbox.kind, to: emailOutbox.recipientId, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, clip._id))
      .orderBy(emailOutbox.id);
    // The decision's two emails are written together, in no particular order.
    expect(mail.map((m) => [m.kind, m.to === clipper.user._id ? 'clipper' : 'creator']).sort()).toEqual([
      ['appeal_decided', 'clipper'],
      ['appeal_decided', 'creator'],
      ['clip_appealed', 'creator'],
      ['clip_awaiting_review', 'creator'],
      ['clip_rejected', 'clipper'],
    ]);
    const toClipper = mail.find((m) => m.kind === 'appeal_decided' && m.to === clipper.user._id);
    expect(toClipper?.subject).toMatch(/^Your appeal on ".+" was overturned$/);

    const decidedAgain = await decide(clip._id, { decision: 'uphold', note: 'No' });
    expect([decidedAgain.status, (decidedAgain.json as { message: string }).message]).toEqual([
      422,
      said('noOpenAppeal'),
    ]);
  });

  it('upholds with a note, for good', async () => {
    const clip = await rejected(await campaignJoined());
    await appeal(clip._id);
    const noNote = await decide(clip._id, { decision: 'uphold' });
    expect([noNote.status, (noNote.json as { message: string }).message]).toEqual([400, said('upholdNeedsNote')]);
    const upheld = await decide(clip._id, { decision: 'uphold', note: 'The views are a bot burst.' });
    expect((upheld.json as { message: string }).message).toBe(said('appealUpheld'));
    expect((upheld.json as { clip: Clip }).clip).toMatchObject({
      status: 'rejected',
      earnings: 0,
      appeal: { status: 'upheld', decisionNote: 'The views are a bot burst.' },
      appealUntil: null,
    });
    const twice = await appeal(clip._id);
    expect([twice.status, (twice.json as { message: string }).message]).toEqual([409, said('appealedAlready')]);
  });

  it('refuses an appeal of a clip not rejected, of another clipper, too late, or on a deleted campaign', async () => {
    const campaignId = await campaignJoined();
    const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 100 };
    const pending = (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
    const refused = async (id: string, token?: string) => {
      const res = await appeal(id, 'Please', token);
      return [res.status, (res.json as { message: string }).message];
    };
    expect(await refused(pending._id)).toEqual([422, said('appealNotRejected')]);

    const clip = await rejected(campaignId);
    expect(await refused(clip._id, other.token)).toEqual([403, said('appealNotYours')]);
    const empty = await appeal(clip._id, '   ');
    expect([empty.status, (empty.json as { message: string }).message]).toEqual([400, said('appealMissing')]);
    const long = await appeal(clip._id, 'x'.repeat(1001));
    expect([long.status, (long.json as { message: string }).message]).toEqual([400, said('appealTooLong')]);

    const late = await rejected(campaignId);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await api.db.update(clips).set({ rejectedAt: eightDaysAgo }).where(eq(clips.id, late._id));
    expect(await refused(late._id)).toEqual([422, said('appealLate', { days: '7' })]);

    const gone = await rejected(campaignId);
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaignId } });
    expect(await refused(gone._id)).toEqual([422, said('appealCampaignDeleted')]);
    expect((await api.ok('myClips', { token: clipper.token })).clips.find((c) => c._id === gone._id)?.appealUntil).toBe(
      null,
    );
  });

  it('tells the admin when the escrow cannot pay, and refuses the overturn with the approval’s own message', async () => {
    // ₹10 of escrow; 4,000 views earn ₹200.
    const campaignId = await campaignJoined({ totalBudget: 10 });
    const short = await rejected(campaignId);
    await appeal(short._id);
    const empty = await rejected(campaignId);
    await appeal(empty._id);
    const overturnOf = async (id: string) =>
      (await api.ok('adminAppeals', { token: admin.token, query: { limit: '100' } })).appeals.find(
        (a) => a.clip._id === id,
      )?.overturn;
    expect(await overturnOf(short._id)).toEqual({
      views: 4_000,
      gross: 10_00,
      net: 8_80,
      escrowLeft: 10_00,
      warning: said('overturnShortEscrow', {
        left: formatRupees(10_00),
        pays: formatRupees(10_00),
        earns: formatRupees(200_00),
      }),
    });
    const paid = await decide(short._id, { decision: 'overturn' });
    expect((paid.json as { clip: Clip }).clip.earnings).toBe(8.8); // rupees on the wire

    expect((await overturnOf(empty._id))?.warning).toBe(said('overturnEmptyEscrow'));
    const refused = await decide(empty._id, { decision: 'overturn' });
    expect([refused.status, (refused.json as { message: string }).message]).toEqual([422, said('noBudgetLeft')]);
    const still = (await api.ok('myClips', { token: clipper.token })).clips.find((c) => c._id === empty._id);
    expect(still).toMatchObject({ status: 'rejected', appeal: { status: 'open' } });
  });

  it('refuses to overturn once the campaign was deleted (its escrow went back), and still lets the admin uphold', async () => {
    const campaignId = await campaignJoined();
    const clip = await rejected(campaignId);
    expect((await appeal(clip._id)).status).toBe(201);
    await api.ok('deleteCampaign', { token: creator.token, params: { id: campaignId } });
    const preview = (await api.ok('adminAppeals', { token: admin.token, query: { limit: '100' } })).appeals.find(
      (a) => a.clip._id === clip._id,
    )?.overturn;
    expect(preview).toMatchObject({ gross: 0, net: 0, escrowLeft: 0, warning: said('overturnDeleted') });
    const refused = await decide(clip._id, { decision: 'overturn' });
    expect([refused.status, refused.json]).toEqual([
      422,
      { message: said('overturnDeleted'), code: 'overturnDeleted' },
    ]);
    const upheld = await decide(clip._id, { decision: 'uphold', note: 'The campaign is gone.' });
    expect(upheld.status).toBe(200);
    await api.expectLedgerSound();
  });

  it('lets only the campaign’s creator answer, and only an open appeal', async () => {
    const clip = await rejected(await campaignJoined());
    const body = { message: 'Answer' };
    const early = await api.call('answerAppeal', { token: creator.token, params: { id: clip._id }, body });
    expect([early.status, (early.json as { message: string }).message]).toEqual([422, said('noOpenAppeal')]);
    await appeal(clip._id);
    const stranger = await fundedCreator(api, 1, 'Stranger');
    const theirs = await api.call('answerAppeal', { token: stranger.token, params: { id: clip._id }, body });
    expect([theirs.status, (theirs.json as { message: string }).message]).toEqual([403, said('answerNotYours')]);
    const blank = await api.call('answerAppeal', { token: creator.token, params: { id: clip._id }, body: {} });
    expect([blank.status, (blank.json as { message: string }).message]).toEqual([400, said('answerMissing')]);
  });

  it('refuses a decision off the list, and an overturn while the video is on another clip', async () => {
    const campaignId = await campaignJoined();
    const clip = await rejected(campaignId);
    await appeal(clip._id);
    const odd = await decide(clip._id, { decision: 'approve' });
    expect([odd.status, (odd.json as { message: string }).message]).toEqual([400, said('appealDecision')]);
    // The rejection freed the video: the clipper submits it again, and that clip holds it.
    const body = { campaignId, clipLink: clip.youtubeLink, viewCount: 4_000 };
    await api.ok('submitClip', { token: clipper.token, body }, 201);
    const held = await decide(clip._id, { decision: 'overturn' });
    expect([held.status, (held.json as { message: string }).message]).toEqual([409, said('videoOnAnotherClip')]);
  });

  it('overturns at the measured views, above the claimed ones', async () => {
    const campaignId = await campaignJoined();
    const clip = await rejected(campaignId, 2_000);
    const at = new Date();
    const video = {
      id: 'v',
      channelId: 'UC',
      title: 'A clip',
      publishedAt: at,
      views: 5_000,
      likes: null,
      comments: null,
      durationSeconds: 40,
      description: '',
    };
    await commitChange(api.deps, (tx) => recordMeasurement(tx, clip._id, video, at, api.config.measurement));
    await appeal(clip._id);
    // 5,000 measured views at ₹50 per 1K: ₹250 gross, ₹30 fee, ₹220 to the clipper.
    const queued = (await api.ok('adminAppeals', { token: admin.token, query: { limit: '100' } })).appeals.find(
      (a) => a.clip._id === clip._id,
    );
    expect(queued?.overturn).toMatchObject({ views: 5_000, gross: 250_00, net: 220_00, warning: null });
    const escrowBefore = await escrowOf(api, campaignId);
    await decide(clip._id, { decision: 'overturn' });
    expect(escrowBefore - (await escrowOf(api, campaignId))).toBe(250_00);
  });
});
