import type { ErrorBody } from '@schemas/common';
import { t } from './i18n';

/**
 * A refused call: the HTTP status and, when the server sent one, its message. Free of zod and the schemas, so the
 * shell (query client, error screen) can tell failures apart without loading them; api-client.ts reads the body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly issues: ErrorBody['issues'];

  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.message || t('common.requestFailed', { status: String(status) }));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = body?.message || undefined;
    this.issues = body?.issues;
  }
}

/** What a screen shows for a failure: the server's message when present, else the screen's default (docs/product.md#messages-and-constants). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
