import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../../../schemas/common';
import { logger } from '../ops/logger';
import { jsonAnswer } from './json-answer';
import { HttpError } from '../refusals';

/** The answer to an error: a refusal's status and message, else a 500 that names nothing of the failure. */
export function errorResponse(err: Error, c: Context) {
  if (err instanceof HttpError) {
    const body: ErrorBody = err.issues ? { message: err.message, issues: err.issues } : { message: err.message };
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return jsonAnswer(c, body, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 ? 'Request body must be valid JSON' : err.message || 'Request refused';
    return jsonAnswer(c, { message } satisfies ErrorBody, status);
  }
  // With its stack and the request's id (request-log.ts); the person sees only that it failed.
  logger.error({ err }, 'Unhandled error');
  return jsonAnswer(c, { message: 'Something went wrong. Please try again.' } satisfies ErrorBody, 500);
}
