import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramAccounts } from '../../src/server/db/instagram-schema';
import { createInstagramClient } from '../../src/server/instagram/instagram-client';
import {
  askInstagramForAccount,
  linkedInstagramOf,
  saveLinkedAccount,
  startLinking,
  unlinkInstagram,
} from '../../src/server/instagram/instagram-linking';
import { takeState } from '../../src/server/oauth/link-states';
import { tokenBox } from '../../src/server/instagram/token-crypto';
import { HttpError } from '../../src/server/refusals';
import { startFakeInstagram, type FakeInstagram } from '../support/fake-instagram';
import { startTestApi, type TestApi } from './harness';

/**
 * Linking an Instagram account (docs/trust.md#instagram), the service under the routes to come, on a real database
 * against the local stand-in: the state bound to the clipper and used once, the token sealed, a personal account and
 * an account linked to someone else refused.
 */

let api: TestApi;
let fake: FakeInstagram;
let client: ReturnType<typeof createInstagramClient>;
const box = tokenBox('cd'.repeat(32));
const CREATOR_ACCOUNT = { userId: '17841400000000001', username: 'clara.cuts', accountType: 'MEDIA_CREATOR' } as const;

beforeAll(async () => {
  api = await startTestApi();
  fake = await startFakeInstagram();
  client = createInstagramClient(fake.settings);
  fake.setAccount(CREATOR_ACCOUNT);
  fake.setAccount({ userId: '17841400000000002', username: 'just.me', accountType: 'PERSONAL' });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

/** The clipper's whole trip: ask for the page, consent on Instagram as `igUserId`, come back with code and state. */
async function link(userId: string, igUserId: string) {
  const { url } = await api.db.transaction((tx) => startLinking(tx, userId, client));
  const state = new URL(url).searchParams.get('state') ?? '';
  const code = fake.issueCode(igUserId);
  const linked = await askInstagramForAccount(client, code, new Date());
  return {
    state,
    save: () =>
      api.db.transaction(async (tx) => {
        await takeState(tx, 'instagram', userId, state);
        return saveLinkedAccount(tx, userId, linked, box);
      }),
  };
}

const refusal = async (work: Promise<unknown>): Promise<[number, string] | null> =>
  work.then(
    () => null,
    (error: unknown) => {
      if (error instanceof HttpError) return [error.status, error.message];
      throw error;
    },
  );

describe('linking Instagram', () => {
  it('links a professional account with its token sealed, answers it, and unlinks it', async () => {
    const clara = await api.signup('user');
    const { save } = await link(clara.user._id, CREATOR_ACCOUNT.userId);
    expect(await save()).toMatchObject({ username: 'clara.cuts', accountType: 'MEDIA_CREATOR', needsReconnect: false });
    const [row] = await api.db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, clara.user._id));
    expect(row?.sealedToken.startsWith('v1.')).toBe(true);
    // The sealed token opens to one Instagram takes.
    expect((await client.me(box.open(row?.sealedToken ?? ''))).username).toBe('clara.cuts');
    expect((await linkedInstagramOf(api.db, clara.user._id))?.username).toBe('clara.cuts');
    expect(await api.db.transaction((tx) => unlinkInstagram(tx, clara.user._id))).toBe(true);
    expect(await linkedInstagramOf(api.db, clara.user._id)).toBeNull();
  });

  it('takes a state once, and only from the clipper it was made for', async () => {
    const [omar, eve] = [await api.signup('user'), await api.signup('user')];
    const { state, save } = await link(omar.user._id, CREATOR_ACCOUNT.userId);
    const stolen = await refusal(api.db.transaction((tx) => takeState(tx, 'instagram', eve.user._id, state)));
    expect(stolen).toEqual([400, 'This Instagram sign-in has expired or was already used. Start linking again.']);
    await save();
    expect(await refusal(save())).toEqual([
      400,
      'This Instagram sign-in has expired or was already used. Start linking again.',
    ]);
    const late = await api.db.transaction((tx) =>
      startLinking(tx, omar.user._id, client, new Date(Date.now() - 11 * 60_000)),
    );
    const lateState = new URL(late.url).searchParams.get('state') ?? '';
    expect((await refusal(api.db.transaction((tx) => takeState(tx, 'instagram', omar.user._id, lateState))))?.[0]).toBe(
      400,
    );
    await api.db.transaction((tx) => unlinkInstagram(tx, omar.user._id));
  });

  it('refuses a personal account, an account another clipper linked, a refused code and a silent Instagram', async () => {
    const [first, second] = [await api.signup('user'), await api.signup('user')];
    const personal = await link(first.user._id, '17841400000000002');
    expect((await refusal(personal.save()))?.[0]).toBe(422);
    await (await link(first.user._id, CREATOR_ACCOUNT.userId)).save();
    expect(await refusal((await link(second.user._id, CREATOR_ACCOUNT.userId)).save())).toEqual([
      409,
      'This Instagram account is linked to another ClipMandi clipper.',
    ]);
    expect(await refusal(askInstagramForAccount(client, 'not-a-code', new Date()))).toEqual([
      422,
      'Instagram did not accept this sign-in. Start linking again.',
    ]);
    fake.failNext(500, 2);
    expect(
      (await refusal(askInstagramForAccount(client, fake.issueCode(CREATOR_ACCOUNT.userId), new Date())))?.[0],
    ).toBe(503);
  });
});
