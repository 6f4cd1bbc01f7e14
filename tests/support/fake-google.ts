import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeYouTube } from './fake-youtube';

/**
 * A local stand-in for Google's OAuth 2.0 token endpoint (POST /token, form body; `{access_token, expires_in, scope,
 * token_type}`, or `{"error": "invalid_grant", "error_description": "Bad Request"}` for an unknown, used or
 * mismatched code), as the web server flow documents it. The token it issues opens `channels.list?mine=true` on the
 * fake YouTube for the account's channel. Tests play the clipper consenting (issueCode) and Google failing.
 */
export async function startFakeGoogle(
  youtube: FakeYouTube,
  client = { id: 'fake-client.apps.googleusercontent.com', secret: 'fake-google-secret' },
) {
  const codes = new Map<string, { channelId: string | null; redirectUrl: string }>();
  const failures: number[] = [];
  const requests: { path: string; form: Record<string, string> }[] = [];

  async function formOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = req.method === 'POST' ? await formOf(req) : new URLSearchParams();
      requests.push({ path: url.pathname, form: Object.fromEntries(form) });
      const failure = failures.shift();
      if (failure) return send(res, failure, { error: 'internal_failure', error_description: 'Backend Error' });
      if (req.method !== 'POST' || url.pathname !== '/token') return send(res, 404, { error: 'not_found' });
      if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
      }
      const issued = codes.get(form.get('code') ?? '');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !issued ||
        issued.redirectUrl !== form.get('redirect_uri')
      ) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      codes.delete(form.get('code') ?? '');
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      youtube.grantToken(token, issued.channelId);
      return send(res, 200, {
        access_token: token,
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/youtube.readonly',
        token_type: 'Bearer',
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    client,
    /** config.google for the server under test. */
    config: {
      mode: 'api' as const,
      clientId: client.id,
      clientSecret: client.secret,
      oauthUrl: `${base}/o/oauth2/v2/auth`,
      tokenUrl: `${base}/token`,
    },
    requests,
    /** The code Google sends back once the account owning `channelId` (null: none) consents. */
    issueCode(channelId: string | null, redirectUrl = 'http://app.test/clipper/youtube/connected') {
      const code = `4/0A${randomBytes(16).toString('base64url')}`;
      codes.set(code, { channelId, redirectUrl });
      return code;
    },
    /** The next token request answers this status (500, 503). */
    failNext(status: number) {
      failures.push(status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
