import type { Context } from 'hono';
import * as z from 'zod';
import { successStatus, type RouteDef } from '../../../schemas/route-kit';
import { badRequest } from '../refusals';
import { jsonAnswer } from './json-answer';
import { findUnstorableText } from './unstorable-text';

const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/** Turns zod issues into the error body: the first message names the field it is about. */
function validationError(error: z.ZodError) {
  const issues = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const message = path && ZOD_DEFAULT.test(issue.message) ? `${path}: ${issue.message}` : issue.message;
    return { path, message };
  });
  return badRequest(issues[0]?.message ?? 'invalidRequest', issues);
}

/** Text the database cannot hold (U+0000, a lone surrogate) is bad input (400 naming the field), not a failure. */
function refuseUnstorableText(value: unknown) {
  const found = findUnstorableText(value);
  if (!found) return;
  const path = found.path.join('.');
  const message = path ? `${path}: ${found.message}` : found.message;
  throw badRequest(message, [{ path, message }]);
}

/** The request body of `route`, validated and decoded (money in paise); 400 otherwise. */
export async function readBody<R extends RouteDef & { request: z.ZodType }>(
  c: Context,
  route: R,
): Promise<z.output<R['request']>> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  refuseUnstorableText(json);
  const result = await route.request.safeParseAsync(json);
  if (!result.success) throw validationError(result.error);
  return result.data as z.output<R['request']>;
}

/** The query string of `route`, validated; 400 otherwise. */
export function readQuery<R extends RouteDef & { query: z.ZodType }>(c: Context, route: R): z.output<R['query']> {
  const query = c.req.query();
  refuseUnstorableText(query);
  const result = route.query.safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data as z.output<R['query']>;
}

/** Encodes `data` with the route's response schema (paise to rupees) and sends it. */
export function send<R extends RouteDef>(c: Context, route: R, data: z.output<R['response']>) {
  return jsonAnswer(c, z.encode(route.response, data), successStatus(route));
}
