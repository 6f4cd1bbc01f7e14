import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../../schemas/common';
import { logger } from '../ops/logger';
import { jsonAnswer } from './json-answer';

/** A refusal with the status and message the person will see (docs/product.md#api-conventions). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: ErrorBody['issues'],
    /** A 429's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: ErrorBody['issues']) => new HttpError(400, message, issues);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);

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
