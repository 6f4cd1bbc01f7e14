import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { campaignBody, newVideoId } from './campaign-fixtures';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * The request log of a real server process (stdout, JSON lines): one line per request with its id, method,
 * route-table path, status and duration, cache hits of the node:http fast path included; the stack of a
 * failure; and, over a whole run of signups, logins, a signed top-up, an approval, a withdrawal and its
 * payment, none of the passwords, tokens, signatures or secrets that went through it.
 */

const SECRETS = {
  JWT_SECRET: 'logs-test-jwt-secret-logs-test-jwt-secret-0001',
  PAYMENTS_SANDBOX_SECRET: 'logs-test-sandbox-secret-7f3a9c',
  ADMIN_PASSWORD: 'admin-Secret-Pass-4821',
  METRICS_TOKEN: 'logs-test-metrics-token-55aa',
};
const ADMIN_EMAIL = 'ops.admin@example.com';

type RequestLine = {
  level: number;
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  msg: string;
};

let postgres: PostgresServer;
let server: ServerProcess;
/** Every value the log must never show. */
const used: string[] = Object.values(SECRETS);

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startServerProcess({ DATABASE_URL: postgres.url, ADMIN_EMAIL, ...SECRETS });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
}, 60_000);

const lines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => lines().filter((line): line is RequestLine => line.msg === 'request');

/** A line is written once the answer went out, so it may reach the pipe just after the answer: wait for it. */
async function waitForLines(count: number, matches: (line: RequestLine) => boolean): Promise<RequestLine[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const found = requestLines().filter(matches);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return requestLines().filter(matches);
}

/** A request outside the route table's answers (an error status, chosen headers). */
function send(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), Connection: 'close', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('request log', () => {
  it('a whole run leaves one line per request and no password, token, signature or secret', async () => {
    const url = server.url;
    const creatorPassword = 'creator-Pass-9931';
    const clipperPassword = 'clipper-Pass-2207';
    used.push(creatorPassword, clipperPassword);

    const creator = await callOver(
      url,
      'signup',
      { body: { name: 'Log Creator', email: 'log.creator@example.com', password: creatorPassword, role: 'creator' } },
      201,
    );
    const creatorLogin = await callOver(url, 'login', {
      body: { email: 'log.creator@example.com', password: creatorPassword },
    });
    const refused = await send(url, 'POST', '/api/auth/login', {
      email: 'log.creator@example.com',
      password: `${creatorPassword}-wrong`,
    });
    expect(refused.status).toBe(401);
    used.push(creator.token, creatorLogin.token, `${creatorPassword}-wrong`);

    const { order } = await callOver(url, 'topup', { token: creatorLogin.token, body: { amount: 2000 } }, 201);
    const payment = await callOver(url, 'sandboxPay', { body: { order_id: order.id } });
    used.push(payment.razorpay_signature);
    await callOver(url, 'verifyPayment', { token: creatorLogin.token, body: payment });
    const { campaign } = await callOver(
      url,
      'createCampaign',
      { token: creatorLogin.token, body: campaignBody() },
      201,
    );

    const clipper = await callOver(
      url,
      'signup',
      { body: { name: 'Log Clipper', email: 'log.clipper@example.com', password: clipperPassword, role: 'user' } },
      201,
    );
    used.push(clipper.token);
    await callOver(url, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const submitted = await callOver(
      url,
      'submitClip',
      {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: `https://www.youtube.com/shorts/${newVideoId()}` },
      },
      201,
    );
    await callOver(url, 'approveClip', {
      token: creatorLogin.token,
      params: { id: submitted.clip._id },
      body: { viewCount: 100_000 },
    });
    const { withdrawal } = await callOver(
      url,
      'withdraw',
      { token: clipper.token, body: { amount: 1, upiId: 'log.clipper@upi' } },
      201,
    );

    const admin = await callOver(url, 'adminLogin', { body: { email: ADMIN_EMAIL, password: SECRETS.ADMIN_PASSWORD } });
    used.push(admin.token);
    await callOver(url, 'payWithdrawal', {
      token: admin.token,
      params: { id: withdrawal._id },
      body: { reference: 'UTR-LOG-1' },
    });
    await callOver(url, 'clipperWallet', { token: clipper.token });
    const scrape = await send(url, 'GET', '/metrics', undefined, { Authorization: `Bearer ${SECRETS.METRICS_TOKEN}` });
    expect(scrape.status).toBe(200);
    await waitForLines(1, (line) => line.route === '/metrics');

    // The route-table path, never the ids; each line with its id, status and duration.
    const approve = requestLines().find((line) => line.route === '/api/clips/:id/approve');
    expect(approve).toMatchObject({ method: 'PATCH', status: 200, level: 30 });
    expect(approve?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(approve?.durationMs).toBeGreaterThan(0);
    expect(requestLines().find((line) => line.route === '/api/auth/login' && line.status === 401)).toMatchObject({
      method: 'POST',
    });
    expect(requestLines().find((line) => line.route === '/api/admin/withdrawals/:id/pay')).toMatchObject({
      method: 'POST',
      status: 200,
    });
    expect(requestLines().find((line) => line.route === '/metrics')).toMatchObject({ method: 'GET', status: 200 });
    const output = server.output();
    expect(output).not.toContain(withdrawal._id);
    expect(output).not.toContain(submitted.clip._id);

    for (const secret of used) expect(output.includes(secret), `the log shows ${secret}`).toBe(false);
    // No JWT of any kind (header.payload.signature, the header starting eyJ).
    expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });

  it('logs the answers the read cache gives at the node:http level too', async () => {
    const listed = (line: RequestLine) =>
      line.method === 'GET' && line.route === '/api/campaigns' && line.status === 200;
    const before = requestLines().filter(listed).length;
    // The first answer is stored; the next two are hits the fast path writes without entering the app.
    for (let i = 0; i < 3; i++) await callOver(server.url, 'listCampaigns');
    expect(await waitForLines(before + 3, listed)).toHaveLength(before + 3);
  });

  it('keeps a sane incoming X-Request-Id, replaces any other, and sends it back', async () => {
    const kept = await send(server.url, 'GET', '/api/health', undefined, { 'X-Request-Id': 'lb-4f2a.77:edge_1' });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-4f2a.77:edge_1');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const replacedIds: string[] = [];
    for (const insane of ['{"forged": "line"}', 'x'.repeat(129)]) {
      const replaced = await send(server.url, 'GET', '/api/health', undefined, { 'X-Request-Id': insane });
      const id = replaced.headers.get('X-Request-Id') ?? '';
      expect(id).toMatch(uuid);
      replacedIds.push(id);
    }
    for (const id of ['lb-4f2a.77:edge_1', ...replacedIds]) {
      expect(await waitForLines(1, (line) => line.requestId === id)).toHaveLength(1);
    }
    expect(server.output()).not.toContain('forged');
  });

  it('sends the id back with an answer from the read cache too, and logs that request under it', async () => {
    const ids = ['read-first', 'read-cached', 'read-cached-304'];
    const first = await send(server.url, 'GET', '/api/campaigns', undefined, { 'X-Request-Id': ids[0] ?? '' });
    expect(first.status).toBe(200);
    // The second is a read-cache hit (written by the node:http fast path), the third a 304 from it.
    const cached = await send(server.url, 'GET', '/api/campaigns', undefined, { 'X-Request-Id': ids[1] ?? '' });
    const notModified = await send(server.url, 'GET', '/api/campaigns', undefined, {
      'X-Request-Id': ids[2] ?? '',
      'If-None-Match': cached.headers.get('ETag') ?? '',
    });
    expect([first, cached, notModified].map((res) => [res.status, res.headers.get('X-Request-Id')])).toEqual([
      [200, ids[0]],
      [200, ids[1]],
      [304, ids[2]],
    ]);
    expect(await cached.text()).toBe(await first.text());
    for (const id of ids)
      expect(await waitForLines(1, (line) => line.requestId === id && line.route === '/api/campaigns')).toHaveLength(1);
  });

  it('logs a failure (the database gone) with its stack under the request id it answered with', async () => {
    await postgres.stop();
    const res = await send(server.url, 'POST', '/api/auth/login', {
      email: 'log.creator@example.com',
      password: 'creator-Pass-9931',
    });
    expect(res.status).toBe(500);
    await waitForLines(1, (line) => line.requestId === res.headers.get('X-Request-Id'));
    const requestId = res.headers.get('X-Request-Id');
    const failure = lines().find((line) => line.msg === 'Unhandled error' && line.requestId === requestId);
    expect(failure, server.output()).toMatchObject({ level: 50 });
    const err = failure?.err as { stack?: string; message?: string };
    expect(err.stack).toMatch(/\n\s+at /);
    expect(requestLines().find((line) => line.requestId === requestId)).toMatchObject({
      route: '/api/auth/login',
      status: 500,
      level: 50,
    });
    expect(server.output()).not.toContain('creator-Pass-9931');
  });
});
