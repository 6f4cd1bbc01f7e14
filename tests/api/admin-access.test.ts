import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../schemas/routes';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
let clipperToken: string;
let creatorToken: string;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  clipperToken = (await api.signup('user')).token;
  creatorToken = (await api.signup('creator')).token;
  adminToken = (await api.admin()).token;
});
afterAll(async () => {
  await api.close();
});

// Every call of this module; the campaign id is well-formed but unknown (refused before it is looked up).
const adminCalls: { name: RouteName; params?: { id: string }; body?: unknown }[] = [
  { name: 'adminStats' },
  { name: 'adminUsers' },
  { name: 'adminCampaigns' },
  { name: 'adminCampaignStatus', params: { id: '00000000-0000-4000-8000-000000000000' }, body: { status: 'paused' } },
  { name: 'adminTransactions' },
  { name: 'adminTransactionsCsv' },
];

describe('admin calls are for admins only', () => {
  it.each(adminCalls)('$name: 401 without a session', async ({ name, params, body }) => {
    expect(await api.call(name, { params, body })).toMatchObject({
      status: 401,
      json: { message: 'Please log in to continue.' },
    });
  });

  it.each(adminCalls)('$name: 401 with a token that is not ours', async ({ name, params, body }) => {
    const res = await api.call(name, { params, body, token: 'not-a-token' });
    expect(res.status).toBe(401);
  });

  it.each(adminCalls)('$name: 403 for a clipper', async ({ name, params, body }) => {
    expect(await api.call(name, { params, body, token: clipperToken })).toMatchObject({
      status: 403,
      json: { message: 'You do not have access to this.' },
    });
  });

  it.each(adminCalls)('$name: 403 for a creator', async ({ name, params, body }) => {
    expect(await api.call(name, { params, body, token: creatorToken })).toMatchObject({
      status: 403,
      json: { message: 'You do not have access to this.' },
    });
  });

  it.each(adminCalls)('$name: answered for the admin', async ({ name, params, body }) => {
    const res = await api.call(name, { params, body, token: adminToken });
    // The unknown campaign is a 404; everything else answers 200.
    expect(res.status).toBe(name === 'adminCampaignStatus' ? 404 : 200);
  });
});
