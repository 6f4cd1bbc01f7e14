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

const LONG_LIVED_SECONDS = 60 * 24 * 3600;

export async function startFakeInstagram(app = { appId: '990602627938098', appSecret: 'fake-instagram-secret' }) {
  const accounts = new Map<string, FakeInstagramAccount>();
  /** Unused codes, by code: the account they were issued for and the redirect they were issued with. */
  const codes = new Map<string, { userId: string; redirectUrl: string }>();
  /** Live tokens, by token: whose, and whether short-lived. */
  const tokens = new Map<string, { userId: string; kind: 'short' | 'long' }>();
  const failures: { status: number; code: number; message: string }[] = [];
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
