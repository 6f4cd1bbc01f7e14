import { inProcessFetch } from '../oauth/in-process-fetch';
import { Hono, type Context } from 'hono';
import {
  accountOfSandboxCode,
  sandboxAccountTypes,
  SANDBOX_APP_ID,
  SANDBOX_REEL_BEHAVIOURS,
  sandboxReelBehaviour,
  sandboxShortcodeFor,
  sandboxUserIdFor,
  SANDBOX_USERNAME_PATTERN,
  type SandboxAccountType,
  type SandboxReelBehaviour,
} from '../../../schemas/instagram-sandbox-ids';
import type { RecallPublications } from '../youtube/youtube-sandbox';
import { sandboxFraction } from '../youtube/youtube-sandbox';

const HOUR_MS = 3_600_000;
const LONG_LIVED_SECONDS = 60 * 24 * 3600;
/** Hours over which a sandbox reel approaches its final views (views = peak * (1 - e^(-h / this))). */
const GROWTH_HOURS = 48;
/** Its views are those of a reel this many hours old when first measured, so the first measurement is not zero. */
const HEAD_START_HOURS = 0.5;
/** The deleted reel is gone this long after it was published. */
const DELETED_AFTER_HOURS = 12;
export const SANDBOX_CAPTION = 'Cut for a ClipMandi campaign. #clipmandi #reels @clipmandi';

/** Tokens name their account, so the stand-in keeps none: `sbxtok.<kind>.<type>.<username>`. */
const tokenFor = (kind: 'short' | 'long', type: SandboxAccountType, username: string) =>
  `sbxtok.${kind}.${type}.${username}`;
function accountOfToken(token: string | undefined, kind: 'short' | 'long') {
  const [prefix, tokenKind, type, ...name] = (token ?? '').split('.');
  const username = name.join('.');
  const accountType = sandboxAccountTypes.find((known) => known === type);
  if (prefix !== 'sbxtok' || tokenKind !== kind || !accountType || !SANDBOX_USERNAME_PATTERN.test(username))
    return null;
  return { username, accountType, userId: sandboxUserIdFor(username) };
}

/** A media id (digits, as Graph's are) that names its shortcode: `18`, then each character's code in 3 digits. */
const mediaIdOf = (shortcode: string) =>
  `18${[...shortcode].map((ch) => String(ch.charCodeAt(0)).padStart(3, '0')).join('')}`;
function shortcodeOfMediaId(id: string): string | null {
  if (!/^18(\d{3})+$/.test(id)) return null;
  return (id.slice(2).match(/\d{3}/g) ?? []).map((code) => String.fromCharCode(Number(code))).join('');
}
/** Whose reel a sandbox shortcode is: every account's shortcodes carry its tag, so the stand-in asks each behaviour. */
const ownsShortcode = (username: string, shortcode: string) =>
  sandboxShortcodeFor(username, sandboxReelBehaviour(shortcode)) === shortcode;

/** The views of a sandbox reel `hours` after publishing (docs/trust.md#instagram-sandbox). */
export function sandboxReelViews(shortcode: string, hours: number): number {
  const peak = 10_000 + Math.floor(sandboxFraction(`${shortcode}:peak`) * 290_000);
  return Math.round(peak * (1 - Math.exp(-Math.max(0, hours) / GROWTH_HOURS)));
}

function engagement(shortcode: string, views: number) {
  if (sandboxReelBehaviour(shortcode) === 'oddEngagement') {
    return { likes: Math.round(views * 0.5), comments: Math.round(views * 0.2), shares: views, saved: views };
  }
  const share = (metric: string, low: number, spread: number) =>
    Math.round(views * (low + spread * sandboxFraction(`${shortcode}:${metric}`)));
  return {
    likes: share('likes', 0.03, 0.04),
    comments: share('comments', 0.001, 0.003),
    shares: share('shares', 0.002, 0.006),
    saved: share('saved', 0.002, 0.004),
  };
}

/**
 * The offline stand-in for the Instagram API with Instagram Login (docs/trust.md#instagram-sandbox): the code
 * exchange, the long-lived token and its refresh, /me, the account's media and a reel's insights, answered with the
 * documented shapes and errors. The product's own client calls it in-process (no network), through the `fetch`
 * its settings carry. Accounts and reels follow from the username (schemas/instagram-sandbox-ids.ts); a reel counts
 * as published when first listed unless `recall` knows the date stored on its clip, so a restart changes nothing.
 */
export function createInstagramSandbox(recall: RecallPublications, clock: () => Date = () => new Date()) {
  const app = new Hono();
  const graphError = (c: Context, status: 400 | 500, code: number, message: string, subcode?: number) =>
    c.json(
      {
        error: { message, type: 'OAuthException', code, ...(subcode && { error_subcode: subcode }), fbtrace_id: 'sbx' },
      },
      status,
    );
  const expired = (c: Context) => graphError(c, 400, 190, 'Error validating access token: Session has expired.', 463);
  const gone = (c: Context, id: string) =>
    graphError(
      c,
      400,
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      33,
    );

  async function publishedAt(shortcodes: string[], now: Date) {
    const known = await recall(shortcodes);
    return (shortcode: string) => known.get(shortcode) ?? now;
  }
  const isGone = (shortcode: string, published: Date, now: Date) =>
    sandboxReelBehaviour(shortcode) === 'deleted' &&
    now.getTime() - published.getTime() > DELETED_AFTER_HOURS * HOUR_MS;

  app.post('/oauth/access_token', async (c) => {
    const form = await c.req.parseBody();
    const account = accountOfSandboxCode(String(form.code ?? ''));
    if (form.client_id !== SANDBOX_APP_ID || form.grant_type !== 'authorization_code' || !account) {
      return c.json({ error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' }, 400);
    }
    const token = tokenFor('short', account.accountType, account.username);
    return c.json({ data: [{ access_token: token, user_id: sandboxUserIdFor(account.username), permissions: '' }] });
  });

  app.get('/access_token', (c) => {
    const held = accountOfToken(c.req.query('access_token'), 'short');
    if (c.req.query('grant_type') !== 'ig_exchange_token') return graphError(c, 400, 100, 'Unsupported grant type');
    if (!held) return expired(c);
    const token = tokenFor('long', held.accountType, held.username);
    return c.json({ access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
  });

  app.get('/refresh_access_token', (c) => {
    const token = c.req.query('access_token');
    if (c.req.query('grant_type') !== 'ig_refresh_token') return graphError(c, 400, 100, 'Unsupported grant type');
    if (!accountOfToken(token, 'long')) return expired(c);
    return c.json({ access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
  });

  app.get('/me', (c) => {
    const held = accountOfToken(c.req.query('access_token'), 'long');
    if (!held) return expired(c);
    return c.json({ user_id: held.userId, username: held.username, account_type: held.accountType, id: held.userId });
  });

  app.get('/:id/media', async (c) => {
    const held = accountOfToken(c.req.query('access_token'), 'long');
    if (!held) return expired(c);
    if (c.req.param('id') !== held.userId) return gone(c, c.req.param('id'));
    const now = clock();
    const behaviours = Object.keys(SANDBOX_REEL_BEHAVIOURS) as SandboxReelBehaviour[];
    const shortcodes = behaviours.map((behaviour) => sandboxShortcodeFor(held.username, behaviour));
    const published = await publishedAt(shortcodes, now);
    const data = shortcodes
      .filter((shortcode) => !isGone(shortcode, published(shortcode), now))
      .map((shortcode) => {
        const photo = sandboxReelBehaviour(shortcode) === 'photo';
        return {
          id: mediaIdOf(shortcode),
          shortcode,
          permalink: `https://www.instagram.com/${photo ? 'p' : 'reel'}/${shortcode}/`,
          media_type: photo ? 'IMAGE' : 'VIDEO',
          media_product_type: photo ? 'FEED' : 'REELS',
          timestamp: published(shortcode)
            .toISOString()
            .replace(/\.\d{3}Z$/, '+0000'),
          caption: SANDBOX_CAPTION,
        };
      });
    return c.json({ data, paging: { cursors: { before: 'sbx-before', after: 'sbx-after' } } });
  });

  /** The token's own reel the path names, still there; else the Graph error to answer. */
  async function ownReel(c: Context) {
    const held = accountOfToken(c.req.query('access_token'), 'long');
    if (!held) return { refusal: expired(c) };
    const id = c.req.param('id') ?? '';
    const shortcode = shortcodeOfMediaId(id);
    if (!shortcode || !ownsShortcode(held.username, shortcode)) return { refusal: gone(c, id) };
    const now = clock();
    const published = (await publishedAt([shortcode], now))(shortcode);
    if (isGone(shortcode, published, now)) return { refusal: gone(c, id) };
    return { reel: { id, shortcode, published, now } };
  }

  app.get('/:id', async (c) => {
    const { refusal, reel } = await ownReel(c);
    return reel ? c.json({ caption: SANDBOX_CAPTION, id: reel.id }) : refusal;
  });

  app.get('/:id/insights', async (c) => {
    const { refusal, reel } = await ownReel(c);
    if (!reel) return refusal;
    const { id, shortcode, published, now } = reel;
    if (sandboxReelBehaviour(shortcode) === 'fewViewers') {
      return graphError(c, 400, 10, '(#10) Not enough viewers for the media to show insights');
    }
    const views = sandboxReelViews(shortcode, (now.getTime() - published.getTime()) / HOUR_MS + HEAD_START_HOURS);
    const metrics = { views, ...engagement(shortcode, views) };
    return c.json({
      data: Object.entries(metrics).map(([name, value]) => ({
        name,
        period: 'lifetime',
        values: [{ value }],
        id: `${id}/insights/${name}/lifetime`,
      })),
    });
  });

  app.all('*', (c) => graphError(c, 400, 100, `Unsupported request: ${c.req.method} ${c.req.path}`));

  return inProcessFetch(app);
}
