import type { RecordedCall } from './mock-api';

/** What the app sent to `path` and how it was answered: each call's method, body and status, in order. */
export function callsTo(calls: readonly RecordedCall[], path: string) {
  return calls.filter((call) => call.path === path).map(({ method, body, status }) => ({ method, body, status }));
}
