import type { Context } from 'hono';
import * as z from 'zod';
import { successStatus, type RouteDef } from '../../../schemas/route-kit';
import type { MessageKey } from '../../../messages/keys';
import { translate } from '../i18n/catalogue';
import { badRequest, said } from '../refusals';
import { jsonAnswer } from './json-answer';
import { findUnstorableText, type TextProblem } from './unstorable-text';

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

/** Each problem's message, alone (the body itself) and naming the field. */
const UNSTORABLE: Record<TextProblem, { whole: MessageKey; field: MessageKey }> = {
  nullCharacter: { whole: 'textNullCharacter', field: 'fieldNullCharacter' },
  halfCharacter: { whole: 'textHalfCharacter', field: 'fieldHalfCharacter' },
};

/** Text the database cannot hold (U+0000, a lone surrogate) is bad input (400 naming the field), not a failure. */
function refuseUnstorableText(value: unknown) {
  const found = findUnstorableText(value);
  if (!found) return;
  const path = found.path.join('.');
  const { whole, field } = UNSTORABLE[found.problem];
  const what = path ? said(field, { field: path }) : whole;
  // The issue names the field in its English words (an issue's own message carries no values to say it again with).
  const english = path ? translate('en', field, { field: path }) : translate('en', whole);
  throw badRequest(what, [{ path, message: english }]);
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
    throw badRequest('invalidJson');
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
