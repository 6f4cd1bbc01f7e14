import { HttpError } from '../refusals';

/** "30 seconds", "1 minute", "15 minutes": how long until a refused request may be tried again. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A 429 whose message says when to try again, with the same wait in Retry-After (whole seconds). */
export function tooManyRequestsFor(ms: number, message: (wait: string) => string): HttpError {
  return new HttpError(429, message(waitText(ms)), undefined, Math.max(1, Math.ceil(ms / 1000)));
}
