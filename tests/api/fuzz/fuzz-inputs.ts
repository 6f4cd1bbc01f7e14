import fc from 'fast-check';
import * as z from 'zod';

/**
 * Generated inputs for the route fuzz: bodies made by mutating a valid example one field at a time (or
 * replaced by junk), query strings from values each query field's schema accepts or refuses, path ids.
 */

/** The fields of an object schema (a refined object is still one), or null for anything else. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
}

/** The strings a schema names (enum options, literals), found by walking wrappers and pipes. */
export function literalsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return literalsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return literalsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe)
    return [...literalsOf(schema.in as z.ZodType), ...literalsOf(schema.out as z.ZodType)];
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  if (schema instanceof z.ZodLiteral) return [...schema.values].map(String);
  return [];
}

/** A JSON number written as is (JSON.stringify cannot write 1e400): the body text gets these digits. */
const RAW = 'RAW#NUMBER#';
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '-0',
  '1E2',
  '0.1e1',
  '100.000000000000001',
];

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202eevil',
  '😀'.repeat(60),
  'नमस्ते दुनिया',
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  ' 100 ',
  '100.001',
  'true',
  '%00',
  '\\',
  '"',
  'user',
  'admin',
];

const SPECIAL_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.1,
  0.005,
  1.234,
  -0.01,
  0.29,
  1e-7,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  99_999_999_999.99,
  10_000_000_000,
  10_000_000_001,
];

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
});

/** Any JSON value a field might be sent, the nastier the likelier. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(null, true, false, ...SPECIAL_STRINGS, ...SPECIAL_NUMBERS), weight: 5 },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS).map((digits) => `${RAW}${digits}`), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [1, 'a', null],
      { $ne: null },
      JSON.parse('{"__proto__": {"role": "admin"}}') as unknown,
      nested(300, 1, (inner) => [inner]),
      nested(300, 'x', (inner) => ({ a: inner })),
      Array.from({ length: 2000 }, (_, i) => i),
    ),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: loneSurrogates, weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** JSON text for a value, with RAW numbers written as their digits. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), '$1');
}

/** What a body case does to the route's valid example. */
export type BodyCase =
  | { kind: 'none' }
  | { kind: 'valid' }
  | { kind: 'drop'; field: string }
  | { kind: 'bad'; field: string; value: unknown }
  | { kind: 'extra'; field: string; value: unknown }
  | { kind: 'junk'; value: unknown }
  | { kind: 'text'; text: string; contentType: string | null }
  /** A provider event, sent signed as the provider signs it (the webhook then reads it). */
  | { kind: 'signed'; value: unknown };

const RAW_TEXTS = [
  '',
  '{',
  '{"a":',
  'not json',
  "{'single': 'quotes'}",
  '{"a":1}}',
  '\u0000',
  '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}',
  '['.repeat(100_000),
  // Nested deeper than the test's own JSON.stringify could write.
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  'x'.repeat(150 * 1024),
  '\ufeff{}',
  'email=a%40example.com&password=x',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  null,
];

/** Body cases for a route: mutations of its valid example when it takes a body, else junk only. */
export function bodyCase(fields: string[] | null): fc.Arbitrary<BodyCase> {
  const junk = fc.oneof(
    junkValue.map((value): BodyCase => ({ kind: 'junk', value })),
    fc
      .tuple(fc.oneof(fc.constantFrom(...RAW_TEXTS), fc.string({ maxLength: 60 })), fc.constantFrom(...CONTENT_TYPES))
      .map(([text, contentType]): BodyCase => ({ kind: 'text', text, contentType })),
  );
  if (!fields)
    return fc.oneof({ arbitrary: fc.constant<BodyCase>({ kind: 'none' }), weight: 3 }, { arbitrary: junk, weight: 2 });
  const extraField = fc.oneof(
    fc.constantFrom('role', 'userId', 'creatorId', 'status', 'amountSpent', '_id', 'isAdmin'),
    fc.string({ maxLength: 10 }),
  );
  const mutations: fc.WeightedArbitrary<BodyCase>[] = [
    // Mostly near-valid bodies: a refusal after some work is where a half-done change would hide.
    { arbitrary: fc.constant<BodyCase>({ kind: 'valid' }), weight: 3 },
    {
      arbitrary: fc.tuple(extraField, junkValue).map(([field, value]): BodyCase => ({ kind: 'extra', field, value })),
      weight: 1,
    },
    { arbitrary: junk, weight: 2 },
    { arbitrary: fc.constant<BodyCase>({ kind: 'none' }), weight: 1 },
  ];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    mutations.push(
      { arbitrary: field.map((f): BodyCase => ({ kind: 'drop', field: f })), weight: 2 },
      {
        arbitrary: fc.tuple(field, junkValue).map(([f, value]): BodyCase => ({ kind: 'bad', field: f, value })),
        weight: 4,
      },
    );
  }
  return fc.oneof(...mutations);
}

/** The request body text and its Content-Type for a case, given the route's valid example. */
export function bodyText(
  body: BodyCase,
  example: Record<string, unknown> | null,
): { text?: string; contentType?: string } {
  const json = (value: unknown) => ({ text: toJsonText(value), contentType: 'application/json' });
  switch (body.kind) {
    case 'none':
      return {};
    case 'valid':
      return json(example ?? {});
    case 'drop': {
      const copy = { ...example };
      delete copy[body.field];
      return json(copy);
    }
    case 'bad':
    case 'extra':
      return json({ ...example, [body.field]: body.value });
    case 'junk':
    case 'signed':
      return json(body.value);
    case 'text':
      return body.contentType ? { text: body.text, contentType: body.contentType } : { text: body.text };
  }
}

/** A query string as name/value pairs (a name may repeat). */
export type QueryCase =
  | { kind: 'none' | 'valid' | 'junk'; pairs: [string, string][] }
  | { kind: 'bad'; key: string; pairs: [string, string][] };

/** Query values to try for every field: each field's schema decides which it accepts. */
export function queryCandidates(extra: string[]): string[] {
  return [
    '1',
    '2',
    '10',
    '50',
    '100',
    '0',
    '-1',
    '101',
    '1.5',
    '1e1',
    '0x10',
    ' 10 ',
    '',
    'abc',
    'null',
    'NaN',
    'Infinity',
    '2026-01-01',
    '2026-11-22',
    '2025-02-30',
    '2026-13-01',
    '330',
    '-720',
    '840',
    '841',
    '-721',
    'a'.repeat(101),
    'x'.repeat(5000),
    '😀',
    'नमस्ते',
    'a\u0000b',
    'eyJjcmVhdGVkQXQiOiJ4IiwiaWQiOiJ5In0',
    "' or 1=1 --",
    '%',
    ...extra,
  ];
}

/**
 * Query cases for a route: none; only accepted values; accepted values and one refused one (the 400 must
 * name it); or junk names and values (a route without a query gets only these).
 */
export function queryCase(fields: Record<string, z.ZodType> | null, candidates: string[]): fc.Arbitrary<QueryCase> {
  const junkPairs = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('limit', 'cursor', 'q', 'status', 'role', '__proto__', 'constructor', ''),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(fc.constantFrom(...candidates), fc.string({ maxLength: 20 })),
    ),
    { maxLength: 4 },
  );
  const junk = junkPairs.map((pairs): QueryCase => ({ kind: 'junk', pairs }));
  const none = fc.constant<QueryCase>({ kind: 'none', pairs: [] });
  if (!fields) return fc.oneof(none, junk);
  const keys = Object.keys(fields);
  // The server refuses the null character before any schema (PostgreSQL text cannot hold it).
  const accepts = (key: string, value: string) =>
    !value.includes('\u0000') && fields[key]?.safeParse(value).success === true;
  const accepted = new Map(keys.map((key) => [key, candidates.filter((value) => accepts(key, value))]));
  const refused = new Map(keys.map((key) => [key, candidates.filter((value) => !accepts(key, value))]));
  const validPairs = fc
    .subarray(keys.filter((key) => (accepted.get(key) ?? []).length > 0))
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((key) =>
          fc.constantFrom(...(accepted.get(key) ?? [])).map((value): [string, string] => [key, value]),
        ),
      ),
    );
  const valid = validPairs.map((pairs): QueryCase => ({ kind: 'valid', pairs }));
  const badKeys = keys.filter((key) => (refused.get(key) ?? []).length > 0);
  const options: fc.Arbitrary<QueryCase>[] = [none, valid, junk];
  if (badKeys.length > 0) {
    const bad = fc.tuple(validPairs, fc.constantFrom(...badKeys)).chain(([pairs, key]) =>
      fc.constantFrom(...(refused.get(key) ?? [])).map((value): QueryCase => ({
        kind: 'bad',
        key,
        pairs: [...pairs.filter(([name]) => name !== key), [key, value]],
      })),
    );
    options.push(bad, bad);
  }
  return fc.oneof(...options);
}

const JUNK_IDS = [
  '',
  '0',
  '-1',
  'null',
  'undefined',
  '1e3',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '\u0000',
  'x'.repeat(5000),
  '😀',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  '{"$ne":null}',
];

/**
 * A path id: the caller's own object of this kind (most often: that is where a refusal comes after some work),
 * another's, an object of another kind, an unknown UUID, or junk.
 */
export function idCase(ownIds: string[], kindIds: string[], allIds: string[]): fc.Arbitrary<string> {
  const own = ownIds.length > 0 ? ownIds : kindIds;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...own), weight: 6 },
    { arbitrary: fc.constantFrom(...kindIds), weight: 3 },
    { arbitrary: fc.constantFrom(...kindIds).map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: fc.constantFrom(...kindIds).map((id) => `${id} `), weight: 1 },
    { arbitrary: fc.constantFrom(...allIds), weight: 1 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.constantFrom(...JUNK_IDS), weight: 2 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  );
}

/** What an anonymous caller sends as Authorization: usually nothing, sometimes a forgery. */
export const anonymousAuthorization: fc.Arbitrary<string | null> = fc.constantFrom(
  null,
  null,
  null,
  'Bearer garbage',
  'Bearer ',
  // alg "none" with an admin role: must not be taken as a session
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYWRtaW4iLCJ2ZXIiOjB9.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'x'.repeat(10_000)}`,
);

/**
 * Provider webhook events: every kind the server reads and others, naming real payments and orders (so refunds
 * and disputes reach the wallets) or unknown ones, with amounts from sensible to absurd.
 */
export function webhookEvent(paymentIds: string[], orderIds: string[]): fc.Arbitrary<BodyCase> {
  // Mostly well-formed, so most events get past the event schema to the money they would move.
  const paymentId = fc.oneof(
    { arbitrary: fc.constantFrom(...paymentIds), weight: 6 },
    { arbitrary: fc.constantFrom('pay_unknown', ''), weight: 1 },
    { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
  );
  const orderId = fc.oneof(
    { arbitrary: fc.constantFrom(...orderIds), weight: 6 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
  );
  const amount = fc.oneof(
    { arbitrary: fc.constantFrom<unknown>(0, 1, 100, 10_000, 20_000, 1_000_000, 2 ** 53 - 1), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 100_000 }), weight: 4 },
    { arbitrary: junkValue, weight: 1 },
  );
  const status = fc.oneof(
    fc.constantFrom('created', 'processed', 'failed', 'open', 'won', 'lost', 'closed'),
    fc.string({ maxLength: 8 }),
  );
  const event = fc.oneof(
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    fc.constantFrom(
      'payment.captured',
      'order.paid',
      'refund.created',
      'refund.processed',
      'refund.failed',
      'payment.dispute.created',
      'payment.dispute.won',
      'payment.dispute.lost',
      'payment.dispute.closed',
    ),
    fc.constantFrom('refund.processed', 'payment.dispute.lost'),
  );
  const reversal = fc.record({
    entity: fc.record({
      id: fc.oneof(
        { arbitrary: fc.constantFrom('rfnd_1', 'rfnd_2', 'disp_1'), weight: 4 },
        { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
      ),
      payment_id: paymentId,
      amount,
      status,
    }),
  });
  const payload = fc.record(
    {
      payment: fc.record({ entity: fc.record({ id: paymentId, order_id: orderId }) }),
      order: fc.record({ entity: fc.record({ id: orderId }) }),
      refund: reversal,
      dispute: reversal,
    },
    { requiredKeys: [] },
  );
  return fc
    .oneof({ arbitrary: fc.record({ event, payload }), weight: 4 }, { arbitrary: junkValue, weight: 1 })
    .map((value): BodyCase => ({ kind: 'signed', value }));
}
