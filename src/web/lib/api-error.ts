import { errorBody, type ErrorBody } from '../../../schemas/common';

/** A refused call: the HTTP status and, when the server sent one, its message (DESIGN.md section 3). */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly issues: ErrorBody['issues'];

  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.message || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = body?.message || undefined;
    this.issues = body?.issues;
  }
}

/** Turns a failed response into an ApiError; a body that is not our error shape just has no message. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | undefined;
  try {
    const parsed = errorBody.safeParse(await response.clone().json());
    body = parsed.success ? parsed.data : undefined;
  } catch {
    body = undefined; // not JSON (a proxy's HTML page, an empty body)
  }
  return new ApiError(response.status, body);
}

/** What a screen shows for a failure: the server's message when present, else the screen's default (SPEC.md section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
