import type { Context } from 'hono';
import * as z from 'zod';
import { successStatus, type RouteDef } from '../../../schemas/route-kit';
import type { MessageKey } from '../../../messages/keys';
import type { Locale } from '../../../schemas/locale';
import { translate } from '../i18n/catalogue';
import { badRequest, HttpError } from '../refusals';
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

const UNSTORABLE: Record<TextProblem, MessageKey> = {
  nullCharacter: 'textNullCharacter',
  halfCharacter: 'textHalfCharacter',
};

/**
 * A 400 naming the field before its message ("name: Text must ..."), as zod's own messages are named. The field is
 * the request's own text, so it is kept out of the message's formatting (which would decode a `\u0000` written in a
 * key); its issue names it in English (only an issue whose message is a key alone is said in the caller's language).
 */
class FieldRefusal extends HttpError {
  constructor(
    private readonly field: string,
    key: MessageKey,
  ) {
    super(400, key, [{ path: field, message: `${field}: ${translate('en', key)}`, code: key }]);
    this.message = `${field}: ${this.message}`;
  }

  override messageIn(locale: Locale): string {
    return `${this.field}: ${super.messageIn(locale)}`;
  }

  override issuesIn(locale: Locale) {
    return [{ path: this.field, message: this.messageIn(locale), code: this.code }];
  }
}

/** Text the database cannot hold (U+0000, a lone surrogate) is bad input (400 naming the field), not a failure. */
function refuseUnstorableText(value: unknown) {
  const found = findUnstorableText(value);
  if (!found) return;
  const path = found.path.join('.');
  const key = UNSTORABLE[found.problem];
  throw path ? new FieldRefusal(path, key) : badRequest(key, [{ path, message: key }]);
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
