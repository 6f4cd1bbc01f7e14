import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponse } from '../../schemas/auth';
import { errorBody } from '../../schemas/common';
import { routes } from '../../schemas/routes';
import { type RouteDef } from '../../schemas/route-kit';
import { auditLedgerAfterEach, startTestApi, uniqueEmail, type TestApi } from './harness';

const INVALID_JSON = { message: 'Request body must be valid JSON', code: 'invalidJson' };
const JSON_HEADERS = { 'Content-Type': 'application/json' };

let api: TestApi;
auditLedgerAfterEach(() => api);
let tokens: { user: string; creator: string; admin: string };
beforeAll(async () => {
  api = await startTestApi();
  const [user, creator, admin] = await Promise.all([api.signup('user'), api.signup('creator'), api.admin()]);
  tokens = { user: user.token, creator: creator.token, admin: admin.token };
});
afterAll(async () => {
  await api.close();
});

const signupBody = () => ({ name: 'Bad Input', email: uniqueEmail('bad'), password: 'password123', role: 'user' });

/** POSTs a raw body to a path and checks the answer is a proper refusal; returns it. */
async function post(path: string, rawBody: string, headers: Record<string, string> = JSON_HEADERS) {
  const res = await api.raw('POST', path, { rawBody, headers });
  expect(res.status, `${path} ${rawBody.slice(0, 80)}`).not.toBe(500);
  return res;
}

describe('malformed bodies', () => {
  it.each(['{', '{"email": "a@example.com",}', "{'email': 'x'}", 'undefined', '{"a":1}}', '\u0000'])(
    'answers 400 with the JSON message for %j',
    async (rawBody) => {
      for (const path of ['/api/auth/login', '/api/auth/signup', '/api/auth/admin/login']) {
        const res = await post(path, rawBody);
        expect(res.status).toBe(400);
        expect(res.json).toEqual(INVALID_JSON);
      }
    },
  );

  it('answers 400 for a form-encoded body (only JSON is understood)', async () => {
    const res = await post('/api/auth/login', 'email=a%40example.com&password=secret', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(INVALID_JSON);
  });

  it.each([
    ['an array', '[]'],
    ['an array of the right fields', '[{"email":"a@example.com","password":"password123"}]'],
    ['a string', '"x"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
  ])('answers 400 for %s instead of an object', async (_what, rawBody) => {
    const res = await post('/api/auth/login', rawBody);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.json).message).toMatch(/expected object/i);
  });
});

describe('missing and wrong-typed fields name the field', () => {
  it.each([
    ['no email', { password: 'password123' }, 'email', 'Email is required', 'validation.emailRequired'],
    ['no password', { email: 'a@example.com' }, 'password', 'Password is required', 'validation.passwordRequired'],
    ['an empty body', {}, 'email', 'Email is required', 'validation.emailRequired'],
    [
      'email as a number',
      { email: 42, password: 'password123' },
      'email',
      'Email must be text',
      'validation.emailNotText',
    ],
    [
      'email as an array',
      { email: ['a@example.com'], password: 'password123' },
      'email',
      'Email must be text',
      'validation.emailNotText',
    ],
    [
      'password as a number',
      { email: 'a@example.com', password: 12345678 },
      'password',
      'Password must be text',
      'validation.passwordNotText',
    ],
    [
      'password as null',
      { email: 'a@example.com', password: null },
      'password',
      'Password is required',
      'validation.passwordRequired',
    ],
    [
      'a malformed email',
      { email: 'not-an-email', password: 'password123' },
      'email',
      'Enter a valid email address',
      'validation.emailInvalid',
    ],
  ])('login with %s', async (_what, body, path, message, code) => {
    const res = await api.call('login', { body });
    expect(res.status).toBe(400);
    const error = errorBody.parse(res.json);
    expect(error.message).toBe(message);
    expect(error.issues?.[0]).toEqual({ path, message, code });
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Full name is required', 'validation.fullNameRequired'],
    ['a blank name', { name: '   ' }, 'name', 'Full name is required', 'validation.fullNameRequired'],
    ['name as an object', { name: { first: 'A' } }, 'name', 'Full name must be text', 'validation.fullNameNotText'],
    ['name as a number', { name: 123 }, 'name', 'Full name must be text', 'validation.fullNameNotText'],
    ['name as null', { name: null }, 'name', 'Full name is required', 'validation.fullNameRequired'],
    ['no role', { role: undefined }, 'role', 'Role must be user or creator', 'validation.signupRoleInvalid'],
    ['role as a number', { role: 1 }, 'role', 'Role must be user or creator', 'validation.signupRoleInvalid'],
    ['an unknown role', { role: 'superuser' }, 'role', 'Role must be user or creator', 'validation.signupRoleInvalid'],
    ['email as a boolean', { email: true }, 'email', 'Email must be text', 'validation.emailNotText'],
    [
      'password as an object',
      { password: { value: 'password123' } },
      'password',
      'Password must be text',
      'validation.passwordNotText',
    ],
    ['password as a number', { password: 12345678 }, 'password', 'Password must be text', 'validation.passwordNotText'],
  ])('signup with %s', async (_what, change, path, message, code) => {
    const res = await api.call('signup', { body: { ...signupBody(), ...change } });
    expect(res.status).toBe(400);
    const error = errorBody.parse(res.json);
    expect(error.message).toBe(message);
    expect(error.issues).toContainEqual({ path, message, code });
  });

  it('lists every problem when several fields are wrong', async () => {
    const res = await api.call('signup', { body: { name: 5, email: 'nope', password: 'x', role: 'admin' } });
    expect(res.status).toBe(400);
    expect(
      errorBody
        .parse(res.json)
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['email', 'name', 'password', 'role']);
  });
});

describe('huge and odd values', () => {
  it.each([
    ['a huge name', { name: 'n'.repeat(50_000) }, 'Full name must be at most 100 characters'],
    ['a huge email', { email: `${'e'.repeat(50_000)}@example.com` }, 'Email is too long'],
    ['a huge password', { password: 'p'.repeat(50_000) }, 'Password must be at most 200 characters'],
  ])('signup with %s gets 400 naming the field', async (_what, change, message) => {
    const res = await api.call('signup', { body: { ...signupBody(), ...change } });
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.json).message).toBe(message);
  });

  it('login with a huge password is refused before any hashing', async () => {
    const res = await api.call('login', { body: { email: 'a@example.com', password: 'p'.repeat(50_000) } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Password must be at most 200 characters' });
  });

  it('refuses a null character in text (PostgreSQL cannot store it) with 400, not a database error', async () => {
    const res = await api.call('signup', { body: { ...signupBody(), name: 'Null\u0000Byte' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'name: Text must not contain null characters',
      code: 'textNullCharacter',
      issues: [{ path: 'name', message: 'name: Text must not contain null characters', code: 'textNullCharacter' }],
    });
  });

  it('refuses half of a surrogate pair (the route fuzz found the embedded database failing on one) with 400', async () => {
    // Written as JSON escapes: a lone surrogate cannot travel as UTF-8, only as \\uXXXX in the JSON text.
    const res = await post('/api/payments/sandbox/pay', '{"order_id":"\\udfa9\\ude0d"}');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'order_id: Text must be valid Unicode (it holds half of a character)' });
    const paired = await api.call('signup', { body: { ...signupBody(), name: 'Clip 🎬 Maker' } });
    expect(paired.status).toBe(201);
  });

  it('refuses a null character in a nested field or a key, and a deeply nested body, without a 500', async () => {
    const nested = await post(
      '/api/auth/signup',
      JSON.stringify({ ...signupBody(), extra: { list: ['ok', 'no\u0000'] } }),
    );
    expect(nested.json).toMatchObject({ message: 'extra.list.1: Text must not contain null characters' });
    const key = await post('/api/auth/login', '{"email\\u0000":"a@example.com"}');
    expect(key.status).toBe(400);
    const deep = await post('/api/auth/login', `${'['.repeat(40_000)}${']'.repeat(40_000)}`);
    expect(deep.status).toBe(400);
    const deepObject = await post('/api/auth/login', `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`);
    expect(deepObject.status).toBe(400);
  });

  it('answers a body of 50,000 nested arrays with a short 400, with or without a null character inside', async () => {
    const depth = 50_000;
    const plain = await post('/api/auth/login', `${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(plain.status).toBe(400);
    expect(errorBody.parse(plain.json).message).toMatch(/expected object/i);

    const withNull = await post('/api/auth/login', `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(withNull.status).toBe(400);
    const { message } = errorBody.parse(withNull.json);
    expect(message.length).toBeLessThan(300);
    // The path names where it is: the leading and trailing indexes with the middle elided.
    expect(message).toMatch(/^0\.0\.(0\.)*…(\.0)+: Text must not contain null characters$/);
  });

  it('names a key holding a null character escaped and cut short', async () => {
    const key = `${'k'.repeat(5_000)}\u0000`;
    const res = await post('/api/auth/login', JSON.stringify({ [key]: 1 }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: `${'k'.repeat(40)}…: Text must not contain null characters` });
    const short = await post('/api/auth/login', '{"email\\u0000":"a@example.com"}');
    expect(short.json).toMatchObject({ message: 'email\\u0000: Text must not contain null characters' });
  });

  it('ignores fields the contract does not know, so nobody can set their own role or id', async () => {
    const body = { ...signupBody(), _id: '00000000-0000-4000-8000-000000000000', passwordHash: 'x', isAdmin: true };
    const res = await api.raw('POST', '/api/auth/signup', {
      rawBody: JSON.stringify(body).replace(/}$/, ',"__proto__":{"role":"admin"}}'),
      headers: JSON_HEADERS,
    });
    expect(res.status).toBe(201);
    const { user } = authResponse.parse(res.json);
    expect(user.role).toBe('user');
    expect(user._id).not.toBe(body._id);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('keeps non-ASCII names intact', async () => {
    const { user } = await api.ok('signup', { body: { ...signupBody(), name: 'Zoë Ağa 山田 🎬' } }, 201);
    expect(user.name).toBe('Zoë Ağa 山田 🎬');
  });
});

describe('every route with a request body', () => {
  type Who = keyof typeof tokens | 'nobody';
  /** The role that may call a route (its access in the route table): the answer then comes from validation. */
  const rightRole = (route: RouteDef): Who =>
    route.access === 'anyone' ? 'nobody' : route.access === 'signed-in' ? 'user' : route.access.roles[0];

  const bodyRoutes = Object.entries(routes as Record<string, RouteDef>).filter(
    ([, route]) => route.request && (route.method === 'POST' || route.method === 'PATCH'),
  );
  const badBodies = ['[]', '"x"', '{}', '{"unclosed": ', 'null'];
  const allowed = [400, 401, 403, 404, 409, 422];

  it('covers the body routes of the contract', () => {
    expect(bodyRoutes.map(([name]) => name)).toEqual(expect.arrayContaining(['login', 'signup', 'adminLogin']));
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(bodyRoutes)('%s refuses bad bodies cleanly for every caller', async (name, route) => {
    const path = route.path.replace(':id', '6f1d7c8e-3b2a-4c5d-9e8f-0a1b2c3d4e5f');
    const who = rightRole(route);
    const callers: Who[] = ['nobody', 'user', 'creator', 'admin'];
    for (const rawBody of badBodies) {
      for (const caller of callers) {
        const token = caller === 'nobody' ? undefined : tokens[caller];
        const res = await api.raw(route.method, path, { rawBody, token, headers: JSON_HEADERS });
        const label = `${name} ${route.method} ${path} as ${caller} with ${rawBody}`;
        expect(allowed, `${label}: ${res.status} ${JSON.stringify(res.json)}`).toContain(res.status);
        expect(errorBody.safeParse(res.json).success, `${label}: ${JSON.stringify(res.json)}`).toBe(true);
        // With the right role, a body that is not an object is a 400 wherever the handler exists
        // (a path with an id may answer 404 first; a missing handler answers 404 until its issue lands).
        if (caller === who && rawBody !== '{}' && res.status !== 404) {
          expect(res.status, label).toBe(400);
        }
      }
    }
  });
});
