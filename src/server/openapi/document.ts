import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { errorBody } from '../../../schemas/common';
import type { OpenApiDocument } from '../../../schemas/openapi';
import { routes, type RouteName } from '../../../schemas/routes';
import { successStatus, type RouteDef } from '../../../schemas/route-kit';
import { forbidden, unauthorized } from '../refusals';
import { translate } from '../i18n/catalogue';
import { accessText, operationSummary, operationTag } from './operation-text';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Responses = Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
const BEARER = 'bearer';

/**
 * A zod schema as JSON Schema, as it travels: the INPUT side of every schema, for requests and responses
 * alike. A codec's input side is its wire form (money: rupees; the server encodes paise into that), and a
 * response is `z.encode(response, data)`, which produces exactly that input side. So a money field is a
 * number of rupees in both directions.
 */
function wireSchema(schema: z.ZodType, where: string): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'throw',
  });
  // Local `#/$defs/...` references would point at the document's root inside OpenAPI; none exist today.
  if (json.$defs) throw new Error(`${where}: a recursive schema needs a component of its own in the OpenAPI document`);
  return json;
}

/** Hono's `/api/campaigns/:id` as OpenAPI's `/api/campaigns/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function pathParameters(route: RouteDef) {
  return Object.entries(route.params ?? {}).map(([name, param]) => ({
    name,
    in: 'path',
    required: true,
    description: `A UUID; any other value, or one that names nothing, is 404 "${translate('en', param.notFound)}"`,
    schema: { type: 'string', format: 'uuid' },
  }));
}

/** The route's `query` schema (a zod object), one parameter per field. */
function queryParameters(name: RouteName, route: RouteDef) {
  if (!route.query) return [];
  const json = wireSchema(route.query, `${name} query`);
  if (json.type !== 'object' || !json.properties) throw new Error(`${name}: a query schema must be an object`);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([field, schema]) => ({
    name: field,
    in: 'query',
    required: required.has(field),
    schema,
  }));
}

const errorAnswer = (description: string): Responses[string] => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY_REF } },
});

/** The refusals a route can answer, from what it declares (body, query, access, path parameters, method). */
function refusals(route: RouteDef): Responses {
  const answers: Responses = {};
  if (route.request || route.query) {
    answers['400'] = errorAnswer(
      'The input is not valid: `message` names the first problem, `issues` lists each field.',
    );
  }
  if (route.access !== 'anyone') answers['401'] = errorAnswer(`No valid session: "${unauthorized().message}"`);
  // Whose object it is matters only to a call that needs a session (a public read shows anyone's).
  const owned = route.access !== 'anyone' && route.params !== undefined;
  if (typeof route.access === 'object' || owned) {
    const { access } = route;
    const role = typeof access === 'object' ? `Another role: "${forbidden(access.refusal).message}"` : '';
    const adminRole =
      typeof access === 'object' && access.adminRoles
        ? `an admin whose role is not ${access.adminRoles.join(' or ')}: "${forbidden(access.adminRefusal).message}"`
        : '';
    const who = [role, adminRole].filter(Boolean).join('; ');
    const whose = owned ? 'the object is not one this caller may act on (the message names the rule)' : '';
    answers['403'] = errorAnswer([who, whose].filter(Boolean).join('; or '));
  }
  if (route.params) {
    const messages = Object.values(route.params).map((param) => `"${translate('en', param.notFound)}"`);
    answers['404'] = errorAnswer(`Nothing has this id: ${messages.join(', ')}`);
  }
  if (route.method !== 'GET') {
    answers['409'] = errorAnswer('The call conflicts with the current state (already done, already taken).');
    answers['422'] = errorAnswer(
      'A product rule refuses it now (not enough balance, campaign not active, ...); the message says which.',
    );
  }
  answers.default = errorAnswer(
    'Any other refusal, with the same body: 413 (request body too large), 429 (too many attempts; Retry-After says ' +
      'when to try again), 503 (an outside service, such as YouTube, cannot answer now), 500 (a failure).',
  );
  return answers;
}

function operation(name: RouteName, route: RouteDef) {
  const mediaType = route.contentType ?? 'application/json';
  const success = {
    description: 'Done',
    content: { [mediaType]: { schema: wireSchema(route.response, `${name} response`) } },
  };
  const responses: Responses = { [String(successStatus(route))]: success, ...refusals(route) };
  const parameters = [...pathParameters(route), ...queryParameters(name, route)];
  const signedIn = route.access !== 'anyone';
  return {
    operationId: name,
    summary: operationSummary(name),
    description: accessText(route),
    tags: [operationTag(route.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.request
      ? {
          requestBody: {
            // An empty body reads as {} (http/contract.ts readBody): a body whose every field may be left out is optional.
            required: !route.request.safeParse({}).success,
            content: { 'application/json': { schema: wireSchema(route.request, `${name} request`) } },
          },
        }
      : {}),
    responses,
    security: signedIn ? [{ [BEARER]: [] }] : [],
    ...(typeof route.access === 'object' ? { 'x-roles': [...route.access.roles] } : {}),
    ...(route.cache ? { 'x-cache': route.cache } : {}),
  };
}

const packageVersion = (): string =>
  z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))).version;

/** The OpenAPI 3.1 document of every route of schemas/routes.ts; nothing in it is written by hand but prose. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: RouteDef = routes[name];
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name, route) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'ClipMandi API',
      version: packageVersion(),
      description:
        'Every call of ClipMandi, generated from its route table (schemas/routes.ts). Money travels as rupees: a ' +
        'number with at most 2 decimals (₹1,234.50 is 1234.5). Signed-in calls take `Authorization: Bearer <token>`, ' +
        'the token a login or sign-up answers. Every refusal is JSON `{ message, issues? }` with a message written ' +
        'for the person who reads it.',
    },
    paths,
    components: {
      schemas: { ErrorBody: wireSchema(errorBody, 'ErrorBody') },
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` of a login or sign-up answer.',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** Built once per process: the route table does not change while it runs. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
