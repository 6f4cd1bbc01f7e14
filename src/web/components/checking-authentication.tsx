import { LoadingState } from './loading-state';

/** Shown by the role guard while a stored session is being confirmed with the server. */
export function CheckingAuthentication() {
  return <LoadingState text="Checking authentication" />;
}
