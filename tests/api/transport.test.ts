import { getRequestListener } from '@hono/node-server';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withReadCacheFastPath } from '../../src/server/http/fast-path';
import { startTestApi, type TestApi } from './harness';

/** docs/security.md's HSTS header, word for word. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The app behind the read cache's node:http fast path, as api-process.ts serves it. */
async function listen(api: TestApi): Promise<{ server: Server; port: number }> {
  const server = createServer(withReadCacheFastPath(api.deps, getRequestListener(api.app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; reusedSocket: boolean };

function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string | number>; body?: string; agent?: Agent },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }),
        );
      },
    );
    // The server may close while a refused body is still being sent; the answer has arrived by then.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(options.body);
  });
}

describe('Strict-Transport-Security', () => {
  let plain: TestApi;
  let proxied: TestApi;
  let plainServer: { server: Server; port: number };
  let proxiedServer: { server: Server; port: number };
  beforeAll(async () => {
    plain = await startTestApi();
    proxied = await startTestApi({ trustProxy: true });
    plainServer = await listen(plain);
    proxiedServer = await listen(proxied);
  });
  afterAll(async () => {
    for (const { server } of [plainServer, proxiedServer]) await new Promise((resolve) => server.close(resolve));
    await plain.close();
    await proxied.close();
  });

  it('is sent only over TLS: never over plain http, nor on the client’s word without TRUST_PROXY', async () => {
    const overHttp = await send(plainServer.port, { path: '/api/config' });
    expect(overHttp.status).toBe(200);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const claimed = await send(plainServer.port, { path: '/api/config', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    // A request that arrived on a TLS socket has an https URL in the app.
    const overTls = await plain.app.request('https://clipmandi.example/api/config');
    expect(overTls.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('follows X-Forwarded-Proto (its last value, our proxy’s) with TRUST_PROXY=true', async () => {
    const https = await send(proxiedServer.port, { path: '/api/config', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const refusal = await send(proxiedServer.port, { path: '/api/auth/me', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(refusal.status).toBe(401);
    expect(refusal.headers['strict-transport-security']).toBe(HSTS);
    const http = await send(proxiedServer.port, { path: '/api/config', headers: { 'X-Forwarded-Proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await send(proxiedServer.port, {
      path: '/api/config',
      headers: { 'X-Forwarded-Proto': 'https, http' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is decided per request on cached answers: a read cached over https is replayed over http without it, and back', async () => {
    for (const path of ['/api/campaigns', '/api/campaigns?limit=5']) {
      const over = (proto: string) => send(proxiedServer.port, { path, headers: { 'X-Forwarded-Proto': proto } });
      const first = await over('https');
      expect(first.status).toBe(200);
      expect(first.headers['strict-transport-security']).toBe(HSTS);
      const hits = proxied.deps.readCache.stats.hits;
      const cachedHttps = await over('https');
      expect(cachedHttps.headers['strict-transport-security']).toBe(HSTS);
      const http = await over('http');
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(http.body).toBe(first.body);
      const cachedHttp = await over('http');
      expect(cachedHttp.headers['strict-transport-security']).toBeUndefined();
      const again = await over('https');
      expect(again.headers['strict-transport-security']).toBe(HSTS);
      // Served from the cache (the fast path) except the first http read.
      expect(proxied.deps.readCache.stats.hits).toBe(hits + 3);
    }
  });
});

describe('an answer sent before the request body was read', () => {
  let api: TestApi;
  let served: { server: Server; port: number };
  beforeAll(async () => {
    api = await startTestApi();
    served = await listen(api);
  });
  afterAll(async () => {
    await new Promise((resolve) => served.server.close(resolve));
    await api.close();
  });

  it('413 says Connection: close and closes, so a keep-alive client’s next request goes out on a new connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
      const tooLarge = await send(served.port, {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        body,
        agent,
      });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({ message: 'Request body is too large.', code: 'bodyTooLarge' });
      expect(tooLarge.headers.connection).toBe('close');

      const next = await send(served.port, { path: '/api/config', agent });
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('a request whose body was read in full keeps its connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
      const refused = await send(served.port, {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        body,
        agent,
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.connection).toBe('keep-alive');
      const next = await send(served.port, { path: '/api/config', agent });
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
