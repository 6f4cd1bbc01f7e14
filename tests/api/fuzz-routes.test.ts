import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../schemas/common';
import { routes, type RouteName } from '../../schemas/routes';
import { type Access, type RouteDef } from '../../schemas/route-kit';
import { hmacHex } from '../../src/server/payments/signature';
import { dbFingerprint, changedTables, type DbFingerprint } from '../support/db-fingerprint';
import { validBody } from './fuzz/fuzz-examples';
import {
  anonymousAuthorization,
  bodyCase,
  bodyText,
  fieldsOf,
  idCase,
  literalsOf,
  queryCandidates,
  queryCase,
  webhookEvent,
  type BodyCase,
  type QueryCase,
} from './fuzz/fuzz-inputs';
import { buildFuzzWorld, FUZZ_ROLES, type FuzzRole, type FuzzWorld, type ObjectKind } from './fuzz/fuzz-world';
import { auditLedgerAfterEach, startTestApi, type CallResult, type TestApi } from './harness';

/**
 * Every route of the route table, as every role, with generated bodies, query strings and path ids
 * (tests/api/fuzz/fuzz-inputs.ts). Whatever is sent: never a 5xx; a refusal is JSON with a message and
 * leaves every table as it was (login counters aside); a 400 caused by one bad field names that field; an
 * answer of 2xx is one the route's access allows and its response schema parses.
 * Replay: FUZZ_SEED=<printed seed>; narrow with FUZZ_ROUTES=login,topup; more cases with FUZZ_RUNS=<n>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** FUZZ_VERBOSE=1 logs every request and its answer (to read a replay). */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const ONLY = process.env.FUZZ_ROUTES?.split(',').map((name) => name.trim());
/** A refused login or action still counts against its rate limit, by design. */
const COUNTERS = ['rate_limits'];

const names = (Object.keys(routes) as RouteName[]).filter((name) => !ONLY || ONLY.includes(name));
console.log(`route fuzz: FUZZ_SEED=${SEED} (${names.length} routes x ${FUZZ_ROLES.length} roles x ${RUNS} cases)`);

/** A stable per-cell seed, so one route or role replays alone with the same cases. */
function cellSeed(name: string, role: string): number {
  let hash = SEED;
  for (const char of `${name}/${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function mayCall(access: Access, role: FuzzRole): boolean {
  if (access === 'anyone') return true;
  if (role === 'anonymous') return false;
  if (access === 'signed-in') return true;
  return access.roles.includes(role === 'clipper' ? 'user' : role);
}

/** The kind of object a path parameter names, from its not-found message ('Clip not found.'). */
function kindOf(notFound: string): ObjectKind | null {
  const word = notFound.toLowerCase();
  if (word.includes('campaign')) return 'campaign';
  if (word.includes('clip')) return 'clip';
  if (word.includes('withdrawal')) return 'withdrawal';
  return null;
}

type Case = { authorization: string | null; ids: Record<string, string>; query: QueryCase; body: BodyCase };

function caseArb(route: RouteDef, role: FuzzRole, world: FuzzWorld): fc.Arbitrary<Case> {
  const allIds = Object.values(world.idsOf).flat();
  const params = Object.entries(route.params ?? {});
  const ids = fc.tuple(
    ...params.map(([param, { notFound }]) => {
      const kind = kindOf(notFound);
      const ids = kind ? idCase(world.ownedBy[role][kind], world.idsOf[kind], allIds) : idCase([], allIds, allIds);
      return ids.map((id): [string, string] => [param, id]);
    }),
  );
  const queryFields = fieldsOf(route.query);
  const extraCandidates = [
    ...Object.values(queryFields ?? {}).flatMap(literalsOf),
    world.campaignA,
    `${world.campaignA},${world.campaignB}`,
  ];
  const bodyFields = fieldsOf(route.request);
  return fc.record({
    authorization: role === 'anonymous' ? anonymousAuthorization : fc.constant(`Bearer ${world.tokens[role]}`),
    ids: ids.map((pairs) => Object.fromEntries(pairs)),
    query: queryCase(queryFields, queryCandidates(extraCandidates)),
    body: bodyArb(route, world, bodyFields),
  });
}

/** The provider's webhook takes no JSON schema: half its bodies are events signed as the provider signs them. */
const isWebhook = (route: RouteDef) => route === routes.paymentWebhook;

function bodyArb(route: RouteDef, world: FuzzWorld, fields: Record<string, unknown> | null): fc.Arbitrary<BodyCase> {
  // Fetch cannot send a body with a GET.
  if (route.method === 'GET') return fc.constant<BodyCase>({ kind: 'none' });
  const cases = bodyCase(fields ? Object.keys(fields) : null);
  if (!isWebhook(route)) return cases;
  const payments = world.verifiedPayments;
  const signed = webhookEvent(
    [...payments.map((p) => p.paymentId), world.unpaidOrder.payment.razorpay_payment_id],
    [...payments.map((p) => p.orderId), world.unpaidOrder.id],
  );
  return fc.oneof(cases, signed);
}

function pathOf(route: RouteDef, ids: Record<string, string>, query: QueryCase): string {
  const path = route.path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(ids[param] ?? ''));
  const search = new URLSearchParams(query.pairs).toString();
  return search ? `${path}?${search}` : path;
}

/** The field a case broke on purpose (the value or absence its schema refuses), which a 400 must name. */
function brokenField(route: RouteDef, c: Case, sentText: string | undefined): string | null {
  if (c.query.kind === 'bad') return c.query.key;
  const fields = fieldsOf(route.request);
  if (!fields || sentText === undefined) return null;
  if (c.body.kind !== 'bad' && c.body.kind !== 'drop') return null;
  const field = c.body.field;
  const schema = fields[field];
  if (!schema) return null;
  // What the server will read: the RAW numbers (1e400) only exist once the text is parsed.
  const sent = (JSON.parse(sentText) as Record<string, unknown>)[field];
  const hasNull = JSON.stringify(sent ?? '').includes('\\u0000');
  return hasNull || !schema.safeParse(sent).success ? field : null;
}

function names400(result: CallResult, field: string): boolean {
  const body = errorBody.safeParse(result.json);
  if (!body.success) return false;
  const { message, issues = [] } = body.data;
  return (
    issues.some((issue) => issue.path.split('.')[0] === field) || message.toLowerCase().includes(field.toLowerCase())
  );
}

type Failure = { problem: string; case: string; status: number; answer: string };

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const tried = { requests: 0, refused: 0, namedFields: 0 };
/** Answers per route and status, printed at the end: shows how far past validation the cases got. */
const statuses = new Map<string, Map<number, number>>();
afterAll(() => {
  const lines = [...statuses].map(
    ([route, tally]) =>
      `${route} ${[...tally]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}x${n}`)
        .join(' ')}`,
  );
  console.log(lines.join('\n'));
  console.log(
    `route fuzz: ${tried.requests} requests, ${tried.refused} refused, ${tried.namedFields} 400s for one broken field checked to name it, FUZZ_SEED=${SEED}`,
  );
});

/** Every session of the world still works (a fuzzed "sign out everywhere" may have ended one). */
async function signedIn(world: FuzzWorld): Promise<boolean> {
  const answers = await Promise.all(Object.values(world.tokens).map((token) => api.call('me', { token })));
  return answers.every((answer) => answer.status === 200);
}

let world: FuzzWorld | undefined;
describe.each(names)('%s', (name) => {
  const route: RouteDef = routes[name];
  // A route that writes gets a fresh world (what the fuzz before it did may have used up its objects); reads
  // share the last one while its sessions work, which keeps the run short.
  beforeAll(async () => {
    if (!world || route.method !== 'GET' || !(await signedIn(world))) world = await buildFuzzWorld(api);
  });

  it.each(FUZZ_ROLES)('as %s: no 5xx, refusals change nothing and name the field', async (role) => {
    const current = world;
    if (!current) throw new Error('no fuzz world');
    const cases = fc.sample(caseArb(route, role, current), { seed: cellSeed(name, role), numRuns: RUNS });
    const failures: Failure[] = [];
    let before: DbFingerprint = await dbFingerprint(api.db, { ignore: COUNTERS });
    for (const c of cases) {
      const example = validBody(name, current);
      const { text, contentType } = bodyText(c.body, example);
      const headers: Record<string, string> = {};
      if (c.authorization) headers.Authorization = c.authorization;
      if (contentType) headers['Content-Type'] = contentType;
      if (c.body.kind === 'signed' && text !== undefined)
        headers['X-Razorpay-Signature'] = hmacHex(api.config.sandboxSecret, text);
      const path = pathOf(route, c.ids, c.query);
      const result = await api.raw(route.method, path, { headers, ...(text === undefined ? {} : { rawBody: text }) });
      tried.requests += 1;
      if (VERBOSE)
        console.log(
          role,
          route.method,
          path.slice(0, 200),
          text?.slice(0, 300),
          '->',
          result.status,
          JSON.stringify(result.json).slice(0, 200),
        );
      const tally = statuses.get(name) ?? new Map<number, number>();
      tally.set(result.status, (tally.get(result.status) ?? 0) + 1);
      statuses.set(name, tally);
      // A read changes nothing whatever it answers: its cell is fingerprinted once at the end (below).
      const after = route.method === 'GET' ? before : await dbFingerprint(api.db, { ignore: COUNTERS });
      const fail = (problem: string) =>
        failures.push({
          problem,
          case: `${route.method} ${path.slice(0, 200)} ${JSON.stringify(c.body).slice(0, 300)}`,
          status: result.status,
          answer: JSON.stringify(result.json).slice(0, 300),
        });
      if (result.status >= 500) fail('server error');
      if (result.status >= 400) {
        tried.refused += 1;
        if (!errorBody.safeParse(result.json).success) fail('refusal without a JSON message');
        const changed = changedTables(before, after);
        if (changed.length > 0) fail(`refused, yet changed ${changed.join(', ')}`);
        const field = brokenField(route, c, text);
        if (result.status === 400 && field) {
          tried.namedFields += 1;
          if (!names400(result, field)) fail(`400 does not name ${field}`);
        }
      } else {
        if (!mayCall(route.access, role)) fail(`answered ${result.status} to a caller the route refuses`);
        if (route.contentType === undefined && !route.response.safeParse(result.json).success)
          fail('answer does not fit the response schema');
      }
      before = after;
    }
    if (route.method === 'GET') {
      const changed = changedTables(before, await dbFingerprint(api.db, { ignore: COUNTERS }));
      if (changed.length > 0)
        failures.push({
          problem: `reads changed ${changed.join(', ')}`,
          case: 'any of this cell',
          status: 0,
          answer: '',
        });
    }
    expect(failures).toEqual([]);
  });
});
