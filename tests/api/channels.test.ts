import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipperChannels } from '../../src/server/db/trust-schema';
import { DEMO_LOGINS, seedDemo } from '../../src/server/seed/demo';
import { DEMO_SANDBOX_CODE } from '../../src/server/seed/demo-sandbox';
import { sandboxChannelIdFor, sandboxVideoIdFor, VERIFICATION_CODE_PATTERN } from '../../schemas/youtube-sandbox-ids';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { said } from '../support/catalogue';

let api: TestApi;
let yt: FakeYouTube;
auditLedgerAfterEach(() => api);

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings });
});
afterAll(async () => {
  await api.close();
  await yt.close();
});

let channelCounter = 0;
/** A fresh channel id of YouTube's shape (UC + 22). */
function newChannelId(): string {
  channelCounter += 1;
  return `UCtest${String(channelCounter).padStart(4, '0')}${Math.random().toString(36).slice(2, 14)}`
    .padEnd(24, 'x')
    .slice(0, 24);
}

/** A channel on the fake whose description carries `codes`. */
function channelWith(codes: string[], title = 'Clara Cuts') {
  const id = newChannelId();
  yt.setChannel({
    id,
    title,
    description: `Podcast clips every day. ${codes.join(' ')}`,
    publishedAt: '2019-04-02T10:00:00Z',
    subscribers: 12_400,
    videoCount: 215,
  });
  return id;
}

async function codeOf(token: string) {
  return (await api.ok('clipperChannel', { token })).channel.verificationCode;
}

describe('the verification code', () => {
  it('is made on the first read, kept on later ones, and differs between clippers', async () => {
    const clara = await api.signup('user');
    const first = await api.ok('clipperChannel', { token: clara.token });
    expect(first.channel).toEqual({
      verificationCode: expect.stringMatching(VERIFICATION_CODE_PATTERN),
      channelId: null,
      title: null,
      subscriberCount: null,
      videoCount: null,
      verifiedAt: null,
      required: true,
      mode: 'api',
      signInWithGoogle: false,
    });
    expect(await codeOf(clara.token)).toBe(first.channel.verificationCode);
    const other = await api.signup('user', 'Omar Other');
    expect(await codeOf(other.token)).not.toBe(first.channel.verificationCode);
  });

  it('is for clippers only', async () => {
    const creator = await api.signup('creator');
    expect((await api.call('clipperChannel', { token: creator.token })).status).toBe(403);
    expect((await api.call('linkChannel', { token: creator.token, body: { channelId: newChannelId() } })).status).toBe(
      403,
    );
    expect((await api.call('clipperChannel')).status).toBe(401);
  });
});

describe('linking a channel', () => {
  it('links a channel whose description has the code (201), with its figures, and the read shows it', async () => {
    const clara = await api.signup('user');
    const code = await codeOf(clara.token);
    const channelId = channelWith([code]);
    // The dashboard's first-steps checklist reads the same: needed, then linked.
    expect((await api.ok('userDashboard', { token: clara.token })).data.channel).toEqual({
      required: true,
      linked: false,
    });
    const before = Date.now();
    const linked = await api.ok('linkChannel', { token: clara.token, body: { channelId } }, 201);
    expect(linked.message).toBe(said('channelLinked'));
    expect(linked.channel).toMatchObject({
      verificationCode: code,
      channelId,
      title: 'Clara Cuts',
      subscriberCount: 12_400,
      videoCount: 215,
      required: true,
      mode: 'api',
    });
    expect(Date.parse(linked.channel.verifiedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await api.ok('clipperChannel', { token: clara.token })).channel).toEqual(linked.channel);
    expect((await api.ok('userDashboard', { token: clara.token })).data.channel).toEqual({
      required: true,
      linked: true,
    });
    const [row] = await api.db.select().from(clipperChannels).where(eq(clipperChannels.userId, clara.user._id));
    expect(row?.channelPublishedAt?.toISOString()).toBe('2019-04-02T10:00:00.000Z');
  });

  it('makes the code when linking comes before any read, so no description can hold it yet: 422', async () => {
    const clara = await api.signup('user');
    const channelId = channelWith(['clipmandi-zzzzzzzz']);
    const res = await api.call('linkChannel', { token: clara.token, body: { channelId } });
    const code = await codeOf(clara.token);
    expect(res).toMatchObject({ status: 422, json: { message: said('codeMissing', { title: 'Clara Cuts', code }) } });
  });

  it('refuses a channel YouTube does not have (422 naming it) and one whose description lacks the code (422)', async () => {
    const clara = await api.signup('user');
    const code = await codeOf(clara.token);
    const missing = newChannelId();
    expect(await api.call('linkChannel', { token: clara.token, body: { channelId: missing } })).toMatchObject({
      status: 422,
      json: { message: said('noSuchChannel', { channelId: missing }) },
    });
    const without = channelWith(['clipmandi-aaaa1111'], 'Not Mine');
    const res = await api.call('linkChannel', { token: clara.token, body: { channelId: without } });
    expect(res).toMatchObject({ status: 422, json: { message: said('codeMissing', { title: 'Not Mine', code }) } });
    expect((await api.ok('clipperChannel', { token: clara.token })).channel.channelId).toBeNull();
  });

  it('refuses a malformed channel id with 400 naming the shape, without asking YouTube', async () => {
    const clara = await api.signup('user');
    const asked = yt.requestsFor('channels').length;
    const res = await api.call('linkChannel', { token: clara.token, body: { channelId: 'my channel' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(
      'Enter your YouTube channel ID: UC followed by 22 letters, digits, - or _',
    );
    expect(yt.requestsFor('channels')).toHaveLength(asked);
  });

  it('refuses a channel linked to another clipper (409), even when the description has both codes', async () => {
    const clara = await api.signup('user');
    const omar = await api.signup('user', 'Omar Other');
    const channelId = channelWith([await codeOf(clara.token), await codeOf(omar.token)]);
    await api.ok('linkChannel', { token: clara.token, body: { channelId } }, 201);
    expect(await api.call('linkChannel', { token: omar.token, body: { channelId } })).toMatchObject({
      status: 409,
      json: { message: said('channelTaken') },
    });
    expect((await api.ok('clipperChannel', { token: omar.token })).channel.channelId).toBeNull();
    // Linking it again to its own clipper is fine.
    await api.ok('linkChannel', { token: clara.token, body: { channelId } }, 201);
  });

  it('replaces the link when the clipper links another channel, freeing the first for someone else', async () => {
    const clara = await api.signup('user');
    const omar = await api.signup('user', 'Omar Other');
    const claraCode = await codeOf(clara.token);
    const first = channelWith([claraCode, await codeOf(omar.token)], 'First');
    const second = channelWith([claraCode], 'Second');
    await api.ok('linkChannel', { token: clara.token, body: { channelId: first } }, 201);
    const relinked = await api.ok('linkChannel', { token: clara.token, body: { channelId: second } }, 201);
    expect(relinked.channel).toMatchObject({ channelId: second, title: 'Second' });
    const taken = await api.ok('linkChannel', { token: omar.token, body: { channelId: first } }, 201);
    expect(taken.channel).toMatchObject({ channelId: first, title: 'First' });
  });

  it('answers 503 when YouTube cannot answer, storing nothing', async () => {
    const clara = await api.signup('user');
    const channelId = channelWith([await codeOf(clara.token)]);
    // The client tries 3 times before giving up.
    yt.failNext(503, undefined, 3);
    expect(await api.call('linkChannel', { token: clara.token, body: { channelId } })).toMatchObject({
      status: 503,
      json: { message: said('youtubeUnavailable') },
    });
    expect(said('youtubeUnavailable')).toContain('try again in a few minutes');
    expect((await api.ok('clipperChannel', { token: clara.token })).channel.channelId).toBeNull();
    yt.failNext(403, 'quotaExceeded');
    expect((await api.call('linkChannel', { token: clara.token, body: { channelId } })).status).toBe(503);
  });
});

describe('without YouTube (YOUTUBE_MODE=off)', () => {
  it('shows the code with required false and refuses linking with 422 (views not measured)', async () => {
    const off = await startTestApi();
    try {
      const clara = await off.signup('user');
      const { channel } = await off.ok('clipperChannel', { token: clara.token });
      expect(channel).toMatchObject({ channelId: null, required: false, mode: 'off' });
      expect(
        await off.call('linkChannel', {
          token: clara.token,
          body: { channelId: sandboxChannelIdFor(channel.verificationCode) },
        }),
      ).toMatchObject({
        status: 422,
        json: { message: said('channelNotMeasured') },
      });
    } finally {
      await off.close();
    }
  });
});

describe('on the sandbox', () => {
  it("links the clipper's own sandbox channel and refuses another code's", async () => {
    const sandbox = await startTestApi({ youtube: { ...yt.settings, mode: 'sandbox' } });
    try {
      const clara = await sandbox.signup('user');
      const omar = await sandbox.signup('user', 'Omar Other');
      const code = (await sandbox.ok('clipperChannel', { token: clara.token })).channel.verificationCode;
      const omarCode = (await sandbox.ok('clipperChannel', { token: omar.token })).channel.verificationCode;
      const own = sandboxChannelIdFor(code);
      const linked = await sandbox.ok('linkChannel', { token: clara.token, body: { channelId: own } }, 201);
      expect(linked.channel).toMatchObject({
        channelId: own,
        title: `Sandbox channel ${own}`,
        required: true,
        mode: 'sandbox',
      });
      const res = await sandbox.call('linkChannel', {
        token: clara.token,
        body: { channelId: sandboxChannelIdFor(omarCode) },
      });
      expect(res).toMatchObject({
        status: 422,
        json: { message: said('codeMissing', { title: `Sandbox channel ${sandboxChannelIdFor(omarCode)}`, code }) },
      });
    } finally {
      await sandbox.close();
    }
  });
});

describe('the demo seed on the sandbox', () => {
  it('gives the demo clipper a linked sandbox channel and measured clips of it, paid as without YouTube', async () => {
    const sandbox = await startTestApi({ youtube: { ...yt.settings, mode: 'sandbox' }, holdbackDays: 7 });
    try {
      expect(await seedDemo(sandbox.deps)).not.toBeNull();
      const clipper = await sandbox.ok('login', {
        body: { email: DEMO_LOGINS.clipper.email, password: DEMO_LOGINS.clipper.password },
      });
      const { channel } = await sandbox.ok('clipperChannel', { token: clipper.token });
      expect(channel).toMatchObject({
        verificationCode: DEMO_SANDBOX_CODE,
        channelId: sandboxChannelIdFor(DEMO_SANDBOX_CODE),
        mode: 'sandbox',
        required: true,
      });
      const { clips } = await sandbox.ok('myClips', { token: clipper.token });
      const byStatus = Object.fromEntries(clips.map((c) => [c.status, c]));
      // Measured above what was claimed, so unflagged; the paid one is paid its 24,000 views (₹1,056.00 net),
      // approved eight days ago: its holdback is over, so the demo clipper can withdraw it at once.
      expect(byStatus.approved).toMatchObject({
        link: `https://www.youtube.com/shorts/${sandboxVideoIdFor(DEMO_SANDBOX_CODE)}`,
        earnings: 1_056_00,
        flags: [],
      });
      expect(byStatus.approved?.measuredViews).toBeGreaterThan(24_000);
      expect(Date.parse(byStatus.approved?.heldUntil ?? '')).toBeLessThan(Date.now());
      const wallet = (await sandbox.ok('clipperWallet', { token: clipper.token })).data;
      expect(wallet).toMatchObject({ availableToWithdraw: 1_056_00, heldEarnings: 0 });
      expect(byStatus.pending).toMatchObject({
        link: `https://youtube.com/shorts/${sandboxVideoIdFor(DEMO_SANDBOX_CODE, 'hiddenCounts')}`,
        flags: [],
      });
      expect(byStatus.pending?.measuredViews).toBeGreaterThan(8_500);
      expect(Date.parse(byStatus.pending?.reviewDeadline ?? '')).toBeGreaterThan(Date.now());
      await sandbox.expectLedgerSound();
    } finally {
      await sandbox.close();
    }
  });
});
