import * as z from 'zod';
import { authorizeUrl } from '../oauth/authorize-url';

/**
 * The Instagram API with Instagram Login (docs/trust.md#instagram): the authorize page, the code exchange, the
 * long-lived token and its refresh, and the account's own profile. Every address comes from the settings, so tests and
 * the sandbox point it at a local stand-in that answers as the documented API does.
 */
export type InstagramSettings = {
  appId: string;
  appSecret: string;
  redirectUrl: string;
  /** The authorize page (https://www.instagram.com/oauth/authorize). */
  oauthUrl: string;
  /** The code exchange (https://api.instagram.com/oauth/access_token). */
  tokenUrl: string;
  /** The Graph API's base (https://graph.instagram.com). */
  apiUrl: string;
  timeoutMs: number;
  /** What the calls go through: the network, or (the sandbox) an in-process stand-in answering the same requests. */
  fetch?: typeof fetch;
};

export const INSTAGRAM_SCOPES = 'instagram_business_basic,instagram_business_manage_insights';

/**
 * Why Instagram refused, as the product acts on it: `token` (190: expired or revoked, reconnect), `rate_limited`
 * (4, 17, 32, 613: try later), `not_enough_viewers` (10 on insights: not measured yet), `gone` (100 with subcode 33:
 * the media no longer exists, or no longer for this account), `unavailable` (5xx, 1, 2,
 * network, time-out: try later), `refused` (anything else: a bad code or request).
 */
export type InstagramProblem = 'token' | 'rate_limited' | 'not_enough_viewers' | 'gone' | 'unavailable' | 'refused';

export class InstagramError extends Error {
  override name = 'InstagramError';
  constructor(
    message: string,
    readonly problem: InstagramProblem,
    readonly code: number | null,
  ) {
    super(message);
  }
}

const RATE_CODES = new Set([4, 17, 32, 613]);
const TRANSIENT_CODES = new Set([1, 2]);

/** Graph API errors: `{"error": {message, type, code, error_subcode, fbtrace_id}}`. */
const graphError = z.object({
  error: z.object({
    message: z.string().default(''),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
  }),
});
/** The OAuth endpoint's errors: `{"error_type", "code", "error_message"}`. */
const oauthError = z.object({ error_type: z.string(), code: z.number().optional(), error_message: z.string() });

const longLivedAnswer = z.object({
  access_token: z.string(),
  token_type: z.string().optional(),
  expires_in: z.number(),
});
const meAnswer = z.object({
  user_id: z.union([z.string(), z.number()]),
  username: z.string(),
  account_type: z.string(),
});
const shortAnswer = z.object({ access_token: z.string() });

const mediaAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      shortcode: z.string().optional(),
      permalink: z.string().optional(),
      media_type: z.string().optional(),
      media_product_type: z.string().optional(),
      timestamp: z.string(),
      caption: z.string().optional(),
    }),
  ),
  paging: z
    .object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() })
    .optional(),
});
/** A metric answers `values: [{value}]`, or (newer versions, some metrics) `total_value: {value}`. */
const insightsAnswer = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.number() })).optional(),
      total_value: z.object({ value: z.number() }).optional(),
    }),
  ),
});

/** One of the account's own media, as the media list names it. */
export type InstagramMedia = {
  id: string;
  shortcode: string;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
  mediaType: string;
  /** REELS, FEED, STORY or AD. */
  productType: string;
  publishedAt: Date;
  caption: string;
};
export type ReelInsights = { views: number; likes: number; comments: number; shares: number; saves: number };
/** The metrics asked of a reel (`plays` is gone since April 2025; `views` replaced it). */
export const REEL_METRICS = 'views,likes,comments,shares,saved';
/** Media per page of the media list (Graph's most). */
export const MEDIA_PAGE = 50;

/** Instagram writes times as 2025-01-15T10:20:30+0000. */
const instagramTime = (text: string) => new Date(text.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));

export type InstagramAccount = { userId: string; username: string; accountType: string };
export type LongLivedToken = { accessToken: string; expiresAt: Date };

/** Graph's "Object with ID does not exist, cannot be loaded due to missing permissions": deleted, or not the account's. */
const GONE = { code: 100, subcode: 33 };

function problemOf(status: number, code: number | null, subcode: number | null): InstagramProblem {
  if (code === 190) return 'token';
  if (code === GONE.code && subcode === GONE.subcode) return 'gone';
  if (code !== null && RATE_CODES.has(code)) return 'rate_limited';
  if (code === 10) return 'not_enough_viewers';
  if (status >= 500 || (code !== null && TRANSIENT_CODES.has(code))) return 'unavailable';
  return 'refused';
}

/** Instagram's user ids pass 2^53: read from the text, so a number is not rounded by JSON.parse. */
const userIdIn = (text: string) => /"user_id"\s*:\s*"?(\d+)"?/.exec(text)?.[1] ?? null;

export function createInstagramClient(settings: InstagramSettings) {
  async function call(url: URL, init: RequestInit = {}): Promise<string> {
    const send = () => (settings.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    let response: Response;
    try {
      response = await send().catch((error: unknown) => {
        // A kept-alive connection the other side closed as it was reused fails before any answer: a read (never the
        // code exchange, whose code works once) is sent again once on a fresh one. A time-out is not.
        if ((init.method ?? 'GET') !== 'GET' || (error as Error).name === 'TimeoutError') throw error;
        return send();
      });
    } catch (error) {
      throw new InstagramError(`Instagram did not answer: ${(error as Error).message}`, 'unavailable', null);
    }
    const text = await response.text();
    if (response.ok) return text;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): judged by its status alone.
    }
    const graph = graphError.safeParse(parsed);
    const oauth = oauthError.safeParse(parsed);
    const code = graph.success ? (graph.data.error.code ?? null) : oauth.success ? (oauth.data.code ?? null) : null;
    const subcode = graph.success ? (graph.data.error.error_subcode ?? null) : null;
    const message = graph.success
      ? graph.data.error.message
      : oauth.success
        ? oauth.data.error_message
        : `HTTP ${response.status}`;
    throw new InstagramError(`Instagram refused: ${message}`, problemOf(response.status, code, subcode), code);
  }

  const json = <T>(text: string, schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new InstagramError('Instagram answered in an unexpected shape', 'unavailable', null);
    return parsed.data;
  };
  const graph = (path: string, params: Record<string, string>) => {
    const url = new URL(`${settings.apiUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url;
  };

  return {
    /** The page the clipper is sent to; `state` comes back with the code. */
    authorizeUrl(state: string): string {
      const { appId: clientId, redirectUrl } = settings;
      return authorizeUrl(settings.oauthUrl, { clientId, redirectUrl, scope: INSTAGRAM_SCOPES, state });
    },

    /** The code for a short-lived token and the account's id (answered flat, or in `data[0]` by Business Login). */
    async exchangeCode(code: string): Promise<{ accessToken: string; userId: string }> {
      const body = new URLSearchParams({
        client_id: settings.appId,
        client_secret: settings.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: settings.redirectUrl,
        code,
      });
      const text = await call(new URL(settings.tokenUrl), { method: 'POST', body });
      const raw: unknown = JSON.parse(text);
      const entry = z.object({ data: z.array(z.unknown()).min(1) }).safeParse(raw);
      const { access_token } = json(JSON.stringify(entry.success ? entry.data.data[0] : raw), shortAnswer);
      const userId = userIdIn(text);
      if (!userId)
        throw new InstagramError('Instagram answered the code exchange without a user id', 'unavailable', null);
      return { accessToken: access_token, userId };
    },

    /** A short-lived token for a 60-day one. */
    async longLived(shortToken: string, now: Date): Promise<LongLivedToken> {
      const url = graph('/access_token', {
        grant_type: 'ig_exchange_token',
        client_secret: settings.appSecret,
        access_token: shortToken,
      });
      const answer = json(await call(url), longLivedAnswer);
      return { accessToken: answer.access_token, expiresAt: new Date(now.getTime() + answer.expires_in * 1000) };
    },

    /** A long-lived token (at least 24 hours old, not expired) for another 60 days. */
    async refresh(token: string, now: Date): Promise<LongLivedToken> {
      const url = graph('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token });
      const answer = json(await call(url), longLivedAnswer);
      return { accessToken: answer.access_token, expiresAt: new Date(now.getTime() + answer.expires_in * 1000) };
    },

    /** The account the token is for. */
    async me(token: string): Promise<InstagramAccount> {
      const text = await call(graph('/me', { fields: 'user_id,username,account_type', access_token: token }));
      const answer = json(text, meAnswer);
      return {
        userId: userIdIn(text) ?? String(answer.user_id),
        username: answer.username,
        accountType: answer.account_type,
      };
    },

    /** One page of the account's media, newest first, and the cursor of the next page (null: the last one). */
    async mediaPage(
      igUserId: string,
      token: string,
      after: string | null,
    ): Promise<{ media: InstagramMedia[]; after: string | null }> {
      const params: Record<string, string> = {
        fields: 'id,shortcode,permalink,media_type,media_product_type,timestamp,caption',
        limit: String(MEDIA_PAGE),
        access_token: token,
      };
      if (after) params.after = after;
      const answer = json(await call(graph(`/${igUserId}/media`, params)), mediaAnswer);
      return {
        media: answer.data.map((item) => ({
          id: item.id,
          shortcode: item.shortcode ?? item.permalink?.split('/').filter(Boolean).at(-1) ?? '',
          mediaType: item.media_type ?? '',
          productType: item.media_product_type ?? '',
          publishedAt: instagramTime(item.timestamp),
          caption: item.caption ?? '',
        })),
        // Followed by cursor on our own base address, never by the answer's `next` URL.
        after: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null,
      };
    },

    /** A post's caption now (the campaign's required tags are checked in it at each measurement). */
    async caption(mediaId: string, token: string): Promise<string> {
      const answer = json(
        await call(graph(`/${mediaId}`, { fields: 'caption', access_token: token })),
        z.object({ caption: z.string().optional() }),
      );
      return answer.caption ?? '';
    },

    /** A reel's lifetime views and engagement. Error 10 (too few viewers yet) throws `not_enough_viewers`. */
    async insights(mediaId: string, token: string): Promise<ReelInsights> {
      const answer = json(
        await call(graph(`/${mediaId}/insights`, { metric: REEL_METRICS, access_token: token })),
        insightsAnswer,
      );
      const metric = (name: string) => {
        const entry = answer.data.find((item) => item.name === name);
        return entry?.total_value?.value ?? entry?.values?.[0]?.value ?? 0;
      };
      return {
        views: metric('views'),
        likes: metric('likes'),
        comments: metric('comments'),
        shares: metric('shares'),
        saves: metric('saved'),
      };
    },
  };
}

export type InstagramClient = ReturnType<typeof createInstagramClient>;
