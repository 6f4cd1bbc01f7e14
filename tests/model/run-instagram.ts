import type { TestApi } from '../api/harness';
import { instagramTimestamp, type FakeInstagram } from '../support/fake-instagram';
import type { InstagramModel } from './instagram';
import type { Model } from './model';
import type { Step } from './plan-shared';

/** The test API's Instagram settings: the stand-in's endpoints, tokens sealed with a test key. */
export const instagramSettings = (fake: FakeInstagram) => ({
  mode: 'api' as const,
  // A generous time-out: a loaded machine must not turn a slow answer into "Instagram not answering".
  app: { ...fake.settings, timeoutMs: 30_000, fetch: fetchOnce },
  tokenKey: 'ab'.repeat(32),
  callsPerHour: 200,
});

/**
 * The client's calls to the local stand-in, sent again once when the connection failed before any answer (a kept-alive
 * socket the stand-in closed as it was reused: a run once met a 503 its replay did not). Every answer of the
 * stand-in, errors included, is the client's to read; a time-out is not sent again. Each retry is printed.
 */
const fetchOnce: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    console.warn(`model test: the Instagram stand-in's connection failed (${String(error)}); sending it again`);
    return fetch(input, init);
  }
};

/** A reel published after any join of the run; one "before joining" long before every join. */
const AFTER_JOINING = new Date(Date.now() + 30 * 24 * 3600_000);
const BEFORE_JOINING = new Date('2020-01-01T00:00:00Z');

/** Tells the stand-in what the model says changed on Instagram's side since the last step, in order. */
export function syncInstagram(instagram: InstagramModel, fake: FakeInstagram): void {
  for (const event of instagram.events.splice(0)) {
    switch (event.kind) {
      case 'account':
        fake.setAccount(event.account);
        break;
      case 'post': {
        const { reel } = event;
        fake.post(reel.igUserId, {
          id: reel.mediaId,
          shortcode: reel.shortcode,
          media_type: reel.isReel ? 'VIDEO' : 'IMAGE',
          media_product_type: reel.isReel ? 'REELS' : 'FEED',
          timestamp: instagramTimestamp(reel.beforeJoining ? BEFORE_JOINING : AFTER_JOINING),
          caption: 'Cut for the model campaign',
          insights: insightsOf(reel.views),
        });
        break;
      }
      case 'insights':
        fake.update(event.mediaId, { insights: insightsOf(event.views) });
        break;
      case 'remove':
        fake.remove(event.mediaId);
        break;
      case 'revoke':
        fake.revokeTokens(event.igUserId);
        break;
    }
  }
}

/** Likes and comments 0 on every reel: the engagement signal stays out of the model, as with YouTube's. */
const insightsOf = (views: number | null) =>
  views === null ? null : { views, likes: 0, comments: 0, shares: 0, saved: 0 };

/**
 * The clipper starts linking (the authorize step's state) and the account's owner consents (the stand-in's code):
 * the step's body. Run before the step's picture of the database is taken: the state is a row of its own.
 */
export async function startInstagramLink(api: TestApi, fake: FakeInstagram, step: Step): Promise<void> {
  if (step.instagramLink === undefined || !step.token) return;
  const { url } = await api.ok('startInstagramLink', { token: step.token });
  const state = new URL(url).searchParams.get('state') ?? '';
  step.body = { code: fake.issueCode(step.instagramLink), state };
}

/** The opening clippers link their own accounts, so the first reel submissions have one. */
export async function linkOpeningAccounts(api: TestApi, fake: FakeInstagram, model: Model): Promise<void> {
  for (const [index, clipper] of model.ofRole('user').entries()) {
    if (!clipper.token) continue;
    const account = model.instagram.ownAccount(index);
    syncInstagram(model.instagram, fake);
    const linking: Step = {
      describe: 'opening link',
      route: 'linkInstagram',
      token: clipper.token,
      expected: 201,
      instagramLink: account.userId,
    };
    await startInstagramLink(api, fake, linking);
    const { instagram } = await api.ok('linkInstagram', { token: clipper.token, body: linking.body }, 201);
    model.instagram.link(clipper.id, account, Date.parse(instagram.linkedAt));
  }
}
