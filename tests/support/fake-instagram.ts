import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Instagram API with Instagram Login, answering the calls the product's client makes as the
 * documented API does: POST /oauth/access_token (form body; Business Login's `{"data": [{access_token, user_id,
 * permissions}]}`, or `{"error_type", "code", "error_message"}`), GET /access_token (ig_exchange_token), GET
 * /refresh_access_token (ig_refresh_token) and GET /me, with Graph API errors as `{"error": {message, type, code,
 * error_subcode, fbtrace_id}}`: 190 for an expired or unknown token, 101 for a wrong app secret. Tests play the
 * clipper (issueCode, as if they had consented) and Instagram (expire tokens, make the next call fail).
 */
export type FakeInstagramAccount = {
  userId: string;
  username: string;
  accountType: 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL';
};

/** A post of an account, as the media list answers it; `insights` null: too few viewers yet (error 10). */
export type FakeMedia = {
  id: string;
  shortcode: string;
  media_type: 'VIDEO' | 'IMAGE' | 'CAROUSEL_ALBUM';
  media_product_type: 'REELS' | 'FEED';
  /** As Instagram writes it: 2025-01-15T10:20:30+0000. */
  timestamp: string;
  caption?: string;
  insights: { views: number; likes: number; comments: number; shares: number; saved: number } | null;
};

const LONG_LIVED_SECONDS = 60 * 24 * 3600;
/** Instagram's time format. */
export const instagramTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+0000');

export async function startFakeInstagram(app = { appId: '990602627938098', appSecret: 'fake-instagram-secret' }) {
  const accounts = new Map<string, FakeInstagramAccount>();
  /** Unused codes, by code: the account they were issued for and the redirect they were issued with. */
  const codes = new Map<string, { userId: string; redirectUrl: string }>();
  /** Live tokens, by token: whose, and whether short-lived. */
  const tokens = new Map<string, { userId: string; kind: 'short' | 'long' }>();
  const failures: { status: number; code: number; message: string }[] = [];
  /** Each account's posts, newest first; and which account each media id is. */
  const media = new Map<string, FakeMedia[]>();
  const ownerOf = new Map<string, string>();
  const requests: { method: string; path: string; query: Record<string, string> }[] = [];
  const fbtrace = () => randomBytes(8).toString('base64url');
  const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }
  const graphError = (res: ServerResponse, status: number, code: number, message: string, subcode?: number) =>
    send(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode && { error_subcode: subcode }),
        fbtrace_id: fbtrace(),
      },
    });
  const expired = (res: ServerResponse) =>
    graphError(res, 400, 190, 'Error validating access token: Session has expired.', 463);

  async function formOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query = Object.fromEntries(url.searchParams);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query });
      const failure = failures.shift();
      if (failure) return graphError(res, failure.status, failure.code, failure.message);

      if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
        const form = await formOf(req);
        if (form.get('client_id') !== app.appId || form.get('client_secret') !== app.appSecret) {
          return send(res, 400, {
            error_type: 'OAuthException',
            code: 400,
            error_message: 'Invalid client_id or client_secret',
          });
        }
        const issued = codes.get(form.get('code') ?? '');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !issued ||
          issued.redirectUrl !== form.get('redirect_uri')
        ) {
          return send(res, 400, {
            error_type: 'OAuthException',
            code: 400,
            error_message: 'Invalid authorization code',
          });
        }
        codes.delete(form.get('code') ?? '');
        const short = token('IGQWR');
        tokens.set(short, { userId: issued.userId, kind: 'short' });
        // The user id unquoted, as a number, as Instagram writes it: the client must not round it.
        return send(
          res,
          200,
          `{"data":[{"access_token":"${short}","user_id":${issued.userId},"permissions":"instagram_business_basic,instagram_business_manage_insights"}]}`,
        );
      }
      if (req.method === 'GET' && (url.pathname === '/access_token' || url.pathname === '/refresh_access_token')) {
        const exchange = url.pathname === '/access_token';
        if (query.grant_type !== (exchange ? 'ig_exchange_token' : 'ig_refresh_token')) {
          return graphError(res, 400, 100, 'Unsupported grant type');
        }
        if (exchange && query.client_secret !== app.appSecret)
          return graphError(res, 400, 101, 'Error validating client secret.');
        const held = tokens.get(query.access_token ?? '');
        if (!held || held.kind !== (exchange ? 'short' : 'long')) return expired(res);
        tokens.delete(query.access_token ?? '');
        const long = token('IGAAT');
        tokens.set(long, { userId: held.userId, kind: 'long' });
        return send(res, 200, { access_token: long, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
      }
      if (req.method === 'GET' && url.pathname === '/me') {
        const held = tokens.get(query.access_token ?? '');
        const account = held && accounts.get(held.userId);
        if (!account) return expired(res);
        return send(
          res,
          200,
          `{"user_id":${account.userId},"username":"${account.username}","account_type":"${account.accountType}","id":"${account.userId}"}`,
        );
      }
      const [, first, second] = url.pathname.split('/');
      if (req.method === 'GET' && first && /^\d+$/.test(first)) {
        const held = tokens.get(query.access_token ?? '');
        if (!held || held.kind !== 'long') return expired(res);
        const gone = () =>
          graphError(
            res,
            400,
            100,
            `Unsupported get request. Object with ID '${first}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
            33,
          );
        if (second === 'media') {
          if (first !== held.userId) return gone();
          const all = media.get(first) ?? [];
          const limit = Number(query.limit ?? 25);
          const start = query.after ? Number(Buffer.from(query.after, 'base64url').toString()) : 0;
          const page = all.slice(start, start + limit).map(({ insights: _insights, ...post }) => ({
            ...post,
            permalink: `https://www.instagram.com/${post.media_product_type === 'REELS' ? 'reel' : 'p'}/${post.shortcode}/`,
          }));
          const cursor = (at: number) => Buffer.from(String(at)).toString('base64url');
          const more = start + limit < all.length;
          return send(res, 200, {
            data: page,
            paging: {
              cursors: { before: cursor(start), after: cursor(start + page.length) },
              ...(more && { next: `https://graph.instagram.com/v23.0/${first}/media?after=${cursor(start + limit)}` }),
            },
          });
        }
        const post = (media.get(held.userId) ?? []).find((item) => item.id === first);
        if (!post || ownerOf.get(first) !== held.userId) return gone();
        if (second === 'insights') {
          if (!post.insights)
            return graphError(res, 400, 10, '(#10) Not enough viewers for the media to show insights');
          const metrics = (query.metric ?? '').split(',');
          return send(res, 200, {
            data: metrics.map((name) => ({
              name,
              period: 'lifetime',
              values: [{ value: post.insights?.[name as keyof NonNullable<FakeMedia['insights']>] ?? 0 }],
              title: name,
              id: `${first}/insights/${name}/lifetime`,
            })),
          });
        }
        if (second === undefined) return send(res, 200, { caption: post.caption, id: first });
      }
      return graphError(res, 400, 100, `Unsupported request: ${req.method} ${url.pathname}`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    app,
    settings: {
      appId: app.appId,
      appSecret: app.appSecret,
      redirectUrl: 'http://app.test/clipper/instagram/connected',
      oauthUrl: `${base}/oauth/authorize`,
      tokenUrl: `${base}/oauth/access_token`,
      apiUrl: base,
      timeoutMs: 2_000,
    },
    requests,
    setAccount(account: FakeInstagramAccount) {
      accounts.set(account.userId, account);
    },
    /** The code Instagram sends back once the account's owner consents, for the redirect the app asked with. */
    issueCode(userId: string, redirectUrl = 'http://app.test/clipper/instagram/connected') {
      const code = `AQ${randomBytes(16).toString('base64url')}`;
      codes.set(code, { userId, redirectUrl });
      return code;
    },
    /** A new post of the account (listed first, as the newest). */
    post(userId: string, item: FakeMedia) {
      media.set(userId, [item, ...(media.get(userId) ?? [])]);
      ownerOf.set(item.id, userId);
    },
    /** The post's insights now (null: too few viewers) or its caption, as its owner edits it. */
    update(mediaId: string, change: Partial<Pick<FakeMedia, 'insights' | 'caption'>>) {
      for (const posts of media.values()) {
        const found = posts.find((item) => item.id === mediaId);
        if (found) Object.assign(found, change);
      }
    },
    /** The owner deletes the post: gone from the list, and its calls answer error 100. */
    remove(mediaId: string) {
      for (const [userId, posts] of media)
        media.set(
          userId,
          posts.filter((item) => item.id !== mediaId),
        );
      ownerOf.delete(mediaId);
    },
    /** Every token of the account stops working (it expired, or the owner removed the app). */
    revokeTokens(userId: string) {
      for (const [key, held] of tokens) if (held.userId === userId) tokens.delete(key);
    },
    /** The next call answers this Graph error (e.g. 400 with code 4: the app's rate limit; 500 with code 2). */
    failNext(status: number, code: number, message = 'An unexpected error has occurred.') {
      failures.push({ status, code, message });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

export type FakeInstagram = Awaited<ReturnType<typeof startFakeInstagram>>;
