import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxChannelIdFor, sandboxGoogleCode, sandboxVideoIdFor } from '../../schemas/youtube-sandbox-ids';
import { said } from '../support/catalogue';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, fundedCreator } from './campaign-fixtures';
import { startTestApi, type TestApi } from './harness';

/**
 * A YouTube channel linked by signing in with Google (docs/trust.md#google-sign-in), on the real server against local
 * stand-ins of Google's token endpoint and YouTube's channels.list with a bearer token; then the same in the sandbox.
 */

let yt: FakeYouTube;
let google: FakeGoogle;
let api: TestApi;
let counter = 0;
const channelId = () => `UC${String(++counter).padStart(22, 'g')}`;

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogle(yt);
  api = await startTestApi({ youtube: yt.settings, google: google.config });
});
afterAll(async () => {
  await api?.close();
  await google?.close();
  await yt?.close();
});

/** A clipper who asked for Google's consent page: the page's address and its state. */
async function consenting() {
  const clipper = await api.signup('user');
  const { url } = await api.ok('startGoogleLink', { token: clipper.token });
  const page = new URL(url);
  return { clipper, page, state: page.searchParams.get('state') ?? '' };
}

function setChannel(id: string, title: string) {
  // No verification code in its description: signing in is the proof.
  yt.setChannel({
    id,
    title,
    description: 'Cuts daily',
    subscribers: 12_000,
    videoCount: 80,
    publishedAt: '2021-03-01T00:00:00Z',
  });
}

describe('linking a channel by signing in with Google', () => {
  it('asks for youtube.readonly with a state, and links the channel the account owns, verified', async () => {
    const { clipper, page, state } = await consenting();
    expect(`${page.origin}${page.pathname}`).toBe(google.config.oauthUrl);
    expect(Object.fromEntries(page.searchParams)).toMatchObject({
      client_id: google.client.id,
      redirect_uri: 'http://app.test/clipper/youtube/connected',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      access_type: 'online',
    });
    expect(page.searchParams.has('login_hint')).toBe(false);
    const id = channelId();
    setChannel(id, 'Omar Cuts');
    const body = { code: google.issueCode(id), state };
    const linked = await api.ok('linkChannelWithGoogle', { token: clipper.token, body }, 201);
    expect(linked).toMatchObject({
      message: said('channelLinked'),
      channel: { channelId: id, title: 'Omar Cuts', subscriberCount: 12_000, signInWithGoogle: true },
    });
    // channels.list mine=true went with the bearer token, not the key.
    const mine = yt.requests.filter((r) => r.query.mine === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.query.key).toBeUndefined();
    // The state was used.
    expect(await api.call('linkChannelWithGoogle', { token: clipper.token, body })).toMatchObject({
      status: 400,
      json: { message: said('googleStateExpired') },
    });
  });

  it('refuses an account without a channel, a channel another clipper linked, a bad code and another clipper’s state', async () => {
    const none = await consenting();
    expect(
      await api.call('linkChannelWithGoogle', {
        token: none.clipper.token,
        body: { code: google.issueCode(null), state: none.state },
      }),
    ).toMatchObject({ status: 422, json: { message: said('noChannelOnGoogle') } });

    const id = channelId();
    setChannel(id, 'Shared');
    const first = await consenting();
    await api.ok(
      'linkChannelWithGoogle',
      { token: first.clipper.token, body: { code: google.issueCode(id), state: first.state } },
      201,
    );
    const second = await consenting();
    expect(
      await api.call('linkChannelWithGoogle', {
        token: second.clipper.token,
        body: { code: google.issueCode(id), state: second.state },
      }),
    ).toMatchObject({ status: 409, json: { message: said('channelTaken') } });

    const bad = await consenting();
    expect(
      await api.call('linkChannelWithGoogle', {
        token: bad.clipper.token,
        body: { code: 'not-a-code', state: bad.state },
      }),
    ).toMatchObject({ status: 422, json: { message: said('googleRefused') } });
    google.failNext(503);
    expect(
      await api.call('linkChannelWithGoogle', {
        token: bad.clipper.token,
        body: { code: google.issueCode(channelId()), state: bad.state },
      }),
    ).toMatchObject({ status: 503 });

    const eve = await api.signup('user');
    const victim = await consenting();
    expect(
      await api.call('linkChannelWithGoogle', {
        token: eve.token,
        body: { code: google.issueCode(channelId()), state: victim.state },
      }),
    ).toMatchObject({ status: 400, json: { message: said('googleStateExpired') } });
  });
});

describe('Google sign-in in the sandbox', () => {
  it('signs the clipper in as the sandbox channel of their code, whose videos they can then submit', async () => {
    const sandbox = await startTestApi({ youtube: { ...yt.settings, mode: 'sandbox' }, google: { mode: 'sandbox' } });
    try {
      const clipper = await sandbox.signup('user');
      const { channel } = await sandbox.ok('clipperChannel', { token: clipper.token });
      expect(channel.signInWithGoogle).toBe(true);
      const { url } = await sandbox.ok('startGoogleLink', { token: clipper.token });
      const page = new URL(url);
      expect(`${page.origin}${page.pathname}`).toBe('http://app.test/sandbox/google/authorize');
      expect(page.searchParams.get('login_hint')).toBe(channel.verificationCode);
      const id = sandboxChannelIdFor(channel.verificationCode);
      const body = { code: sandboxGoogleCode(id), state: page.searchParams.get('state') ?? '' };
      const linked = await sandbox.ok('linkChannelWithGoogle', { token: clipper.token, body }, 201);
      expect(linked.channel.channelId).toBe(id);

      const creator = await fundedCreator(sandbox, 1_000);
      const campaign = await createCampaign(sandbox, creator);
      await sandbox.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      const video = sandboxVideoIdFor(channel.verificationCode);
      const clipLink = `https://youtube.com/shorts/${video}`;
      await sandbox.ok(
        'submitClip',
        { token: clipper.token, body: { campaignId: campaign._id, clipLink, viewCount: 1 } },
        201,
      );
    } finally {
      await sandbox.close();
    }
  });
});
