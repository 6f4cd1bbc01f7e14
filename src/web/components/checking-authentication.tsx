import { LoadingState } from './loading-state';

/**
 * How long the role guard may take before 'Checking authentication' shows: long enough that a quick
 * session check (or the instant check of a confirmed session) does not flash it.
 */
export const CHECKING_DELAY_MS = 150;

/** Shown by the role guard while a stored session is being confirmed with the server. */
export function CheckingAuthentication() {
  return <LoadingState text="Checking authentication" />;
}
