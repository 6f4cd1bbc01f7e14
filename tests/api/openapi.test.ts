import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { routes, type RouteName } from '../../schemas/routes';
import { successStatus, type RouteDef } from '../../schemas/route-kit';
import { openApiPath } from '../../src/server/openapi/document';
import { createCampaign, fundedCreator } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document (checked by an OpenAPI validator) with every route of
 * schemas/routes.ts and nothing else, and answers of the real API fit the schemas it states.
 */

let api: TestApi;
auditLedgerAfterEach(() => api);

const operationShape = z.looseObject({
  operationId: z.string(),
  description: z.string(),
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), required: z.boolean() })).optional(),
  requestBody: z
    .looseObject({ required: z.boolean(), content: z.record(z.string(), z.looseObject({ schema: z.unknown() })) })
    .optional(),
  responses: z.record(z.string(), z.looseObject({ description: z.string() })),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  'x-roles': z.array(z.string()).optional(),
});
const documentShape = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), operationShape)),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});

let document: z.infer<typeof documentShape>;
let raw: Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const DOC_ID = 'clipmandi-openapi';

/** JSON Pointer escaping of one segment ('/api/campaigns' is '~1api~1campaigns'). */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function operationOf(name: RouteName) {
  const route = routes[name];
  const found = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!found) throw new Error(`${name} is not in the document`);
  return found;
}

/** Validates `body` against the schema the document states for `name`'s answer with `status`. */
function fits(name: RouteName, status: string, body: unknown): string[] {
  const route: RouteDef = routes[name];
  const at = [
    'paths',
    openApiPath(route.path),
    route.method.toLowerCase(),
    'responses',
    status,
    'content',
    route.contentType ?? 'application/json',
    'schema',
  ];
  const validate = ajv.compile({ $ref: `${DOC_ID}#/${at.map(pointer).join('/')}` });
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

beforeAll(async () => {
  api = await startTestApi();
  const res = await api.call('openApi');
  expect(res.status).toBe(200);
  raw = z.record(z.string(), z.unknown()).parse(res.json);
  document = documentShape.parse(res.json);
  ajv.addSchema(raw, DOC_ID);
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, by an OpenAPI validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(raw));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('every schema in it is valid JSON Schema 2020-12 (the OpenAPI validator does not look inside them)', () => {
    const schemas: [string, unknown][] = [];
    const collect = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => collect(item, `${at}/${index}`));
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'schema') schemas.push([`${at}/schema`, inner]);
          else collect(inner, `${at}/${key}`);
        }
      }
    };
    collect(document.paths, '#/paths');
    expect(schemas.length).toBeGreaterThan(100);
    const invalid = schemas.filter(([, schema]) => !ajv.validateSchema(schema as object)).map(([at]) => at);
    expect(invalid).toEqual([]);
    expect(ajv.validateSchema({ type: 'numbr' })).toBe(false);
  });

  it('describes every route of the table (method and path), and nothing else', () => {
    const declared = Object.values(routes)
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
      .sort();
    const described = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(described).toEqual(declared);
    expect(described.length).toBeGreaterThan(40);
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((op) => op.operationId),
    );
    expect(ids.sort()).toEqual(Object.keys(routes).sort());
  });

  it('declares path parameters, query parameters and request bodies from the table', () => {
    expect(openApiPath('/api/admin/withdrawals/:id/pay')).toBe('/api/admin/withdrawals/{id}/pay');
    const getCampaign = operationOf('getCampaign');
    expect(getCampaign.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(JSON.stringify(getCampaign.responses['404'])).toContain('Campaign not found.');
    const list = operationOf('listCampaigns');
    expect(list.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['cursor', 'query', false],
      ['limit', 'query', false],
      ['q', 'query', false],
      ['sort', 'query', false],
      ['platform', 'query', false],
    ]);
    // Discover's sorts are listed as the values they are.
    expect(JSON.stringify(list.parameters?.find((p) => p.name === 'sort'))).toContain(
      '"enum":["newest","payout","budget"]',
    );
    expect(operationOf('login').requestBody?.content['application/json']).toBeDefined();
    expect(operationOf('login').requestBody?.required).toBe(true);
    // A rejection's reason and note may be left out (docs/product.md#clip-review), so its body is optional.
    expect(operationOf('rejectClip').requestBody?.required).toBe(false);
    expect(JSON.stringify(operationOf('rejectClip').requestBody)).toContain('"inauthentic_views"');
    expect(operationOf('joinCampaign').requestBody).toBeUndefined();
    expect(Object.keys(operationOf('adminTransactionsCsv').responses['200'] ?? {})).toContain('content');
    expect(JSON.stringify(operationOf('adminTransactionsCsv').responses['200'])).toContain('text/csv');
  });

  it('gives each success its exact status: 201 for the writes that create something, 202 for the emailed, 200 else', async () => {
    const withStatus = (status: number) =>
      Object.entries(routes)
        .filter(([, route]) => successStatus(route) === status)
        .map(([name]) => name)
        .sort();
    expect(withStatus(201)).toEqual([
      'acceptInvitation',
      'appealClip',
      'blockClipper',
      'createCampaign',
      'inviteAdmin',
      'linkChannel',
      'linkChannelWithGoogle',
      'linkInstagram',
      'signup',
      'submitClip',
      'subscribePush',
      'topup',
      'withdraw',
    ]);
    expect(withStatus(202)).toEqual(['changeEmail', 'forgotPassword', 'resendVerification']);
    for (const [name, route] of Object.entries(routes)) {
      const statuses = Object.keys(operationOf(name as RouteName).responses).filter((status) => status.startsWith('2'));
      expect(statuses, name).toEqual([String(successStatus(route))]);
    }
    // And the server answers with it.
    const signup = await api.call('signup', {
      body: { name: 'Status Sam', email: 'status.sam@example.com', password: 'password123', role: 'user' },
    });
    expect(signup.status).toBe(201);
    expect(fits('signup', '201', signup.json)).toEqual([]);
  });

  it('states each route’s access as bearer security, with the roles', () => {
    expect(operationOf('listCampaigns').security).toEqual([]);
    expect(operationOf('login').security).toEqual([]);
    expect(operationOf('me').security).toEqual([{ bearer: [] }]);
    expect(operationOf('me')['x-roles']).toBeUndefined();
    expect(operationOf('adminStats')).toMatchObject({ security: [{ bearer: [] }], 'x-roles': ['admin'] });
    expect(operationOf('submitClip')['x-roles']).toEqual(['user']);
    expect(operationOf('submitClip').description).toContain('clippers');
    // The refusals follow the declaration: no 401 for a public call, the role's message in the 403.
    expect(Object.keys(operationOf('listCampaigns').responses)).not.toContain('401');
    expect(JSON.stringify(operationOf('submitClip').responses['403'])).toContain('Only clippers can submit clips.');
    expect(Object.keys(operationOf('joinCampaign').responses)).toEqual(
      expect.arrayContaining(['401', '403', '404', '409', '422']),
    );
  });

  it('shows money as rupees, a number, in requests and answers', () => {
    const topupBody = JSON.stringify(operationOf('topup').requestBody);
    expect(topupBody).toMatch(/"amount":\{"description":"Rupees[^"]*","type":"number"/);
    expect(JSON.stringify(operationOf('creatorWallet').responses['200'])).toMatch(
      /"availableBalance":\{"description":"Rupees[^"]*","type":"number"/,
    );
  });

  it('the real API’s answers fit the document’s schemas', async () => {
    const creator = await fundedCreator(api, 1_234.5, 'Spec Creator');
    await createCampaign(api, creator, { totalBudget: 200 });

    const wallet = await api.call('creatorWallet', { token: creator.token });
    expect(wallet.status).toBe(200);
    expect(fits('creatorWallet', '200', wallet.json)).toEqual([]);
    // The number on the wire is the rupee amount the document describes: ₹1,234.50 less the ₹200 budget.
    expect(wallet.json).toMatchObject({ data: { availableBalance: 1034.5 } });

    const list = await api.call('listCampaigns');
    expect(list.status).toBe(200);
    expect(fits('listCampaigns', '200', list.json)).toEqual([]);

    const campaign = await api.call('getCampaign', {
      params: {
        id: z.object({ campaigns: z.array(z.object({ _id: z.string() })) }).parse(list.json).campaigns[0]?._id ?? '',
      },
    });
    expect(fits('getCampaign', '200', campaign.json)).toEqual([]);

    const bad = await api.call('listCampaigns', { query: { limit: '0' } });
    expect(bad).toMatchObject({ status: 400, json: { message: 'limit must be at least 1' } });
    expect(fits('listCampaigns', '400', bad.json)).toEqual([]);

    const anonymous = await api.call('adminStats');
    expect(anonymous.status).toBe(401);
    expect(fits('adminStats', '401', anonymous.json)).toEqual([]);

    const csv = await api.call('adminTransactionsCsv', { token: (await api.admin()).token });
    expect(csv.status).toBe(200);
    expect(fits('adminTransactionsCsv', '200', csv.json)).toEqual([]);
  });

  it('the document’s schemas refuse what the API would never send', () => {
    expect(fits('creatorWallet', '200', { data: { availableBalance: '1234.50' } })).not.toEqual([]);
    expect(fits('listCampaigns', '400', { issues: [] })).toEqual([" must have required property 'message'"]);
  });

  it('is served as JSON a browser may keep briefly (a public read of the cache)', async () => {
    const res = await api.call('openApi');
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.headers.get('Cache-Control')).toMatch(/public/);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page that loads Swagger UI and its start-up script from this server', async () => {
    const res = await api.call('apiDocs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = String(res.json);
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/assets/favicon-32x32.png',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/docs-init.js',
    ]);
    expect(html).not.toMatch(/<script>[^<]/);
    for (const source of sources) {
      const asset = await api.raw('GET', source ?? '');
      expect(asset.status, source).toBe(200);
    }
    const init = await api.raw('GET', '/api/docs/assets/docs-init.js');
    expect(String(init.json)).toContain("url: '/api/openapi.json'");
    expect(init.headers.get('Content-Type')).toContain('text/javascript');
  });

  it('serves only the page’s own files under its assets', async () => {
    expect(await api.raw('GET', '/api/docs/assets/package.json')).toMatchObject({
      status: 404,
      json: { message: 'No such file of the API reference page.' },
    });
    expect((await api.raw('GET', '/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
