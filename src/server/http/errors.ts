import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../../../schemas/common';
import { logger } from '../ops/logger';
import { jsonAnswer } from './json-answer';
import { callLocale } from '../i18n/request-locale';
import { HttpError } from '../refusals';

/** The answer to an error: a refusal's status and message, else a 500 that names nothing of the failure. */
export function errorResponse(err: Error, c: Context) {
  if (err instanceof HttpError) {
    const locale = callLocale(c);
    const body: ErrorBody = { message: err.messageIn(locale) };
    if (err.code) body.code = err.code;
    const issues = err.issuesIn(locale);
    if (issues) body.issues = issues;
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return jsonAnswer(c, body, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const refusal = new HttpError(status, status === 400 ? 'invalidJson' : err.message || 'requestRefused');
    return errorResponse(refusal, c);
  }
  // With its stack and the request's id (request-log.ts); the person sees only that it failed.
  logger.error({ err }, 'Unhandled error');
  return errorResponse(new HttpError(500, 'somethingWentWrong'), c);
}
