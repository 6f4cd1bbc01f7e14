import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/** The policy of an answer that is not a page (docs/architecture.md), word for word. */
const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** The CSP as a map of directive -> sources. */
function cspOf(headers: Headers): Map<string, string[]> {
  const csp = headers.get('Content-Security-Policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

/** What every answer carries, page or not. */
function expectNoSniffNoFraming(headers: Headers) {
  expect(cspOf(headers).get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('X-Frame-Options')).toBe('DENY');
}

/** A JSON answer: nothing may run or load if it is ever opened as a document. */
function expectNotAPagePolicy(headers: Headers) {
  expectNoSniffNoFraming(headers);
  expect(headers.get('Content-Security-Policy')).toBe(NOT_A_PAGE_CSP);
  expect(cspOf(headers).get('default-src')).toEqual(["'none'"]);
  // Only pages need these: a JSON answer has no links and opens no window.
  expect(headers.get('Referrer-Policy')).toBeNull();
  expect(headers.get('Cross-Origin-Opener-Policy')).toBeNull();
}

describe('security headers', () => {
  it('on a successful /api answer: no content of any kind allowed, no framing, nosniff', async () => {
    const { token } = await api.signup('user');
    const res = await api.call('me', { token });
    expect(res.status).toBe(200);
    expectNotAPagePolicy(res.headers);
  });

  it('the same on refusals (401, 400, 404)', async () => {
    const refusals = [
      await api.call('me'),
      await api.raw('POST', '/api/auth/login', { rawBody: '{', headers: { 'Content-Type': 'application/json' } }),
      await api.raw('GET', '/api/no-such-thing'),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 400, 404]);
    for (const res of refusals) expectNotAPagePolicy(res.headers);
  });

  it('on a page: scripts, frames and calls from our own origin only (the sandbox checkout is same-origin)', async () => {
    const res = await api.raw('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expectNoSniffNoFraming(res.headers);
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    const csp = cspOf(res.headers);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // YouTube's image host for video thumbnails, for images only.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://i.ytimg.com']);
    for (const directive of ['default-src', 'script-src', 'frame-src', 'connect-src', 'style-src', 'font-src']) {
      expect(csp.get(directive), directive).not.toContain('https://i.ytimg.com');
    }
  });

  it('on a page, allow the Razorpay checkout, and nothing else from outside, when Razorpay is the gateway', async () => {
    const razorpay = createApp({
      ...api.deps,
      gateway: {
        ...api.deps.gateway,
        mode: 'razorpay',
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      },
    });
    const res = await razorpay.request('/api/docs');
    expect(res.status).toBe(200);
    const csp = cspOf(res.headers);
    const fromRazorpayOrSelf = (source: string) =>
      source === "'self'" || /^https:\/\/[a-z]+\.razorpay\.com$/.test(source);
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      const sources = csp.get(directive) ?? [];
      expect(sources, directive).toContain("'self'");
      expect(sources, directive).toContain('https://checkout.razorpay.com');
      expect(
        sources.filter((source) => !fromRazorpayOrSelf(source)),
        directive,
      ).toEqual([]);
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('forbid caching of API answers, which carry tokens and personal data', async () => {
    const res = await api.call('signup', {
      body: { name: 'Cache Test', email: `cache.${Date.now()}@example.com`, password: 'password123', role: 'user' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await api.call('me')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('unknown calls', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/auth/nope'],
    ['DELETE', '/api/auth/me'],
    ['GET', '/api'],
  ])('%s %s answers 404 with a JSON message', async (method, path) => {
    const res = await api.raw(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.json).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('names the call it does not know', async () => {
    const res = await api.raw('GET', '/api/no-such-thing');
    expect(res.json).toEqual({ message: 'No such call: GET /api/no-such-thing', code: 'noSuchCall' });
  });
});

describe('request size', () => {
  it('refuses a body over 100 KB with 413 before reading it, declared or not', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200 * 1024) });
    const res = await api.raw('POST', '/api/auth/login', {
      rawBody: huge,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: 'Request body is too large.', code: 'bodyTooLarge' });

    // A streamed body without Content-Length is counted as it arrives.
    const chunk = new TextEncoder().encode('x'.repeat(32 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'Request body is too large.', code: 'bodyTooLarge' });
  });
});
