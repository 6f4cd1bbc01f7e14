import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../schemas/common';

// In the server's lowest layer, beside the configuration and the logger: every layer may refuse a request, and
// http/errors.ts turns a refusal into its answer (docs/architecture.md "Layers").

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
