import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { startFakeInstagram, type FakeInstagram } from '../support/fake-instagram';
import { startTestApi, type TestApi } from './harness';

/**
 * The Instagram calls (docs/trust.md#instagram) on the real server, its client pointed at the local stand-in: ask
 * for the authorize page, come back with Instagram's code and the state, see the account, unlink it.
 */

let api: TestApi;
let fake: FakeInstagram;
const ACCOUNT = { userId: '17841400000000011', username: 'omar.edits', accountType: 'BUSINESS' } as const;

beforeAll(async () => {
  fake = await startFakeInstagram();
  fake.setAccount(ACCOUNT);
  api = await startTestApi({
    instagram: { mode: 'api', app: fake.settings, tokenKey: 'ef'.repeat(32), callsPerHour: 200 },
  });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

describe('linking Instagram through the API', () => {
  it('answers the authorize page, links from the code and state, shows the account and unlinks it', async () => {
    const clipper = await api.signup('user');
    expect(await api.ok('instagramAccount', { token: clipper.token })).toEqual({ instagram: null, mode: 'api' });
    const { url } = await api.ok('startInstagramLink', { token: clipper.token });
    const page = new URL(url);
    expect(`${page.origin}${page.pathname}`).toBe(fake.settings.oauthUrl);
    const state = page.searchParams.get('state') ?? '';
    const body = { code: fake.issueCode(ACCOUNT.userId), state };
    const linked = await api.ok('linkInstagram', { token: clipper.token, body }, 201);
    expect(linked).toMatchObject({
      message: 'Instagram linked.',
      instagram: { username: 'omar.edits', accountType: 'BUSINESS', needsReconnect: false },
    });
    expect((await api.ok('instagramAccount', { token: clipper.token })).instagram?.username).toBe('omar.edits');
    // The same state again is refused before Instagram is asked.
    const asked = fake.requests.length;
    const again = await api.call('linkInstagram', { token: clipper.token, body });
    expect(again.status).toBe(400);
    expect(fake.requests.length).toBe(asked);
    expect(await api.ok('unlinkInstagram', { token: clipper.token })).toEqual({ message: 'Instagram unlinked.' });
    expect(await api.call('unlinkInstagram', { token: clipper.token })).toMatchObject({
      status: 422,
      json: { message: said('noInstagram') },
    });
  });

  it('refuses a creator, and a clipper bringing another clipper’s state', async () => {
    const creator = await api.signup('creator');
    expect((await api.call('startInstagramLink', { token: creator.token })).status).toBe(403);
    const [asker, thief] = [await api.signup('user'), await api.signup('user')];
    const { url } = await api.ok('startInstagramLink', { token: asker.token });
    const state = new URL(url).searchParams.get('state') ?? '';
    const stolen = await api.call('linkInstagram', {
      token: thief.token,
      body: { code: fake.issueCode(ACCOUNT.userId), state },
    });
    expect(stolen.status).toBe(400);
  });
});
